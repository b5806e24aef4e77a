import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_674 } from './framework-parsers-674';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'code2bench--weakly-self-contained-function-benchmark-suitability-json-suitable-bool-fence-strip': {
    accept: [
      "{\n    \"Suitable\": true,\n    \"Reason\": \"The function merges overlapping intervals with sorting and a single pass, uses only basic types, and can be tested with random interval lists.\"\n}",
      "```json\n{\n    \"Suitable\": false,\n    \"Reason\": \"The function is too simple, lacking meaningful complexity.\"\n}\n```",
      "{\"Suitable\": false, \"Reason\": \"Depends on a custom module.\"}",
      "```\n{\"Suitable\": true}\n```",
      "  \n{\"Suitable\": true, \"Reason\": \"ok\"}\n\n",
      "{\"Suitable\": 1, \"Reason\": \"numeric flag\"}",
      "{\"Suitable\": 0.0}",
      "```json\n{\"Suitable\": true, \"Reason\": \"fine\"}\n```\nLet me know if you need anything else.",
      "{\"Suitable\": \"yes\", \"Suitable\": false}",
      "{\"Reason\": \"Uses NaN checks\", \"Suitable\": true, \"Score\": NaN}",
    ],
    reject: [
      "",
      "Here is my assessment:\n```json\n{\"Suitable\": true, \"Reason\": \"ok\"}\n```",
      "```json\n{\n    \"Suitable\": true,\n    \"Reason\": \"Meaningful logic.\"\n}",
      "{\"Suitable\": \"true\", \"Reason\": \"quoted boolean\"}",
      "{\"Suitable\": null, \"Reason\": \"unsure\"}",
      "{\"suitable\": true, \"Reason\": \"lowercase key\"}",
      "{'Suitable': True, 'Reason': 'python dict'}",
      "{\"Suitable\": true, \"Reason\": \"trailing comma\",}",
      "[{\"Suitable\": true}]",
      "```json {\"Suitable\": true}```",
      "```json\n{\"Suitable\": true}\n```\n```json\n{\"Suitable\": false}\n```",
      "{\"Suitable\": 2, \"Reason\": \"out of range\"}",
      "true",
      "{\"Suitable\": True}",
    ],
  },
  'qna-scoring--ifd-conditioned-answer-given-question-difficulty-1-10-first-digit-character': {
    accept: [
      "7",
      "6\n",
      "Difficulty: 8",
      "10",
      "7/10",
      "The answer requires recalling two specific novel titles and their themes, so I rate it 6.",
      "٧",
      "0",
      "**4**",
      "3 out of 10",
    ],
    reject: [
      "",
      "seven",
      "Moderately difficult.",
      "²",
      "Rating: 7²",
      "① 5",
      "Difficulty: eight out of ten",
      "N/A",
      "⁵",
    ],
  },
};

describe('set 674 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_674).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_674[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
