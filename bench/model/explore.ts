/**
 * Design exploration for the selection score (issue 11), on train (out-of-fold) and a dev split carved
 * from train by hash (clinc150: its val split, oos rows included). Never reads test. Dumps per-example
 * figures to /tmp/explore-<ds>.json for analysis.
 */
import './workspace-paths';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadWordVectors } from '../../libs/model/src/index';
import { analyze, Featurizer } from '../../libs/model/src/lib/features';
import { assignFolds, groupExamples } from '../../libs/model/src/lib/folds';
import { csrFromRows, predictRow, softmaxInPlace, trainSgd } from '../../libs/model/src/lib/linear';
import { SimilarityIndex } from '../../libs/model/src/lib/similarity';
import { HEAD, requiredParts, trainOptions } from '../../libs/model/src/lib/head';
import { hashString } from '../../libs/model/src/lib/text';
import type { Subject } from '../../libs/model/src/lib/types';

const ds = process.argv[2]!;
const read = (s: string) => readFileSync(`../shared/datasets/${ds}/${s}.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const subjectOf = (r: any): Subject => (r.text !== undefined ? { output: r.text } : { output: r.output ?? '', reference: r.reference, question: r.question });
const h = (r: any) => createHash('sha256').update(JSON.stringify(r)).digest()[0]!;
let train = read('train').filter((r: any) => r.label !== 'oos');
let dev: any[];
if (ds === 'clinc150') dev = read('val');
else {
  dev = train.filter((r: any) => h(r) < 52);
  train = train.filter((r: any) => h(r) >= 52);
}
const labels = [...new Set(train.map((r: any) => r.label))].sort() as string[];
const vectors = loadWordVectors();
const subjects = train.map(subjectOf);
const y = train.map((r: any) => labels.indexOf(r.label));
const n = subjects.length;
const K = labels.length;
const parts = requiredParts(subjects);
const docs = subjects.map((s) => analyze(s, parts));
const groups = groupExamples(subjects);
const keys = train.map((r: any) => createHash('sha256').update(JSON.stringify(r)).digest('hex'));
const { folds, k } = assignFolds(groups, keys, HEAD.folds);
const fit = (rows: number[]) => {
  const fz = Featurizer.fit(rows.map((i) => docs[i]), parts, vectors);
  const X = csrFromRows(rows.map((i) => fz.transform(docs[i]).row), fz.dim);
  return { fz, model: trainSgd(X, Int32Array.from(rows.map((i) => y[i])), K, trainOptions(rows.length)) };
};
const logits = (m: any, row: any) => {
  const z = new Float64Array(K);
  predictRow(m.model, row.idx, row.val, z);
  return z;
};
const probs = (m: any, row: any) => {
  const z = logits(m, row);
  softmaxInPlace(z);
  return z;
};
const r4 = (z: ArrayLike<number>) => Array.from(z, (v) => Math.round(v * 1e4) / 1e4);
const oofZ: number[][] = [];
const t0 = Date.now();
const oofP: number[][] = new Array(n);
for (let f = 0; f < k; f++) {
  const tr: number[] = [];
  const te: number[] = [];
  for (let i = 0; i < n; i++) (folds[i] === f ? te : tr).push(i);
  const m = fit(tr);
  for (const i of te) {
    const row = m.fz.transform(docs[i]).row;
    oofP[i] = Array.from(probs(m, row));
    if (process.env.EXPLORE_PROBS) oofZ[i] = r4(logits(m, row));
  }
}
console.error('oof', (Date.now() - t0) / 1000);
const full = fit(Array.from({ length: n }, (_, i) => i));
const blocks = docs.map((d) => full.fz.transform(d));
const index = SimilarityIndex.build(blocks.map((b) => b.words), blocks.map((b) => b.vec), full.fz.wordHashes.length, vectors.dim);
const top = (p: ArrayLike<number>, skip = -1) => {
  let b = -1;
  let s = -1;
  let tot = 0;
  for (let c = 0; c < p.length; c++) if (c !== skip) tot += p[c];
  let b2 = -1;
  for (let c = 0; c < p.length; c++) {
    if (c === skip) continue;
    if (p[c] > s) {
      b2 = s;
      s = p[c];
      b = c;
    } else if (p[c] > b2) b2 = p[c];
  }
  return { best: b, conf: s / tot, second: Math.max(0, b2) / tot };
};
const neighbours = (words: any, vec: any, skip: (j: number) => boolean, pred: number) => {
  const nn = index.nearest(words, vec, 10, skip);
  const same = nn.filter((x) => y[x.i] === pred);
  return { sim1: nn[0]?.sim ?? 0, simPred: same[0]?.sim ?? 0, agree: same.length / Math.max(1, nn.length), mean5: nn.slice(0, 5).reduce((a, x) => a + x.sim, 0) / 5 };
};
const cal = Array.from({ length: n }, (_, i) => i)
  .map((i) => ({ i, h: hashString(keys[i], 11) }))
  .sort((a, b) => a.h - b.h || a.i - b.i)
  .slice(0, 3000)
  .map((x) => x.i);
const oof = cal.map((i) => {
  const t = top(oofP[i]);
  const q = index.row(i);
  const nb = neighbours(q.words, q.vec, (j) => groups[j] === groups[i], t.best);
  const tx = top(oofP[i], y[i]);
  const nbx = neighbours(q.words, q.vec, (j) => groups[j] === groups[i] || y[j] === y[i], tx.best);
  return { correct: t.best === y[i], ...t, ...nb, len: docs[i] ? subjects[i].output!.length : 0, x: { ...tx, ...nbx } };
});
console.error('cal', (Date.now() - t0) / 1000);
const devRows = dev.map((r: any) => {
  const s = subjectOf(r);
  const b = full.fz.transform(analyze(s, parts));
  const t = top(probs(full, b.row));
  const nb = neighbours(b.words, b.vec, () => false, t.best);
  return { oos: r.label === 'oos', correct: labels[t.best] === r.label, ...t, ...nb, len: s.output!.length, p: process.env.EXPLORE_PROBS ? Array.from(probs(full, b.row), (v) => Math.round(v * 1e5) / 1e5) : undefined, z: process.env.EXPLORE_PROBS ? r4(logits(full, b.row)) : undefined };
});
writeFileSync(`/tmp/explore-${ds}.json`, JSON.stringify({ n, K, oof, dev: devRows, allOof: oofP.map((p, i) => ({ correct: top(p).best === y[i], conf: top(p).conf })), ...(process.env.EXPLORE_PROBS ? { y, oofZ, oofP: oofP.map((p) => p.map((v) => Math.round(v * 1e5) / 1e5)) } : {}) }));
console.error('done', (Date.now() - t0) / 1000);
