import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_525 } from './framework-parsers-525';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'smartpaths--student-answer-vs-model-answer-per-criterion-0-10-score-colon-split-slash-int': {
    accept: [
      "Score: 7/10\nJustification: The student covers evaporation, condensation into clouds and precipitation, but omits collection and runoff; a penalty of 2 was applied for the missing concept.",
      "Score: 8/10",
      "The answer matches most of the model answer but leaves out runoff.\n\nScore: 9",
      "SCORE: 6/10 - missing collection and runoff",
      "Final score: 6/10 (penalty of 2 for missing the collection stage)",
      "Score:10/10",
      "Score: 8 /10",
      "Score: +5/10",
      "Score: \u0667/10",
      "score: 0/10\nThe answer is unrelated to the model answer.",
    ],
    reject: [
      "",
      "Score: 8\nJustification: The student covers evaporation, condensation and precipitation.",
      "**Score:** 8/10\nJustification: mostly complete.",
      "Score: 8.5/10",
      "Score - 8/10",
      "I would rate this answer 8/10.",
      "Score: eight/10",
      "Score: 8 out of 10",
      "Error: Unable to generate response.",
      "Score : 8/10",
      "Justification: the missing runoff affects the score: the student left out a key concept. Score: 6/10",
      "Score: [8]/10",
    ],
  },
  'quizmaster--short-answer-vs-mark-scheme-0-to-marks-bare-integer-int': {
    accept: [
      "2",
      "3",
      "0",
      " 2\n",
      "007",
      "+1",
      "\u0662",
      "1_0",
      "10",
      "-1",
      "\u00a02",
      "2\u3000",
    ],
    reject: [
      "",
      "2/3",
      "2.0",
      "Mark: 2",
      "2 marks",
      "two",
      "**2**",
      "1__0",
      "_1",
      "2\n\nThe student mentions water moving across a partially permeable membrane.",
      "\u001c2",
      "[2]",
    ],
  },
  'mock-bar--bar-exam-essay-answer-vs-model-answer-0-100-json-object-score-feedback': {
    accept: [
      "{\"score\": 85, \"feedback\": \"<table class=\\\"table table-bordered\\\"><tr><th>Criterion</th><th>Score</th></tr><tr><td>Answer</td><td>5/5</td></tr><tr><td>Legal Basis</td><td>4/5</td></tr></table>\\nAdditional Insights:\\na) The correct model_answer: The contract is voidable under Article 1390.\\nb) \\ud83d\\udd0e Mistakes\\n\\u274c Article 1391 was not cited.\\nc) Cite the prescriptive period.\\nd) -\"}",
      "{\"score\": 100, \"feedback\": \"<table class='table'>...</table> Congratulations!\"}",
      "  {\"score\": 20, \"feedback\": \"Mismatch.\"}  \n",
      "{\"feedback\": \"Close match.\", \"score\": \"75\"}",
      "{\"score\": 0}",
      "{\"score\": 72.5, \"feedback\": \"\"}",
      "{\"score\": 50, \"score\": 60}",
      "{\n  \"score\": 90,\n  \"feedback\": \"Good.\"\n}",
    ],
    reject: [
      "",
      "```json\n{\"score\": 85, \"feedback\": \"Good.\"}\n```",
      "{\"feedback\": \"<table></table> no score given\"}",
      "{\"score\": null, \"feedback\": \"x\"}",
      "null",
      "[{\"score\": 85}]",
      "{'score': 85, 'feedback': 'Good.'}",
      "{\"score\": NaN}",
      "Score: 85",
      "{\"score\": 85,}",
      "{\"score\": {\"value\": 85}}",
      "\u00a0{\"score\": 85}",
      "85",
    ],
  },
};

describe('set 525 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_525).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_525[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
