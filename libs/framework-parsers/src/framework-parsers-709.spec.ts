import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_709 } from './framework-parsers-709';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'weclone--chat-qa-pair-logic-relevance-1-5-json-id-score-pydantic-id-match': {
    accept: [
      '{"id": "1024", "score": 5}',
      '{\n  "id": "1024",\n  "score": 4\n}',
      '{"id": 1024, "score": 3}',
      '  {"id": "1024", "score": 2}\n',
      '{"id": "1024", "score": 9}',
      '{"id": "1024", "score": "2"}',
      '{"id": "1024", "score": 4.0}',
      '{"id": "1024", "score": true}',
      '{"score": 1, "id": " 1024 "}',
      '{"id": "1024", "score": 1, "reason": "答非所问"}',
      '{"id": "1025", "score": 4, "id": "1024"}',
    ],
    reject: [
      '',
      '```json\n{"id": "1024", "score": 4}\n```',
      '{"id": "1024"}',
      '{"score": 4}',
      '{"id": "1024", "score": 4.5}',
      '{"id": "1025", "score": 4}',
      '{"id": "<这里填入输入数据中的id值>", "score": 4}',
      '[{"id": "1024", "score": 4}]',
      '{"id": "1024", "score": null}',
      '{"id": "1024", "score": "四"}',
      '{"id": "1024", "score": NaN}',
      "{'id': '1024', 'score': 4}",
      '分数：4',
      '{"id": "1024", "score": 4} 这个回答很自然',
    ],
  },
  'zima--geriatric-instruction-data-safety-clarity-relevance-1-5-json-schema-threshold-filter': {
    accept: [
      '{"safety_score": 5, "clarity_score": 4, "relevance_score": 5}',
      '{"safety_score": 2, "clarity_score": 5, "relevance_score": 4}',
      '{"safety_score": 4, "clarity_score": 2, "relevance_score": 3}',
      ' \n{"safety_score": 5, "clarity_score": 5, "relevance_score": 5}\n',
      '{"safety_score": 3, "clarity_score": "n/a"}',
      '{"safety_score": 4.5, "clarity_score": 3.0}',
      '{"safety_score": NaN, "clarity_score": 4}',
      '{"safety_score": 5, "clarity_score": true}',
      '{"safety_score": 1}',
    ],
    reject: [
      '',
      '```json\n{"safety_score": 5, "clarity_score": 4, "relevance_score": 5}\n```',
      '{"clarity_score": 4, "relevance_score": 5}',
      '{"safety_score": "5", "clarity_score": 4}',
      '{"safety_score": null, "clarity_score": 4}',
      '{"safety_score": 5, "relevance_score": 5}',
      '{"safety_score": 5, "clarity_score": "4"}',
      '[{"safety_score": 5, "clarity_score": 4}]',
      "{'safety_score': 5, 'clarity_score': 4}",
      'Safety: 5, Clarity: 4, Relevance: 5',
      '{"scores": {"safety_score": 5, "clarity_score": 4}}',
    ],
  },
  'langgraph-review-guardrails--synthetic-review-domain-realism-0-1-score-line-first-regex-python-float': {
    accept: [
      'Score: 0.85',
      '0.72',
      'Score: 0.9\nThe review mentions concrete project-management features and a believable complaint.',
      'Score: 7',
      'I would rate the realism at 0.8 out of 1.0.',
      'Realism score: 0.65',
      '**Score:** 0.75',
      'Score: .9',
      'Score: 1.',
      'Score:\n0.6',
      'Score: high. Final Score: 0.8',
    ],
    reject: [
      '',
      '   \n',
      'Highly realistic.',
      'Score: 0.85.',
      'Score: .',
      'Score: 0.8.5',
      'Score: 0.9. The tone fits the persona.',
      'Score:...',
      'Score: ٠.٨٥',
      'N/A',
    ],
  },
  'synthetic-review-generator--review-authenticity-0-10-json-score-decision-six-strategy-fallback-parser': {
    accept: [
      '{"authenticity_score": 7.4, "natural_language": 8, "specific_details": 7, "balanced_perspective": 6, "emotional_consistency": 8, "writing_style": 8, "feedback": "Natural tone with concrete details about the Gantt view; slightly generic closing.", "decision": "PASS"}',
      '```json\n{"authenticity_score": 4.2, "decision": "FAIL", "feedback": "Reads like a template."}\n```',
      'Here is my evaluation:\n{"authenticity_score": 6.5, "decision": "PASS"}',
      '{"authenticity_score": "X", "decision": "maybe"}',
      'authenticity_score: 8.2\ndecision: PASS',
      'Decision: FAIL',
      '{"authenticity_score": 7, "decision": "PASS",}',
      '{"authenticity_score": NaN, "decision": "FAIL"}',
      'Authenticity_Score: 8\nDecision: pass',
      '{"authenticity_score": 8, "decision": "PASS"} {"note": 1}',
    ],
    reject: [
      '',
      '7',
      'null',
      'true',
      '{"authenticity_score": 8}',
      '{"error": "cannot evaluate", "authenticity_score": 0, "decision": "FAIL"}',
      '{"authenticity_score": 5, "decision": "FAIL", "parsing_failed": false}',
      'The review looks authentic and natural, I would pass it.',
      '"authenticity_score and decision"',
      '["authenticity_score", "decision"]',
      'Overall_score: 8, decision: PASS',
      '```json\n7\n```',
    ],
  },
};

describe('set 709 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_709).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_709[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
