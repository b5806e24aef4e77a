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

describe('JSON answers shown with their options in words', () => {
  it('a key named "type" is the answer\'s own where no JSON Schema is shown, its options listed with commas and "or"', () => {
    const form = answerFormatOf('Sort the reply into one kind.\nWrite your output as JSON:\n{\n  "type": "complete, partial, or refused"\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['type'], options: ['complete', 'partial', 'refused'], optionKeys: ['type'] });
  });

  it('a printed JSON Schema still keeps its own words out of the answer\'s keys', () => {
    const form = answerFormatOf('Answer in JSON matching this schema: {"type": "object", "properties": {"verdict": {"type": "string"}}}');
    expect(form).toMatchObject({ kind: 'json', keys: ['verdict'] });
  });

  it('options inside angle brackets are the words, not the brackets ("<approve or reject>")', () => {
    const form = answerFormatOf('Reply only with this JSON: {"decision": "<approve or reject>", "why": "<one sentence>"}');
    expect(form).toMatchObject({ kind: 'json', options: ['approve', 'reject'] });
  });
});

describe('a reply layout of quoted labels', () => {
  it('"Label": [slot] lines, the verdict\'s options numbers with decimals: each line written, the verdict on its own', () => {
    const form = answerFormatOf('Give your answer in exactly this layout:\n\n"Reasoning": [why you decided]\n"Verdict": [0/0.25/1]');
    expect(form).toEqual({ kind: 'lines', lines: [{ label: '"Reasoning":', role: 'reason' }, { label: '"Verdict":', role: 'verdict' }], options: ['0', '0.25', '1'] });
  });

  it('the same quoted keys inside a JSON object stay a JSON answer', () => {
    const form = answerFormatOf('Return JSON:\n{\n"reasoning": "why you decided",\n"verdict": "yes or no"\n}');
    expect(form).toMatchObject({ kind: 'json', keys: ['reasoning', 'verdict'] });
  });
});
