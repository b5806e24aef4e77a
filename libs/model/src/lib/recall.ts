import { isStopword, normalizeText, tokenize } from './text';
import type { WordVectors } from './vectors';
import type { StoredExample } from './version';

/** Words a question about what was taught is made of, besides its topic. */
const FILLER = new Set(
  'taught teach teaching learned learn learnt know told tell show list examples example precedents precedent about regarding concerning any all everything anything please quote'.split(' '),
);

function terms(text: string): string[] {
  return tokenize(normalizeText(text))
    .filter((t) => !isStopword(t) && !FILLER.has(t))
    .map(stem);
}

function stem(t: string): string {
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

function exampleText(e: StoredExample): string {
  const s = e.subject;
  const answer = typeof e.answer === 'string' ? e.answer : JSON.stringify(e.answer);
  return [e.criterion ?? '', s.output, s.question ?? '', s.reference ?? '', s.context ?? '', answer.replace(/[{}"_:,]/g, ' ')].join(' ');
}

/** TF-IDF over the whole version's examples (criterion, subject, answer) plus a word-vector fallback. */
export class RecallIndex {
  private readonly docs: Map<string, number>[];
  private readonly norms: Float64Array;
  private readonly idf = new Map<string, number>();
  private readonly vecs: Float64Array[];

  constructor(
    examples: StoredExample[],
    private readonly vectors: WordVectors,
  ) {
    const df = new Map<string, number>();
    this.docs = examples.map((e) => {
      const m = new Map<string, number>();
      for (const t of terms(exampleText(e))) m.set(t, (m.get(t) ?? 0) + 1);
      for (const t of m.keys()) df.set(t, (df.get(t) ?? 0) + 1);
      return m;
    });
    const n = examples.length;
    for (const [t, c] of df) this.idf.set(t, Math.log((1 + n) / (1 + c)) + 1);
    this.norms = Float64Array.from(this.docs, (m) => {
      let s = 0;
      for (const [t, c] of m) s += ((1 + Math.log(c)) * this.idf.get(t)!) ** 2;
      return Math.sqrt(s) || 1;
    });
    this.vecs = examples.map((e) => this.meanVec(tokenize(normalizeText(exampleText(e)))));
  }

  private meanVec(tokens: string[]): Float64Array {
    const acc = new Float64Array(this.vectors.dim);
    for (const t of tokens) {
      if (isStopword(t) || FILLER.has(t)) continue;
      const r = this.vectors.lookup(t);
      if (r >= 0) this.vectors.addTo(acc, r, 1);
    }
    let s = 0;
    for (const x of acc) s += x * x;
    s = Math.sqrt(s);
    if (s > 0) for (let d = 0; d < acc.length; d++) acc[d] /= s;
    return acc;
  }

  search(query: string, limit: number): { i: number; sim: number }[] {
    const q = new Map<string, number>();
    for (const t of terms(query)) q.set(t, (q.get(t) ?? 0) + 1);
    let qn = 0;
    for (const [t, c] of q) qn += ((1 + Math.log(c)) * (this.idf.get(t) ?? 0)) ** 2;
    qn = Math.sqrt(qn) || 1;
    const qv = this.meanVec(tokenize(normalizeText(query)));
    const hits: { i: number; sim: number }[] = [];
    this.docs.forEach((m, i) => {
      let dot = 0;
      for (const [t, c] of q) {
        const dc = m.get(t);
        if (dc) {
          const w = this.idf.get(t)!;
          dot += (1 + Math.log(c)) * w * (1 + Math.log(dc)) * w;
        }
      }
      let cv = 0;
      const v = this.vecs[i];
      for (let d = 0; d < v.length; d++) cv += v[d] * qv[d];
      const sim = 0.7 * (dot / (qn * this.norms[i])) + 0.3 * Math.max(0, cv);
      if (sim > 0) hits.push({ i, sim });
    });
    hits.sort((a, b) => b.sim - a.sim || a.i - b.i);
    return hits.slice(0, limit);
  }
}
