/**
 * Design exploration for rule 6 (issue 11), on TRAIN ONLY: a dev split carved from train by hash (as
 * explore.ts), out-of-fold scores on the rest. Per variant of the learner / folds / score: out-of-fold
 * accuracy, dev accuracy, and the dev coverage and accuracy at 80 / 90 / 95 / 99 of thresholds calibrated
 * (calibrateSequential) on the out-of-fold scores. Never reads test.
 *
 *   node dist/bench-model/bench/model/rule6.js <dataset> '<json list of variants>' [perLabel]
 * variant: { name, epochScale?, lambdaScale?, minEpochs?, maxEpochs?, folds?: 'grouped' | 'random',
 *            score?: 'top' | 'margin', ens?: boolean, lambdaAbs?: number, platt?: 'global' | 'class',
 *            selection?: boolean (rule 6's selection.ts), features?: FEATURES overrides }
 */
import './workspace-paths';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadWordVectors } from '../../libs/model/src/index';
import { analyze, Featurizer, FEATURES } from '../../libs/model/src/lib/features';
import { assignFolds, groupExamples } from '../../libs/model/src/lib/folds';
import { csrFromRows, predictRow, softmaxInPlace, trainSgd, type Csr, type LinearModel } from '../../libs/model/src/lib/linear';
import { HEAD, requiredParts } from '../../libs/model/src/lib/head';
import { calibrateSequential } from '../../libs/model/src/lib/calibration';
import { crossFittedSelection, fitSelectionMap, selectionScore } from '../../libs/model/src/lib/selection';
import type { Subject } from '../../libs/model/src/lib/types';

