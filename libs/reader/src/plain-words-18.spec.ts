import { describe, expect, it } from 'vitest';
import { answersForm, closesAnswerForm } from './answer-instruction';
import { splitPlainWords } from './testing/split-plain-words';

const split = splitPlainWords;

// Rules written at stop 65 from the development half of blind set 18 (fixtures/PLAIN-WORDS.md), each in new words.
describe('closing lines that say how to answer (set 18)', () => {
  it('reads more ways of asking for the answer alone', () => {
    for (const line of ['Just the grade, please.', 'Just give me the label.', 'A plain yes or no is all I need.', 'A single digit is fine.', 'Give the category, no explanation.', 'Yes/no answer only.', '答えはラベルのみでお願いします。', '一語で。', 'Stačí číslo.']) expect(closesAnswerForm(line), line).toBe(true);
    expect(answersForm('relegate / no action — just the decision.')).toBe(true);
    expect(answersForm('Απάντησε με pick now, wait ή resample.')).toBe(true);
  });

  it('keeps sentences that ask something else', () => {
    for (const line of ['Just the beginning of the story.', 'A plain reading of the contract is all I need to start.', 'Give the category a better name.']) expect(closesAnswerForm(line), line).toBe(false);
  });

  it('sets a closing line apart from the subject above it', () => {
    expect(split('What shelf does this book go on?\n\nPaperback, 1978, water stain on the cover, spine intact.\nJust the shelf name, please.')?.subject).toBe('Paperback, 1978, water stain on the cover, spine intact.');
  });
});

describe("an official's call in the imperative (set 18)", () => {
  it('reads "Adjudicate …", "Award …", "Give your … decision", "Rule on …", "Make the … call" as the criterion', () => {
    expect(split('Adjudicate this entry form. Output valid or void.\n```\nSigned twice, no date.\n```')?.criterion).toBe('Adjudicate this entry form.');
    expect(split('Left arrives first, right parries late.\nAward the point. left/right only.')?.criterion).toBe('Award the point.');
    expect(split('Ball pitched outside leg, hit the pad in line.\nGive your umpiring decision. Out or not out, nothing else.')?.criterion).toBe('Give your umpiring decision.');
    expect(split('Rule on this start — swimmer moved before the signal.')?.criterion).toBe('Rule on this start');
    expect(split('Make the intake call on this parcel: box dented, seal intact.')?.criterion).toBe('Make the intake call on this parcel');
  });
});

describe('a label naming the subject, with a number or a note after it (set 18)', () => {
  it('sets aside "Report 7 intake note:" and "Entry #12 statement:"', () => {
    expect(split('Does this need a follow-up call?\nReport 7 intake note: caller sounded confused about the date.')?.subject).toBe('caller sounded confused about the date.');
    expect(split('Entry #12 statement: photo cropped and sharpened only.\nDoes it break the rule?')?.subject).toBe('photo cropped and sharpened only.');
  });

  it('keeps a colon inside a sentence', () => {
    expect(split('Is this claim covered?\nThe pipe burst on day 3: water reached the kitchen.')?.subject).toBe('The pipe burst on day 3: water reached the kitchen.');
  });
});

describe('what the asker wants, reported in more ways (set 18)', () => {
  it('sets aside "wants a quick call on", "asked me to get a second opinion on", "is asking if"', () => {
    expect(split('The shift lead wants a quick call on whether this parcel should be refused:\n\n"Corner crushed, contents rattle."')?.criterion).toBe('whether this parcel should be refused');
    expect(split('Our editor asked me to get a second opinion on what kind of error this is:\n\nThe headline says 1989; the article says 1998.')?.criterion).toBe('what kind of error this is');
    expect(split('The head judge is asking if this vault counts:\nFeet apart on landing, no fall.')?.criterion).toBe('if this vault counts');
  });

  it('keeps the answer said after a semicolon apart, and a question word before the pointing clause', () => {
    expect(split('Guest note:\n\nCan we keep the bikes in the lobby overnight?\n\nThe manager wants to know how we should reply; just the label please.')?.criterion).toBe('how we should reply');
    expect(split("A visitor asked me about 'a cracked beaker with acid residue' — where does that go?")?.criterion).toBe('where does that go?');
  });
});

describe('second round of set 18', () => {
  it('reads a report after the subject and a dash, keyed by the question it reports', () => {
    expect(split('Heat 3, lane 2 dived in before the horn but was called back. — the referee is asking if this is a false start.')).toEqual({ criterion: 'if this is a false start', subject: 'Heat 3, lane 2 dived in before the horn but was called back.' });
    expect(split('Cover torn at the spine, pages clean. — my aunt sells books and wants to know which grade this gets.')?.criterion).toBe('which grade this gets');
  });

  it('keeps a dash before a plain remark in the subject', () => {
    expect(split('Is this parcel damaged? Box arrived wet — the courier said it rained.')?.criterion).toBe('Is this parcel damaged?');
  });

  it('sets aside a line that only hands the fenced text over, the question after it', () => {
    expect(split('The site lead asked me to look at this before we start:\n```\nScaffold tag: green\nGuard rail: missing on level 3\n```\nShe wants to know if work can go ahead.')).toEqual({ criterion: 'if work can go ahead.', subject: 'Scaffold tag: green\nGuard rail: missing on level 3' });
  });

  it('reads a question after an arrow', () => {
    expect(split('3x soup, 1 no onion → which station?')).toEqual({ criterion: 'which station?', subject: '3x soup, 1 no onion' });
  });
});
