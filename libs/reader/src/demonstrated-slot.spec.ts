import { describe, expect, it } from 'vitest';
import { demonstratedSlot } from './demonstrated-slot';
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
