import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_726 } from './framework-parsers-726';

// Every case was also run through the projects' own code: the verbatim createLLMJudgeScorer of openlinkos/agent with a
// mock model, and AgentStack's factuality scorer on @mastra/core 1.0.4 with a mock v2 model (verdict = the first judge
// call yields a numeric score, no jsonPromptInjection retry).
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'openlinkos--llm-judge-expected-vs-response-0-1-json-score-lazy-regex-number-fallback': {
    accept: [
      "{\"score\": 0.85, \"reasoning\": \"The response names Canberra as the capital, matching the expected output; it adds a correct note about the 1913 founding.\"}",
      "{\"score\": 1.0, \"reasoning\": \"Exact match with the expected output.\"}",
      "```json\n{\"score\": 0.4, \"reasoning\": \"Only the first of the two steps is correct.\"}\n```",
      "Here is my evaluation:\n{\"score\": 0.7, \"reasoning\": \"Mostly accurate but misses the second requirement.\"}",
      "{\"reasoning\": \"The answer quotes {braces} yet is right.\", \"score\": 0.9}",
      "{\"score\": 7, \"reasoning\": \"Out of range, clamped to 1.\"}",
      "{\"score\": -0.5, \"reasoning\": \"Negative, clamped to 0.\"}",
      "{\"score\": 0.6}",
      "0.75",
      "I would rate this response 8/10.",
      "{\"score\": \"0.8\", \"reasoning\": \"quoted number\"}",
      "{'score': 0.8, 'reasoning': 'single quotes'}",
      "{\"score\": 0.5, \"score\": null}",
    ],
    reject: [
      "",
      "The response is correct and complete",
      "The response is correct.",
      "{\"score\": .8, \"reasoning\": \"leading dot\"}",
      "{\"result\": {\"score\": 0.8, \"reasoning\": \"nested\"}}",
      "{\"score\": 0.7, \"reasoning\": \"the set {a} was missing\"}",
      "{\"score\": 0.8 \"reasoning\": \"missing comma\"}",
      "Score range {0..1}: {\"score\": 0.9, \"reasoning\": \"fine\"}",
      "{\"score\": 0.9, \"reasoning\": \"fine\", \"score\": {\"value\": 1}}",
      "{\"score\": 1., \"reasoning\": \"trailing dot\"}",
      "..5",
      "{\"score\": 0.9, \"reasoning\": \"ok\",}",
    ],
  },
  'agentstack--mastra-factuality-hallucinations-0-1-zod-json-factualscore': {
    accept: [
      "{\"factualScore\":0.9,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}",
      "{\n  \"factualScore\": 0.9,\n  \"unsupportedClaims\": [],\n  \"hallucinations\": [],\n  \"explanation\": \"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"\n}",
      "```json\n{\n  \"factualScore\": 0.9,\n  \"unsupportedClaims\": [],\n  \"hallucinations\": [],\n  \"explanation\": \"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"\n}\n```",
      "Sure, here is the analysis:\n```json\n{\"factualScore\":0.9,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}\n```",
      "{\"factualScore\":0.3,\"unsupportedClaims\":[\"The tower was moved to Lyon in 1950\"],\"hallucinations\":[\"Gustave Eiffel designed the Statue of Liberty's face\"],\"explanation\":\"Two fabricated claims.\"}",
      "{\"factualScore\": 0.8, \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"Line one\nline two\tindented\"}",
      "{\"factualScore\": 0.5, \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"The text claims the tower is 330 m",
      "{\"factualScore\":0.9,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}\nLet me know if you need anything else.",
      "{\"factualScore\": 1, \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"ok\", \"confidence\": \"high\"}",
      "{\"factualScore\": 0.7, \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"ok\",}",
      "{\"explanation\": \"ok\", \"unsupportedClaims\": [], \"hallucinations\": [], \"factualScore\": 0.",
      "  \n{\"factualScore\":0.9,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}\n",
      "{\"factualScore\": 1e0, \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"ok\"}",
    ],
    reject: [
      "",
      "   \n",
      "```\n{\"factualScore\":0.9,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}\n```",
      "```JSON\n{\"factualScore\":0.9,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}\n```",
      "Here is the JSON: {\"factualScore\":0.9,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}",
      "{\"factualScore\":1.2,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}",
      "{\"factualScore\": \"0.9\", \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"ok\"}",
      "{\"factualScore\": 0.9, \"unsupportedClaims\": [], \"hallucinations\": []}",
      "{\"factual_score\": 0.9, \"unsupported_claims\": [], \"hallucinations\": [], \"explanation\": \"ok\"}",
      "{\"factualScore\": 0.9, \"unsupportedClaims\": \"none\", \"hallucinations\": [], \"explanation\": \"ok\"}",
      "[{\"factualScore\":0.9,\"unsupportedClaims\":[],\"hallucinations\":[],\"explanation\":\"The text correctly states that the Eiffel Tower is in Paris and was completed in 1889; no contradictions.\"}]",
      "{\"factualScore\": 0.9, \"unsupportedClaims\": [], \"hallucinations\": [null], \"explanation\": \"ok\"}",
      "{\"factualScore\": NaN, \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"ok\"}",
      "{'factualScore': 0.9, 'unsupportedClaims': [], 'hallucinations': [], 'explanation': 'ok'}",
      "Factual score: 0.9",
      "{\"factualScore\": 0.9, \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"bad\u0001char\"}",
      "{\"__proto__\": {}, \"factualScore\": 0.9, \"unsupportedClaims\": [], \"hallucinations\": [], \"explanation\": \"ok\"}",
    ],
  },
};

describe('set 726 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_726).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_726[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
