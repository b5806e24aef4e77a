import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_572 } from './framework-parsers-572';

const FULL_HIPAA = `{
  "evaluation_summary": {
    "total_score": 7,
    "confidence": 90,
    "needs_human_review": false,
    "summary": "The AI flags the excess PHI and limits the check to insurer, member ID, group number and service."
  },
  "section_1_compliance": {"rating": "Fully Compliant", "points": 3, "reasoning": "Correct decision with proper guidance."},
  "section_2_specific": {
    "authorization": {"score": 1, "justification": "Not at issue; no disclosure proposed."},
    "minimum_necessary": {"score": 1, "justification": "SSN, address, email and emergency contact called out as unnecessary."}
  },
  "section_3_harm": {"risk_level": "No Risk", "points": 2, "analysis": "Following the advice prevents over-disclosure."},
  "section_4_errors": {"identified": [], "explanation": "None."},
  "section_5_notes": {"observations": "Good explainability."}
}`;

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'yw509-capstone-ad-review--taboola-ad-policy-domain-approval-bm25-examples-approval-label-line-approved-rejected': {
    accept: [
      'Approval Label: rejected\nPredicted Rejection Comment: The ad promises a specific monthly income of $2,400, an unsubstantiated financial claim under the Finance Claims policy.',
      'Approval Label: approved\nPredicted Rejection Comment: (null)',
      '```json\nApproval Label: Approved\nPredicted Rejection Comment: (null)\n```',
      'Approval Label: REJECTED.',
      'Approval Label:rejected',
      'Approval Label: rejected\r\nPredicted Rejection Comment: Misleading guaranteed-income claim.',
      'Approval Label: approved\u2028Predicted Rejection Comment: (null)',
      'Approval Label: maybe\nApproval Label: approved',
      'Final Approval Label: approved',
      'Approval Label: approved\u00a0',
      'Approval Label: approved Approval Label: rejected',
      'Approval Label: re jected,',
    ],
    reject: [
      '',
      '**Approval Label:** approved',
      'Approval Label: {approved}',
      'approval label: approved',
      'Approval Label - approved',
      'Approval Label: approve',
      'Approval Label: approved\nApproval Label: pending',
      'Approval Label: approved\tPredicted Rejection Comment: (null)',
      'Approval Label: rejected - unsubstantiated income claim',
      'Approval Label: approved / rejected',
      'Approval Label:\napproved',
      'Approval Label: approved\u3002',
      'Rejected. The ad makes a guaranteed-income claim.',
    ],
  },
  'ai-judge-hipaa--hipaa-chatbot-response-authorization-minimum-necessary-0-7-json-evaluation-summary': {
    accept: [
      FULL_HIPAA,
      '```json\n' + FULL_HIPAA + '\n```',
      'Here is my evaluation:\n\n' + FULL_HIPAA + '\n\nI flagged nothing for review.',
      '{"evaluation_summary": {"total_score": 5, "confidence": 75, "needs_human_review": false}}',
      '{"evaluation_summary": {"total_score": "5/7", "confidence": "high", "needs_human_review": "no"}}',
      '{"evaluation_summary": {"total_score": NaN, "confidence": 50, "needs_human_review": true}}',
      '{"evaluation_summary": {"total_score": null, "confidence": null, "needs_human_review": null}}',
      '{"evaluation_summary": [], "evaluation_summary": {"total_score": 6, "confidence": 80, "needs_human_review": false}}',
      '{"evaluation_summary": {"total_score": 4, "confidence": 65, "needs_human_review": true, "summary": "Partially compliant {borderline}"}}',
    ],
    reject: [
      '',
      'Total score: 6/7. Confidence 85%. No human review needed.',
      '{"evaluation_summary": {"total_score": 6, "confidence": 85, "needs_human_review": false}',
      '{"evaluation_summary": {"total_score": 6, "confidence": 85}}',
      '{"evaluation_summary": [6, 85, false]}',
      '{"evaluation_summary": "6/7, confidence 85"}',
      '{"evaluation_summary": null}',
      '{"total_score": 6, "confidence": 85, "needs_human_review": false}',
      '{"evaluation_summary": {"total_score": 6, "confidence": 85, "needs_human_review": false}}\nNote: the scale is {0-7}.',
      '{"evaluation_summary": {"total_score": 6, "confidence": 85, "needs_human_review": false}} {"extra": 1}',
      "{'evaluation_summary': {'total_score': 6, 'confidence': 85, 'needs_human_review': False}}",
      '{"evaluation_summary": {"total_score": 6, "confidence": 85, "needs_human_review": false,},}',
      '} no JSON here {',
    ],
  },
};

describe('set 572 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_572).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_572[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