const [ds, variantsJson = '[{"name":"base"}]', perLabelArg = '0'] = process.argv.slice(2);
const variants: any[] = JSON.parse(variantsJson);
const perLabel = Number(perLabelArg);
const read = (s: string) => readFileSync(`../shared/datasets/${ds}/${s}.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const subjectOf = (r: any): Subject => (r.text !== undefined ? { output: r.text } : { output: r.output ?? '', reference: r.reference, question: r.question });
const sha = (s: string) => createHash('sha256').update(s).digest('hex');
const h = (r: any) => createHash('sha256').update(JSON.stringify(r)).digest()[0]!;
let train = read('train').filter((r: any) => r.label !== 'oos');
let dev: any[];
if (ds === 'clinc150') dev = read('val').filter((r: any) => r.label !== 'oos');
else {
  dev = train.filter((r: any) => h(r) < 52);
  train = train.filter((r: any) => h(r) >= 52);
}
if (perLabel > 0) {
  const by = new Map<string, any[]>();
  for (const r of [...train].sort((a, b) => (sha(JSON.stringify(a)) < sha(JSON.stringify(b)) ? -1 : 1))) {
    const l = by.get(r.label) ?? [];
    if (l.length < perLabel) l.push(r);
    by.set(r.label, l);
  }
  train = [...by.values()].flat();
}
const labels = [...new Set(train.map((r: any) => r.label))].sort() as string[];
const vectors = loadWordVectors();
const subjects = train.map(subjectOf);
const y = Int32Array.from(train.map((r: any) => labels.indexOf(r.label)));
const n = subjects.length;
const K = labels.length;
const parts = requiredParts(subjects);
const docs = subjects.map((s) => analyze(s, parts));
const devDocs = dev.map((r) => analyze(subjectOf(r), parts));
const devY = dev.map((r) => labels.indexOf(r.label));
const keys = train.map((r: any) => sha(JSON.stringify(r)));

function foldsOf(kind: string) {
  if (kind === 'random') {
    const g = Int32Array.from({ length: n }, (_, i) => i);
    return assignFolds(g, keys, HEAD.folds);
  }
  return assignFolds(groupExamples(subjects), keys, HEAD.folds);
}

// featurized folds, cached per fold kind
const cache = new Map<string, { te: number[]; tr: number[]; fz: Featurizer; X: Csr; teRows: any[]; devRows: any[] }[]>();
const FEATURES0 = { ...FEATURES };
function prepared(kind: string, features: any = {}) {
  const ck = kind + JSON.stringify(features);
  let c = cache.get(ck);
  if (c) return c;
  Object.assign(FEATURES, FEATURES0, features);
  const { folds, k } = foldsOf(kind);
  c = [];
  for (let f = 0; f < k; f++) {
    const tr: number[] = [];
    const te: number[] = [];
    for (let i = 0; i < n; i++) (folds[i] === f ? te : tr).push(i);
    const fz = Featurizer.fit(tr.map((i) => docs[i]), parts, vectors);
    const X = csrFromRows(tr.map((i) => fz.transform(docs[i]).row), fz.dim);
    c.push({ te, tr, fz, X, teRows: te.map((i) => fz.transform(docs[i]).row), devRows: devDocs.map((d) => fz.transform(d).row) });
  }
  cache.set(ck, c);
  Object.assign(FEATURES, FEATURES0);
  return c;
}
const fullCache = new Map<string, { X: Csr; dev: any[] }>();
function fullPrepared(features: any = {}) {
  const ck = JSON.stringify(features);
  let c = fullCache.get(ck);
  if (c) return c;
  Object.assign(FEATURES, FEATURES0, features);
  const fz = Featurizer.fit(docs, parts, vectors);
  c = { X: csrFromRows(docs.map((d) => fz.transform(d).row), fz.dim), dev: devDocs.map((d) => fz.transform(d).row) };
  Object.assign(FEATURES, FEATURES0);
  fullCache.set(ck, c);
  return c;
}

function options(v: any, m: number) {
  const batch = Math.max(8, Math.min(64, Math.round(m / 50)));
  const epochs = Math.min(v.maxEpochs ?? 200, Math.max(v.minEpochs ?? 5, Math.ceil(((v.epochScale ?? HEAD.epochScale) * batch) / Math.max(1, m))));
  return { lambda: Math.max(v.lambdaAbs ?? 0, (v.lambdaScale ?? HEAD.lambdaScale) / Math.max(1, m)), epochs, batch: v.batch ?? batch, lr: v.lr ?? HEAD.lr, seed: HEAD.seed };
}
const probs = (m: LinearModel, row: any) => {
  const z = new Float64Array(K);
  predictRow(m, row.idx, row.val, z);
  softmaxInPlace(z);
  return z;
};
function scoreOf(p: Float64Array, kind: string) {
  let b = 0;
  for (let c = 1; c < K; c++) if (p[c] > p[b]) b = c;
  let s2 = 0;
  for (let c = 0; c < K; c++) if (c !== b && p[c] > s2) s2 = p[c];
  return { best: b, score: kind === 'margin' ? p[b] - s2 : p[b] };
}
function evalAt(scores: number[], correct: boolean[], t: Float64Array, a: number) {
  let ans = 0;
  let ok = 0;
  for (let i = 0; i < scores.length; i++)
    if (scores[i] >= t[a]) {
      ans++;
      if (correct[i]) ok++;
    }
  return { cov: ans / scores.length, acc: ans ? ok / ans : NaN };
}
const f3 = (x: number) => (Number.isNaN(x) ? '  -  ' : x.toFixed(3));
console.log(`${ds} n=${n} dev=${dev.length} K=${K}${perLabel ? ` perLabel=${perLabel}` : ''}`);
for (const v of variants) {
  const t0 = Date.now();
  const prep = prepared(v.folds ?? 'grouped', v.features);
  const fp = fullPrepared(v.features);
  let oofS: number[] = [];
  const oofC: boolean[] = [];
  const oofB: number[] = [];
  const oofF: number[] = [];
  const ensDev = dev.map(() => new Float64Array(K));
  for (const [f, p] of prep.entries()) {
    const m = trainSgd(p.X, Int32Array.from(p.tr.map((i) => y[i])), K, options(v, p.tr.length));
    p.te.forEach((i, q) => {
      const s = scoreOf(probs(m, p.teRows[q]), v.score);
      oofS.push(s.score);
      oofC.push(s.best === y[i]);
      oofB.push(s.best);
      oofF.push(f);
    });
    if (v.ens) p.devRows.forEach((r, q) => probs(m, r).forEach((x, c) => (ensDev[q][c] += x / prep.length)));
  }
  const full = trainSgd(fp.X, y, K, options(v, n));
  let devS: number[] = [];
  const devC: boolean[] = [];
  const devB: number[] = [];
  fp.dev.forEach((r, q) => {
    const s = scoreOf(v.ens ? ensDev[q] : probs(full, r), v.score);
    devS.push(s.score);
    devC.push(s.best === devY[q]);
    devB.push(s.best);
  });
  if (v.selection) {
    // rule 6 as implemented (selection.ts)
    const map = fitSelectionMap(oofS, oofB, oofC, K);
    devS = devS.map((x, q) => selectionScore(map, devB[q], x));
    oofS = crossFittedSelection(oofS, oofB, oofC, oofF, prep.length, K);
  } else if (v.platt) {
    const raw = oofS;
    const remapped = raw.map(() => 0);
    for (let f = 0; f < prep.length; f++) {
      const sel = raw.map((_, i) => i).filter((i) => oofF[i] !== f);
      const maps = platt(sel.map((i) => raw[i]), sel.map((i) => oofB[i]), sel.map((i) => oofC[i]), v.platt);
      raw.forEach((x, i) => {
        if (oofF[i] === f) remapped[i] = maps(x, oofB[i]);
      });
    }
    const all = platt(raw, oofB, oofC, v.platt);
    devS = devS.map((x, q) => all(x, devB[q]));
    oofS = remapped;
  }
  const cal = calibrateSequential(oofS, oofC);
  const acc = (c: boolean[]) => c.filter(Boolean).length / c.length;
  const parts = [80, 90, 95, 99].map((a) => {
    const d = evalAt(devS, devC, cal.thresholds, a);
    const o = evalAt(oofS, oofC, cal.thresholds, a);
    return `@${a} oof ${f3(o.cov)} dev ${f3(d.cov)}/${f3(d.acc)}`;
  });
  const o = options(v, n);
  console.log(`${(v.name ?? JSON.stringify(v)).padEnd(22)} ep ${String(o.epochs).padStart(3)} oofAcc ${f3(acc(oofC))} devAcc ${f3(acc(devC))} earned ${cal.earned} | ${parts.join(' | ')} | ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

/** per predicted class logistic map of logit(score) to P(correct); kind 'class' or 'global' */
function platt(sc: number[], best: number[], ok: boolean[], kind: string) {
  const lg = (x: number) => Math.log(Math.max(1e-9, x) / Math.max(1e-9, 1 - x));
  const fitOne = (idx: number[]) => {
    let a = 0;
    let b = 1;
    for (let it = 0; it < 50; it++) {
      let g0 = 0, g1 = 0, h00 = 1e-3, h01 = 0, h11 = 1e-3;
      for (const i of idx) {
        const x = lg(sc[i]);
        const p = 1 / (1 + Math.exp(-(a + b * x)));
        const r = p - (ok[i] ? 1 : 0);
        const w = p * (1 - p);
        g0 += r; g1 += r * x; h00 += w; h01 += w * x; h11 += w * x * x;
      }
      // prior pulls towards the global map a=0,b=1 lightly
      const det = h00 * h11 - h01 * h01;
      const da = (h11 * g0 - h01 * g1) / det;
      const db = (h00 * g1 - h01 * g0) / det;
      a -= da; b -= db;
      if (Math.abs(da) + Math.abs(db) < 1e-9) break;
    }
    return { a, b };
  };
  const glob = fitOne(sc.map((_, i) => i));
  const per = new Map<number, { a: number; b: number }>();
  if (kind === 'class') for (const c of new Set(best)) { const idx = sc.map((_, i) => i).filter((i) => best[i] === c); if (idx.length >= 30) per.set(c, fitOne(idx)); }
  return (x: number, c: number) => { const m = per.get(c) ?? glob; return 1 / (1 + Math.exp(-(m.a + m.b * lg(x)))); };
}
