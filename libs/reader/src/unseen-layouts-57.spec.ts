import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';

// Layouts written for this test (never a fixture's text), read the way stop 35's rules read them.
describe('a score on a stated scale, however the answer is asked for', () => {
  it('a scale stated for a named score, with no other reading of the answer: the number alone on that scale', () => {
    const form = answerFormatOf('Judge how well the summary keeps the facts of the article. Answer with nothing else than a one digit number for the score.\nThe value you give must be formatted as a whole number between 1 and 4.');
    expect(form).toEqual({ kind: 'score', scale: { min: 1, max: 4 }, lines: false });
  });

  it('no score named: a stated range alone is not an answer format', () => {
    expect(answerFormatOf('The article lists between 1 and 4 causes. Summarize them for a reader.')).toBeNull();
  });

  it('yes-or-no readings come first: a closing question with a scale elsewhere stays yes or no', () => {
    expect(answerFormatOf('Earlier raters gave scores between 1 and 5.\nDoes the reply answer the customer\'s question?')).toEqual({ kind: 'yes_no' });
  });
});
