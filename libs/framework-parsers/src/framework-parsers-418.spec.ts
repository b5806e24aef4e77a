import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_418 } from './framework-parsers-418';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'tripmind--webjudge-key-screenshot-evidence-relevance-1-5-score-split-findall-first-digit': {
    accept: [
      "1. **Reasoning**: The screenshot shows the Google Flights results for a one-way trip from Boston (BOS) to Chicago (ORD) on Fri, Mar 15, sorted by price with the cheapest fare ($89, Spirit) at the top.\n2. **Score**: 5",
      "**Reasoning**: This is the Google Flights home page; no origin, destination or date has been entered yet.\n**Score**: 1",
      "Reasoning: The date picker shows March 15 selected, but no results are visible and the sort order is unknown.\nScore: 3",
      "**Score**: 4\n**Reasoning**: The one-way filter and the route are applied, but the list is sorted by 'Best' rather than price.",
      "Score: [2]",
      "Score: 4/5",
      "Scores: 2",
      "Score: 10",
      "**Reasoning**: Partial evidence.\n**Score**: 3 (some relevant steps)",
    ],
    reject: [
      "",
      "**Reasoning**: The results page is shown.\n**Rating**: 4",
      "Reasoning: the results page is shown. score: 4",
      "SCORE: 4",
      "**Reasoning**: Nothing relevant is visible.\n**Score**: 0",
      "Score: 7",
      "Score: ５",
      "Score: six",
      "Reasoning: The Scoreboard widget reads 0-0.\nScore: 3",
      "Score: Score: 2",
    ],
  },
  'qa-webvoyager--gpt4v-web-task-screenshots-and-response-success-not-success-substring': {
    accept: [
      "The screenshot shows ArXiv search results sorted by submission date (newest first); the first entry matches the title and the 14 March 2024 date given in the response. Both parts of the task are satisfied.\n\nVerdict: SUCCESS",
      "The response names a paper that does not appear in the screenshot, and the listed results are sorted by relevance, not date, so the claim cannot be verified.\n\nFinal verdict: NOT SUCCESS",
      "SUCCESS",
      "NOT SUCCESS",
      "**Verdict:** **NOT SUCCESS**",
      "The agent's attempt was UNSUCCESSFUL.",
      "Verdict: 'SUCCESS'",
      "The task was SUCCESSFULLY completed.",
    ],
    reject: [
      "",
      "success",
      "Verdict: Not Success",
      "The task has been successfully accomplished.",
      "Verdict: SUCCEEDED",
      "Verdict: FAILURE",
      "S U C C E S S",
      "Verdict: SUCCES",
    ],
  },
};

describe('set 418 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_418).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_418[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
