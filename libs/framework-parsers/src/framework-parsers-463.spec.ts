import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_463 } from './framework-parsers-463';

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'gatekeeper-ai--code-correctness-production-safety-pass-score-json-loads-whole-reply': {
    accept: [
      '{\n  "pass": true,\n  "score": 92,\n  "issues": [],\n  "summary": "parse_port converts and range-checks the port correctly; the error message is clear."\n}',
      '{"pass": false, "score": 40, "issues": ["int() raises ValueError with an unhelpful message on non-numeric input", "port 0 is accepted although it is reserved"], "summary": "Mostly correct but not production-safe."}',
      '  {"pass": true, "score": 100, "issues": [], "summary": "Correct."}  \n',
      '\u00a0{"pass": false, "score": 10, "issues": ["crashes"], "summary": "Broken."}\u3000',
      '\x1c{"pass": true, "score": 88, "issues": [], "summary": "Fine."}\x1f',
      '{"pass": true, "score": NaN, "issues": [], "summary": "Score unknown."}',
      '{"verdict": "pass"}',
      '["not", "an", "object"]',
      '{"pass": true, "pass": false, "score": 50, "issues": [], "summary": "dup keys"}',
      '{"pass": false, "score": -Infinity, "issues": [], "summary": "x"}',
    ],
    reject: [
      '',
      '```json\n{"pass": true, "score": 92, "issues": [], "summary": "Correct."}\n```',
      'Here is my verdict:\n{"pass": true, "score": 92, "issues": [], "summary": "Correct."}',
      '{"pass": true, "score": 92, "issues": [], "summary": "Correct."}\nLet me know if you need more detail.',
      "{'pass': True, 'score': 92, 'issues': [], 'summary': 'Correct.'}",
      '{"pass": true, "score": 92, "issues": [], "summary": "Correct.",}',
      '{"pass": True, "score": 92, "issues": [], "summary": "Correct."}',
      '{"pass": true, "score": 92}\n{"pass": false, "score": 10}',
      'PASS',
      '\ufeff{"pass": true, "score": 92, "issues": [], "summary": "Correct."}',
      '{"pass": true, "score": 0-100, "issues": [], "summary": "Correct."}',
      '{"pass": true, "score": -NaN, "issues": [], "summary": "x"}',
    ],
  },
};

describe('set 463 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_463).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_463[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
