import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ensureWordVectorsFile, repoRoot } from '../testing/vectors';
import { loadVersion } from './serialize';
import { loadWordVectors } from './vectors';

/**
 * A version fitted by the a8-1-1 code of 2026-11-30 (bench/model/compat-fixture.ts, 374 TREC-6 questions)
 * and what it answered then. Versions already fitted keep answering exactly as before, whatever the model
 * code of the day fits now: this fixture is never regenerated to make the test pass.
 */
describe('versions fitted by earlier code', () => {
  const dir = path.join(repoRoot(), 'libs/model/fixtures');
  const fixture = JSON.parse(readFileSync(path.join(dir, 'a8-1-1-trec6.cases.json'), 'utf8')) as {
    fingerprint: string;
    criterion: string;
    schema: Record<string, unknown>;
    cases: { subject: { output: string }; level: number; outcome: unknown }[];
  };

  it('load and answer every case byte for byte as when they were fitted', () => {
    const vectors = loadWordVectors(ensureWordVectorsFile());
    const v = loadVersion(gunzipSync(readFileSync(path.join(dir, 'a8-1-1-trec6.a8vm.gz'))), vectors);
    expect(v.fingerprint).toBe(fixture.fingerprint);
    const kinds = new Set<string>();
    for (const c of fixture.cases) {
      const outcome = v.judge({ criterion: fixture.criterion, schema: fixture.schema, subject: c.subject, level: c.level, wantPrecedents: !!(c.outcome as { precedents?: unknown }).precedents });
      expect(JSON.stringify(outcome)).toBe(JSON.stringify(c.outcome));
      kinds.add((outcome as { kind: string; abstention?: { kind: string } }).abstention?.kind ?? 'verdict');
    }
    // the fixture exercises every path: verdicts and both abstentions the score can give
    expect([...kinds].sort()).toEqual(['too_close', 'unfamiliar_subject', 'verdict']);
  });
});
