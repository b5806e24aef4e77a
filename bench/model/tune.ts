/** Design exploration on TRAIN ONLY: out-of-fold accuracy and coverage at 90 for settings given as JSON. */
import './workspace-paths';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fitVersion, loadWordVectors } from '../../libs/model/src/index';
import { HEAD } from '../../libs/model/src/lib/head';
import { FEATURES } from '../../libs/model/src/lib/features';
import type { Version } from '../../libs/model/src/lib/version';

const [ds, settings = '{}', limit = '0'] = process.argv.slice(2);
const s = JSON.parse(settings);
Object.assign(HEAD, s.head ?? {});
Object.assign(FEATURES, s.features ?? {});
const vectors = loadWordVectors();
let rows = readFileSync(`/work/shared/datasets/${ds}/train.jsonl`, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
if (ds === 'clinc150') rows = rows.filter((r: any) => r.label !== 'oos');
if (Number(limit)) rows = rows.filter((_: any, i: number) => i % Math.ceil(rows.length / Number(limit)) === 0);
const labels = [...new Set(rows.map((r: any) => r.label))].sort();
const ex = rows.map((r: any) => {
  const subject = r.text !== undefined ? { output: r.text } : { output: r.output, reference: r.reference, question: r.question };
  return { requestKey: createHash('sha256').update(JSON.stringify(r)).digest('hex'), criterion: 'c', schema: { enum: labels }, subject, answer: r.label, recordedAt: 't', display: { input: null, format: null } };
});
const t = Date.now();
const v = fitVersion(ex, { vectors }) as Version;
const h = v.state.heads[0];
console.log(ds, settings, 'n', rows.length, 'fit', ((Date.now() - t) / 1000).toFixed(1), 's', 'oof acc', h.oof.accuracy?.toFixed(4), 'cov90', h.oof.coverage90?.toFixed(3), 'earned', h.earned, 'cov95', (h.thresholds[95] === Infinity ? 0 : 'see'));
