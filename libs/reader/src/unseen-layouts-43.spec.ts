import { describe, expect, it } from 'vitest';
import { scoreSentence } from './score-sentence';
import { judgeTemplate as judge } from './testing/judge-template';
import { writeVerdict } from './write-verdict';

const reason = 'The nearest taught example is close.';

// Layouts written for this test (never a fixture's text), read the way stop 33's rules read them.
describe('a score asked inside a quoted sentence with a slot for it', () => {
  it('"…in your last sentence like "So the overall score is ..."": the score written in that sentence after the reasoning', () => {
    const read = judge(null, 'Grade the tutor\'s hint from 1 to 4.\n\nResponse: Try drawing the triangle first.\n\nExplain your grade, then give it in your last sentence like "So the overall score is ..."');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 4 }, written: ['So the overall score is ', ''] });
    expect(writeVerdict(read.answerForm as never, 3, reason)).toBe(`${reason}\nSo the overall score is 3`);
    // the instruction after the data is not the data
    expect(read.subject.output).toBe('Try drawing the triangle first.');
  });

  it('"a sentence of the form "The rating is X." where X is your rating", and a denominator after the slot', () => {
    const read = judge(null, 'Rate the caption for accuracy on a scale of 1 to 10.\n\nCaption: A dog jumps over a fence.\n\nEnd your reply with a sentence of the form "The rating is X." where X is your rating.');
    expect(read.answerForm).toMatchObject({ kind: 'score', scale: { min: 1, max: 10 }, written: ['The rating is ', '.'] });
    expect(writeVerdict(read.answerForm as never, 7, reason)).toBe(`${reason}\nThe rating is 7.`);
    expect(scoreSentence('Conclude with "Overall score: <score>/10".')).toEqual({ written: ['Overall score: ', '/10'] });
  });

  it('a quoted sentence that is not a score slot is left alone', () => {
    // a question mark ending a quoted question, an ellipsis in a quoted example text, a slot without score words
    expect(scoreSentence('The user asked "What is the capital of France?" and the model answered.')).toBeNull();
    expect(scoreSentence('For example "The weather was nice and then..." is a fragment.')).toBeNull();
    expect(scoreSentence('Reply like "The answer is X" where X is the city.')).toBeNull();
  });
});
