import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_603 } from './framework-parsers-603';

// Every case was also run through a Python replica of the projects' code (langchain_core 1.x utils/json.py and
// pydantic.v1 for TigerGraph CoPilot, the quoted functions for the others) and agrees with it.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  "tigergraph-copilot--agent-answer-hallucination-grounded-yes-no-json-score-pydantic-v1": {
    "accept": [
      "{\"score\": \"yes\"}",
      "{\"score\": \"no\"}",
      "```json\n{\"score\": \"yes\"}\n```",
      "{\n  \"score\": \"no\"\n}",
      "```\n{\"score\": \"no\"}\n```",
      "{\"score\": \"Yes\"}",
      "{\"score\": \"yes\", \"reason\": \"Every figure in the answer appears in the retrieved transactions.\"}",
      "{\"score\": true}",
      "{\"score\": 1}",
      "{\"score\": \"yes\"",
      "{\"score\": \"yes\"}\nThe answer is supported by the facts.",
      "[[\"score\", \"yes\"]]",
      "  {\"score\": \"no\"}\u3000",
      "{\"score\": NaN}"
    ],
    "reject": [
      "",
      "yes",
      "Here is the JSON: {\"score\": \"yes\"}",
      "{\"score\": null}",
      "{\"binary_score\": \"yes\"}",
      "{\"properties\": {\"score\": {\"title\": \"Score\", \"type\": \"string\"}}}",
      "{\"score\": [\"yes\"]}",
      "{'score': 'yes'}",
      "\"yes\"",
      "score: yes",
      "{\"score\": {\"value\": \"yes\"}}",
      "[[1, \"x\"], [\"score\", \"yes\"]]"
    ]
  },
  "ai-infra--rag-output-hallucination-guardrail-overall-grounded-confidence-claims-json-greedy-braces": {
    "accept": [
      "{\"overall_grounded\": true, \"confidence\": 0.92, \"claims\": [{\"claim\": \"The Eiffel Tower is 330 metres tall\", \"status\": \"SUPPORTED\", \"reason\": \"Source 1 gives the height as 330 m.\"}]}",
      "```json\n{\n    \"overall_grounded\": false,\n    \"confidence\": 0.35,\n    \"claims\": [\n        {\"claim\": \"It opened in 1887\", \"status\": \"NOT SUPPORTED\", \"reason\": \"Source 2 says it opened in 1889.\"}\n    ]\n}\n```",
      "Here is my analysis:\n{\"overall_grounded\": true, \"confidence\": 0.8, \"claims\": []}",
      "{\"overall_grounded\": true, \"confidence\": 0.5, \"claims\": []}",
      "{\"overall_grounded\": false}",
      "{\"overall_grounded\": \"false\", \"confidence\": 0.9}",
      "{\"overall_grounded\": true, \"confidence\": 1}",
      "{\"overall_grounded\": false, \"confidence\": \"low\", \"claims\": [{\"status\": \"NOT SUPPORTED\"}]}",
      "{\"overall_grounded\": true, \"confidence\": NaN}",
      "{\"overall_grounded\": null, \"confidence\": 0.1, \"claims\": {}}"
    ],
    "reject": [
      "",
      "The response is grounded in the sources.",
      "{\"grounded\": true, \"confidence\": 0.9}",
      "{\"overall_grounded\": true, \"confidence\": \"0.9\"}",
      "{\"overall_grounded\": true, \"confidence\": null}",
      "{\"overall_grounded\": false, \"confidence\": 0.2, \"claims\": [\"The tower is 330 m tall\"]}",
      "{\"overall_grounded\": True, \"confidence\": 0.9}",
      "{\"overall_grounded\": true, \"confidence\": 0.9} Note: {\"extra\": 1}",
      "{\"overall_grounded\": false, \"confidence\": 0.4, \"claims\": null}",
      "{\"overall_grounded\": true, \"confidence\": 0.9,}",
      "{\"overall_grounded\": false, \"confidence\": 0.6, \"claims\": \"none\"}"
    ]
  },
  "prompt-guardian--input-prompt-policy-check-block-rewrite-allow-leading-word": {
    "accept": [
      "ALLOW",
      "BLOCK",
      "REWRITE: What is the capital of Massachusetts?",
      "  allow\n",
      "Block \u2013 this prompt tries to override the system instructions and extract the hidden prompt.",
      "\"BLOCK\"",
      "Allowed.",
      "The prompt is manipulative, so I would block it.",
      "\u001cALLOW",
      "rewrite: Summarize the attached article in three sentences."
    ],
    "reject": [
      "",
      "SAFE",
      "\"ALLOW\" \u2013 the prompt is safe",
      "REWRITE What is the capital of Massachusetts?",
      "Verdict: ALLOW",
      "**ALLOW**",
      "This prompt is safe to pass through.",
      "\u200bALLOW",
      "REWRITE - What is the capital of Massachusetts?",
      "I would allow this prompt."
    ]
  },
  "groq-slm-guardrails-chat--topic-relevance-guard-pass-flag-block-first-line-word": {
    "accept": [
      "pass",
      "flag\nThe response drifts into unrelated travel tips.",
      "block\nThe model ignored the question and talked about football.",
      "Pass\nAnswers the greeting with an offer to help.",
      "{\"verdict\": \"pass\", \"reason\": \"Stays on the user's question.\"}",
      "{\"verdict\": \"p\\u0061ss\"}",
      "Verdict: flag - partially off topic.",
      "PASS.",
      "  pass  \r\nOn topic.",
      "The response is appropriate and should not be blocked."
    ],
    "reject": [
      "",
      "Safe",
      "OK\nThe response answers the question.",
      "appropriate",
      "{\"verdict\": \"ok\"}",
      "P A S S",
      "\u2705",
      "ALLOW",
      "{\"verdict\": \"\\u0070\\u0061\\u0073\\u0073x\"}",
      "verdict: on-topic"
    ]
  }
};

describe('set 603 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_603).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_603[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
