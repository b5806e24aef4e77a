import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_610 } from './framework-parsers-610';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'agentlens--agent-behaviour-vs-rubric-0-1-json-score-reasoning-tool-use': {
    accept: [
      '{"score":0.9,"reasoning":"Cancelled the right order, confirmed it and gave the 5-7 business day refund window."}',
      '{"reasoning": "Refund timeline missing.", "score": 0.4}',
      '{"score": 1}',
      '  {"score": 0.35, "reasoning": "partial"}\n',
      '{"score": 7, "reasoning": "out of range, clamped to 1"}',
      '{"score": -1}',
      '{"score": 1e400}',
      '{"score": "0.8", "score": 0.8}',
      '{"score": 0}',
    ],
    reject: [
      '',
      '{"score": "0.8", "reasoning": "string score"}',
      '```json\n{"score": 0.8, "reasoning": "fenced"}\n```',
      'Score: 0.8',
      'null',
      '{"score": null}',
      '[{"score": 0.8}]',
      '{"Score": 0.8}',
      '{"score": NaN}',
      '{"score": 0.8,}',
      "{'score': 0.8}",
      '{"result": {"score": 0.8}}',
      'Here is my grade: {"score": 0.8, "reasoning": "ok"}',
    ],
  },
  'deca--behavioral-test-response-meets-criteria-json-passed-boolean-with-text-fallbacks': {
    accept: [
      '{"passed":true,"reasoning":"Writes two Bun tests for slugify, each with an expect assertion"}',
      '{"passed": false, "reasoning": "Only describes tests in prose, no assertions"}',
      '```json\n{"passed": true, "reasoning": "Both tests assert on slugify output"}\n```',
      'Here is my verdict: {"passed":false,"reasoning":"No test cases"}',
      '{"passed":"false","reasoning":"string, Boolean() makes it true"}',
      'Result: {"passed": true, "reasoning": "ok",}',
      '{"PASSED": TRUE}',
      '\ufeff{"passed":true,"reasoning":"ok"}',
      '{"reasoning": "uses {braces} in text", "passed": true}',
      '```json\n{"reasoning": "nested {braces}", "passed": true}\n```',
      'Verdict "passed": true',
      '{"passed" : false}',
      '{"passed": True, "reasoning": "python"}\nok',
    ],
    reject: [
      '',
      'PASS',
      '{"pass": true, "reasoning": "ok"}',
      '{"result": {"passed": true}}',
      'null',
      'true',
      '```json\n{"passed":  true, "reasoning": "x",}\n```',
      'passed: true',
      "{'passed': True}",
      'The response passed.',
      '{"passed": yes}',
      'Verdict: "passed" = true',
    ],
  },
};

describe('set 610 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_610).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_610[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
