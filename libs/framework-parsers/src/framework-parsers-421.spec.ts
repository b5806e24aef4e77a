import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_421 } from './framework-parsers-421';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ai-support-copilot--rag-support-answer-vs-expected-coverage-1-5-score-line-first-digit': {
    accept: [
      'SCORE: 4\nREASONING: The answer cites the SLA policy and states the 15-minute response time for S1 incidents but adds an unverified escalation detail.',
      'SCORE: 5\nREASONING: It politely declines the pasta question and explains it only handles support topics.',
      'SCORE:3',
      'SCORE:\n2\nREASONING: Mentions sessions but not escalation.',
      'Evaluation of the answer:\nSCORE: 4/5\nREASONING: Accurate and well-structured.',
      '**SCORE: 4**\n**REASONING:** Good coverage.',
      'SCORE:\t1\nREASONING: Fabricated numbers.',
      'SCORE: 10',
      'SCORE: 4.5',
      'SUBSCORE: 2',
    ],
    reject: [
      '',
      'Score: 4\nReasoning: Good.',
      '**SCORE:** 4\n**REASONING:** Good.',
      'SCORE - 4',
      'SCORE: four',
      'SCORE: [4]',
      'SCORE = 4',
      'SCORE:\u00a04',
      'SCORE: \uff14',
      'REASONING: Solid answer.\nRating: 5',
    ],
  },
  'completion-kit--metric-rubric-output-score-1-5-score-feedback-lines-lenient-regex': {
    accept: [
      'Score: 4\nFeedback: The summary keeps every fact from the ticket but says "weekend" instead of Saturday.',
      'score: 5\nfeedback: Perfect.',
      '**Score:** 3\n**Feedback:** One key fact is vague.',
      'Score 2\nFeedback: Several facts are missing.',
      'SCORE: 4.5',
      'Score:\n3\nFeedback: ok',
      'Score: 10',
      'Score: 0',
      'Final score: 4/5',
      'error: Score: 3',
      '***Score: 4',
      'Feedback: Accurate.\nScore: 5',
    ],
    reject: [
      '',
      'Error: Score: 3',
      'Scores: 4',
      'Score = 4',
      'Score: [4]',
      'Score: four',
      'Rating: 4\nFeedback: good',
      'Score: \uff14',
      'Score:\u00a04',
      'The score is 4.',
      'Score: -4',
    ],
  },
  'octopus-mobile--constitution-outbound-message-safety-allow-block-escalate-label-prefix': {
    accept: [
      'BLOCK: shares a third party\'s ID card number and home address',
      'ESCALATE: unclear whether the sister consented to sharing her details',
      'block: leaks a password',
      '  BLOCK — contains an API key\n',
      'Escalate: ambiguous request to forward medical records',
      'BLOCKED: private phone number',
      '\u00a0ESCALATE: recipient unknown',
      'ESCALATE',
      '\n\nBLOCK: self-harm instructions',
    ],
    reject: [
      '',
      'ALLOW: routine meeting reminder',
      '**BLOCK**: leaks an address',
      'Verdict: BLOCK',
      '<BLOCK>: leaks an address',
      'The message should be BLOCKED.',
      '\u0085BLOCK: leaks an address',
      'B L O C K: leaks an address',
      '`ESCALATE`: ambiguous',
      'I would escalate this.',
    ],
  },
};

describe('set 421 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_421).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_421[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
