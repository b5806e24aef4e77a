/**
 * Writes libs/model/fixtures/<name>.*: a version fitted by the code of the day it was run on, and its
 * assessments of held-back subjects, so later model changes are tested against it byte for byte
 * (versions already fitted keep answering exactly as before). Run once per model rule change, never to
 * refresh a failing test: `node dist/bench-model/bench/model/compat-fixture.js [trec6|banking77] [name] [taught share of 256]`
 * after `tsc -p bench/model`. Fixtures: a8-1-1-trec6 (2026-11-30, format 1), a8-1-1-banking77-2026-12-02
 * (rule 5, format 2: int8 weights, pooled examples), a8-1-1-trec6-2026-12-03 (rule 6: selection map), a8-1-1-trec6-rule7
 * (rule 7: the neighbour selector below level 97, the rule-6 map from it).
 */
import './workspace-paths';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { readFileSync, writeFileSync } from 'node:fs';
import { fitVersion, loadWordVectors, serializeVersion, loadVersion, type TaughtExample } from '../../libs/model/src/index';

const LEVELS = [0, 50, 80, 85, 90, 95, 99];
/** taughtBelow / heldFrom: shares of train by a hash byte (of 256); precedents: held subjects asked for them; unlike: subjects outside the taught topics */
const SETS: Record<string, { criterion: string; property: string; taughtBelow: number; heldFrom: number; precedents: number; unlike?: string[] }> = {
  trec6: { criterion: 'What type of answer does this question ask for?', property: 'type', taughtBelow: 20, heldFrom: 250, precedents: 20 }, // 8% taught, 2% held
  banking77: {
    criterion: 'Which banking intent does this customer message express?',
    property: 'intent',
    taughtBelow: 13, // 5% taught, 0.8% held
    heldFrom: 254,
    precedents: 4, // a precedent shows its format: 77 labels each
    unlike: ['The mitochondria is the powerhouse of the cell.', 'zxqv blorp fnord wibble', 'Who painted the ceiling of the Sistine Chapel?', 'Preheat the oven to 200 degrees and whisk the eggs.'],
  },
};
const ds = process.argv[2] ?? 'trec6';
const name = process.argv[3] ?? `a8-1-1-${ds}`;
const { criterion, property, heldFrom, precedents, unlike = [] } = SETS[ds]!;
// argv[4]: a larger taught share (of 256), for a rule that needs more examples to show (rule 7's selector: 64)
const taughtBelow = Number(process.argv[4] ?? SETS[ds]!.taughtBelow);
const rows = readFileSync(`../shared/datasets/${ds}/train.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { text: string; label: string });
const pick = (i: number) => createHash('sha256').update(`compat:${i}`).digest()[0]!;
const taught = rows.filter((_, i) => pick(i) < taughtBelow);
const held = [...rows.filter((_, i) => pick(i) >= heldFrom).map((r) => r.text), ...unlike]; // never taught
const labels = [...new Set(rows.map((r) => r.label))].sort();
const schema = { type: 'object', properties: { [property]: { enum: labels } } };
const examples: TaughtExample[] = taught.map((r, n) => {
  const input = [{ role: 'system', content: criterion }, { role: 'user', content: r.text }];
  return {
    requestKey: createHash('sha256').update(JSON.stringify({ criterion, input, schema })).digest('hex'),
    criterion,
    schema,
    subject: { output: r.text },
    answer: { [property]: r.label },
    recordedAt: new Date(Date.UTC(2026, 10, 30, 0, 0, n)).toISOString(),
    display: { input, format: schema },
  };
});
const vectors = loadWordVectors();
const bytes = serializeVersion(fitVersion(examples, { vectors }));
const v = loadVersion(bytes, vectors);
const cases = held.flatMap((text, i) =>
  LEVELS.map((level) => ({ subject: { output: text }, level, outcome: v.judge({ criterion, schema, subject: { output: text }, level, wantPrecedents: level === 90 && i < precedents }) })),
);
writeFileSync(`libs/model/fixtures/${name}.a8vm.gz`, gzipSync(bytes, { level: 9 }));
writeFileSync(`libs/model/fixtures/${name}.cases.json`, JSON.stringify({ fingerprint: v.fingerprint, criterion, schema, cases }));
console.log(`taught ${examples.length}, cases ${cases.length}, version ${bytes.length} bytes, fingerprint ${v.fingerprint}`);
