import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_412 } from './framework-parsers-412';

const full = (winner: string) =>
  `{\n    "dimensions": [\n        {\n            "dimension": "accuracy",\n            "score_a": 9,\n            "score_b": 4,\n            "justification": "A documents the ConfigError case and the strict flag; B mentions neither."\n        },\n        {\n            "dimension": "completeness",\n            "score_a": 9,\n            "score_b": 3,\n            "justification": "B omits every argument."\n        }\n    ],\n    "overall_winner": "${winner}",\n    "confidence": 0.9\n}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'sunwell--benchmark-pairwise-doc-code-task-rubric-dimensions-json-overall-winner-a-b-tie': {
    accept: [
      full('A'),
      full('B'),
      full('TIE'),
      '```json\n' + full('A') + '\n```',
      'Here is my evaluation:\n' + full('B') + '\nLet me know if you need more detail.',
      '{"overall_winner": "B"}',
      '{"dimensions": [], "overall_winner": "tie", "confidence": 0.5}',
      '{"dimensions": [{"dimension": "usability", "score_a": "8", "score_b": 7.5}], "overall_winner": "a"}',
      '{"dimensions": [{"dimension": "accuracy"}], "overall_winner": "A", "confidence": NaN}',
      '{"dimensions": {}, "overall_winner": "A", "confidence": "0.7"}',
      '```JSON\n{"overall_winner": "B", "confidence": 0.6}\n```',
      '  {"overall_winner": "A", "confidence": true}  \n',
    ],
    reject: [
      '',
      'Response A is clearly better. Overall winner: A',
      '{"dimensions": [{"dimension": "accuracy", "score_a": 8, "score_b": 6}], "confidence": 0.8}',
      '{"overall_winner": "Response A", "confidence": 0.8}',
      '{"overall_winner": null}',
      '{"overall_winner": 1}',
      '{"overall_winner": "A", "confidence": "high"}',
      '{"dimensions": [{"score_a": "8/10", "score_b": 6}], "overall_winner": "A"}',
      '{"dimensions": null, "overall_winner": "A"}',
      '{"dimensions": ["accuracy"], "overall_winner": "A"}',
      '[{"overall_winner": "A"}]',
      '```json\n{"overall_winner": "A",}\n```\n{"overall_winner": "A"}',
      '{"overall_winner": "A"} as required {no markdown}',
      "{'overall_winner': 'A'}",
      '{"overall_winner": "A", "confidence": null}',
    ],
  },
};

describe('set 412 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_412).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_412[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
