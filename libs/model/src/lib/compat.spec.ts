import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ensureWordVectorsFile, repoRoot } from '../testing/vectors';
import { loadVersion } from './serialize';
import { loadWordVectors } from './vectors';

/**
 * Versions fitted by earlier a8-1-1 code (bench/model/compat-fixture.ts) and what they answered then.
 * Versions already fitted keep answering exactly as before, whatever the model code of the day fits now:
 * a fixture is never regenerated to make this test pass.
 */
const FIXTURES: { name: string; what: string; kinds: string[] }[] = [
  // 374 TREC-6 questions, fitted by the code of 2026-11-30 (format 1: float32 weights)
  { name: 'a8-1-1-trec6', what: 'rule 2, format 1', kinds: ['too_close', 'unfamiliar_subject', 'verdict'] },
  // 503 BANKING77 messages over 77 intents, fitted by the code of 2026-12-02 (rule 5, format 2: int8 weights, pooled examples)
  { name: 'a8-1-1-banking77-2026-12-02', what: 'rule 5, format 2', kinds: ['too_close', 'unfamiliar_subject', 'verdict'] },
  // the same 374 TREC-6 questions, fitted by the code of 2026-12-03 (rule 6: the penalty floor and the per-label selection map)
  { name: 'a8-1-1-trec6-2026-12-03', what: 'rule 6, format 2', kinds: ['too_close', 'unfamiliar_subject', 'verdict'] },
  // the same 374 TREC-6 questions, fitted by the code of stop 31 (rule 7: the neighbour selector below level 97, the map from it)
  { name: 'a8-1-1-trec6-rule7', what: 'rule 7, format 2', kinds: ['too_close', 'unfamiliar_subject', 'verdict'] },
];

describe('versions fitted by earlier code', () => {
  const dir = path.join(repoRoot(), 'libs/model/fixtures');
  const vectors = loadWordVectors(ensureWordVectorsFile());

  it('the rule-6 fixture is a rule-6 head with its selection map', () => {
    const bytes = gunzipSync(readFileSync(path.join(dir, 'a8-1-1-trec6-2026-12-03.a8vm.gz')));
    const heads = (loadVersion(bytes, vectors) as unknown as { state: { heads: { rule?: number; selection?: Float64Array }[] } }).state.heads;
    expect(heads.map((h) => [h.rule, h.selection?.length])).toEqual([[6, 14]]);
  });

  it('the rule-7 fixture is a rule-7 head with its selector and the rule-6 map', () => {
    const bytes = gunzipSync(readFileSync(path.join(dir, 'a8-1-1-trec6-rule7.a8vm.gz')));
    const heads = (loadVersion(bytes, vectors) as unknown as { state: { heads: { rule?: number; selection?: Float64Array; selector?: { weights: Float64Array; labels: Int8Array }; examples: Int32Array }[] } }).state.heads;
    expect(heads.map((h) => [h.rule, h.selection?.length, h.selector?.weights.length, h.selector?.labels.length === h.examples.length])).toEqual([[7, 14, 14, true]]);
  });

  for (const { name, what, kinds: expectedKinds } of FIXTURES) {
    it(`${name} (${what}) loads and answers every case byte for byte as when it was fitted`, () => {
      const fixture = JSON.parse(readFileSync(path.join(dir, `${name}.cases.json`), 'utf8')) as {
        fingerprint: string;
        criterion: string;
        schema: Record<string, unknown>;
        cases: { subject: { output: string }; level: number; outcome: unknown }[];
      };
      const v = loadVersion(gunzipSync(readFileSync(path.join(dir, `${name}.a8vm.gz`))), vectors);
      expect(v.fingerprint).toBe(fixture.fingerprint);
      const kinds = new Set<string>();
      for (const c of fixture.cases) {
        const outcome = v.judge({ criterion: fixture.criterion, schema: fixture.schema, subject: c.subject, level: c.level, wantPrecedents: !!(c.outcome as { precedents?: unknown }).precedents });
        expect(JSON.stringify(outcome)).toBe(JSON.stringify(c.outcome));
        kinds.add((outcome as { kind: string; abstention?: { kind: string } }).abstention?.kind ?? 'verdict');
      }
      // the fixture exercises every path: verdicts and both abstentions the score can give
      expect([...kinds].sort()).toEqual(expectedKinds);
    });
  }
});
