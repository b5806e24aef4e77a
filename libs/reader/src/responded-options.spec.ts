import { describe, expect, it } from 'vitest';
import { respondedOptions, slashedOptions } from './answer-options';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test (never a template's text): a prompt in one user message whose data no
// section labels, its options quoted where it tells the judge what to answer.
describe('options quoted where the judge is told what to answer', () => {
  it('reads "X" or "Y", one option per instruction, and options told with when each applies, in either quotes', () => {
    expect(respondedOptions('Reply with only "Match" or "No match" (no quotes).')).toEqual(['Match', 'No match']);
    expect(respondedOptions("If the two notes agree, answer 'Agree', otherwise answer 'Disagree'.")).toEqual(['Agree', 'Disagree']);
    expect(respondedOptions("If it is on topic, respond with 'on'. Otherwise, respond with 'off'.")).toEqual(['on', 'off']);
    expect(respondedOptions("Output 'spam' if the mail sells something, 'ham' if not.")).toEqual(['spam', 'ham']);
  });

  it('takes no quoted words the instruction does not tell the judge to answer with', () => {
    expect(respondedOptions("The customer wrote 'refund' twice and said 'never again'.")).toEqual([]);
    expect(respondedOptions('Answer "Yes" when unsure.')).toEqual([]); // one option is no choice
    expect(respondedOptions("Don't answer 'maybe'. It's the user's call.")).toEqual([]);
  });

  it('is bounded on a long text of quoted answers', () => {
    const text = `${'answer "a" or "b" or "c", '.repeat(20_000)}`;
    const started = Date.now();
    expect(respondedOptions(text)).toEqual(['a', 'b', 'c']);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('a sectionless prompt in one user message gets the format it states; its criterion stays unread until taught', () => {
    const read = judge(
      null,
      'Look at the two sentences and decide whether they mean the same.\n\nFirst: The shop opens at nine.\nSecond: Doors open at 9 am.\n\nRespond with only "Same" or "Different" (without quotes).',
    );
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['Same', 'Different'] });
    expect(writeVerdict(read.answerForm as never, 'Different', reason)).toBe('Different');
  });

  it('a ticket that merely quotes words keeps no format', () => {
    expect(judge(null, "My order says 'shipped' but the tracking page says 'pending'. Where is it?").answerForm).toBeNull();
  });

  it('reads options separated by slashes after the words that ask for them, not a slashed pair in the data', () => {
    expect(slashedOptions('Finish the review by pass/fail/needs work.').options).toEqual(['pass', 'fail', 'needs work']);
    expect(slashedOptions('Answer with A/B/tie.').options).toEqual(['A', 'B', 'tie']);
    expect(slashedOptions('Answer the question about input/output devices.').options).toEqual([]);
    expect(slashedOptions('Respond with yes/no.').options).toEqual([]); // the yes-or-no reading's
    const read = judge(null, 'Grade the student answer against the key.\nKey: Paris\nStudent: paris, France\nConclude your grading by right/wrong/partly right.');
    expect(read.answerForm).toEqual({ kind: 'label_word', labels: ['right', 'wrong', 'partly right'] });
  });

  it('a prompt in plain words that asks for "only a single floating point number" on a stated range gets a score alone', () => {
    const read = judge(null, 'You rate how urgent a support message is. Return a value between 0.0 and 1.0, where 1.0 is urgent. Only a single floating point number.\n\nMessage: The site is down for every customer.');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
    expect(writeVerdict(read.answerForm as never, 1, reason)).toMatch(/^\s*1(?:\.0+)?\s*$/);
  });
});

describe('options named for a bar met or missed', () => {
  it('writes a pass as the option that says the bar is met, a fail as the one that says it is missed', () => {
    const form = { kind: 'label_word', labels: ['Meets', 'Misses'] } as const;
    expect(writeVerdict(form as never, { pass: true }, reason)).toBe('Meets');
    expect(writeVerdict(form as never, { pass: false }, reason)).toBe('Misses');
    expect(writeVerdict({ kind: 'label_word', labels: ['Acceptable', 'Unacceptable'] } as never, false, reason)).toBe('Unacceptable');
  });
});
