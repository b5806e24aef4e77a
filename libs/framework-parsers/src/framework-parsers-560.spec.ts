import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_560 } from './framework-parsers-560';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'llmrouterbench--frontierscience-science-answer-equivalence-xml-result-grade-correct-incorrect': {
    accept: [
      "The predicted answer 2.45 \\times 10^{-3}\\,\\mathrm{J} equals the ground truth 2.45 mJ after unit conversion.\n\n<result>\n  <grade>CORRECT</grade>\n  <confidence>HIGH</confidence>\n</result>",
      "<result>\n  <grade>INCORRECT</grade>\n  <confidence>MEDIUM</confidence>\n</result>",
      "```xml\n<result>\n  <grade>CORRECT</grade>\n  <confidence>LOW</confidence>\n</result>\n```",
      "<result><confidence>HIGH</confidence><grade>CORRECT</grade></result>",
      "<result>\n<grade> CORRECT </grade>\n</result>",
      "<result><grade><![CDATA[INCORRECT]]></grade></result>",
      "<result><grade>correct</grade></result>",
      "<result>\n  <grade>CORRECT</grade>\n  <confidence>HIGH & sure</confidence>\n</result>",
      "<grade>incorrect</grade>",
      "<result>\n<grade>\u00a0correct\u2003</grade>\n<note>x < y</note>\n</result>",
      "<Result><Grade>CORRECT</Grade></Result>",
      "<result>\n<grade>CORRECT</grade>\n<confidence>HIGH</confidence>\n<result>",
      "I will answer in <result> format.\n<result><grade>CORRECT</grade></result>",
      "<result><grade>CORRECT</grade><grade>INCORRECT</grade></result>",
      "<result><grade>COR<!-- keep -->RECT</grade></result>",
    ],
    reject: [
      "",
      "CORRECT",
      "Grade: CORRECT\nConfidence: HIGH",
      "**Grade:** CORRECT\n**Confidence:** HIGH",
      "<result>\n  <verdict>CORRECT</verdict>\n  <confidence>HIGH</confidence>\n</result>",
      "<result><answer><grade>CORRECT</grade></answer></result>",
      "<result><grade></grade><confidence>HIGH</confidence></result>",
      "<result><grade><b>CORRECT</b></grade></result>",
      "<result><grade xmlns=\"urn:grader\">CORRECT</grade></result>",
      "<result><!-- <grade>CORRECT</grade> --><confidence>HIGH</confidence></result>",
      "<grade>PARTIALLY CORRECT</grade>",
      "<grade>CORRECT.</grade>",
      "<result><g:grade>CORRECT</g:grade></result>",
      "<result><verdict>CORRECT</verdict> & more</result>",
      "<result><grade/><confidence>HIGH</confidence></result>\nFinal: <grade>CORRECT</grade>",
    ],
  },
  'practicepal--open-ended-practice-answer-vs-reference-correct-bool-pydantic-structured-output': {
    accept: [
      "{\"short_reason\":\"The student's 9.8 m/s^2 matches the reference value of g to two significant figures.\",\"correct\":true}",
      "{\"short_reason\": \"The answer was left blank.\", \"correct\": false}",
      " {\"short_reason\":\"Sign error in the final velocity.\",\"correct\":false} \n",
      "{\"correct\": true, \"short_reason\": \"Equivalent fraction 3/4 = 0.75.\"}",
      "{\"short_reason\":\"ok\",\"correct\":\"yes\"}",
      "{\"short_reason\":\"ok\",\"correct\":\"False\"}",
      "{\"short_reason\":\"ok\",\"correct\":1}",
      "{\"short_reason\":\"ok\",\"correct\":1.0}",
      "{\"short_reason\":\"ok\",\"correct\":true,\"confidence\":0.9}",
      "{\"short_reason\":\"ok\",\"correct\":\"maybe\",\"correct\":true}",
    ],
    reject: [
      "",
      "True",
      "```json\n{\"short_reason\":\"ok\",\"correct\":true}\n```",
      "{\"short_reason\":\"ok\",\"correct\":\"correct\"}",
      "{\"short_reason\":\"ok\",\"correct\":null}",
      "{\"short_reason\":\"ok\"}",
      "{\"short_reason\":5,\"correct\":true}",
      "{\"short_reason\":\"ok\",\"correct\":2}",
      "{\"short_reason\":\"ok\",\"correct\":0.5}",
      "{\"short_reason\":\"ok\",\"correct\":\" true\"}",
      "{\"short_reason\":\"ok\",\"correct\":true} Hope this helps!",
      "{\"short_reason\":\"\\ud800\",\"correct\":true}",
      "{'short_reason': 'ok', 'correct': True}",
      "[{\"short_reason\":\"ok\",\"correct\":true}]",
      "{\"short_reason\":\"ok\",\"correct\":true,}",
    ],
  },
  'spreadsheet-cli--numeric-answer-tolerance-validator-json-schema-five-keys-dataclass': {
    accept: [
      "{\"is_correct\": true, \"extracted_answer\": \"12,977.52\", \"explanation\": \"MachineAnswer 12977.52 equals the expected 12977.52 after removing the comma.\", \"confidence\": 0.97, \"answer_location\": \"MachineAnswer field\"}",
      "{\n  \"is_correct\": false,\n  \"extracted_answer\": \"48.12%\",\n  \"explanation\": \"48.12 differs from 48.69 by more than 0.01.\",\n  \"confidence\": 0.9,\n  \"answer_location\": \"Reasoning field\"\n}\n",
      "{\"answer_location\": \"Answer field\", \"confidence\": 1, \"explanation\": \"Case-insensitive match.\", \"extracted_answer\": \"msft\", \"is_correct\": true}",
      "{\"is_correct\": true, \"extracted_answer\": \"42\", \"explanation\": \"ok\", \"confidence\": NaN, \"answer_location\": \"SimpleAnswer field\"}",
      "{\"is_correct\": \"yes\", \"extracted_answer\": 48.69, \"explanation\": null, \"confidence\": \"high\", \"answer_location\": []}",
      "{\"is_correct\": false, \"is_correct\": true, \"extracted_answer\": \"7\", \"explanation\": \"ok\", \"confidence\": 0.8, \"answer_location\": \"Answer field\"}",
      "{\"is_correct\": true, \"extracted_answer\": \"\\ud800\", \"explanation\": \"ok\", \"confidence\": 0.5, \"answer_location\": \"N/A\"}",
    ],
    reject: [
      "",
      "null",
      "```json\n{\"is_correct\": true, \"extracted_answer\": \"42\", \"explanation\": \"ok\", \"confidence\": 0.9, \"answer_location\": \"Answer field\"}\n```",
      "Result: {\"is_correct\": true, \"extracted_answer\": \"42\", \"explanation\": \"ok\", \"confidence\": 0.9, \"answer_location\": \"Answer field\"}",
      "{\"is_correct\": true, \"extracted_answer\": \"42\", \"explanation\": \"ok\", \"confidence\": 0.9}",
      "{\"is_correct\": true, \"extracted_answer\": \"42\", \"explanation\": \"ok\", \"confidence\": 0.9, \"answer_location\": \"Answer field\", \"reasoning\": \"extra\"}",
      "[{\"is_correct\": true, \"extracted_answer\": \"42\", \"explanation\": \"ok\", \"confidence\": 0.9, \"answer_location\": \"Answer field\"}]",
      "{\"is_correct\": true, \"extracted_answer\": \"42\", \"explanation\": \"ok\", \"confidence\": 0.9, \"answer_location\": \"Answer field\",}",
      "{\"Is_correct\": true, \"extracted_answer\": \"42\", \"explanation\": \"ok\", \"confidence\": 0.9, \"answer_location\": \"Answer field\"}",
      "{'is_correct': True, 'extracted_answer': '42', 'explanation': 'ok', 'confidence': 0.9, 'answer_location': 'Answer field'}",
      "true",
    ],
  },
};

describe('set 560 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_560).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_560[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
