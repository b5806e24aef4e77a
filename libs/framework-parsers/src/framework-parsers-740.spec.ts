import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_740 } from './framework-parsers-740';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'daemon-pull-review--pr-diff-completes-issue-spec-confidence-0-1-json-strict-parse-reviewcomment-string': {
    accept: [
      '{"confidenceThreshold": 1, "reviewComment": "This pull request has passed the automated review, a reviewer will review this pull request shortly"}',
      '{"confidenceThreshold": 0.3, "reviewComment": "The diff adds the limit check but the reply comment does not explain the limit as the spec requires, and no test covers the 3-assignment case."}',
      '\n{\n  "confidenceThreshold": 0.85,\n  "reviewComment": "Mostly complete; add a unit test for the limit branch."\n}\n',
      '{"confidenceThreshold": "0.6", "reviewComment": "ok"}',
      '{"reviewComment": "", "confidenceThreshold": 0}',
      '{"confidenceThreshold": null, "reviewComment": "Could not assess the diff."}',
      '{"confidenceThreshold": true, "reviewComment": "fine"}',
      '{"confidenceThreshold": [0.9], "reviewComment": "x"}',
      '{"confidenceThreshold": 2, "reviewComment": "x", "extra": 1}',
      '{"confidenceThreshold": "", "reviewComment": "x"}',
      '{"confidenceThreshold": "Infinity", "reviewComment": "x"}',
      '\t{"confidenceThreshold": 1e0, "reviewComment": "passed"}\r\n',
    ],
    reject: [
      '',
      '```json\n{"confidenceThreshold": 1, "reviewComment": "passed"}\n```',
      "{confidenceThreshold: 1, reviewComment: 'passed'}",
      '{"confidenceThreshold": 0.9}',
      '{"reviewComment": "Looks good"}',
      '{"confidenceThreshold": "high", "reviewComment": "x"}',
      'null',
      '[{"confidenceThreshold": 1, "reviewComment": "x"}]',
      'Here is my review: {"confidenceThreshold": 1, "reviewComment": "x"}',
      '{"confidenceThreshold": 1, "reviewComment": "x",}',
      '{"confidenceThreshold": NaN, "reviewComment": "x"}',
      '{"confidenceThreshold": 1, "reviewComment": ["a"]}',
      '{"confidenceThreshold": {}, "reviewComment": "x"}',
      '{"confidenceThreshold": [0.5, 1], "reviewComment": "x"}',
      '\u00a0{"confidenceThreshold": 1, "reviewComment": "x"}',
      '{"__proto__": {"reviewComment": "x"}, "confidenceThreshold": 1}',
      '"{\\"confidenceThreshold\\": 1, \\"reviewComment\\": \\"x\\"}"',
    ],
  },
};

describe('set 740 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_740).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_740[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
