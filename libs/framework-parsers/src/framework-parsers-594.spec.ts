import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_594 } from './framework-parsers-594';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'mcp-universe--google-search-agent-answer-vs-correct-answer-correct-colon-yes-no-substring-split': {
    accept: [
      "extracted_final_answer: Manila (Pasay, Metro Manila) - Mall of Asia Arena\n\nreasoning: The response names Manila and the Mall of Asia Arena, which matches the correct answer; Pasay is part of Metro Manila.\n\ncorrect: yes",
      "extracted_final_answer: Jakarta - Indonesia Arena\n\nreasoning: The correct answer is Manila and the Mall of Asia Arena, so the extracted answer does not match.\n\ncorrect: no",
      "extracted_final_answer: None\n\nreasoning: The response gives no final answer.\n\ncorrect: no\n\nconfidence: 100%",
      "**extracted_final_answer:** Manila, Mall of Asia Arena\n\n**reasoning:** Matches.\n\n**correct:** yes",
      "correct:yes",
      "correct:",
      "reasoning: The extracted answer is incorrect: it names the wrong arena.",
      "extracted_final_answer: Manila\nreasoning: The arena is missing.\ncorrect: no\n",
    ],
    reject: [
      "",
      "extracted_final_answer: Manila, Mall of Asia Arena\n\nreasoning: Matches.\n\nCorrect: yes",
      "CORRECT: YES",
      "correct : yes",
      "correct - yes",
      "correct = yes",
      "correct\uff1a yes",
      "The extracted answer matches the correct answer. yes",
      "Correct answer: Manila. Verdict: yes",
    ],
  },
  'pulsy--agent-tool-call-in-trace-correctness-rules-json-schema-correct-boolean-reason': {
    accept: [
      '{"correct": true, "reason": "get_sleep_data already fetched last night\'s data, so the Huberman insight call follows R1."}',
      '{"correct": false, "reason": "The user asked about stress, but get_heart_rate_data was called instead of get_stress_data."}',
      '{"reason": "Arguments match a Daily Sleep Summary Query.", "correct": true}',
      '  {"correct": true, "reason": "ok"}\n',
      '{"correct": 1, "reason": "ok"}',
      '{"correct": "yes"}',
      '{"correct": null, "reason": "unsure"}',
      '{"correct": NaN}',
      '{\n  "correct": false,\n  "reason": "end_date must be after start_date"\n}',
    ],
    reject: [
      '',
      '```json\n{"correct": true, "reason": "ok"}\n```',
      'correct: true',
      '{"reason": "the tool call looks fine"}',
      '[{"correct": true, "reason": "ok"}]',
      "{'correct': True, 'reason': 'ok'}",
      '{"correct": true, "reason": "ok",}',
      '{"Correct": true, "reason": "ok"}',
      '{"correct": true, "reason": "ok"} Hope this helps!',
      'true',
      '{"correct": true, "reason": "line one\nline two"}',
    ],
  },
};

describe('set 594 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_594).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_594[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
