import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_442 } from './framework-parsers-442';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'quiz-agent--pub-quiz-question-quality-7-dimension-1-10-json-overall-score-first-last-brace': {
    accept: [
      "```json\n{\n  \"scores\": {\n    \"surprise_factor\": 7,\n    \"universal_appeal\": 9,\n    \"clever_framing\": 6,\n    \"educational_value\": 7,\n    \"clarity\": 9,\n    \"factual_accuracy\": 8,\n    \"answerability\": 6\n  },\n  \"overall_score\": 7.4,\n  \"red_flags\": [],\n  \"strengths\": [\"The cow comparison makes the value tangible\"],\n  \"weaknesses\": [\"'Which everyday kitchen spice' narrows it to a few guesses\"],\n  \"improvement_suggestions\": [\"Drop 'kitchen' to widen the field\"],\n  \"verdict\": \"good\",\n  \"reasoning\": \"Better than the octopus anchor, below the nutmeg one.\"\n}\n```",
      "{\"scores\": {\"surprise_factor\": 5, \"clarity\": 9}, \"overall_score\": 5.8, \"verdict\": \"acceptable\", \"reasoning\": \"Widely known fact.\"}",
      "Here is my evaluation:\n\n```json\n{\"scores\": {\"surprise_factor\": 3}, \"overall_score\": 3.9, \"verdict\": \"poor\"}\n```\nLet me know if you need more detail.",
      "{\"overall_score\": 7}",
      "{\"scores\": {\"surprise_factor\": 9, \"universal_appeal\": 10, \"clarity\": 9}, \"overall_score\": 9.2, \"verdict\": \"excellent\"}",
      "{\"scores\": {\"surprise_factor\": \"6\", \"clarity\": \"8\"}, \"overall_score\": 6}",
      "{\"scores\": {\"clarity\": 4}, \"overall_score\": NaN}",
      "{\"scores\": {}, \"overall_score\": \"7\"}",
      "{\"scores\": null, \"overall_score\": 5}",
      "{\"scores\": {\"clarity\": 9, \"surprise_factor\": 10}}",
      "{\"verdict\": \"good\", \"reasoning\": \"no numbers at all\"}",
    ],
    reject: [
      "",
      "Overall score: 7/10. Verdict: good.",
      "{\"overall_score\": 6}\n{\"overall_score\": 7}",
      "{\"overall_score\": 6} Note: I used {curly} braces as requested.",
      "{\"scores\": [6, 7, 8], \"overall_score\": 6}",
      "{\"scores\": {\"clarity\": 9, \"surprise_factor\": 10}, \"overall_score\": \"9.5\"}",
      "{\"scores\": {\"clarity\": \"9\"}, \"overall_score\": null}",
      "{'scores': {'clarity': 7}, 'overall_score': 7}",
      "{\"scores\": {\"clarity\": 7}, \"overall_score\": 7,}",
      "The closing } comes before the opening {",
      "{\"reasoning\": \"line one\nline two\", \"overall_score\": 6}",
      "{\"scores\": \"high\", \"overall_score\": 8}",
    ],
  },
  'scalable-benchmarking--self-solve-gate-generated-math-question-answer-pass-fail-ill-posed-json-clean-fence': {
    accept: [
      "```\n{\n  \"verdict\": \"pass\",\n  \"ill_posed\": false,\n  \"issues\": [],\n  \"improvements\": \"None needed; the parametrization argument is complete.\"\n}\n```",
      "{\"verdict\": \"pass\", \"ill_posed\": false, \"issues\": [], \"improvements\": \"\"}",
      "```json\n{\"verdict\": \"fail\", \"ill_posed\": false, \"issues\": [\"The case $t^2 = -1$ is not handled when $p \\\\equiv 1 \\\\pmod 4$.\"], \"improvements\": \"Count the points at infinity separately.\"}\n```",
      "{\"ill_posed\": true, \"issues\": [\"The modulus is never stated to be prime.\"]}",
      "My grading:\n{\"verdict\": \"fail\", \"ill_posed\": false, \"issues\": [\"sign error\"], \"improvements\": \"Recheck the Legendre symbol.\"}\nDone.",
      "{\"verdict\": \"PASS\"}",
      "{\"verdict\": \"pass\", \"issues\": [NaN]}",
      "\u00a0{\"verdict\": \"pass\", \"ill_posed\": false}",
      "{\"verdict\": null, \"ill_posed\": false}",
    ],
    reject: [
      "",
      "{}",
      "[{\"verdict\": \"pass\"}]",
      "\"pass\"",
      "```JSON\n{\"verdict\": \"pass\"}\n```",
      "Verdict: pass. The answer is correct.",
      "{\"issues\": [], \"improvements\": \"\"}",
      "{\"verdict\": \"pass\", \"ill_posed\": false,}",
      "```\nx = 1\n```\n```json\n{\"verdict\": \"pass\"}\n```",
      "{'verdict': 'pass', 'ill_posed': False}",
      "{\"ill_posed\": false}",
      "The schema uses ``` fences; here it is: {\"verdict\": \"pass\"}",
      "0",
    ],
  },
};

describe('set 442 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_442).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_442[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
