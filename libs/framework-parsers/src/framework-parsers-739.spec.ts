import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_739 } from './framework-parsers-739';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'rag-eval-benchmark-nest--rag-answer-faithfulness-correctness-relevance-0-1-json-schema-verdict-pass-partial-fail': {
    accept: [
      '{"faithfulness": 1.0, "factualCorrectness": 1.0, "answerRelevance": 1.0, "judgeScore": 0.95, "verdict": "pass", "reasoning": "States the $142,000 salary exactly as the reference and the cited record."}',
      '{"faithfulness":0.6,"factualCorrectness":0.5,"answerRelevance":0.9,"judgeScore":0.55,"verdict":"partial","reasoning":"Salary correct but the review date is unsupported."}',
      '  {"judgeScore": 0.2, "verdict": "fail", "reasoning": "Contradicts the reference."}\n',
      '{"verdict": "PASS "}',
      '{"judgeScore": 0.8, "verdict": "excellent"}',
      'Here is my judgement:\n```json\n{"judgeScore": 0.3, "verdict": "fail", "reasoning": "Wrong salary."}\n```',
      '{"judgeScore": 0.9, "verdict": null, "reasoning": null}',
      '{"judgeScore": 12}',
    ],
    reject: [
      '',
      '   \n',
      'null',
      '0',
      '"pass"',
      'Verdict: pass',
      '{"verdict": "good", "reasoning": "fine"}',
      '{"judgeScore": "0.8", "verdict": "great"}',
      '{"judgeScore": 0.9, "verdict": 1}',
      '{"judgeScore": 0.9, "verdict": "pass", "reasoning": ["too long"]}',
      '{"judgeScore": 0.9, "verdict": "pass",}',
      '{"judgeScore": 0.9} and then {"verdict": "pass"}',
    ],
  },
  'rag-eval-pack--faithfulness-to-context-0-1-score-line-confidence-explanation': {
    accept: [
      'Score: 0.5\nConfidence: 0.8\nExplanation: The 30-day refund and the billing address are supported, but the prorated monthly refund contradicts the context.',
      'score: 1',
      'SCORE:0.25',
      'Score:\n0.7\nConfidence: 0.9\nExplanation: Mostly supported.',
      'Score: .8',
      'Score: 7',
      'Score: 0.85/1.0',
      'Confidence Score: 0.6',
      'Score:\u00a00.4',
    ],
    reject: [
      '',
      'Score: [0.5]\nConfidence: [0.8]\nExplanation: Partly supported.',
      '**Score:** 0.5',
      'Score - 0.5',
      'Score = 0.5',
      'Score: half',
      'Score: -0.3',
      'Faithfulness: 0.9\nConfidence: 0.9',
      'Rating: 0.5',
    ],
  },
  'elice-rag--cited-answer-faithfulness-0-0.5-1-json-score-reason-zod-literal': {
    accept: [
      '{"score": 1, "reason": "Both claims are directly supported by passages [1] and [2]."}',
      '{"score": 0.5, "reason": "The unmount claim is supported by [1], but the timer example is not in the passages."}',
      '{"score": 0, "reason": "Claims the cleanup runs only once, contradicting [1]."}',
      '```json\n{"score": 1, "reason": "Fully supported."}\n```',
      'Verdict: {"score": 0.5, "reason": "Minor unsupported detail."}',
      '{"score": 1.0, "reason": ""}',
      '{"score": 5e-1, "reason": "x", "confidence": "high"}',
      '{"reason": "Fully grounded in [1].", "score": 1}',
    ],
    reject: [
      '',
      'Score: 1 - fully supported.',
      '{"score": "1", "reason": "Fully supported."}',
      '{"score": 0.7, "reason": "Mostly supported."}',
      '{"score": 2, "reason": "Great."}',
      '{"score": 1}',
      '{"score": 1, "reason": null}',
      "{'score': 1, 'reason': 'Fully supported.'}",
      '{"score": 1, "reason": "a"}\n{"score": 0, "reason": "b"}',
      '{"score": 1, "reason": "Supported",}',
      '} {"score": 1',
    ],
  },
  'rag-ai--answer-relevance-zh-0-5-integer-first-number-regex': {
    accept: ['5', '4', ' 3\n', '4.5', '相关度：4', '得分：3分', '评分 4/5', '10', '0'],
    reject: ['', '四', '５', '完全无关', 'N/A', '五分', '9'.repeat(400)],
  },
  'compile-time-rag--policy-qa-answer-vs-expected-pass-fail-json-boolean': {
    accept: [
      '{"pass": true, "reason": "Same conclusion: the evening meal allowance applies after 10 hours away and a return after 7pm."}',
      '{"pass": false, "reason": "Omits the receipt requirement."}',
      '```json\n{"pass": true, "reason": "Matches the expected answer."}\n```',
      'Here is my evaluation: {"pass": false, "reason": "Contradicts the 10-hour threshold."} Hope this helps.',
      '{"pass": true}',
      '{"pass": "false", "reason": "string value, read as truthy"}',
    ],
    reject: [
      '',
      'PASS',
      'pass: true',
      '{"verdict": "PASS", "reason": "Matches."}',
      '{"pass": null, "reason": "unsure"}',
      '{"pass": true,}',
      "{'pass': True, 'reason': 'Matches.'}",
      '{"pass": true, "reason": "a"} {"pass": false, "reason": "b"}',
    ],
  },
};

describe('set 739 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_739).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_739[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
