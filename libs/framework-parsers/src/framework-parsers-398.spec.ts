import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_398 } from './framework-parsers-398';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'neurosymbolic-code-judge--llm-only-python-script-bug-detection-buggy-clean-json-verdict': {
    accept: [
      '{"verdict": "BUGGY", "reasoning": "factorial: range(1, n) skips n, so factorial(3) returns 2 instead of 6.", "buggy_functions": [{"name": "factorial", "bug": "loop stops before n", "counterexample": "factorial(3)"}]}',
      '{\n  "verdict": "CLEAN",\n  "reasoning": "gcd handles zero and negative inputs correctly.",\n  "buggy_functions": []\n}',
      '```json\n{"verdict": "CLEAN", "reasoning": "ok", "buggy_functions": []}\n```',
      'Here is my analysis:\n```json\n{"verdict": "BUGGY", "reasoning": "off by one", "buggy_functions": []}\n```\nLet me know if you need more.',
      '```\n{"verdict": "Clean"}\n```',
      '{"verdict": "buggy"}',
      '  {"verdict": "CLEAN"}\n',
      '```json {"verdict": "CLEAN"} ```',
      '{"verdict": "CLEAN", "reasoning": "no ``` issues"}',
      '{"verdict": "CLEAN", "confidence": NaN}',
      '{"verdict": "CLEAN", "buggy_functions": [], "verdict": "BUGGY"}',
    ],
    reject: [
      '',
      'BUGGY',
      '{"verdict": "PARTIALLY_BUGGY"}',
      '{"verdict": " CLEAN"}',
      '{"reasoning": "all functions look correct", "buggy_functions": []}',
      '[{"verdict": "CLEAN"}]',
      '```JSON\n{"verdict": "CLEAN"}\n```',
      '```python\ndef f(): pass\n```\n```json\n{"verdict": "CLEAN"}\n```',
      '```json\n{"verdict": "CLEAN"}',
      '{"verdict": true}',
      '{"verdict": null}',
      'Verdict: CLEAN\n{"verdict": "CLEAN"}',
      '{"verdict": "CLEAN",}',
      "{'verdict': 'CLEAN'}",
    ],
  },
  'llm-judge-codegen-eval--humanevalplus-weighted-rubric-code-quality-0-5-last-line-json-score': {
    accept: [
      'The provided implementation scores as follows:\n- correctness: 5 out of 5 points.\n- structure: 4 out of 5 points.\n- legibility: 4 out of 5 points.\n- documentation: 2 out of 5 points.\nThe total score is the sum of these numbers multiplied by the weight of each category: 5 * 0.4 + 4 * 0.25 + 4 * 0.2 + 2 * 0.15 = 4.1\n{"Score": 4.1}',
      '{"Score": 0}',
      'The total score is 3.2\n{"Score": 3.2}   ',
      'Scores as follows...\r\n{"Score": 2.45}\r',
      'Summary.\n{"Score": 5, "comment": "excellent"}',
      '{"Score": "4.1"}',
      'Result\n{"Score": NaN}',
      '{"Score": 1, "Score": 2}',
    ],
    reject: [
      '',
      'The total score is 4.1\n{"Score": 4.1}\n',
      'The total score is 4.1\nScore: 4.1',
      'The total score is 4.1\n{"score": 4.1}',
      'The total score is 4.1\n{"Score": null}',
      'Here you go:\n```json\n{"Score": 4.1}\n```',
      'The total score is\n4.1',
      'The total score is 4.1\n{"Score": 4.1}.',
      "The total score is 4.1\n{'Score': 4.1}",
      'The total score is 4.1 {"Score": 4.1} as computed above',
      'The total score is 4.1\n**{"Score": 4.1}**',
      '[{"Score": 4}]',
    ],
  },
  'moodle-autograder--gemini-student-code-rubric-grading-json-score-evaluation-details': {
    accept: [
      '{\n    "score": 50,\n    "feedback": "The function correctly adds two numbers and returns their sum.",\n    "suggestions": "Add a short comment and validate that both arguments are numbers.",\n    "evaluation_details": [\n        {"criteria": "Correctness", "criterionid": 1, "definition": "returns the correct sum for all inputs", "levels": 25},\n        {"criteria": "Logic", "criterionid": 2, "definition": "fully functional", "levels": 25}\n    ]\n}',
      '```json\n{"score": 40, "feedback": "Good", "suggestions": "None", "evaluation_details": []}\n```',
      '{"score": 12}',
      '{"score": 12.5, "feedback": "Mostly right", "suggestions": "Handle strings"}',
      '  {"score": 0, "evaluation_details": ""}  ',
      '{"score": "15", "feedback": "ok"}',
      '```json\n{"score": 7, "evaluation_details": [{"criterionid": "2", "levels": 3.0, "definition": "partial functionality"}]}\n```',
      '{"score": 30, "evaluation_details": {}, "feedback": 3}',
    ],
    reject: [
      '',
      'Score: 12',
      '```\n{"score": 12}\n```',
      '```JSON\n{"score": 12}\n```',
      '{"feedback": "Nice work", "suggestions": "Add tests"}',
      '{"score": 12, "evaluation_details": [{"criteria": "Correctness", "criterionid": 1, "levels": 4}]}',
      '{"score": 12, "evaluation_details": "All criteria met"}',
      '[{"score": 12}]',
      '{"score": null}',
      '{"score": true}',
      '```json\n{"score": 12}\n```\nLet me know if you need more.',
      '{"score": 12, "evaluation_details": null}',
      '{"score": 12, "feedback": {"summary": "good"}}',
      '{"score": NaN}',
      '{"score": "12.5"}',
      '{"score": 12, "evaluation_details": [{"criteria": "Correctness", "criterionid": 1, "definition": "ok", "levels": 4}, "Logic: 3"]}',
    ],
  },
};

describe('set 398 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_398).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_398[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
