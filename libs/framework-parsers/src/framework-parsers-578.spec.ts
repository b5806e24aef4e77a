import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_578 } from './framework-parsers-578';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'mindclash--agent-debate-a-vs-b-scores-0-1-json-parse-both-numbers': {
    accept: [
      "{\"a\": 0.72, \"b\": 0.41}",
      "{\"a\": 0.35, \"b\": 0.65, \"reason\": \"B grounded its case in congestion pricing evidence.\"}",
      "\n{\n  \"a\": 0.6,\n  \"b\": 0.6\n}\n",
      "{\"a\": 1, \"b\": 0}",
      "{\"a\": 7, \"b\": 3}",
      "{\"b\": 0.4, \"a\": 0.55}",
      "{\"a\": -0.2, \"b\": 1.5e0}",
      "{\"a\": \"x\", \"a\": 0.8, \"b\": 0.3}",
    ],
    reject: [
      "",
      "```json\n{\"a\": 0.72, \"b\": 0.41}\n```",
      "Here is my verdict: {\"a\": 0.72, \"b\": 0.41}",
      "{\"a\": \"0.7\", \"b\": 0.4}",
      "{\"a\": 0.7}",
      "{\"A\": 0.7, \"B\": 0.4}",
      "null",
      "[0.7, 0.4]",
      "{\"a\": 0.7, \"b\": null}",
      "{'a': 0.7, 'b': 0.4}",
      "{\"a\": 0.7, \"b\": 0.4,}",
      "{\"a\": NaN, \"b\": 0.4}",
      "{\"scores\": {\"a\": 0.7, \"b\": 0.4}}",
    ],
  },
  'public-battle-judge-agent--persona-debate-winner-name-numbered-key-colon-lines-finditer': {
    accept: [
      "1. 'Comments about discussion': Debater2 answered the privacy concern with concrete regulation and kept the focus on fairness for workers, while Debater1 repeated the risk without weighing benefits.\n2. 'Name of the winner': Debater2",
      "1. Comments about discussion: Both sides were civil, but Debater1 showed that rules lag behind harms.\n2. Name of the winner: Debater1",
      "1. **Comments about discussion**: A close, respectful debate.\n2. **Name of the winner**: Debater2",
      "1. 'Comments about discussion':\nDebater1 made the stronger ethical case.\n2. 'Name of the winner': Debater1",
      "1. 'Comments about discussion': Balanced.\n\n2. 'Name of the winner':\nDebater2",
      "2. 'Name of the winner': Debater2",
      "１. Comments about discussion: good\n２. Name of the winner: Debater1",
      "The debate was lively.\n2. Name: Debater2",
      "  1. 'Comments about discussion': ok\n  2. 'Name of the winner': Debater1  ",
    ],
    reject: [
      "",
      "1. 'Comments about discussion': Debater2 was clearer. 2. 'Name of the winner': Debater2",
      "1. 'Comments about discussion': fine\n2. 'Winner': Debater2",
      "Comments about discussion: fine\nName of the winner: Debater2",
      "1. Comments about discussion - a close debate\n2. Name of the winner: Debater2",
      "1. 'Comments about discussion': fine\n2) 'Name of the winner': Debater2",
      "1. 'Comments about discussion': fine\n2. 'Name of the winner' - Debater2",
      "1. 'Comments about discussion':\n\n2. 'Name of the winner': Debater2",
      "The winner is Debater2.",
      "Winner: Debater2",
    ],
  },
  'judgeui--head-to-head-for-vs-against-argument-winner-margin-json-fence-strip-validated': {
    accept: [
      "{\n  \"winner\": \"FOR\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "{\"winner\": \"FOR\", \"margin\": \"narrow\", \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\", \"for_strengths\": [\"Concrete productivity evidence\", \"Addresses mentoring objection\", \"Wider talent pool\"], \"against_strengths\": [\"Mentoring point\", \"Loneliness data\", \"Clear structure\"], \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"}",
      "```json\n{\n  \"winner\": \"FOR\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}\n```",
      "```\n{\n  \"winner\": \"AGAINST\",\n  \"margin\": \"moderate\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}\n```",
      "\n\n  {\"winner\": \"FOR\", \"margin\": \"narrow\", \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\", \"for_strengths\": [\"Concrete productivity evidence\", \"Addresses mentoring objection\", \"Wider talent pool\"], \"against_strengths\": [\"Mentoring point\", \"Loneliness data\", \"Clear structure\"], \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"}  \n",
      "{\n  \"winner\": \"FOR\",\n  \"margin\": \"decisive\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\",\n  \"confidence\": 0.9\n}",
      "{\n  \"winner\": \"FOR\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": null,\n  \"against_strengths\": [],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "```\njson\n{\"winner\": \"FOR\", \"margin\": \"narrow\", \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\", \"for_strengths\": [\"Concrete productivity evidence\", \"Addresses mentoring objection\", \"Wider talent pool\"], \"against_strengths\": [\"Mentoring point\", \"Loneliness data\", \"Clear structure\"], \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"}\n```",
      "{\"winner\": \"FOR\", \"margin\": \"narrow\", \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\", \"for_strengths\": [\"Concrete productivity evidence\", \"Addresses mentoring objection\", \"Wider talent pool\"], \"against_strengths\": [\"Mentoring point\", \"Loneliness data\", \"Clear structure\"], \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\", \"winner\": \"AGAINST\"}",
      "{\n  \"winner\": \"FOR\",\n  \"margin\": \"narrow\",\n  \"reasoning\": NaN,\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "```json\r\n{\"winner\": \"FOR\", \"margin\": \"narrow\", \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\", \"for_strengths\": [\"Concrete productivity evidence\", \"Addresses mentoring objection\", \"Wider talent pool\"], \"against_strengths\": [\"Mentoring point\", \"Loneliness data\", \"Clear structure\"], \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"}\r\n```",
    ],
    reject: [
      "",
      "{\n  \"winner\": \"Pro\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "{\n  \"winner\": \"for\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "{\n  \"winner\": \"TIE\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "{\n  \"winner\": \"FOR\",\n  \"margin\": \"clear\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "{\n  \"winner\": \"FOR\",\n  \"margin\": \"Narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "{\n  \"winner\": \"FOR\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ]\n}",
      "Here is my judgment:\n{\n  \"winner\": \"FOR\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
      "{\n  \"winner\": \"FOR\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}\nI chose FOR because it addressed the topic directly.",
      "```json\n{\n  \"winner\": \"FOR\",\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}```",
      "```json {\"winner\": \"FOR\", \"margin\": \"narrow\", \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\", \"for_strengths\": [\"Concrete productivity evidence\", \"Addresses mentoring objection\", \"Wider talent pool\"], \"against_strengths\": [\"Mentoring point\", \"Loneliness data\", \"Clear structure\"], \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"} ```",
      "[{\"winner\": \"FOR\", \"margin\": \"narrow\", \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\", \"for_strengths\": [\"Concrete productivity evidence\", \"Addresses mentoring objection\", \"Wider talent pool\"], \"against_strengths\": [\"Mentoring point\", \"Loneliness data\", \"Clear structure\"], \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"}]",
      "{'winner': 'FOR', 'margin': 'narrow', 'reasoning': 'The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.', 'for_strengths': ['Concrete productivity evidence', 'Addresses mentoring objection', 'Wider talent pool'], 'against_strengths': ['Mentoring point', 'Loneliness data', 'Clear structure'], 'deciding_factor': 'FOR pre-empted and answered the strongest counterargument.'}",
      "\"winner margin reasoning for_strengths against_strengths deciding_factor\"",
      "{\n  \"winner\": [\n    \"FOR\"\n  ],\n  \"margin\": \"narrow\",\n  \"reasoning\": \"The FOR side answered the topic directly and rebutted the mentoring objection; AGAINST relied on culture claims without showing they outweigh commute savings.\",\n  \"for_strengths\": [\n    \"Concrete productivity evidence\",\n    \"Addresses mentoring objection\",\n    \"Wider talent pool\"\n  ],\n  \"against_strengths\": [\n    \"Mentoring point\",\n    \"Loneliness data\",\n    \"Clear structure\"\n  ],\n  \"deciding_factor\": \"FOR pre-empted and answered the strongest counterargument.\"\n}",
    ],
  },
};

describe('set 578 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_578).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_578[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
