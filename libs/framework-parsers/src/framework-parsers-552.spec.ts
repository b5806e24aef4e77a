import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_552 } from './framework-parsers-552';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'prompt-expert-bank--ab-test-prompt-version-effectiveness-score-out-of-10-regex-or-sentiment-word': {
    accept: [
      "## Effectiveness Evaluation\n\n1. **Likely output quality**: Findings are ordered by severity with line numbers, which yields actionable reviews.\n2. **Task completion capability**: Strong.\n3. **Edge case handling**: Nothing says what to do with binary files or huge diffs.\n4. **Practical usability**: Concise.\n5. **Performance on test scenarios**: Both test files would be handled.\n\n**Overall Score: 8/10**",
      "Overall effectiveness: 7.5 / 10",
      "Score: 8",
      "score:8",
      "I would rate this prompt 6 out of 10 for effectiveness.",
      "SCORE\n\n9",
      "Overall, this is a good prompt with clear structure.",
      "The instructions are EXCELLENT for the stated task.",
      "Edge case handling is poorly specified.",
      "Effectiveness is adequate but not remarkable.",
      "The prompt covers 7/100 of the cases we care about.",
      "Effectiveness Score:\u00a07",
    ],
    reject: [
      "",
      "The prompt is clear, well structured and should produce actionable reviews.",
      "**Score:** 8",
      "Score - 8",
      "Rating: 8",
      "Effectiveness scores: 8",
      "Score: eight",
      "Score: ８/１０",
      "8 of 10",
      "Final score = 8",
      "I'd give it an eight out of ten.",
      "Strong prompt; weak edge-case handling. Verdict: 8",
    ],
  },
};

describe('set 552 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_552).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_552[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
