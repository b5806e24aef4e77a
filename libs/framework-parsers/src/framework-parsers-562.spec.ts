import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_562 } from './framework-parsers-562';

const robFull = JSON.stringify(
  {
    verdict: 'revise',
    scores: { compilation: 1, tests_functional: 0, tests_edge: 0.6, types: 1, style: 0.9, security: 1 },
    explanations: {
      root_cause: 'slugify does not strip diacritics, so the diacritics test fails',
      minimal_fix: "call title.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '') before the separator replace",
    },
    fix_plan: [
      { file: 'src/utils/slugify.ts', operation: 'edit', brief: 'normalize and strip combining marks before slugging' },
      { file: 'src/utils/slugify.ts', operation: 'edit', brief: "use const for 'result' (prefer-const)" },
    ],
  },
  null,
  2,
);

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'robinsonai-free-agent--generated-code-quality-accept-revise-reject-json-truthy-keys-strict-scores-object': {
    accept: [
      robFull,
      '{"verdict": "accept", "scores": {"compilation": 1, "tests_functional": 1, "tests_edge": 0.8, "types": 1, "style": 1, "security": 1}, "explanations": {"root_cause": "none", "minimal_fix": "none"}, "fix_plan": [{"file": "src/utils/slugify.ts", "operation": "edit", "brief": "none needed"}]}',
      '{"verdict":"revise","scores":{},"explanations":{},"fix_plan":[]}',
      '\n  {"verdict": "reject", "scores": {"compilation": 0}, "explanations": {"root_cause": "does not build"}, "fix_plan": []}  \n',
      '{"verdict": "approve", "scores": {"types": 1}, "explanations": "fine", "fix_plan": "none"}',
      '{"verdict": true, "scores": [1, 0, 1], "explanations": {"root_cause": "x"}, "fix_plan": [{}]}',
      '{"verdict": "", "verdict": "revise", "scores": {}, "explanations": {}, "fix_plan": [], "notes": "extra key"}',
    ],
    reject: [
      '',
      '```json\n{"verdict": "accept", "scores": {}, "explanations": {}, "fix_plan": []}\n```',
      '{"verdict": "accept", "scores": {"compilation": 1}, "explanations": {"root_cause": "none"}}',
      '{"verdict": "accept", "scores": {}, "explanations": {}, "fix_plan": 0}',
      '{"verdict": "", "scores": {}, "explanations": {}, "fix_plan": []}',
      '{"verdict": "accept", "scores": "1.0", "explanations": {}, "fix_plan": []}',
      '{"verdict": "accept", "scores": 1, "explanations": {}, "fix_plan": []}',
      '{"verdict": "accept", "scores": null, "explanations": {}, "fix_plan": []}',
      'null',
      '[{"verdict": "accept", "scores": {}, "explanations": {}, "fix_plan": []}]',
      'Here is my verdict: {"verdict": "accept", "scores": {}, "explanations": {}, "fix_plan": []}',
      '{"verdict": "accept", "scores": {}, "explanations": {}, "fix_plan": [],}',
      '{"verdict": "accept", "scores": {"tests_edge": NaN}, "explanations": {}, "fix_plan": []}',
    ],
  },
  'chain-of-table-v2--tabfact-statement-true-false-instructor-tool-call-istrue-pydantic-lax-bool': {
    accept: [
      '{"istrue": true}',
      '{"istrue":false}',
      ' {"istrue": true, "explanation": "The lions were 6-1 at Tiger Stadium and 5-2 on the road."} \n',
      '{"istrue": "true"}',
      '{"istrue": "No"}',
      '{"istrue": "1"}',
      '{"istrue": 1}',
      '{"istrue": 0.0}',
      '{"istrue": 1e0}',
      '{"istrue": "YES"}',
      '{"istrue": 2, "istrue": false}',
      '{"confidence": NaN, "istrue": true}',
    ],
    reject: [
      '',
      'true',
      '{"istrue": null}',
      '{"istrue": 2}',
      '{"istrue": 0.5}',
      '{"istrue": "maybe"}',
      '{"istrue": " true"}',
      '{"istrue": "True."}',
      '{"is_true": true}',
      '```json\n{"istrue": true}\n```',
      '{"istrue": true} The statement is supported by the table.',
      '[{"istrue": true}]',
      '{"istrue": [true]}',
      '{"istrue": false, "istrue": "unknown"}',
      "{'istrue': True}",
    ],
  },
  'yantra--red-team-code-diff-security-audit-verdict-pass-fail-line-rust-regex': {
    accept: [
      'The new search_users handler interpolates params.q into the SQL string with format!, so a crafted q can inject SQL.\n\nVERDICT: FAIL\nREASON: User input is concatenated into a raw SQL LIKE clause, allowing SQL injection.\nRECOMMENDED_FIX: Use sqlx::query_as with a bound parameter: WHERE display_name LIKE $1 and bind format!("{}%", q).',
      'No injection, auth or concurrency problems found; the query is parameterised and the pool is shared safely.\n\nVERDICT: PASS',
      'VERDICT: PASS',
      '  VERDICT: FAIL  \nREASON: race on the shared cache',
      'VERDICT:PASS',
      'VERDICT: PASSED',
      'VERDICT:\tFAILURE',
      'VERDICT:\u00a0FAIL',
      'Audit complete.\r\nVERDICT: PASS\r\n',
      '\u3000VERDICT: FAIL',
      '\u0085VERDICT: PASS',
    ],
    reject: [
      '',
      'No issues found. The code looks safe.',
      '**VERDICT:** PASS',
      '**VERDICT: PASS**',
      'Verdict: PASS',
      'VERDICT: pass',
      'Final VERDICT: PASS',
      '- VERDICT: FAIL',
      'VERDICT - PASS',
      'VERDICT: **FAIL**',
      '`VERDICT: PASS`',
      'Audit done.\u2028VERDICT: PASS',
      'VERDICT:\nPASS',
      '\ufeffVERDICT: PASS',
      'VERDICT: APPROVED',
    ],
  },
  'claude-tdd-agent--tdd-pipeline-code-review-verdict-approved-substring': {
    accept: [
      'I read app/models/book.rb, app/controllers/books_controller.rb and test/controllers/books_controller_test.rb. Strong params are used, the 404 path is tested and the suite passes.\n\nVERDICT: APPROVED',
      'VERDICT: APPROVED',
      '**VERDICT: APPROVED**',
      '`VERDICT: APPROVED`',
      'Round 1 said VERDICT: CHANGES_NEEDED; the nil-title case is now covered.\nVERDICT: APPROVED',
      'VERDICT: APPROVED_WITH_NITS',
      'Summary of checks...\nVERDICT: APPROVED\n1. (optional) extract the slug helper',
    ],
    reject: [
      '',
      'VERDICT: CHANGES_NEEDED\n1. BooksController#update does not handle a missing record (raises instead of 404).\n2. No test for a blank title.',
      'The implementation looks correct and all tests pass. Approved.',
      'VERDICT:APPROVED',
      'VERDICT:  APPROVED',
      'Verdict: Approved',
      'verdict: approved',
      'VERDICT: **APPROVED**',
      'VERDICT: APPROVE',
      'APPROVED',
      'VERDICT:\u00a0APPROVED',
    ],
  },
};

describe('set 562 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_562).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_562[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
