import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_669 } from './framework-parsers-669';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'skunit--semantic-validation-text-has-condition-json-success-bool-system-text-json': {
    accept: [
      '{\n    "success": true,\n    "message": ""\n}',
      '{\n    "success": false,\n    "message": "The text mentions the support hours but not how to contact the support team."\n}',
      '{"success": true}',
      '  {"success": true, "message": null}\n',
      '{"message": "Both parts of the condition are met.", "success": true, "details": [1, {"a": 2}]}',
      '{"success": false, "success": true}',
      '{"succ\\u0065ss": true}',
      '{"success": true, "message": "Condition met \\ud83d\\ude00"}',
    ],
    reject: [
      '',
      '```json\n{"success": true, "message": ""}\n```',
      '{"Success": true, "Message": "Condition met."}',
      '{"success": "true"}',
      '{"success": 1}',
      '{"success": null}',
      'null',
      '[{"success": true}]',
      '{"success": true,}',
      'RESULT: {"success": true}',
      '{"success": true} // condition met',
      '{"message": "The text meets the condition."}',
      '{"success": true, "message": 42}',
      '{"success": true, "message": "broken \\ud800"}',
      '{"success": true, "success": null}',
    ],
  },
  'fluxguard--groundedness-verifier-hallucination-json-isgrounded-case-insensitive-no-snake-case': {
    accept: [
      '{"isGrounded": false, "confidence": 0.92, "hallucinationScore": 0.85, "type": "contradiction", "hallucinatedClaims": [{"claim": "Refunds are possible within 60 days", "type": "contradiction", "correction": "Refunds are possible within 30 days"}], "reasoning": "The refund window and the gift card claim contradict the policy."}',
      '{"isGrounded": true, "confidence": 0.95, "hallucinationScore": 0.0, "type": "none", "hallucinatedClaims": [], "reasoning": "All claims are supported."}',
      '{"IsGrounded": false}',
      '{"ISGROUNDED": true}',
      '{"is_grounded": false, "isgrounded": false, "hallucination_score": "high"}',
      '{"isGrounded": false, "hallucinatedClaims": null}',
      '{"isGrounded": false, "hallucinatedClaims": [{"Claim": "Gift cards can be refunded", "severity": 5}]}',
      '\n{"isGrounded": true}\n',
      '{"isGrounded": true, "hallucinatedClaims": [null]}',
    ],
    reject: [
      '{\n    "is_grounded": false,\n    "confidence": 0.9,\n    "hallucination_score": 0.8,\n    "type": "contradiction",\n    "hallucinated_claims": [\n        {\n            "claim": "Refunds are possible within 60 days",\n            "type": "contradiction",\n            "correction": "Refunds are possible within 30 days"\n        }\n    ],\n    "reasoning": "The refund window contradicts the policy."\n}',
      '{"is_grounded": true, "confidence": 0.95, "reasoning": "Supported."}',
      '',
      '```json\n{"isGrounded": false}\n```',
      '{"isGrounded": "false"}',
      '{"isGrounded": null, "confidence": 0.4}',
      '{"isGrounded": false, "confidence": "0.9"}',
      '{"isGrounded": true, "confidence": 1e400}',
      '{"isGrounded": false, "hallucinatedClaims": [null]}',
      '{"isGrounded": false, "hallucinatedClaims": ["Gift cards can be refunded"]}',
      '{"isGrounded": false, "hallucinatedClaims": {"claim": "Gift cards can be refunded"}}',
      'null',
      '{"isGrounded": true, "reasoning": 5}',
      '{"isGrounded": true, "type": ["fabrication"]}',
      'The response is not grounded. {"isGrounded": false}',
    ],
  },
  'all-in-one-chatbot--rag-groundedness-likert-1-5-quality-score-angle-tag-indexof-double-tryparse': {
    accept: [
      '<Quality reasoning:> The 15 vacation days match the handbook, but the claim that unused days carry over is not in the retrieved documents.\n<Quality score: 3/5>\n<Input for Labeling End>',
      '<Quality score: 5/5>',
      '<quality score:4/5>',
      '<Quality score: 4 /5>',
      '<Quality score: 4.5/5>',
      '<Quality score: 9/5>',
      '<QUALITY SCORE: -1/5>',
      '<Quality score:\n2\n/5>',
      '<Quality score: 3/5> and later <Quality score: [x]/5>',
    ],
    reject: [
      '',
      '<Quality reasoning:> Mostly grounded.\n<Quality score: [4]/5>\n<Input for Labeling End>',
      '<Quality score: 4>',
      'Quality score: 4/5',
      '**Quality score:** 4/5',
      '<Quality score: four/5>',
      '<Quality score: 4 out of 5>',
      '<Quality score: 4/5 >',
      '<Quality score: 4/ 5>',
      'Score: 4/5',
      '<Quality score: 4\u00a0/5>',
      '<Quality score: 3 - 4/5>',
    ],
  },
};

describe('set 669 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_669).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_669[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
