import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_561 } from './framework-parsers-561';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'surfer-h-cli--webvoyager-style-web-task-screenshots-success-not-success-substring': {
    accept: [
      "The last screenshot shows Booking.com results for Lisbon, June 12-15, 2 adults, filtered to 4 stars, and Hotel Avenida Palace is listed with a guest rating of 8.7 and a total of EUR 642, matching the response.\n\nVerdict: SUCCESS",
      "SUCCESS",
      "The screenshots show the search page but no rating filter was applied, so the hotel's rating cannot be confirmed.\n\nNOT SUCCESS",
      "**Final verdict: NOT SUCCESS**",
      "Verdict: 'SUCCESS'",
      "The agent was UNSUCCESSFUL in applying the date filter.",
      "The task is NOT SUCCESSFUL.",
      "I considered SUCCESS but the dates differ, so: NOT SUCCESS",
      "   SUCCESS   ",
    ],
    reject: [
      "",
      "success",
      "Success",
      "The task was completed successfully.",
      "Verdict: FAILED",
      "S U C C E S S",
      "\uff33\uff35\uff23\uff23\uff25\uff33\uff33",
      "Verdict: Succeeded",
      "Not Success",
      "   ",
    ],
  },
  'pagepilot--webvoyager-auto-eval-web-task-success-not-success-none-when-missing': {
    accept: [
      "The screenshot shows the 'World's Best Vegetarian Lasagna' page with 1,243 reviews and 4.7 stars, and the total time of 1 hr 35 mins matches the response. The task is accomplished.\n\nSUCCESS",
      "The recipe shown has only 62 reviews, which violates the requirement of more than 100 reviews.\n\nVerdict: NOT SUCCESS",
      "SUCCESS",
      "NOT SUCCESS",
      "Final verdict: **SUCCESS**",
      "The answer is either SUCCESS or NOT SUCCESS; here it is NOT SUCCESS.",
      "UNSUCCESSFUL",
      "\n\nSUCCESS\n",
    ],
    reject: [
      "",
      "The task was completed successfully.",
      "Verdict: Success",
      "success",
      "Verdict: FAIL",
      "Not successful.",
      "SUCCES",
      "S-U-C-C-E-S-S",
      "\uff33\uff35\uff23\uff23\uff25\uff33\uff33",
    ],
  },
  'dome-and-domer--expected-vs-agent-screenshot-correctness-true-false-substring': {
    accept: [
      "Correctness: True\nReason: The agent's screenshot shows the account dropdown expanded with 'Profile', 'Settings' and 'Sign out', the same as the expected image.",
      "Correctness: False\nReason: In the agent's screenshot the account menu is still collapsed; no dropdown is visible.",
      "Correctness: [True]\nReason: Both images show the expanded menu.",
      "TRUE",
      "false",
      "Correctness: Untrue",
      "Correctness: FALSE\nReason: wrong page.",
      "The agent's output matches the expected image, so this is true.",
    ],
    reject: [
      "",
      "Correctness: Yes\nReason: The menu is open.",
      "Correctness: Incorrect\nReason: The menu is closed.",
      "Correctness: 1",
      "Correct",
      "T R U E",
      "\uff54\uff52\uff55\uff45",
      "Correctness: No\nReason: The dropdown is missing.",
      "Correctness: Fals",
    ],
  },
};

describe('set 561 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_561).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_561[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
