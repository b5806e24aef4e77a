import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_545 } from './framework-parsers-545';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'silly-llm--tinystories-story-english-only-validation-answer-yes-no-with-indicator-count-fallback': {
    accept: [
      "Step 1: I read the story word by word.\nStep 2: Every word (dog, park, ball, duck, pond, tail) is an English word.\nStep 3: There are no words from other languages.\nANSWER:YES",
      "The duck says \"merci\", which is a French word, so the story does not contain only English words.\nANSWER:NO",
      "ANSWER:YES",
      "answer:no",
      "Answer:Yes",
      "ANSWER:YES ANSWER:NO",
      "ANSWER:NONE of the words are foreign",
      "Final answer: YES",
      "Pass",
      "Nope",
      "The story does not use any foreign word. ANSWER = YES",
      "Answer\uff1aYES",
    ],
    reject: [
      "",
      "Let me think step by step. Step 1: read the story. Step 2: check each word.",
      "Yes, the story is in English. No foreign words.",
      "Not English.",
      "INVALID",
      "Incorrect",
      "ANSWER:N0",
      "ANSWER:",
      "ANSWER:\uff39\uff25\uff33",
      "Answer - yes, but no",
    ],
  },
};

describe('set 545 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_545).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_545[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
