import { describe, expect, it } from 'vitest';
import { demonstratedContinuation, demonstratedSlot } from './demonstrated-slot';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Prompts written for this test in the style of completion-style judges: worked examples fill the
// slot the prompt ends with, and no sentence states the answer's form.
describe('a format shown only by worked examples', () => {
  it('numbers in the demonstrated slot are a score on their range, written bare', () => {
    const text = 'Tell whether the two dates name the same day.\n\nFirst: 3 May 2021\nSecond: 2021-05-03\nSame: 1\n\nFirst: 4 May 2021\nSecond: 2021-05-03\nSame: 0\n\nFirst: 1 Jan 2020\nSecond: 2020/01/01\nSame:';
    expect(demonstratedSlot(text)).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
  });

  it('words between shared marks are labels, written between the same marks', () => {
    const text = 'Is the claim backed by the excerpt?\n\nClaim: Water boils at 100 C at sea level.\nExcerpt: At sea level water boils at 100 C.\nVerdict: **Backed**\n\nClaim: The moon is made of cheese.\nExcerpt: The moon is rock.\nVerdict: **Refuted**\n\nClaim: Cats can fly.\nExcerpt: Cats are mammals.\nVerdict:';
    const form = demonstratedSlot(text);
    expect(form).toEqual({ kind: 'label_word', labels: ['Backed', 'Refuted'], affix: ['**', '**'] });
    expect(writeVerdict(form!, 'Refuted', reason)).toBe('**Refuted**');
  });

  it('a slot of reasoning: the verdict goes on the labelled line each example writes after it', () => {
    const text = 'Grade the answer to the question.\n\nquestion: capital of Peru?\nanswer: Lima\nnote: Lima is the capital, so the answer holds.\ngrade: pass\n\nquestion: capital of Chile?\nanswer: Lima\nnote: The capital of Chile is Santiago, so the answer is wrong.\ngrade: fail\n\nquestion: capital of Spain?\nanswer: Madrid\nnote:';
    const form = demonstratedSlot(text);
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'note:', role: 'reason' }, { label: 'grade:', role: 'verdict' }], options: ['pass', 'fail'] });
    expect(writeVerdict(form!, true, reason)).toMatch(/grade: pass$/);
  });

  it('no demonstrations, a filled last line, or free text in the examples: no format', () => {
    expect(demonstratedSlot('Is this polite?\nReply: thanks!\nVerdict:')).toBeNull();
    expect(demonstratedSlot('Verdict: yes\nVerdict: no\nVerdict: yes')).toBeNull();
    expect(demonstratedSlot('Summary: a long day of rain and wind in the north of the country.\nSummary: the second of two long days of rain in the hills.\nSummary:')).toBeNull();
  });

  it('read from a whole template sent with reasoning on', () => {
    const read = judge(null, 'Evaluate whether the model answer matches the reference answer.\n\nReference answer: 12\nModel answer: twelve\nJudgement: 1\n\nReference answer: 7\nModel answer: 9\nJudgement: 0\n\nReference answer: 3.5\nModel answer: 3.50\nJudgement:');
    expect(read.answerForm).toEqual({ kind: 'score', scale: { min: 0, max: 1 }, lines: false });
  });
});

describe('hostile input', () => {
  // a quadratic reading of these would outlast the test's time limit
  it('a megabyte of look-alike lines and spaces is read, its examples within the window only', () => {
    expect(demonstratedSlot(`${'Verdict: yes\nVerdict: no\n'.repeat(40_000)}x: ${' '.repeat(500_000)}y\nVerdict:`)).toBeNull();
    expect(demonstratedSlot(`a:${' '.repeat(1_000_000)}\nb:`)).toBeNull();
  });
});

describe('worked examples that go on past where the data stops', () => {
  const prompt = [
    'Say whether the message meets the rule, with a short note first.',
    'Message: Your parcel left the depot.\nRule: Mentions a delivery\nNote: talks about the parcel moving\nMeets: yes',
    'Message: I hate Mondays.\nRule: Is cheerful\nNote: a complaint\nMeets: no',
    'Message: Lunch at noon?\nRule: Asks a question\nNote: ends with a question mark\nMeets: yes',
    'Message: The invoice is attached.\nRule: Mentions a payment document',
  ].join('\n\n');

  it('the lines each example adds after the data are the answer; the one with a few short values is the verdict', () => {
    const form = demonstratedContinuation(prompt);
    expect(form).toEqual({ kind: 'lines', lines: [{ label: 'Note:', role: 'reason' }, { label: 'Meets:', role: 'verdict' }], options: ['yes', 'no'] });
    expect(writeVerdict(form!, true, reason)).toBe(`Note: ${reason}\nMeets: yes`);
  });

  it('read from the whole template, with "Content:" as the text judged', () => {
    const read = judge(null, prompt.replace(/Message:/g, 'Content:').replace(/Rule:/g, 'Requirement:').replace('Say whether the message meets the rule', 'Decide whether the content meets the requirement'));
    expect(read.templateParts?.output).toBe('The invoice is attached.');
    expect(read.answerForm).toMatchObject({ kind: 'lines', options: ['yes', 'no'] });
  });

  it('examples that disagree on what they add, or a single example, show no format', () => {
    expect(demonstratedContinuation(prompt.replace('Meets: no', 'Verdict: no'))).toBeNull();
    const one = ['Judge it.', 'Message: a\nRule: b\nNote: c\nMeets: yes', 'Message: d\nRule: e'].join('\n\n');
    expect(demonstratedContinuation(one)).toBeNull();
  });
});
