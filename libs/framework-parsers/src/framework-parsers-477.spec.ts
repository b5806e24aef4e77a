import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_477 } from './framework-parsers-477';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'charthal--chart-contradictory-question-response-vs-ground-truth-0-1-score-line-lenient-first-three-lines': {
    accept: [
      "Score: 1",
      "Score: 0",
      "1",
      "0",
      "score - 1",
      "SCORE:1",
      "**Score:** 1",
      "The response points out that Germany did not have the lowest share and gives 19 points.\nScore: 1",
      "Score: 1/1",
      "Score: 100",
      "The score is 0",
      "\u0661/10",
      "  \n Score: 0.5\n",
      "Line one\nLine two\nScore: 1\nExtra explanation",
    ],
    reject: [
      "",
      "Score: one",
      "The response is correct.",
      "12",
      "Score: \u0661",
      "The response notices the contradiction.\nIt answers correctly.\nTherefore it deserves full marks.\nScore: 1",
      "No digits here.\rStill none.\rNothing either.\rScore: 1",
      "First.\u2028Second.\u2028Third.\u2028Score: 0",
      "Correct",
      "Score: N/A",
      "Overall: 23 of 45 points",
    ],
  },
  'edaplot--vega-lite-generated-vs-ground-truth-plot-six-criteria-output-prefixed-commentjson-array-weighted-score': {
    accept: [
      "[OUTPUT]: [{\"type\": \"visualization_type\", \"rationale\": \"Both are bar charts.\", \"score\": 2}, {\"type\": \"data_encoding\", \"rationale\": \"Same x (neighbourhood_group) and y (mean price).\", \"score\": 2}, {\"type\": \"data_transformation\", \"rationale\": \"Mean in both, but the generated plot is not sorted.\", \"score\": 1}, {\"type\": \"aesthetics\", \"rationale\": \"Different colors and axis titles.\", \"score\": 1}, {\"type\": \"prompt_compliance\", \"rationale\": \"Sorting requested by the user is missing.\", \"score\": 1}, {\"type\": \"is_blank\", \"rationale\": \"Bars are drawn.\", \"score\": 0}]",
      "[{\"type\": \"data_encoding\", \"score\": 1}]",
      "[OUTPUT]: [{\"type\": \"aesthetics\", \"score\": 1}, // colors differ\n {\"type\": \"prompt_compliance\", \"score\": 2}]",
      "[OUTPUT]: [{\"type\": \"visualization_type\", \"score\": 2,},]",
      "[{\"type\": \"data_transformation\", \"score\": \"1\"}]",
      "[{\"type\": \"overall\", \"score\": 7}, {\"type\": \"data_encoding\", \"score\": 2}]",
      "[\"note\", {\"type\": \"aesthetics\", \"score\": 2}]",
      "[{\"type\": \"is_blank\", \"score\": 1, \"rationale\": \"Only the axes are drawn.\"}]",
      "  [OUTPUT]:\n[{\"type\":\"prompt_compliance\",\"score\":true}]  ",
      "[{\"type\": \"visualization_type\", \"score\": \" 2 \"}]",
      "# scores\n[{\"type\": \"data_encoding\", \"score\": 2.0}]",
      "[OUTPUT]:\u00a0[{\"type\": \"data_encoding\", \"score\": 1e0}]",
    ],
    reject: [
      "",
      "```json\n[{\"type\": \"data_encoding\", \"score\": 2}]\n```",
      "[OUTPUT]: {\"type\": \"data_encoding\", \"score\": 2}",
      "[OUTPUT]: []",
      "[{\"type\": \"data_encoding\", \"score\": \"two\"}]",
      "[{\"type\": \"data_encoding\", \"score\": null}]",
      "[{\"type\": \"Data_Encoding\", \"score\": 2}]",
      "[{\"type\": \"is_blank\", \"score\": 0}]",
      "[OUTPUT]: [{\"type\": \"data_encoding\", \"score\": 2}] Overall the plots match.",
      "[output]: [{\"type\": \"data_encoding\", \"score\": 2}]",
      "[{'type': 'data_encoding', 'score': 2}]",
      "[{\"type\": \"data_encoding\", \"score\": 2}, {\"type\": \"aesthetics\"}]",
      "[{\"type\": \"data_encoding\", \"score\": NaN}]",
      "[{\"type\": \"data_encoding\", \"score\": [2]}]",
      "[{\"type\":\u00a0\"data_encoding\", \"score\": 2}]",
      "[{\"type\": \"data_encoding\", \"score\": 2},, {\"type\": \"aesthetics\", \"score\": 1}]",
      "[{\"type\": \"data_encoding\", \"score\": +2}]",
      "Visualization type: 2\nData encoding: 2",
    ],
  },
  'lang2sql--generated-vs-gold-sql-similarity-0-1-bare-float-korean-system-only': {
    accept: [
      "0.75",
      "1.00",
      " 0.42\n",
      "0",
      "1",
      ".5",
      "0.8\u00a0",
      "1e-1",
      "1.5",
      "-0.2",
      "\uff10.\uff17\uff15",
      "0.9_5",
    ],
    reject: [
      "",
      "0.75 (high similarity)",
      "Score: 0.8",
      "75%",
      "0,75",
      "```\n0.75\n```",
      "The similarity is 0.9.",
      "0.75\n\uc124\uba85: \ub0a0\uc9dc \uc870\uac74\uc774 \ub3d9\uc77c\ud569\ub2c8\ub2e4.",
      "0.7 5",
      "0.9__5",
      "\uc810\uc218: 0.85",
      "**0.85**",
    ],
  },
};

describe('set 477 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_477).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_477[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
