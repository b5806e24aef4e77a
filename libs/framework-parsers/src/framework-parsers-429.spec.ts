import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_429 } from './framework-parsers-429';

// Every case was checked against the projects' own Python code (copied verbatim, run with CPython 3 and pydantic 2.13).
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'haipy--ml-course-jupyter-notebook-grading-4-rubric-ints-0-10-json-pydantic-first-last-brace': {
    accept: [
      "{\"id\": \"run_demo\", \"filename\": \"hw3_linear_regression.ipynb\", \"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}, \"issues\": [\"quality: weak_analysis\"], \"feedback\": [\"Добавьте описание данных.\", \"Проверьте масштабирование признаков.\", \"Объясните выбор метрики.\"]}",
      "{\"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}",
      "```json\n{\"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}, \"issues\": [], \"feedback\": []}\n```",
      "Here is the evaluation:\n{\"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}\nThanks!",
      "{\"score_total\": \"75\", \"rubric\": {\"correctness\": \"8\", \"completeness\": 7.0, \"analysis_quality\": true, \"structure\": 0}}",
      "{\"score_total\": 100, \"rubric\": {\"correctness\": 10, \"completeness\": 10, \"analysis_quality\": 10, \"structure\": 10}}",
      "{\"filename\": 42, \"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}",
      "[{\"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}]",
      "  {\"score_total\": 0, \"rubric\": {\"correctness\": 0, \"completeness\": 0, \"analysis_quality\": 0, \"structure\": 0}, \"extra\": null}  ",
      "{\"score_total\": \" 75 \", \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}, \"issues\": [\"missing: data_description\"]}",
    ],
    reject: [
      "",
      "{}",
      "{\"score_total\": 75}",
      "{\"score_total\": 101, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}",
      "{\"score_total\": 75, \"rubric\": {\"correctness\": 11, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}",
      "{\"score_total\": 75, \"rubric\": {\"correctness\": 8.5, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}",
      "{\"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}, \"issues\": null}",
      "{\"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}, \"feedback\": \"Хорошая работа\"}",
      "{\"id\": null, \"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}",
      "{\"id\": 5, \"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}",
      "{\"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}} Note: {see above}",
      "{\"score_total\": NaN, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6, \"structure\": 9}}",
      "{\"score_total\": 75, \"rubric\": {\"correctness\": 8, \"completeness\": 7, \"analysis_quality\": 6}}",
      "{'score_total': 75, 'rubric': {'correctness': 8, 'completeness': 7, 'analysis_quality': 6, 'structure': 9}}",
    ],
  },
  'breaking-bias--persona-essay-contest-0-9-score-line-regex-default-zero': {
    accept: [
      "Score: 7",
      "Score: 3",
      "Score:7",
      "Score 8",
      "Score - 2",
      "Score: 0.",
      "Score: 9/9",
      "\nScore:\n5",
      "Final Score: 6",
      "Score: 10 Score: 4",
      "Score: 7́",
    ],
    reject: [
      "",
      "score: 7",
      "SCORE: 7",
      "**Score:** 7",
      "Score: 10",
      "Score: X",
      "Score: seven",
      "7",
      "Score: ٧",
      "Score: 7_",
      "Score: 7a",
      "Score = 7",
      "Score: [7]",
      "Scores: 7",
      "Score: 7٣",
    ],
  },
  'llm-assignment-grader--assignment-feedback-markdown-rubric-table-score-over-max-rows': {
    accept: [
      "## Grade: B+ (87/100)\n\n| Criterion | Score | Comments |\n|---|---|---|\n| Correctness | 36/40 | The solver handles every test case except the empty input. |\n| Code/Doc Quality | 25/30 | Clear names; a few long functions. |\n| Completeness | 18/20 | The bonus task is missing. |\n| Creativity | 8/10 | Nice use of memoisation. |\n| **Total** | **87/100** | |\n\n### Feedback\nGood work overall.",
      "| Correctness | 36 / 40 | ok |",
      "| **Total** | **87/100** |",
      "| Correctness (40%) | 36.5/40 | partial credit |",
      "| Correctness | .5/40 | |",
      "| Correctness | 5./40 | |",
      "Summary first.\n| Correctness | 36/40 | fine |\nMore prose afterwards.",
      "|Correctness|36/40|fine|",
      "| Correctness | ٣٦/٤٠ | Arabic-Indic digits |",
      "| Correctness | 36/40 |\r\n| Total | 36/40 |",
    ],
    reject: [
      "",
      "Grade: B+ (87/100). Strong submission with minor issues.",
      "| Criterion | Weight | Description |\n|---|---|---|\n| Correctness | 40% | Works |",
      "| Correctness | 36 out of 40 | ok |",
      "| Correctness | 36/40 pts | ok |",
      "| Correctness | 36/40",
      " | Correctness | 36/40 | indented row |",
      "- Correctness: 36/40",
      "| Correctness | ./40 | |",
      "| Correctness | 36/40 | ok |\n| Completeness | 1.2.3/20 | bad |",
      "Intro\r| Total | 9/10 |",
      "| Correctness | 36/ 40.5 | ok |",
    ],
  },
};

describe('set 429 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_429).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_429[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
