import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_462 } from './framework-parsers-462';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'aneval--stock-news-summary-consistency-1-5-responses-parse-json-rank-int': {
    accept: [
      '{"rank": 5}',
      '{"rank":4}',
      ' {"rank": 3}\n',
      '{\n  "rank": 2\n}',
      '{"rank": 3.0}',
      '{"rank": "4"}',
      '{"rank": 4, "reason": "All figures (EPS $5.29, revenue $79.7B, 6.3% comps) are supported by the article."}',
      '{"rank": true}',
      '{"rank": "four", "rank": 4}',
      '{"rank": 9}',
    ],
    reject: [
      '',
      'Consistency: 5',
      '5',
      '```json\n{"rank": 5}\n```',
      '{"rank": 4.5}',
      '{"rank": null}',
      '{"score": 4}',
      '[{"rank": 4}]',
      '{"rank": "four"}',
      '{"rank": 4} The summary is consistent.',
      "{'rank': 4}",
      '{"rank": [4]}',
      '{"rank": 4, "rank": "high"}',
    ],
  },
  'llm-accounting-eval--accounting-answer-accuracy-completeness-clarity-0-10-json-brace-slice-total-score': {
    accept: [
      '{\n    "accuracy": 9,\n    "completeness": 8,\n    "clarity": 9,\n    "total_score": 26,\n    "feedback": "Correctly contrasts accrual and cash bases with a concrete example; could mention GAAP requirements more precisely."\n}',
      'Here is my evaluation:\n\n```json\n{"accuracy": 8, "completeness": 7, "clarity": 9, "total_score": 24, "feedback": "Good answer."}\n```',
      '{"total_score": 30}',
      '{"accuracy": 7, "completeness": 7, "clarity": 8, "total_score": 22.5, "feedback": "ok"}',
      '{"accuracy": 10, "completeness": 10, "clarity": 10, "total_score": NaN, "feedback": "sum left out"}',
      '{"accuracy": "8", "completeness": "7", "clarity": "9", "total_score": 24, "feedback": "string sub-scores are only stored"}',
      '{"total_score": "24", "total_score": 24}',
      '{"feedback": "Nested {braces} are fine inside a string", "total_score": 18}',
      '{"total_score": true}',
    ],
    reject: [
      '',
      'Accuracy: 8\nCompleteness: 7\nClarity: 9\nTotal score: 24',
      '{"accuracy": 8, "completeness": 7, "clarity": 9, "feedback": "no total"}',
      '{"accuracy": 8, "completeness": 7, "clarity": 9, "total_score": "24"}',
      '{"total_score": null}',
      '{"accuracy": 8, "completeness": 7, "clarity": 9, "total_score": 8+7+9}',
      "{'accuracy': 8, 'completeness': 7, 'clarity': 9, 'total_score': 24}",
      '{"total_score": 24,}',
      '{"total_score": [24]}',
      'Evaluation: {"total_score": 24}. Each criterion uses the {0-10} scale.',
      '} {"total_score": 24',
      '{"accuracy": 8} {"total_score": 24}',
    ],
  },
  'llm-accounting-benchmark--accounting-answer-vs-ideal-rubric-1-10-json-brace-slice-clamped-scores': {
    accept: [
      '{\n    "accuracy": 9,\n    "completeness": 8,\n    "clarity": 9,\n    "standards_alignment": 8,\n    "total_score": 34,\n    "feedback": "Correct ASC 842 treatment of the ROU asset and liability; omits the discount-rate hierarchy detail for private companies."\n}',
      'Sure! Here is the evaluation:\n```json\n{"accuracy": 7, "completeness": 6, "clarity": 8, "standards_alignment": 7, "total_score": 28, "feedback": "Mostly right."}\n```',
      '{"accuracy": 12, "completeness": 9, "clarity": 9}',
      '{"accuracy": 7.5, "completeness": 8, "clarity": 9, "standards_alignment": "n/a"}',
      '{"accuracy": 8}',
      '{"accuracy": NaN, "completeness": 8, "clarity": 9}',
      '{"accuracy": 8, "completeness": 7, "clarity": 9, "total_score": "twenty-four"}',
      '{"accuracy": -3, "completeness": 0, "clarity": true}',
    ],
    reject: [
      '',
      'Accuracy: 8\nCompleteness: 7\nClarity: 9\nStandards alignment: 8',
      '{"total_score": 32, "feedback": "good"}',
      '{"standards_alignment": 9, "feedback": "cites ASC 842"}',
      '{"accuracy": "8", "completeness": 8, "clarity": 9}',
      '{"accuracy": 8, "completeness": null, "clarity": 9}',
      '{"accuracy": [8], "completeness": 8, "clarity": 9}',
      "{'accuracy': 8, 'completeness': 7, 'clarity': 9}",
      '{"accuracy": 8, "completeness": 7, "clarity": 9,}',
      'Scores: {"accuracy": 8} and {"clarity": 9}',
      '{"accuracy": 8, "completeness": 7, "clarity": 9} (scores use the {1-10} scale)',
      '{"scores": {"accuracy": 8, "completeness": 7, "clarity": 9}}',
    ],
  },
};

describe('set 462 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_462).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_462[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
