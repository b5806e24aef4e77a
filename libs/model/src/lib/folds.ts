import { hashString, isStopword, normalizeText, tokenize } from './text';
import type { Subject } from './types';

/**
 * Groups of examples that must stay in the same fold: they share a question or a reference, or are
 * near-duplicates (same text after normalization, or the same set of content words).
 */
export function groupExamples(subjects: Subject[]): Int32Array {
  const n = subjects.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const union = (a: number, b: number) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  const seen = new Map<string, number>();
  const link = (key: string, i: number) => {
    const j = seen.get(key);
    if (j === undefined) seen.set(key, i);
    else union(i, j);
  };
  subjects.forEach((s, i) => {
    const norm = normalizeText(s.output ?? '');
    const toks = tokenize(norm);
    link(`t:${toks.join(' ')}`, i);
    const content = [...new Set(toks.filter((t) => !isStopword(t)))].sort();
    if (content.length) link(`c:${content.join(' ')}`, i);
    for (const p of ['question', 'reference', 'context'] as const) {
      const v = s[p];
      if (typeof v === 'string' && v.trim()) link(`${p}:${normalizeText(v)}`, i);
    }
  });
  const g = new Int32Array(n);
  for (let i = 0; i < n; i++) g[i] = find(i);
  return g;
}

/**
 * Fold of every example: groups are dealt to the currently smallest fold, largest groups first, ties
 * broken by a hash of the group's identity (its members' request keys), so the folds do not depend on
 * the order examples arrive in. With fewer groups than k, each group is its own fold.
 */
export function assignFolds(groups: Int32Array, keys: string[], k: number): { folds: Int32Array; k: number } {
  const members = new Map<number, number[]>();
  groups.forEach((g, i) => {
    const m = members.get(g);
    if (m) m.push(i);
    else members.set(g, [i]);
  });
  const list = [...members.values()].map((m) => ({ m, h: hashString(m.map((i) => keys[i]).sort()[0], 7) }));
  const kk = Math.max(1, Math.min(k, list.length));
  list.sort((a, b) => b.m.length - a.m.length || a.h - b.h);
  const size = new Array<number>(kk).fill(0);
  const folds = new Int32Array(groups.length);
  for (const g of list) {
    let f = 0;
    for (let j = 1; j < kk; j++) if (size[j] < size[f]) f = j;
    size[f] += g.m.length;
    for (const i of g.m) folds[i] = f;
  }
  return { folds, k: kk };
}
