import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_449 } from './framework-parsers-449';

// Each case was checked against the original Python code (re.search / int() / json.loads + float()) run on CPython.
const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'wildspeech-bench--audio-llm-spoken-reply-checklist-quality-1-10-score-line-optional-brackets': {
    accept: [
      "The user wants to know which OECD countries pay physicians the most.\n\n**Strengths:**\n- Names five relevant countries.\n- Short and easy to follow by ear.\n\n**Weaknesses:**\n- No figures for the individual countries.\n\nScore: 8",
      "Score: [7]",
      "Score: [7",
      "Score: 10",
      "Strengths: concise. Weaknesses: vague.\nFinal Score: 6",
      "Score: \uff18",
      "Score: 7/10",
      "Score: 7.5",
      "Score: 0",
      "Analysis...\nScore: [9]\n",
    ],
    reject: [
      "",
      "score: 8",
      "**Score:** 8",
      "Score:8",
      "Score:  8",
      "Score: [[8]]",
      "Score: eight",
      "Rating: 8",
      "SCORE: 8",
      "Score - 8",
      "Score:\t8",
      "Score: N/A",
    ],
  },
  'uro-bench--spoken-dialogue-pairwise-two-model-transcripts-minus2-to-2-bare-int-score': {
    accept: [
      "2",
      "-1",
      "0",
      " 1\n",
      "+1",
      "-2",
      "\uff12",
      "5",
      "1_0",
      "002",
      "\u00a02 ",
    ],
    reject: [
      "",
      "Score: 1",
      "1.0",
      "2.",
      "-1 points",
      "**2**",
      "[[1]]",
      "+ 1",
      "two",
      "1/2",
      "2\n\nAnswer_1 is clearer and more complete.",
      "- 2",
      "1__0",
    ],
  },
  'compliance-assessment-system--debt-collection-call-fdcpa-compliance-json-compliant-llm-confidence': {
    accept: [
      "{\n  \"compliant\": false,\n  \"llm_confidence\": 0.86,\n  \"violations\": [\"R001\", \"R005\"],\n  \"evidence\": \"Agent said 'your account goes to our legal team' and ignored the broken-laptop dispute\",\n  \"reasoning\": \"Implied legal threat without stating intent (R001) and no acknowledgment of the product dispute (R005).\",\n  \"situation_analysis\": {\n    \"has_product_loss\": true,\n    \"has_substandard_service\": false,\n    \"situation_other\": false,\n    \"notes\": \"Customer disputes a financed laptop that arrived broken\"\n  }\n}",
      "```json\n{\n  \"compliant\": false,\n  \"llm_confidence\": 0.86,\n  \"violations\": [\"R001\", \"R005\"],\n  \"evidence\": \"Agent said 'your account goes to our legal team' and ignored the broken-laptop dispute\",\n  \"reasoning\": \"Implied legal threat without stating intent (R001) and no acknowledgment of the product dispute (R005).\",\n  \"situation_analysis\": {\n    \"has_product_loss\": true,\n    \"has_substandard_service\": false,\n    \"situation_other\": false,\n    \"notes\": \"Customer disputes a financed laptop that arrived broken\"\n  }\n}\n```",
      "Here is my assessment of the call:\n{\n  \"compliant\": false,\n  \"llm_confidence\": 0.86,\n  \"violations\": [\"R001\", \"R005\"],\n  \"evidence\": \"Agent said 'your account goes to our legal team' and ignored the broken-laptop dispute\",\n  \"reasoning\": \"Implied legal threat without stating intent (R001) and no acknowledgment of the product dispute (R005).\",\n  \"situation_analysis\": {\n    \"has_product_loss\": true,\n    \"has_substandard_service\": false,\n    \"situation_other\": false,\n    \"notes\": \"Customer disputes a financed laptop that arrived broken\"\n  }\n}\nLet me know if you need more detail.",
      "{\"compliant\": true, \"llm_confidence\": \"0.82\", \"violations\": []}",
      "{\"compliant\": null, \"llm_confidence\": 0.5}",
      "{\"compliant\": \"NON-COMPLIANT\", \"llm_confidence\": 1}",
      "{\"llm_confidence\": NaN, \"compliant\": false}",
      "{\"compliant\": false, \"llm_confidence\": true}",
      "[{\"compliant\": true, \"llm_confidence\": 0.9}]",
      "{\"compliant\": false, \"llm_confidence\": 1e999}",
    ],
    reject: [
      "",
      "NON-COMPLIANT (confidence 0.9): the agent threatened legal action.",
      "{\"compliant\": false}",
      "{\"compliant\": false, \"llm_confidence\": null}",
      "{\"compliant\": false, \"llm_confidence\": \"high\"}",
      "{\"compliant\": false, \"confidence\": 0.9}",
      "{'compliant': False, 'llm_confidence': 0.9}",
      "{\"compliant\": false, \"llm_confidence\": 0.9,}",
      "{\"compliant\": true, \"llm_confidence\": 0.9} {\"note\": \"second object\"}",
      "{\"compliant\": false, \"llm_confidence\": [0.9]}",
      "{\"compliant\": false, \"llm_confidence\": 0.9, \"evidence\": \"He said \"pay now\"\"}",
      "{\"compliant\": false, \"llm_confidence\": \"0,9\"}",
      "{\"compliant\": false, \"llm_confidence\": 10000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000}",
      "The JSON is {compliant: false, llm_confidence: 0.9}",
    ],
  },
};

describe('set 449 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_449).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_449[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
