import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_691 } from './framework-parsers-691';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'aichallenge--local-llm-pairwise-two-answers-1-5-json-score-a-score-b-kotlinx-decode': {
    accept: [
      '{"score_a": 5, "score_b": 2, "reasoning": "Response A gives the correct `docker ps -a` command, while B only lists running containers."}',
      '```json\n{"score_a": 4, "score_b": 3, "reasoning": "A is precise; B is correct but padded with filler."}\n```',
      '```\n{"score_a": 3, "score_b": 3, "reasoning": "Both are equally helpful."}\n```',
      '{"reasoning": "B is wrong about the flag.", "score_b": 1, "score_a": 5}',
      '  {"score_a":2,"score_b":4,"reasoning":"B explains the -a flag","winner":"B"}\n',
      '{"score_a": "4", "score_b": "2", "reasoning": "quoted numbers are read by consumeNumericLiteral"}',
      '{"score_a": 7, "score_b": 0, "reasoning": "out of the 1-5 range but still an Int"}',
      '{"score_a": 4, "score_b": 2, "reasoning": "line one\nline two"}',
      '{"score_a": 4, "score_b": 2, "reasoning": "ok", "notes": null}',
      '{"score_a": 2, "score_a": 4, "score_b": 3, "reasoning": "the last duplicate wins"}',
      '{"score_a": 04, "score_b": 3, "reasoning": "leading zero"}',
    ],
    reject: [
      '',
      '{"score_a": 4.5, "score_b": 3, "reasoning": "half points"}',
      '{"score_a": 4, "score_b": 3}',
      'Here is my verdict: {"score_a": 4, "score_b": 3, "reasoning": "ok"}',
      '```JSON\n{"score_a": 4, "score_b": 3, "reasoning": "ok"}\n```',
      '{"score_a": 4, "score_b": 3, "reasoning": "ok",}',
      '{"score_a": 4, "score_b": 3, "reasoning": null}',
      '{"score_a": 4, "score_b": 3, "reasoning": "ok"} Hope this helps!',
      '{score_a: 4, score_b: 3, reasoning: "ok"}',
      '{"score_a": "four", "score_b": 3, "reasoning": "ok"}',
      '```json\n{"score_a": 4, "score_b": 3, "reasoning": "ok"}\n```\nA is better.',
      '{"score_a": 3000000000, "score_b": 3, "reasoning": "overflow"}',
      '\uFEFF{"score_a": 4, "score_b": 3, "reasoning": "ok"}',
      "{'score_a': 4, 'score_b': 3, 'reasoning': 'ok'}",
      '{"score_a": +4, "score_b": 3, "reasoning": "ok"}',
    ],
  },
  'celebrimbot--coding-agent-eval-run-passed-score-0-10-json-gson-lenient-greedy-brace': {
    accept: [
      '{"passed":true,"score":9,"reasoning":"Routed to CODE and wrote User.kt with the two String properties.","issues":[]}',
      '```json\n{"passed": false, "score": 3, "reasoning": "Wrong route: expected CODE, got CHAT.", "issues": ["route mismatch"]}\n```',
      'Here is my evaluation:\n{"passed": true, "score": 8, "reasoning": "Meets the criteria.", "issues": []}\nThanks.',
      "{passed: true, score: 7, reasoning: 'fine', issues: []}",
      '{"passed": true}',
      '{"passed": "yes", "score": 5, "reasoning": "parseBoolean(\\"yes\\") is false, but it is a verdict"}',
      '{"passed": true, "score": 7.5, "reasoning": "intValue truncates"}',
      '{"passed": TRUE, "score": "8", "reasoning": "string score"}',
      '{"passed": true, /* strong run */ "score": 6, "reasoning": "ok"}',
      '{"passed": [true], "score": [8], "reasoning": "single-element arrays"}',
      '{"passed": true; "score": 8; "reasoning": "semicolons"}',
      '{"passed" = true, "score" => 8}',
      '[{"passed": true, "score": 8}]',
    ],
    reject: [
      '',
      'PASSED: true\nSCORE: 8\nREASONING: good',
      '{"score": 8, "reasoning": "no passed field"}',
      '{"passed": null, "score": 8}',
      '{"passed": true, "score": "8/10", "reasoning": "ok"}',
      '{"passed": true, "score": true, "reasoning": "ok"}',
      '{"passed": true, "score": 8, "reasoning": null}',
      '{"passed": true, "score": 8,}',
      '{"passed": true, "score": 8} {"passed": false, "score": 2}',
      '{"passed": {"value": true}, "score": 8}',
      '{"passed": true, "score": NaN}',
      '{"passed": true, "score": 8',
      '{"passed": [true, false], "score": 8}',
      '{"passed": true, "score": 8, "reasoning": "ok" "issues": []}',
    ],
  },
  'sysndd--gene-cluster-summary-accuracy-grounding-verdict-enum-ellmer-gemini-structured': {
    accept: [
      '{"is_factually_accurate": true, "is_grounded": true, "pathways_valid": true, "confidence_appropriate": true, "reasoning": "The summary correctly describes voltage-gated sodium channel genes and every pathway appears in the enrichment list.", "verdict": "accept"}',
      '{\n  "is_factually_accurate": true,\n  "is_grounded": false,\n  "pathways_valid": true,\n  "confidence_appropriate": false,\n  "reasoning": "Mostly accurate, but the synaptic vesicle claim is not in the enrichment terms.",\n  "verdict": "low_confidence"\n}',
      '{"is_factually_accurate": false, "is_grounded": false, "pathways_valid": false, "confidence_appropriate": false, "reasoning": "Invented pathways.", "verdict": "reject"}',
      '{"verdict": "accept"}',
      '\n  {"reasoning": "ok", "verdict": "reject"}  \n',
      '{"verdict": "reject", "reasoning": "first duplicate wins", "verdict": "accept"}',
      '{"verdict": "low_confidence", "extra_field": [1, 2, 3]}',
    ],
    reject: [
      '',
      '```json\n{"verdict": "accept"}\n```',
      '{"verdict": "Accept"}',
      '{"verdict": "validated"}',
      '{"reasoning": "no verdict field"}',
      '{"verdict": "accept",}',
      'Verdict: accept',
      '{"verdict": "accept"} extra',
      '[{"verdict": "accept"}]',
      '{"verdict": "low confidence"}',
      '{"verdict": " accept"}',
      '{"verdict": "maybe", "verdict": "accept"}',
      '{"verdict": "accept", "reasoning": "raw\ttab"}',
      '{"verdict": null}',
    ],
  },
};

describe('set 691 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_691).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_691[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
