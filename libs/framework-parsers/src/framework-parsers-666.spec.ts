import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_666 } from './framework-parsers-666';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'idea-flow--riddle-user-answer-vs-correct-answer-feedback-json-langchain-json-output-parser': {
    accept: [
      "{\"feedback\": \"Yes! A candle is exactly right — it is tall when new and shrinks as it burns. Wonderful thinking!\"}",
      "```json\n{\"feedback\": \"Great effort! The answer is a candle: it starts tall and gets shorter as it melts, much like the pencil you guessed gets shorter as it is sharpened.\"}\n```",
      "Here is my evaluation:\n```json\n{\"feedback\": \"Spot on — a candle!\"}\n```",
      "{\n  \"feedback\": \"Nice try! The correct answer is a candle.\"\n}",
      "  {\"feedback\": \"Correct!\"}  \n",
      "{\"feedback\": \"Correct!\nA burning candle is exactly it.\"}",
      "{\"feedback\": \"Correct! The answer is a candle.\"",
      "{\"feedback\": \"Correct!\"} I hope this feedback helps.",
      "{\"Feedback\": \"Correct!\"}",
      "1. Great job, the answer is a candle.",
      "Sure! ```json {\"feedback\": \"Correct!\"} ```",
      "\"Correct! It is a candle.\"",
      "{'feedback': 'Correct!'",
    ],
    reject: [
      "",
      "Great job! The answer is indeed a candle.",
      "Feedback: Correct, the answer is a candle.",
      "The user is correct. {\"feedback\": \"Great job!\"}",
      "```\nGreat job, it is a candle!\n```",
      "null",
      "{\"feedback\": \"Correct!\"}]",
      "Correct :) }",
      "**Feedback:** {\"feedback\": \"Correct!\"}",
      "Yes",
      "   \n  ",
      "{'feedback': 'Correct!'}",
    ],
  },
};

describe('set 666 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_666).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_666[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
