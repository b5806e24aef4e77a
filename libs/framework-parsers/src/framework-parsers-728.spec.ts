import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_728 } from './framework-parsers-728';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'eval-ai-library--policy-compliance-agent-reply-binary-complies-0-1-json-fence-or-lazy-brace-float': {
    accept: [
      '{"complies": 0, "reason": "The response promises a refund of the overdraft fee (rule 2) and claims the data was deleted without explaining the GDPR erasure process or giving the privacy team address (rule 3).", "violations": ["unauthorized refund promise", "no GDPR erasure process explained"], "compliance_level": "violation", "policy_adherence": []}',
      '```json\n{"complies": 1, "reason": "Redirects to the secure portal and explains the erasure request process.", "violations": [], "compliance_level": "full", "policy_adherence": ["secure channel redirect", "erasure process explained"]}\n```',
      '{\n  "complies": 1,\n  "reason": "Refers the customer to official resources.",\n  "violations": [],\n  "compliance_level": "full",\n  "policy_adherence": ["admits uncertainty"]\n}',
      'Here is my assessment:\n{"complies": 0, "reason": "Promises a refund.", "violations": ["refund promise"], "compliance_level": "violation", "policy_adherence": []}',
      '```json\n{"complies": 1, "reason": "Mentions {secure portal} correctly", "violations": []}\n```',
      '```json\n{"complies": 1, "reason": "ok"}\n',
      '{"complies": "1"}',
      '{"complies": " 0 "}',
      '{"complies": true}',
      '{"complies": 0.5, "reason": "partially compliant"}',
      '{"complies": NaN}',
      '{"complies": 1, "details": {"rule_1": "followed"}}',
    ],
    reject: [
      '',
      'Verdict: complies = 1',
      '{"reason": "The response follows every rule."}',
      '{"complies": null, "reason": "unclear"}',
      '{"complies": "yes"}',
      '{"complies": [1]}',
      '[{"complies": 1}]',
      'The response complies. {"complies": 1, "reason": "Mentions {secure portal}", "violations": []}',
      '```JSON\n{"complies": 1, "details": {"rule_1": "followed"}}\n```',
      '[Assessment] {"complies": 1}',
      "```json\n{'complies': 1}\n```",
      '```json\n{"complies": 1,}\n```',
    ],
  },
  'llm-agents-gdpr--privacy-policy-gdpr-checklist-compliance-structured-output-bool-json': {
    accept: [
      '{"gdpr_compliant": false, "suggestion": "The policy names no Data Protection Officer, gives no retention periods, states no legal basis for processing chat content and does not mention the 72-hour breach notification to the supervisory authority."}',
      '{"gdpr_compliant": true, "suggestion": ""}',
      '{"gdpr_compliant":true,"suggestion":"None needed; all 13 checklist items are addressed."}',
      '{"gdpr_compliant": 1, "suggestion": "ok"}',
      '{"gdpr_compliant": 1.0, "suggestion": "ok"}',
      '{"gdpr_compliant": "yes", "suggestion": "ok"}',
      '{"gdpr_compliant": "FALSE", "suggestion": "Add retention periods."}',
      '\n{"suggestion": "Add the right to lodge a complaint.", "gdpr_compliant": 0, "risk": "low"}\n',
    ],
    reject: [
      '',
      '```json\n{"gdpr_compliant": true, "suggestion": ""}\n```',
      'Here is my evaluation: {"gdpr_compliant": false, "suggestion": "Add a DPO contact."}',
      'The privacy policy is GDPR compliant.',
      '{"gdpr_compliant": true}',
      '{"gdpr_compliant": null, "suggestion": "n/a"}',
      '{"gdpr_compliant": "compliant", "suggestion": "ok"}',
      '{"gdpr_compliant": " true", "suggestion": "ok"}',
      '{"gdpr_compliant": 2, "suggestion": "ok"}',
      '{"gdpr_compliant": 0.5, "suggestion": "partly"}',
      '{"gdpr_compliant": true, "suggestion": 5}',
      '{"gdpr_compliant": true, "suggestion": ["add DPO"]}',
      '[{"gdpr_compliant": true, "suggestion": ""}]',
      '{"gdpr_compliant": NaN, "suggestion": "ok"}',
    ],
  },
};

describe('set 728 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_728).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_728[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
