import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_590 } from './framework-parsers-590';

const REVIEW_BODY =
  'The retry loop in src/webhooks/dispatcher.ts is correct and the backoff is capped at MAX_DELAY_MS as the spec asks. ' +
  'Tests cover success on the third attempt and dead-lettering after five failures.\n\n';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'codev--porch-pr-review-verdict-line-approve-request-changes-comment-last-line-wins': {
    accept: [
      REVIEW_BODY + '---\nVERDICT: APPROVE\nSUMMARY: Retry with capped exponential backoff is correct and well tested\nCONFIDENCE: HIGH\n---\n\nKEY_ISSUES: None',
      REVIEW_BODY + '---\nVERDICT: REQUEST_CHANGES\nSUMMARY: The loop sleeps after the final failed attempt\nCONFIDENCE: MEDIUM\n---\n\nKEY_ISSUES: - dispatcher.ts:47 sleeps once more before dead-lettering',
      REVIEW_BODY + '---\nVERDICT: COMMENT\nSUMMARY: Works; consider jitter\nCONFIDENCE: MEDIUM\n---\n\nKEY_ISSUES: None',
      REVIEW_BODY + '**VERDICT: APPROVE**\n**SUMMARY:** Ready to merge',
      REVIEW_BODY + 'verdict: request_changes\nsummary: missing test for network errors',
      REVIEW_BODY + 'VERDICT: APPROVED',
      'End your review with a verdict in this EXACT format:\nVERDICT: [APPROVE | REQUEST_CHANGES | COMMENT]\n\n' + REVIEW_BODY + 'VERDICT: APPROVE',
      REVIEW_BODY + '`VERDICT: COMMENT`',
      REVIEW_BODY + '- VERDICT: REQUEST_CHANGES\n- SUMMARY: off-by-one in MAX_ATTEMPTS',
      REVIEW_BODY + 'VERDICT: APPROVE\r\nSUMMARY: fine\r\n',
    ],
    reject: [
      '',
      'VERDICT: APPROVE',
      REVIEW_BODY + '**VERDICT:** APPROVE\n**SUMMARY:** Ready to merge',
      REVIEW_BODY + 'VERDICT: [APPROVE]\nSUMMARY: ok',
      REVIEW_BODY + 'VERDICT: SKIPPED\nSUMMARY: no review performed',
      REVIEW_BODY + '---\nVERDICT: COMMENT\nSUMMARY: Gemini lane skipped \u2014 quota exhausted\n---',
      REVIEW_BODY + 'Verdict - APPROVE',
      REVIEW_BODY + 'VERDICT: LGTM',
      REVIEW_BODY + 'VERDICT: APPROVE\nSUMMARY: first pass\n\nVERDICT: SKIPPED',
      REVIEW_BODY + 'Final verdict: APPROVE',
      REVIEW_BODY + 'I approve this pull request; it is ready to merge.',
    ],
  },
  'gitmind--commit-grading-per-rule-grade-1-10-or-not-evaluated-tool-call-json': {
    accept: [
      '{"message_clarity": {"grade": 8, "reasoning": "Imperative subject and a body that explains the dead-letter behaviour."}, "change_atomicity": {"grade": 9, "reasoning": "One logical change with its test."}}',
      '{"message_clarity": {"grade": 7, "reasoning": "Clear subject, no body."}, "change_atomicity": {"grade": "NOT_EVALUATED", "reasoning": "Single-file change."}}',
      '{"change_atomicity": {"grade": 6, "reasoning": "Bundles a rename with the retry logic."}}',
      '{"overall": 7, "message_clarity": {"grade": 8, "reasoning": "Good."}}',
      '\n  {"message_clarity": {"reasoning": "Good.", "grade": 8}}  \n',
      '{"message_clarity": {"grade": "8", "reasoning": "Good."}}',
      '{"message_clarity": {"grade": null, "reasoning": "Could not tell."}}',
      '{"message_clarity": {"grade": 12, "reasoning": "Excellent."}, "change_atomicity": ["grade"]}',
    ],
    reject: [
      '',
      'Here are the grades: {"message_clarity": {"grade": 8, "reasoning": "Good."}}',
      '```json\n{"message_clarity": {"grade": 8, "reasoning": "Good."}}\n```',
      '{"message_clarity": 8}',
      '{"message_clarity": {"grade": 8}}',
      '{"grading_results": {"message_clarity": {"grade": 8, "reasoning": "Good."}}}',
      '[{"message_clarity": {"grade": 8, "reasoning": "Good."}}]',
      '{"message_clarity": {"grade": NaN, "reasoning": "Good."}}',
      '{"message_clarity": null, "change_atomicity": {"grade": 9, "reasoning": "One logical change."}}',
      '{"message_clarity": "grade 8, reasoning: clear imperative subject"}',
      '{"message_clarity": {"grade": 8, "reasoning": "Good."},}',
      "{'message_clarity': {'grade': 8, 'reasoning': 'Good.'}}",
      '{"Message_Clarity": {"grade": 8, "reasoning": "Good."}}',
    ],
  },
};

describe('set 590 framework parsers', () => {
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    const parser = PARSERS_OF_SET_590[key];
    it(`${key} is registered`, () => {
      expect(parser).toBeTypeOf('function');
    });
    for (const reply of accept) {
      it(`${key} accepts ${JSON.stringify(reply).slice(0, 80)}`, () => {
        expect(parser!(reply)).toBe(true);
      });
    }
    for (const reply of reject) {
      it(`${key} rejects ${JSON.stringify(reply).slice(0, 80)}`, () => {
        expect(parser!(reply)).toBe(false);
      });
    }
  }
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_590).sort());
  });
});
