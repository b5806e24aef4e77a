/** Design exploration on CLINC150 train/VAL only (never test): which novelty score separates oos. */
import './workspace-paths';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fitVersion, loadWordVectors } from '../../libs/model/src/index';
import type { Version } from '../../libs/model/src/lib/version';

const vectors = loadWordVectors();
const read = (s: string) => readFileSync(`/work/shared/datasets/clinc150/${s}.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const train = read('train').filter((r: any) => r.label !== 'oos');
const val = read('val');
const labels = [...new Set(train.map((r: any) => r.label))].sort();
const ex = train.map((r: any) => ({ requestKey: createHash('sha256').update(JSON.stringify(r)).digest('hex'), criterion: 'c', schema: { enum: labels }, subject: { output: r.text }, answer: r.label, recordedAt: 't', display: { input: null, format: null } }));
const v = fitVersion(ex, { vectors }) as Version;
const head = (v as any).headByKey.values().next().value;
const st = head.state;
const exLabel = (i: number) => v.state.examples[st.examples[i]].answer;
const rows = val.map((r: any) => {
  const e = head.evaluate({ output: r.text }, 10);
  const pred = labels[e.best];
  const same = e.nearest.filter((n: any) => exLabel(n.i) === pred);
  return {
    oos: r.label === 'oos',
    s1: e.nearest[0].sim,
    s2: e.nearest.slice(0, 5).reduce((a: number, n: any) => a + n.sim, 0) / 5,
    s3: same.length ? same[0].sim : 0,
    s4: e.score,
    s6: same.length / 10,
  };
});
const report = (name: string, f: (x: any) => number) => {
  const oos = rows.filter((x: any) => x.oos).map(f).sort((a: number, b: number) => a - b);
  const ins = rows.filter((x: any) => !x.oos).map(f);
  const t80 = oos[Math.floor(oos.length * 0.8)];
  const t60 = oos[Math.floor(oos.length * 0.6)];
  let auc = 0;
  for (const a of ins) for (const b of oos) auc += a > b ? 1 : a === b ? 0.5 : 0;
  console.log(name.padEnd(22), 'AUROC', (auc / ins.length / oos.length).toFixed(3), 'in-scope kept at oos-reject 80%', (ins.filter((x) => x > t80).length / ins.length).toFixed(3), 'at 60%', (ins.filter((x) => x > t60).length / ins.length).toFixed(3));
};
report('top1 sim', (x) => x.s1);
report('mean top5 sim', (x) => x.s2);
report('top1 sim same label', (x) => x.s3);
report('max prob', (x) => x.s4);
report('same-label share top10', (x) => x.s6);
report('s3 + maxprob', (x) => x.s3 + x.s4);
report('s1 + maxprob', (x) => x.s1 + x.s4);
report('s3 * maxprob', (x) => x.s3 * x.s4);
