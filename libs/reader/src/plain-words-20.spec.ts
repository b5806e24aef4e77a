import { describe, expect, it } from 'vitest';
import { answersForm, closesAnswerForm } from './answer-instruction';
import { splitPlainWords } from './testing/split-plain-words';

const split = splitPlainWords;

// Rules written at stop 65 from the development half of blind set 20 (fixtures/PLAIN-WORDS.md), each in new words.
describe('terse messages typed in chat tools (set 20)', () => {
  it('reads a line ending on a spaced dash as a line ending on a colon', () => {
    expect(split('Categorise this repair ticket —\nStrat, hum from the bridge pickup, stops when strings are touched.')).toEqual({ criterion: 'Categorise this repair ticket', subject: 'Strat, hum from the bridge pickup, stops when strings are touched.' });
    expect(split("The seller's asking if we need a licence before listing —\nIvory-handled letter opener, 1930s, no paperwork.")?.criterion).toBe('if we need a licence before listing');
  });

  it('keeps a dash inside a line', () => {
    expect(split('Is this lift plan critical?\nTandem pick — two cranes, 80% of chart each.')?.subject).toBe('Tandem pick — two cranes, 80% of chart each.');
  });

  it('sets apart "short answer", a courtesy after "label only", Korean "…만 답해 주세요", and the size in parentheses after an instruction', () => {
    for (const line of ['short answer', 'Short answer please.']) expect(closesAnswerForm(line), line).toBe(true);
    expect(answersForm('라벨만 답해 주세요.')).toBe(true);
    expect(split('Worn, fine or mint? Label only pls\nSilver coin, rim knocks, details soft.')?.subject).toBe('Silver coin, rim knocks, details soft.');
    expect(split('Call this foul (one word):\nCue ball jumped the object ball and potted the black.')?.criterion).toBe('Call this foul');
  });
});

// Rules written at stop 65 from the development half of blind set 21 (assistants relaying long requests).
describe('relayed requests (set 21)', () => {
  it('reads a line ending on a spaced dash over a blank line, never an empty value ("Part number: —")', () => {
    expect(split('Label this tremor for the catalogue —\n\n02:10 UTC, 9 stations, clear P and S arrivals.')?.criterion).toBe('Label this tremor for the catalogue');
    expect(split('Listing draft:\nTitle: Brake pads\nPart number: —\n\nIs this listing complete enough to go live?')?.subject).toContain('Part number: —');
  });

  it('sets apart how to answer after a comma or "and keep it to one label", and reads "Dimmi se …"', () => {
    expect(split("Dimmi se per questo restauro serve il permesso, rispondi solo sì o no:\nPulitura a secco della cornice, nessun intervento sul dipinto.")?.criterion).toBe('Dimmi se per questo restauro serve il permesso');
    expect(split('Triage this donation offer and keep it to one label:\nA box of 1950s school reports, donor wants them back after scanning.')?.criterion).toBe('Triage this donation offer');
  });
});
