import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_472 } from './framework-parsers-472';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'promptly--genetic-prompt-fitness-test-results-accuracy-0-1-score-line-startswith-float': {
    accept: [
      "SCORE: 0.85\nREASONING: Two of three reviews got the exact expected label; the second returned 'Negative.' with capitalization and a period, so the one-word lowercase instruction is not fully robust.",
      'SCORE: 1.0',
      '  SCORE: 0.7\nREASONING: Mostly consistent.',
      'SCORE:0.6\nREASONING: Formatting drifts on edge cases.',
      'Here is my evaluation.\nSCORE: 0.9\nREASONING: Accurate and consistent.',
      'SCORE: 85\nREASONING: Very good.',
      'SCORE: 0.8\r\nREASONING: Windows line endings.',
      'SCORE: ０.９',
      'SCORE: nan',
      'SCORE: 0.8 SCORE: 0.9',
      'SCORE: .75',
    ],
    reject: [
      '',
      'Score: 0.8\nREASONING: lowercase label',
      '**SCORE:** 0.8\nREASONING: bold label',
      'SCORE: [0.8]',
      'SCORE: 0.8/1.0',
      'SCORE: 0.85 (high)',
      'REASONING: Accurate overall.\n  SCORE: 0.8',
      'SCORE: high\nSCORE: 0.8',
      'SCORE:\n0.8',
      'SCORE: 0,8',
      'The overall score is 0.8.',
    ],
  },
  'fapo--agent-answer-vs-expected-reference-correctness-0-100-json-score-greedy-brace-float': {
    accept: [
      '{"score": 100, "reason": "The answer reports 7 CSV files, matching the expected reference."}',
      '```json\n{"score": 60, "reason": "Right count but one listed file name is invented."}\n```',
      'Verdict: {"score": 0, "reason": "The agent reported 5 files instead of 7."}',
      '{"score": "85", "reason": "Correct but verbose."}',
      '{"score": 72.5}',
      '{"score": true}',
      '{"score": NaN, "reason": "unsure"}',
      '{"score": 150, "reason": "clamped to 100"}',
      '{"reason": "mentions {braces} inside", "score": 40}',
      '{"score": " 90 "}',
      '[{"score": 80, "reason": "inner object is taken"}]',
    ],
    reject: [
      '',
      'Score: 80 - the answer is correct.',
      '{"reason": "no score given"}',
      '{"score": null, "reason": "n/a"}',
      '{"score": "eighty"}',
      "{'score': 80, 'reason': 'single quotes'}",
      '{"score": 80} and later {"score": 90}',
      '{"score": [80]}',
      '{"score": 80,}',
      '{"score": 1' + '0'.repeat(400) + '}',
      '{"score": 80, "reason": "line one\nline two"}',
    ],
  },
  'prompt-optimizer-loop--n8n-workflow-builder-response-five-dimension-0-1-json-scores-find-rfind-brace': {
    accept: [
      '{\n  "scores": {"intent_understanding": 1.0, "workflow_accuracy": 0.5, "clarity": 1.0, "completeness": 1.0, "knowledge_honesty": 1.0},\n  "reasoning": {"intent_understanding": "Cron, Jira search and Slack post all identified.", "workflow_accuracy": "Timezone left open is fine but the Jira JQL is not specified.", "clarity": "Numbered plain-language steps.", "completeness": "Channel, project and schedule reflected.", "knowledge_honesty": "Asked about timezone instead of assuming."},\n  "hallucinated_details": [],\n  "overall_comment": "Solid proposal with a correct approval gate."\n}',
      '{"scores": {"intent_understanding": 1, "workflow_accuracy": 0, "clarity": 1, "completeness": 0.5, "knowledge_honesty": 0}}',
      '```json\n{"scores": {"intent_understanding": 0.5, "workflow_accuracy": 0.5, "clarity": 1.0, "completeness": 0.5, "knowledge_honesty": 1.0}, "overall_comment": "ok"}\n```',
      'Here is the evaluation: {"scores": {"clarity": 1.0, "completeness": 0.5, "intent_understanding": 1.0, "workflow_accuracy": 1.0, "knowledge_honesty": 0.5}} Done.',
      '{"scores": {"clarity": 0.5}}',
      '{"scores": {"intent_understanding": true, "workflow_accuracy": false}}',
      '{"scores": {"clarity": NaN, "completeness": 1.0}}',
      '{"scores": {"clarity": 1.0, "helpfulness": "n/a"}, "overall_comment": "uses {placeholders}"}',
    ],
    reject: [
      '',
      '   \n ',
      'intent_understanding: 1.0\nclarity: 0.5',
      '{"scores": {}}',
      '{"overall_comment": "no scores object"}',
      '{"scores": {"clarity": "0.5"}}',
      '{"scores": [1.0, 0.5, 1.0, 0.5, 1.0]}',
      '{"scores": {"clarity": null}}',
      "{'scores': {'clarity': 0.5}}",
      '{"scores": {"clarity": 0.5}}\nNote: weights are defined in {config.yaml}',
      '{"scores": {"helpfulness": 0.9}}',
      '{"scores": {"clarity": 0.5, "completeness": "high"}}',
      '{"scores": {"clarity": 0.5},}',
    ],
  },
};

describe('set 472 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_472).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_472[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
