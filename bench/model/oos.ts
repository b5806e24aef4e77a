/** Design exploration on CLINC150 train/VAL only (never test): novelty p-values and scores of in-scope vs oos. */
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
const t = Date.now();
const v = fitVersion(ex, { vectors }) as Version;
console.log('fit', (Date.now() - t) / 1000, 's; oof', JSON.stringify(v.state.heads[0].oof));
const head = (v as any).headByKey.values().next().value;
const rows = val.map((r: any) => {
  const e = head.evaluate({ output: r.text });
  return { oos: r.label === 'oos', p: e.noveltyP, sim: e.nearest[0].sim, ans: head.answerableAt(e), ok: labels[e.best] === r.label };
});
for (const alpha of [0.01, 0.02, 0.03, 0.05, 0.08, 0.1]) {
  const at = (l: number, f: (x: any) => boolean) => { const s = rows.filter(f); const a = s.filter((x: any) => x.p > alpha && x.ans >= l); return { cov: a.length / s.length, acc: a.filter((x: any) => x.ok).length / Math.max(1, a.length) }; };
  const ins = at(90, (x) => !x.oos), oos = at(90, (x) => x.oos), all = at(90, () => true);
  console.log('alpha', alpha, 'in-scope cov@90', ins.cov.toFixed(3), 'acc', ins.acc.toFixed(3), 'oos abstain@90', (1 - oos.cov).toFixed(3), 'oos unfamiliar', rows.filter((x: any) => x.oos && x.p <= alpha).length / rows.filter((x: any) => x.oos).length, 'all acc@90', all.acc.toFixed(3));
}
