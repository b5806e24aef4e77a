import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_489 } from './framework-parsers-489';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'josephus--generated-docs-vs-ground-truth-and-code-four-1-5-scores-first-flat-json-object': {
    accept: [
      '{\n    "accuracy": 3,\n    "completeness": 4,\n    "clarity": 5,\n    "hallucinations": 3,\n    "issues": ["Retry count is documented as 5 but the code stops after 3 attempts"]\n}',
      '```json\n{\n  "accuracy": 4,\n  "completeness": 4,\n  "clarity": 5,\n  "hallucinations": 5,\n  "issues": []\n}\n```',
      'Here is my evaluation:\n{"accuracy": 2, "completeness": 3, "clarity": 4, "hallucinations": 2, "issues": ["Invented a --dry-run flag"]}\nLet me know if you need more detail.',
      '{"accuracy": "4", "completeness": "3", "clarity": "5", "hallucinations": "4"}',
      '{"accuracy": 4.5, "completeness": 3, "clarity": 4, "hallucinations": 5, "issues": null}',
      '{"accuracy": 7}',
      '{"hallucinations": 5}',
      '{"clarity": true}',
      '{"accuracy": NaN, "completeness": 3}',
      '{"accuracy": "４"}',
      '{"accuracy": 1e400}',
      '{"evaluation": {"accuracy": 4, "clarity": 5}}',
      '{"accuracy": "high", "completeness": " 4.0 "}',
      '{"accuracy": null, "accuracy": 4}',
    ],
    reject: [
      '',
      'Accuracy: 4\nCompleteness: 3\nClarity: 5\nHallucinations: 4',
      "{'accuracy': 4, 'completeness': 3, 'clarity': 5, 'hallucinations': 4}",
      '{"accuracy": 4, "completeness": 3, "clarity": 5, "hallucinations": 4, "issues": ["Missing {config} example"]}',
      '{"accuracy": "4/5", "completeness": "high", "clarity": "good", "hallucinations": "none"}',
      '{"accuracy": 4, "completeness": 3,}',
      '{"accuracy": null}',
      '{"overall": 4, "issues": []}',
      '{"Accuracy": 4, "Completeness": 3, "Clarity": 5, "Hallucinations": 4}',
      '{"accuracy": [4], "clarity": {"score": 5}}',
      `{"accuracy": 1${'0'.repeat(400)}, "completeness": 3}`,
      `{"accuracy": 4, "tokens": ${'9'.repeat(4301)}}`,
      '{"accuracy": 4 "completeness": 3}',
      '{}',
    ],
  },
};

describe('set 489 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_489).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_489[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
