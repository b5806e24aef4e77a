import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_410 } from './framework-parsers-410';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'nlp-short-answer-grading--short-answer-correctness-1-0-minus1-label-line-regex': {
    accept: [
      'Label: 0',
      'Label: 1',
      'Label: -1',
      'Label:1',
      'Label:\n-1',
      'The student says he was sick but misses the fever and the clinic visit.\nLabel: 0',
      'Predicted Label: 1',
      'Label: 10',
      'Label: 0.5',
      'Label:\u00a01',
      'Label: 1 (the response is correct)',
      'label: 2\nLabel: -1',
    ],
    reject: [
      '',
      '1',
      '-1',
      'label: 1',
      'LABEL: 0',
      '**Label:** 1',
      'Label: +1',
      'Label: 2',
      'Label: -0',
      'Label - 1',
      'Labels: 1',
      'Label: one',
      'Label: "1"',
      'Label: [1]',
      'Label: \u0661',
    ],
  },
  'nextjs-tutorial--vocabulary-in-context-pass-fail-json-grade-0-1': {
    accept: [
      '{"grade": 1, "feedback": "Correct: reluctant means unwilling or hesitant, which matches Mia staying on the dock."}',
      '{"grade": 0, "feedback": "The student confused reluctant with excited."}',
      '{"grade":1}',
      '{"feedback": "Good understanding.", "grade": 1}',
      '  \n{"grade": 1.0, "feedback": "ok"}\n',
      '{"grade": 1e0}',
      '{"grade": -0, "feedback": "no"}',
      '{"grade": "1", "grade": 1}',
    ],
    reject: [
      '',
      'null',
      '1',
      '{"grade": "1", "feedback": "Pass"}',
      '{"grade": true}',
      '{"grade": 2, "feedback": "Excellent"}',
      '{"feedback": "Pass"}',
      '```json\n{"grade": 1, "feedback": "Pass"}\n```',
      '{"grade": 1,}',
      "{'grade': 1}",
      '[{"grade": 1}]',
      '{"result": {"grade": 1}}',
      'Grade: 1\nFeedback: correct.',
      '\ufeff{"grade": 1}',
    ],
  },
};

describe('set 410 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_410).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_410[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
