import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_394 } from './framework-parsers-394';

const TATA_OK = '{"resolution": 4, "accuracy": 4, "empathy": 5, "naturalness": 4, "policy_adherence": 3}';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'helper--customer-service-conversation-resolution-ok-bad-reason-colon-label-split': {
    accept: [
      'ok: The assistant confirmed the refund for the duplicate charge and the customer did not follow up.',
      'bad: The customer says the refund still has not arrived and is clearly frustrated.',
      'OK: The answer about the double charge is relevant to the question.',
      "Bad: The reply talks about shipping times while the customer asked about a refund.",
      '  ok: relevant billing information was provided\n',
      'bad',
      'ok',
      'ok: the assistant answered: refund issued',
      'O\u212A: resolved',
    ],
    reject: [
      '',
      'bad:the customer is upset',
      'bad - the customer is upset',
      '**bad**: the customer is upset',
      'Verdict: bad',
      "'ok: the assistant answered the question'",
      'bad: ',
      'okay: looks fine',
      'The issue was addressed. ok: yes',
      'ok:\tfine',
      'resolved: yes',
    ],
  },
  'llm-judge-support-evals--customer-support-response-five-dimension-1-5-reasoning-then-json-scores-first-last-brace-slice': {
    accept: [
      "REASONING: The response acknowledges the birthday deadline and opens a carrier trace, and it offers an express replacement as a fallback. It slightly over-promises by implying delivery before Saturday.\n\nSCORES:\n{\n  \"resolution\": 4,\n  \"accuracy\": 4,\n  \"empathy\": 5,\n  \"naturalness\": 4,\n  \"policy_adherence\": 3\n}",
      "REASONING: Clear and warm.\n\nSCORES:\n```json\n{\"resolution\": 5, \"accuracy\": 5, \"empathy\": 4, \"naturalness\": 4, \"policy_adherence\": 5}\n```",
      TATA_OK,
      '{"resolution": "4", "accuracy": null, "empathy": 4.5, "naturalness": NaN, "policy_adherence": 2}',
      '{"resolution": 3, "accuracy": 3, "empathy": 3, "naturalness": 3, "policy_adherence": 3, "overall": 3}',
      `REASONING: Solid reply.\n\nSCORES:\n${TATA_OK}\nLet me know if you need more detail.`,
      '{"resolution": 1, "accuracy": 2, "empathy": 1, "naturalness": 1, "policy_adherence": 1, "resolution": 2}',
    ],
    reject: [
      '',
      '{"resolution": 4, "accuracy": 4, "empathy": 5, "naturalness": 4}',
      `REASONING: The agent promised a {refund} it cannot guarantee.\n\nSCORES:\n${TATA_OK}`,
      `${TATA_OK}\nNote: scores use the {1-5} scale.`,
      `SCORES: {"scores": ${TATA_OK}}`,
      "{'resolution': 4, 'accuracy': 4, 'empathy': 5, 'naturalness': 4, 'policy_adherence': 3}",
      '{"resolution": 4, "accuracy": 4, "empathy": 5, "naturalness": 4, "policy_adherence": 3,}',
      'SCORES: resolution=4, accuracy=4, empathy=5, naturalness=4, policy_adherence=3',
      `${TATA_OK}\n${TATA_OK}`,
      '{"resolution": 4, "accuracy": 4, "empathy": 4, "naturalness": 4, "policy_adherence": 4, "note": "line one\nline two"}',
      '} REASONING: fine {',
    ],
  },
  'customer-support-evaluator--persona-support-reply-empathy-accuracy-resolution-1-10-json-after-prefilled-brace': {
    accept: [
      '\n    "empathy": 8,\n    "accuracy": 9,\n    "resolution": 8,\n    "reasoning": "Warm, specific apology with a concrete replacement and a return label."\n}',
      '"empathy": 7, "accuracy": 7, "resolution": 6, "reasoning": "Polite but the next step is vague."}',
      '"empathy": 7.5, "accuracy": 8, "resolution": 9}',
      '"empathy": 9, "accuracy": 8, "resolution": 7, "reasoning": "Good."}\n',
      '"empathy": NaN, "accuracy": 8, "resolution": 7, "reasoning": "Empathy not assessable."}',
      '"empathy": "8", "empathy": 8, "accuracy": 8, "resolution": 8, "reasoning": "Duplicate key, last wins."}',
      '"empathy": true, "accuracy": 8, "resolution": 7}',
    ],
    reject: [
      '',
      '{"empathy": 8, "accuracy": 9, "resolution": 8, "reasoning": "Repeats the prefilled brace."}',
      '"empathy": "8", "accuracy": "9", "resolution": "8", "reasoning": "Scores as strings."}',
      '"empathy": 8, "accuracy": 9, "reasoning": "No resolution score."}',
      '"empathy": 8, "accuracy": 9, "resolution": 8}\nOverall a solid reply.',
      '"empathy": 8, "accuracy": 9, "resolution": null, "reasoning": "n/a"}',
      '"empathy": 8, "accuracy": 9, "resolution": 8,}',
      '"empathy": 8, "accuracy": 9, "resolution": 8, "reasoning": "The reply was cut off mid',
      "'empathy': 8, 'accuracy': 9, 'resolution': 8}",
      '"empathy": [8], "accuracy": 9, "resolution": 8}',
    ],
  },
  'multiagent-rl--troubleshooting-support-conversation-rule-violations-confidence-score-pydantic-ai-tool-output': {
    accept: [
      '{"confidence_score": 70, "violations": [{"rule_code": "DIAGQ", "reason": "Only one diagnostic question before naming the root cause."}, {"rule_code": "UNSUP", "reason": "Pump failure asserted without testing the drain pump."}], "improvement_instructions": ["Ask at least two diagnostic questions before concluding.", "Support root cause with observable evidence."]}',
      '{"confidence_score": 100, "violations": [], "improvement_instructions": []}',
      '{"violations": [], "improvement_instructions": ["Confirm the device model early."]}',
      '{"confidence_score": "80", "violations": [], "improvement_instructions": []}',
      '{"confidence_score": 90.0, "violations": [{"rule_code": "REPT", "reason": "Asked for the model twice."}], "improvement_instructions": ["Avoid repeating questions."]}',
      '{"confidence_score": 80, "violations": [{"rule_code": "REPT", "reason": "Asked twice.", "severity": "high"}], "improvement_instructions": ["Avoid repeating questions."], "notes": "extra"}',
      '{"confidence_score": 1e2, "violations": [], "improvement_instructions": [], "debug_ratio": NaN}',
      '\n{\n  "confidence_score": 60,\n  "violations": [\n    {"rule_code": "GUESS", "reason": "Root cause guessed without confirmation."},\n    {"rule_code": "CTXMISS", "reason": "Never asked about installation environment."}\n  ],\n  "improvement_instructions": ["Confirm the cause with the user before concluding."]\n}\n',
    ],
    reject: [
      '',
      '{"confidence_score": 70, "violations": ["DIAGQ: too few diagnostic questions"], "improvement_instructions": []}',
      '{"confidence_score": 70, "violations": [{"rule_code": "DIAGQ"}], "improvement_instructions": []}',
      '{"confidence_score": null, "violations": [], "improvement_instructions": []}',
      '{"confidence_score": 72.5, "violations": [], "improvement_instructions": []}',
      '{"confidence_score": 70, "violations": [], "improvement_instructions": "Ask more diagnostic questions."}',
      '{"score": 70, "improvement_instructions": ["Ask more questions."]}',
      '{"confidence_score": 70, "violations": [{"rule_code": 20, "reason": "Critical deduction."}], "improvement_instructions": []}',
      '```json\n{"confidence_score": 70, "violations": [], "improvement_instructions": []}\n```',
      '[{"confidence_score": 70, "violations": [], "improvement_instructions": []}]',
      '{"confidence_score": "high", "violations": [], "improvement_instructions": []}',
      '{"violations": [], "improvement_instructions": ["\\ud83d broken emoji"]}',
      '{"confidence_score": NaN, "violations": [], "improvement_instructions": []}',
    ],
  },
};

describe('set 394 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_394).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_394[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
