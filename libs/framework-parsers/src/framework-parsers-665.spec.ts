import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_665 } from './framework-parsers-665';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'fin-qa--convfinqa-answer-vs-ground-truth-0-0-5-1-structured-json-score-explanation': {
    accept: [
      '{"Explanation": "Both answers give an increase of about 14.1% in net cash from operating activities, so the student answer is factually consistent with the ground truth.", "Score": 1}',
      '{"Score": 0.5, "Explanation": "The student answer is 14.4% against 14.1%, within the ±0.5 margin."}',
      '```json\n{"Explanation": "The sign of the change is wrong.", "Score": 0}\n```',
      'Here is my grade:\n```json\n{"Explanation": "Matches after rounding.", "Score": 1}\n```',
      '{"Explanation": "Correct after rounding.", "Score": 1',
      '{"Explanation": "Step 1: the ground truth is 14.1%.\nStep 2: the student says 14.1%.", "Score": 1}',
      '  {"Score": "1", "Explanation": "ok"}  \n',
      '{"Score": 1, "Explanation": "ok", "Confidence": "high"}',
    ],
    reject: [
      '',
      'Score: 1\nExplanation: the student answer matches the ground truth.',
      '{"Score": 1}',
      '{"score": 1, "explanation": "ok"}',
      '[{"Score": 1, "Explanation": "ok"}]',
      '{"Explanation": "ok", "Score": 1]}',
      "{'Score': 1, 'Explanation': 'ok'}",
      '{"Explanation": "ok", "Result": {"Score": 1}}',
      '1',
    ],
  },
};

describe('set 665 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_665).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_665[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
