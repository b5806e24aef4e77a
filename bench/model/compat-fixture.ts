/**
 * Writes libs/model/fixtures/a8-1-1-trec6.*: a version fitted by the code of the day it was run on, and its
 * assessments of held-back subjects, so later model changes are tested against it byte for byte
 * (versions already fitted keep answering exactly as before). Run once per model rule change, never to
 * refresh a failing test: `node dist/bench-model/bench/model/compat-fixture.js` after `tsc -p bench/model`.
 */
import './workspace-paths';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { fitVersion, loadWordVectors, serializeVersion, loadVersion, type TaughtExample } from '../../libs/model/src/index';

const LEVELS = [0, 50, 80, 85, 90, 95, 99];
const criterion = 'What type of answer does this question ask for?';
const rows = readFileSync('../shared/datasets/trec6/train.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { text: string; label: string });
const pick = (i: number) => createHash('sha256').update(`compat:${i}`).digest()[0]!;
const taught = rows.filter((_, i) => pick(i) < 20); // about 8%
const held = rows.filter((_, i) => pick(i) >= 250); // about 2%, never taught
const labels = [...new Set(rows.map((r) => r.label))].sort();
const schema = { type: 'object', properties: { type: { enum: labels } } };
const examples: TaughtExample[] = taught.map((r, n) => {
  const input = [{ role: 'system', content: criterion }, { role: 'user', content: r.text }];
  return {
    requestKey: createHash('sha256').update(JSON.stringify({ criterion, input, schema })).digest('hex'),
    criterion,
    schema,
    subject: { output: r.text },
    answer: { type: r.label },
    recordedAt: new Date(Date.UTC(2026, 10, 30, 0, 0, n)).toISOString(),
    display: { input, format: schema },
  };
});
const vectors = loadWordVectors();
const bytes = serializeVersion(fitVersion(examples, { vectors }));
const v = loadVersion(bytes, vectors);
const cases = held.flatMap((r, i) =>
  LEVELS.map((level) => ({ subject: { output: r.text }, level, outcome: v.judge({ criterion, schema, subject: { output: r.text }, level, wantPrecedents: level === 90 && i < 20 }) })),
);
writeFileSync('libs/model/fixtures/a8-1-1-trec6.a8vm.gz', gzipSync(bytes, { level: 9 }));
writeFileSync('libs/model/fixtures/a8-1-1-trec6.cases.json', JSON.stringify({ fingerprint: v.fingerprint, criterion, schema, cases }));
console.log(`taught ${examples.length}, cases ${cases.length}, version ${bytes.length} bytes, fingerprint ${v.fingerprint}`);
