import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_607 } from './framework-parsers-607';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'catattack--math-student-answer-vs-ground-truth-json-output-0-1-brace-regex-substring-fallback': {
    accept: [
      '{\n"extracted_student_final_answer": "4",\n"rationale": "The student reduces 3^100 mod 7 using 3^6 = 1 and gets 81 mod 7 = 4, which matches the ground truth 4.",\n"output": 1\n}',
      '```json\n{"extracted_student_final_answer": "2", "rationale": "The ground truth is 4; 2 is not equivalent.", "output": 0}\n```',
      '{"extracted_student_final_answer": "1/2", "rationale": "0.5 and 1/2 are equivalent.", "output": "1"}',
      '{"output": "0 (incorrect)"}',
      'Here is my evaluation:\n{"extracted_student_final_answer": "4", "rationale": "matches", "output": 1}\nThanks!',
      '{"rationale": "line one\nline two", "output": 1}',
      '{"extracted_student_final_answer": "4", "output": 1,}',
      "{'extracted_student_final_answer': '4', 'output': 0}",
      '{"output": true}',
      '{"output": null}',
      '{"output": NaN}',
      '{"output": "１"}',
      'The student is wrong. "OUTPUT": 0',
      '"output": 1',
      'Result: {"output" : 1} done',
    ],
    reject: [
      '',
      '{"extracted_student_final_answer": "4", "rationale": "The answers match."}',
      '{"output": "<classification score (0 or 1)>"}',
      '{"output": ""}',
      '{"output": "1.0"}',
      '{"output": "one"}',
      '[{"output": 1}]',
      '1',
      '{"verdict": {"output": 1}}',
      'Output: 1',
      'Result: {"output" : "yes"}',
      '"output" = 1',
      '{"rationale": "the output field", "score": 1} and {"x": "output"}',
    ],
  },
};

describe('set 607 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_607).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_607[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
