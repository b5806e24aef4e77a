import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureWordVectorsFile, repoRoot } from '../testing/vectors';
import { analyze, Featurizer } from './features';
import { BOUNDED_FROM, SimilarityIndex } from './similarity';
import type { PartName } from './types';
import { loadWordVectors, type WordVectors } from './vectors';

// the output alone: the parts a head may add beside it (question, reference, context) are none here
const OUTPUT: PartName[] = [];

/** The full scan's answer: every similarity from scores(), sorted (similarity descending, lower index first). */
function scanned(index: SimilarityIndex, q: ReturnType<SimilarityIndex['row']>, k: number, skip?: (i: number) => boolean) {
  const acc = Float64Array.from(index.scores(q.words, q.vec));
  return Array.from({ length: index.n }, (_, i) => ({ i, sim: acc[i] }))
    .filter((x) => !skip?.(x.i))
    .sort((a, b) => b.sim - a.sim || a.i - b.i)
    .slice(0, k);
}

function indexOf(texts: string[], vectors: WordVectors): { index: SimilarityIndex; query: (text: string) => ReturnType<SimilarityIndex['row']> } {
  const docs = texts.map((t) => analyze({ output: t }, OUTPUT));
  const fz = Featurizer.fit(docs, OUTPUT, vectors);
  const blocks = docs.map((d) => fz.transform(d));
  const index = SimilarityIndex.build(
    blocks.map((b) => b.words),
    blocks.map((b) => b.vec),
    fz.wordHashes.length,
    vectors.dim,
  );
  const query = (text: string) => {
    const t = fz.transform(analyze({ output: text }, OUTPUT));
    return { words: t.words, vec: t.vec };
  };
  return { index, query };
}

describe('nearest neighbours with bounds (vector-bounds.ts)', () => {
  let vectors: WordVectors;
  let texts: string[];
  beforeAll(() => {
    vectors = loadWordVectors(ensureWordVectorsFile());
    const dir = path.join(repoRoot(), 'libs/reference-packs/data');
    texts = ['ticket-router.jsonl', 'banking-intent.jsonl'].flatMap((f) =>
      readFileSync(path.join(dir, f), 'utf8')
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { input: { role: string; content: string }[] }).input.find((m) => m.role === 'user')!.content),
    );
  });

  it('finds exactly the neighbours and similarities of the full scan, to the bit, on the reference packs', () => {
    const { index, query } = indexOf(texts, vectors);
    expect(index.n).toBeGreaterThanOrEqual(BOUNDED_FROM);
    for (const k of [1, 3, 10]) {
      for (let i = 0; i < index.n; i++) {
        // out-of-fold style: the subject itself skipped, as the novelty calibration asks
        const skip = (j: number) => j === i || (k === 3 && j % 7 === i % 7);
        expect(index.nearest(index.row(i).words, index.row(i).vec, k, skip)).toEqual(scanned(index, index.row(i), k, skip));
      }
    }
    // unseen texts: reworded, cut short, foreign, empty (no known word: a zero vector)
    const unseen = [...texts.slice(0, 60).map((t) => t.split(' ').reverse().join(' ')), ...texts.slice(60, 120).map((t) => t.slice(0, 12)), 'Où est ma carte bancaire ?', '', '!!!', 'refund refund refund'];
    for (const text of unseen) for (const k of [1, 10]) expect(index.nearest(query(text).words, query(text).vec, k)).toEqual(scanned(index, query(text), k));
  });

  it('resolves ties as the full scan does (lower index first), and survives a rank-deficient set', () => {
    // 300 copies of three texts: every similarity is tied 100 ways, and the vectors span three directions
    const copies = Array.from({ length: 300 }, (_, i) => ['Where is my parcel?', 'I was charged twice for one order.', 'Reset my password please.'][i % 3]);
    const { index, query } = indexOf(copies, vectors);
    for (const text of ['my parcel is late', 'charged twice', 'password', 'hello']) {
      for (const k of [1, 5, 150]) expect(index.nearest(query(text).words, query(text).vec, k)).toEqual(scanned(index, query(text), k));
    }
    const same = indexOf(Array.from({ length: 260 }, () => 'identical text'), vectors);
    expect(same.index.nearest(same.query('identical').words, same.query('identical').vec, 2)).toEqual(scanned(same.index, same.query('identical'), 2));
  });

  it('returns fewer than k when the skip leaves fewer, as the scan does', () => {
    const { index } = indexOf(texts, vectors);
    const q = index.row(5);
    const skip = (j: number) => j > 3;
    expect(index.nearest(q.words, q.vec, 10, skip)).toEqual(scanned(index, q, 10, skip));
    expect(index.nearest(q.words, q.vec, 10, () => true)).toEqual([]);
  });
});
