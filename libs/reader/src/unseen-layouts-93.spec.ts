import { describe, expect, it } from 'vitest';
import { answerFormatOf } from './answer-format';
import { readLabel } from './template-labels';
import { writeVerdict } from './write-verdict';

// Layouts written for this test (never a fixture's text), read the way stop 38's rules read them (sets 93 and 94).
const reason = 'Because.';

describe('one word of a verdict pair shown in a JSON example', () => {
  it('`"decision": "approve"` offers approve and reject, in the case shown', () => {
    const form = answerFormatOf('Review the expense claim.\nAnswer only with valid JSON:\n{\n  "decision": "approve",\n  "why": "one sentence"\n}');
    expect(form).toMatchObject({ kind: 'json', options: ['approve', 'reject'], optionKeys: ['decision'] });
    expect(JSON.parse(writeVerdict(form!, 'reject', reason)!)).toMatchObject({ decision: 'reject' });
    expect(answerFormatOf('Return JSON: {"RESULT": "PASS", "note": "..."}')).toMatchObject({ options: ['PASS', 'FAIL'] });
  });

  it('a word of no pair offers nothing', () => {
    expect(answerFormatOf('Return JSON: {"topic": "billing", "note": "..."}')).not.toMatchObject({ options: expect.anything() });
  });

  it('a score key beside the key that takes the option gets no option', () => {
    const form = answerFormatOf('Return JSON: {"pred": "yes", "score": 3} where score is from 0 to 5.');
    expect(form).toMatchObject({ optionKeys: ['pred'] });
    // (the pass or fail put on the score's scale, never the option's word in the score)
    expect(JSON.parse(writeVerdict(form!, 'no', reason)!)).toEqual({ pred: 'no', score: 0 });
  });
});

describe('yes or no asked with a verb in another language', () => {
  it('"отвечай только Yes или No"', () => {
    expect(answerFormatOf('Если ответ полный, скажи "Yes", иначе "No". Отвечай только Yes или No.')).toEqual({ kind: 'yes_no' });
  });
});

describe('"the answer to the question" as a label', () => {
  it('in English, Russian and French', () => {
    expect(readLabel('Answer to the question').role).toBe('output');
    expect(readLabel('Ответ на вопрос').role).toBe('output');
    expect(readLabel('Réponse à la question').role).toBe('output');
  });
});

describe('a score sentence whose placeholder the words after it say is the number', () => {
  it('"Hence the quality score is {q}", where {q} is an integer from 1 to 7', () => {
    const form = answerFormatOf('Think it through, then end with "Hence the quality score is {q}", where {q} is an integer from 1 to 7.');
    expect(form).toMatchObject({ kind: 'score', scale: { min: 1, max: 7 }, written: ['Hence the quality score is ', ''] });
    expect(writeVerdict(form!, 6, reason)).toMatch(/Hence the quality score is 6$/);
  });

  it('a placeholder said to be something else is no slot', () => {
    expect(answerFormatOf('End with "The best title is {t}", where {t} is the title you chose.')).not.toMatchObject({ written: expect.anything() });
  });
});

describe('options slashed after "respond with the only"', () => {
  it('"Respond with the only MATCH/NO_MATCH."', () => {
    expect(answerFormatOf('Do the two addresses name the same place? Respond with the only MATCH/NO_MATCH.')).toEqual({ kind: 'label_word', labels: ['MATCH', 'NO_MATCH'] });
  });
});

describe('symbols in angle brackets offered as the whole answer', () => {
  it('\'Return one symbol "<Y>" or "<N>"\' is answered with the symbol, brackets and all', () => {
    const form = answerFormatOf('Is the unit conversion right?\n<Y>: right\n<N>: wrong\nReturn one symbol "<Y>" or "<N>", nothing else.');
    expect(form).toEqual({ kind: 'label_word', labels: ['<Y>', '<N>'] });
    expect(writeVerdict(form!, '<N>', reason)).toBe('<N>');
  });
});
