import { describe, expect, it } from 'vitest';
import { PARSERS_OF_SET_660 } from './framework-parsers-660';

const span = 'T1.`Enrollment (K-12)` >= 500';
const j = (o: unknown) => JSON.stringify(o);
const ok = {
  verdict: 'generator_error',
  failure_mode: 'WRONG_FILTER',
  confidence: 0.9,
  rationale: 'The generated query uses >= 500 where the gold query uses > 500, so schools with exactly 500 students are counted.',
  evidence_span: span,
};

const cases: Record<string, { accept: string[]; reject: string[] }> = {
  'querymate--nl2sql-agent-sql-vs-gold-sql-semantic-equivalence-json-equivalent-score': {
    accept: [
      '{"equivalent": true, "score": 0.95, "explanation": "Both queries count 1997 orders per customer and keep the top 3; only aliases, quoting and the year extraction differ.", "issues": []}',
      '{\n    "equivalent": false,\n    "score": 0.4,\n    "explanation": "The agent groups by company name only.",\n    "issues": ["EXTRACT vs strftime", "COUNT(*) vs COUNT(OrderID)"]\n}',
      '  {"score": 1, "equivalent": true}\n',
      '{"equivalent": "yes", "score": 1}',
      '{"equivalent": null, "score": NaN}',
      '{"equivalent": true, "score": true}',
      '{"equivalent": false, "score": 7}',
      '{"equivalent": true, "score": 1e0, "explanation": "same"}',
    ],
    reject: [
      '',
      '```json\n{"equivalent": true, "score": 0.9}\n```',
      'Here is my evaluation: {"equivalent": true, "score": 0.9}',
      '{"equivalent": true, "score": "0.9"}',
      '{"equivalent": true}',
      '{"score": 0.9, "issues": []}',
      '[{"equivalent": true, "score": 0.9}]',
      "{'equivalent': True, 'score': 0.9}",
      '{"equivalent": true, "score": null}',
      '{"equivalent": true, "score": 0.9,}',
      '{"equivalent": true, "score": [0.9]}',
      '{"equivalent": true, "score": 0.9, "explanation": "line one\nline two"}',
    ],
  },
  'text-to-sql-eval-lab--generated-sql-execution-result-vs-expected-rows-json-verdict-correct-partial-incorrect': {
    accept: [
      '{"verdict": "correct", "reasoning": "The query sums quantity times unit price per category for 2023 and returns exactly the expected rows."}',
      '{"verdict": "partial", "reasoning": "Revenue is right but the ORDER BY is missing."}',
      '{"verdict": "incorrect", "reasoning": "The query fails to execute: YEAR() is not a DuckDB function here."}',
      '{"verdict": "CORRECT"}',
      '{"verdict": " Partial\\n"}',
      '\n{\n  "verdict": "correct",\n  "reasoning": "Matches."\n}\n',
      '{"reasoning": "x", "verdict": "incorrect", "confidence": NaN}',
      '{"verdict": "correct\\u00a0"}',
    ],
    reject: [
      '',
      '```json\n{"verdict": "correct"}\n```',
      'Verdict: correct',
      '{"reasoning": "No verdict given."}',
      '{"verdict": "mostly correct"}',
      '{"verdict": null}',
      '{"verdict": true}',
      '["correct"]',
      '{"verdict": "correct."}',
      '{"verdict": "correct", "reasoning": "line one\nline two"}',
      '{"verdict": "Correct", }',
      'The generated SQL is correct. {"verdict": "correct"}',
    ],
  },
  'nl2sql-eval-harness--bird-generated-vs-gold-sql-failure-taxonomy-json-verdict-failure-mode-verbatim-evidence-span': {
    accept: [
      j(ok),
      '```json\n' +
        j({ verdict: 'sql_ok', failure_mode: 'NONE', confidence: 0.95, rationale: 'Both queries filter Alameda schools above the threshold.', evidence_span: "T2.County = 'Alameda'" }) +
        '\n```',
      'Here is my assessment:\n' + j({ ...ok, verdict: 'Generator_Error', failure_mode: 'wrong filter', confidence: 0.8, evidence_span: '  >= 500  ' }),
      j({ ...ok, failure_mode: 'WRONG_FILTER (threshold)' }),
      j({ ...ok, failure_mode: 'Wrong-Filter.' }),
      j({ ...ok, verdict: 'sql_ok', failure_mode: null, confidence: 1 }),
      j({ ...ok, verdict: 'sql_error', failure_mode: 'SQL_SYNTAX', confidence: 0 }),
      '```\nnot json\n```\n' + j(ok),
      j({ ...ok, evidence_span: '\u00a0rows returned: 1\u00a0' }),
      JSON.stringify(ok, null, 2),
    ],
    reject: [
      '',
      'The query is wrong: WRONG_FILTER.',
      j({ ...ok, verdict: 'wrong' }),
      j({ ...ok, verdict: 'sql_ok' }),
      j({ ...ok, failure_mode: 'NONE' }),
      j({ ...ok, failure_mode: 'OFF_BY_ONE' }),
      j({ ...ok, failure_mode: ['WRONG_FILTER'] }),
      j({ ...ok, evidence_span: 'enrollment greater than or equal to 500' }),
      j({ ...ok, evidence_span: '>=' }),
      j({ ...ok, confidence: '0.9' }),
      j({ ...ok, confidence: true }),
      j({ ...ok, confidence: 1.5 }),
      j({ ...ok, confidence: 'NaN' }).replace('"NaN"', 'NaN'),
      j({ ...ok, rationale: '   ' }),
      j({ verdict: 'sql_ok', confidence: 0.9, rationale: 'fine', evidence_span: span }),
      '```json\n{"verdict": "sql_ok"}\n```\n```json\n' + j(ok) + '\n```',
      j({ ...ok, rationale: 'line one' }).replace('line one', 'line one\nline two'),
      j({ ...ok, evidence_span: 'sql_ok' }),
    ],
  },
};

describe('set 660 framework parsers', () => {
  it('covers every parser', () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(PARSERS_OF_SET_660).sort());
  });
  for (const [key, { accept, reject }] of Object.entries(cases)) {
    describe(key, () => {
      const parser = PARSERS_OF_SET_660[key]!;
      it.each(accept)('accepts %j', (reply) => expect(parser(reply)).toBe(true));
      it.each(reject)('rejects %j', (reply) => expect(parser(reply)).toBe(false));
    });
  }
});
