import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_534 } from './framework-parsers-534';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'genrl--python-solution-unit-tests-pass-prediction-json-is-correct-fenced-block': {
    accept: [
      '```json\n{\n  "is_correct": true,\n  "reason": "running_max keeps the largest value so far; all three asserts hold, including the empty list."\n}\n```',
      '```json\n{"is_correct": false, "reason": "The first assert fails: the function returns the sorted list."}\n```',
      '{"is_correct": true, "reason": "All asserts pass."}',
      '  {"is_correct": false}\n',
      'Dry run done.\n```json\n{"is_correct": true, "reason": "passes"}\n```\nThat is my verdict.',
      '```JSON\n{"is_correct": false, "reason": "IndexError on empty input"}\n```',
      '```json{"is_correct": true}```',
      '```json\n{"is_correct": true, "details": {"passed": 3, "failed": 0}}\n```',
      '```json\n{"is_correct": "false", "reason": "string value, still read through bool()"}\n```',
      '```json\n{"is_correct": true}\n```\n```json\n{"is_correct": false}\n```',
      '```json\u00a0{"is_correct": true}\u2003```',
    ],
    reject: [
      '',
      'The unit tests will pass.',
      '```json\n{"reason": "All asserts pass."}\n```',
      "```json\n{'is_correct': True, 'reason': 'ok'}\n```",
      '```json\n[{"is_correct": true}]\n```',
      'Verdict: {"is_correct": true}',
      '```\n{"is_correct": true}\n```',
      '```json\n{"is_correct": true,}\n```',
      '[true]',
      '```json\n{"is_correct": true} // every assert passes\n```',
      '```json\n{"is_correct": tru}\n```\n{"is_correct": true}',
    ],
  },
  'torchforge--math-response-correctness-judge-boxed-correct-substring': {
    accept: [
      '<think>May: 48/2 = 24, total 48 + 24 = 72; the response ends with #### 72, which matches.</think>\n\\boxed{CORRECT}',
      '\\boxed{CORRECT}',
      'The response computes 72 correctly. Final evaluation: \\boxed{CORRECT}.',
      '$\\boxed{CORRECT}$',
      '</think>\n\n\\boxed{CORRECT}\n',
      '<think>Could it be \\boxed{CORRECT}? No, 48-24 is the wrong operation.</think>\n\\boxed{INCORRECT}',
      '\\boxed{CORRECT} \\boxed{CORRECT}',
    ],
    reject: [
      '',
      '<think>The response subtracts instead of adding; the total is 72, not 24.</think>\n\\boxed{INCORRECT}',
      'CORRECT',
      '\\boxed{correct}',
      '\\boxed{Correct}',
      '\\boxed{ CORRECT }',
      '\\boxed{\\text{CORRECT}}',
      'boxed{CORRECT}',
      '**CORRECT**',
    ],
  },
  'stepwise-dpo--pairwise-step-by-step-reasoning-preference-a-or-b-letter-substring': {
    accept: [
      'A',
      'B',
      'b',
      ' a\n',
      '**A**',
      'Answer A',
      'Answer B',
      'B is better.',
      'Both are equally good',
      "'B'",
    ],
    reject: [
      '',
      '1',
      '2',
      'Neither is perfect',
      'Option 2',
      'Second one',
      'First.',
      'Ｂ',
      'Α',
      'None',
    ],
  },
};

describe('set 534 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_534).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_534[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
