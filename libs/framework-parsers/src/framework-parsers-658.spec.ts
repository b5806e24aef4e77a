import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_658 } from './framework-parsers-658';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'truthsayer--anti-pattern-finding-guilty-not-guilty-advisory-json-verdict-confidence-precedent-decision': {
    accept: [
      "{\"verdict\": \"guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 0.86, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}",
      "```json\n{\"verdict\": \"guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 0.86, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}\n```",
      "Judgment:\n{\"verdict\": \"guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 0.86, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}\nEnd of judgment.",
      "{\n  \"verdict\": \"advisory\",\n  \"reasoning\": \"The code `if err != nil { return 0 }` drops the error, but the caller logs a metric {flush_failed}.\",\n  \"confidence\": 0.55,\n  \"precedent_decision\": \"allow\",\n  \"precedent_rationale\": \"Metric-only handling was accepted before for this worker.\"\n}",
      "{\"Verdict\": \"not_guilty\", \"Reasoning\": \"Error is returned two lines later.\", \"Confidence\": 1, \"Precedent_Decision\": \"allow\", \"PRECEDENT_RATIONALE\": \"Not a swallowed error.\"}",
      "{\"verdict\": \" not_guilty \", \"reasoning\": \"ok\", \"confidence\": 0, \"precedent_decision\": \"allow \", \"precedent_rationale\": \"fine\", \"severity\": \"low\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"r\", \"confidence\": null, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"p\"}",
      "{\"verdict\": \"maybe\", \"verdict\": \"guilty\", \"reasoning\": \"r\", \"confidence\": 0.7, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"p\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"r\", \"confidence\": 0.7, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"p\"} {\"verdict\": \"oops\"",
    ],
    reject: [
      "",
      "   \n ",
      "{\"verdict\": \"GUILTY\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 0.86, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}",
      "{\"verdict\": \"not guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 0.86, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": \"0.86\", \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 1.2, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 1e400, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 0.86, \"precedent_decision\": \"reject\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"r\", \"confidence\": 0.7, \"precedent_decision\": \"deny\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"   \", \"confidence\": 0.7, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"p\"}",
      "Found {1} issue.\n{\"verdict\": \"guilty\", \"reasoning\": \"store.Flush errors are discarded and 0 is returned, so a failed flush looks like an empty batch.\", \"confidence\": 0.86, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"Swallowing persistence errors in worker loops hides data loss; the cache-warmup precedent does not apply.\"}",
      "{\"verdict\": \"guilty\", \"reasoning\": \"r\", \"confidence\": 0.7, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"p\"",
      "{\"verdict\": \"guilty\", \"reasoning\": \"r\", \"confidence\": 0.7, \"precedent_decision\": \"deny\", \"precedent_rationale\": \"p\",}",
      "Verdict: guilty",
    ],
  },
  'prompt-optimizer--rubric-dimension-scores-json-map-feedback-hallucination-flag-fence-trimmed': {
    accept: [
      "{\"scores\": {\"accuracy\": 5, \"helpfulness\": 4, \"tone\": 3}, \"feedback\": \"Correct and actionable; mention the 30-day window explicitly.\", \"hallucination_flag\": false}",
      "```json\n{\n  \"scores\": {\n    \"accuracy\": 4,\n    \"helpfulness\": 4,\n    \"tone\": 2\n  },\n  \"feedback\": \"Omits the photo upload step.\",\n  \"hallucination_flag\": false\n}\n```",
      "```JSON\n{\"scores\": {\"accuracy\": 1}, \"feedback\": \"Invents a 90-day window.\", \"hallucination_flag\": true}\n```",
      "```\n{\"scores\": {\"accuracy\": 3, \"helpfulness\": 3, \"tone\": 3}, \"feedback\": \"ok\", \"hallucination_flag\": false}\n```",
      "{\"scores\": {\"accuracy\": 5, \"helpfulness\": 5, \"tone\": 3}, \"feedback\": \"Great.\", \"hallucination_flag\": false, \"overall\": 1.0, \"pass\": true, \"reasoning\": \"extra\"}",
      "{\"scores\": {\"accuracy\": 4.5, \"helpfulness\": null, \"tone\": 2}, \"feedback\": \"\", \"hallucination_flag\": false}",
      "\u00a0 {\"Scores\": {\"accuracy\": 2}, \"Feedback\": \"Wrong policy.\", \"Hallucination_Flag\": true}\n\u3000",
      "{\"scores\": {\"accuracy\": 5, \"tone\": 3, \"accuracy_note\": 0}, \"feedback\": null, \"hallucination_flag\": null}",
    ],
    reject: [
      "",
      "```json\n```",
      "Here is my evaluation:\n{\"scores\": {\"accuracy\": 5}, \"feedback\": \"ok\", \"hallucination_flag\": false}",
      "```json\n{\"scores\": {\"accuracy\": 5}, \"feedback\": \"ok\", \"hallucination_flag\": false}\n```\nLet me know if you need more detail.",
      "{\"scores\": {\"accuracy\": \"5\", \"helpfulness\": 4, \"tone\": 3}, \"feedback\": \"ok\", \"hallucination_flag\": false}",
      "{\"scores\": {\"accuracy\": 5}, \"feedback\": \"ok\", \"hallucination_flag\": \"false\"}",
      "{\"scores\": {\"accuracy\": 5}, \"feedback\": \"ok\", \"hallucination_flag\": false,}",
      "```Json\n{\"scores\": {\"accuracy\": 5}, \"feedback\": \"ok\", \"hallucination_flag\": false}\n```",
      "{\"scores\": [5, 4, 3], \"feedback\": \"ok\", \"hallucination_flag\": false}",
      "{\"scores\": {\"accuracy\": 5}, \"feedback\": \"ok\", \"hallucination_flag\": false}\n{\"scores\": {\"accuracy\": 4}}",
      "{\"scores\": {\"accuracy\": 5}, \"feedback\": \"ok\", \"hallucination_flag\": false, \"pass\": \"yes\"}",
      "{\"scores\": {\"accuracy\": 5}, \"feedback\": [\"ok\"], \"hallucination_flag\": false}",
    ],
  },
  'adassay--web-fragment-inform-or-sell-keep-drop-flag-json-verdicts-list-by-id': {
    accept: [
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"drop\"}]}",
      "{\n  \"verdicts\": [\n    {\"id\": \"s7\", \"verdict\": \"keep\"}\n  ]\n}\n",
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"flag\"}]}",
      "{\"verdicts\":[{\"id\":\"s6\",\"verdict\":\"maybe\"},{\"id\":\"s7\",\"verdict\":\"drop\"}]}",
      "{\"Verdicts\":[{\"ID\":\"s7\",\"Verdict\":\"keep\"}]}",
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"drop\",\"reason\":\"affiliate link with discount code\"}]}",
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"unsure\"},{\"id\":\"s7\",\"verdict\":\"flag\"}]}",
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"drop\"},null]}",
    ],
    reject: [
      "",
      "```json\n{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"drop\"}]}\n```",
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"Drop\"}]}",
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\" keep\"}]}",
      "{\"verdicts\":[{\"id\":\"S7\",\"verdict\":\"keep\"}]}",
      "{\"verdicts\":[]}",
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"keep\"},{\"id\":7,\"verdict\":\"drop\"}]}",
      "[{\"id\":\"s7\",\"verdict\":\"keep\"}]",
      "{\"verdicts\":{\"id\":\"s7\",\"verdict\":\"keep\"}}",
      "{\"id\":\"s7\",\"verdict\":\"keep\"}",
      "{\"verdicts\":[{\"id\":\"s7\",\"verdict\":\"keep\"}]} Done.",
      "null",
    ],
  },
  'conclave--multi-model-analyses-arbitration-json-verdict-direct-fenced-or-brace-fallback': {
    accept: [
      "{\n  \"verdict\": \"UNSAFE\",\n  \"confidence\": \"high\",\n  \"reasoning\": \"All three analyses agree that admin credentials on a laptop bypass review and state locking.\",\n  \"agreements\": [\"Use CI with a locked remote state\", \"Require plan review\"],\n  \"disagreements\": [\"Break-glass access: allowed only with MFA and audit logging\"],\n  \"recommendations\": [\"Move applies to CI\", \"Scope laptop credentials to read-only\"]\n}",
      "Here is the synthesis:\n```json\n{\"verdict\": \"UNSAFE\", \"confidence\": \"medium\", \"reasoning\": \"Risky without guardrails.\", \"agreements\": [], \"disagreements\": [], \"recommendations\": [\"Use CI\"]}\n```",
      "Verdict below.\n{\"verdict\": \"SAFE\", \"confidence\": \"low\", \"reasoning\": \"Only with MFA and a reviewed plan.\"}\nThanks.",
      "{\"verdict\": \"UNSAFE\"}",
      "{\"Verdict\": \"NO\", \"Confidence\": \"high\", \"Reasoning\": \"No.\"}",
      "```\n{\"verdict\": \"NEEDS_REVIEW\", \"reasoning\": \"uses {placeholders} in text\"}\n```",
      "{\"verdict\": \"UNSAFE\", \"confidence\": \"high\", \"reasoning\": \"r\", \"judge_duration_ms\": 1520, \"extra\": {\"a\": 1}}",
      "[{\"verdict\": \"UNCERTAIN\", \"confidence\": \"low\"}]",
    ],
    reject: [
      "",
      "Verdict: UNSAFE (high confidence)",
      "{\"verdict\": \"\", \"confidence\": \"high\"}",
      "{\"confidence\": \"high\", \"reasoning\": \"The analyses disagree.\"}",
      "{\"verdict\": \"SAFE\", \"confidence\": 0.9}",
      "{\"verdict\": \"SAFE\", \"agreements\": \"all three agree\"}",
      "```json\n{\"verdict\": \"SAFE\", \"confidence\": \"high\",}\n```",
      "Note {x}.\n{\"verdict\": \"SAFE\"}",
      "Result: {\"verdict\": \"UNSAFE\", \"reasoning\": \"a } inside text\"}",
      "{\"verdict\": \"SAFE\", \"judge_duration_ms\": 1.5}",
      "{\"verdict\": null, \"confidence\": \"high\"}",
      "{\"verdict\": \"SAFE\"",
    ],
  },
};

describe('set 658 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_658).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_658[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
