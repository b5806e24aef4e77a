import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_601 } from './framework-parsers-601';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'ragent--search-agent-answer-correctness-vs-ground-truth-explanation-then-judgment-tag-correct-incorrect': {
    accept: [
      "<explanation>The ground truth is retriever.index(corpus_tokens) and the response names exactly that call after tokenizing with bm25s.tokenize.</explanation>\n<judgment>CORRECT</judgment>",
      "<explanation>The response says retriever.fit(corpus), a method that does not exist in the ground truth.</explanation>\n<judgment>INCORRECT</judgment>",
      "<explanation>\nMatches the ground truth.\n</explanation>\n<judgment>\nCORRECT\n</judgment>",
      "<judgment>CORRECT</judgment>",
      "<judgment> correct </judgment>",
      "Here is my evaluation.\n<explanation>Wrong method.</explanation>\n<judgment>Incorrect</judgment>\nThanks!",
      "<explanation>ok</explanation><judgment>\u00a0CORRECT\u2003</judgment>",
      "<judgment>\n  INCORRECT  \n\n</judgment>\n<judgment>CORRECT</judgment>",
    ],
    reject: [
      "",
      "<explanation>The response matches the ground truth.</explanation>\nCORRECT",
      "<explanation>Matches.</explanation>\n<judgment>**CORRECT**</judgment>",
      "<Judgment>CORRECT</Judgment>",
      "<explanation>Matches.</explanation>\n<judgment>CORRECT",
      "<judgment>Correct.</judgment>",
      "<judgment></judgment>",
      "<judgement>CORRECT</judgement>",
      "<judgment>PARTIALLY CORRECT</judgment>",
      "<judgment>CORRECT</ judgment>",
      "Judgment: CORRECT",
    ],
  },
  'sarcasm-slm-dpo--dpo-preference-pair-sarcasm-answers-a-vs-b-winner-line-prefilled-response-mention-fallback': {
    accept: [
      "Winner: A\nResponse A correctly says the tweet is sarcastic and points to the 'best birthday ever' after a delay, while Response B misses the irony.",
      " A\n\nResponse A matches the ground truth and explains the irony; the other answer takes the text literally.",
      "WINNER: B",
      "Winner:Tie\nBoth responses are equally vague.",
      "Winner:\n\nB - it names the ironic contrast.",
      "The better one is Response B, because it names the ironic contrast.",
      "Winner: both are wrong, but A is closer.",
      "**Winner: A**",
      "Winner: Response A",
      "Winner: Assistant A",
    ],
    reject: [
      "",
      "A",
      "A\n\nIt matches the ground truth and explains the exaggeration.",
      "Response A is better than Response B.",
      "Winner - A",
      "Tie",
      "Winner: neither",
      "Winner: C",
      "Winner: [A]",
      "Winner: 'A'",
      "Winner : A",
      "The first response is better.",
      "After weighing correctness, reasoning quality, confidence calibration, explanation depth and clarity for both candidate answers to this tweet about a delayed flight, I conclude that response a is better.",
    ],
  },
  'errloom--correctness-attractor-response-vs-ground-truth-yes-no-substring-then-float-fallback': {
    accept: [
      "yes",
      "No",
      "Yes.",
      "YES",
      "no, the response says 70",
      "0.8",
      " 1 \n",
      "Nope",
      "Not sure",
      "I cannot tell",
      "１",
      "1_0",
      "nan",
      "None",
    ],
    reject: [
      "",
      "Correct",
      "Incorrect",
      "True",
      "Y",
      "Yep",
      "Right.",
      "1/2",
      "85%",
      "0.8.",
      "Answer: 1",
      "score=1",
    ],
  },
};

describe('set 601 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_601).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_601[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
