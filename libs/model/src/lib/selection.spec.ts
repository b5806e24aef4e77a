import { describe, expect, it } from 'vitest';
import { crossFittedSelection, fitSelectionMap, selectionScore } from './selection';
import { rng } from './text';

/**
 * Two labels with the same top probabilities: label 0 is right with probability s, label 1 with
 * probability s - 0.3 (an over-confident label). Fold = i % 5.
 */
function twoLabels(n: number, seed: number) {
  const r = rng(seed);
  const scores: number[] = [];
  const best: number[] = [];
  const correct: boolean[] = [];
  const fold: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = 0.5 + 0.5 * r();
    const c = i % 2;
    scores.push(s);
    best.push(c);
    correct.push(r() < (c === 0 ? s : s - 0.3));
    fold.push(i % 5);
  }
  return { scores, best, correct, fold };
}

describe('selection score (rule 6)', () => {
  it("puts each predicted label on the scale of its own out-of-fold accuracy, keeping each label's order", () => {
    const { scores, best, correct } = twoLabels(4000, 7);
    const map = fitSelectionMap(scores, best, correct, 2);
    expect(map.length).toBe(6);
    for (const s of [0.6, 0.8, 0.95]) {
      const strong = selectionScore(map, 0, s);
      const weak = selectionScore(map, 1, s);
      expect(strong).toBeGreaterThan(weak);
      // about the accuracy of each label at that probability
      expect(Math.abs(strong - s)).toBeLessThan(0.08);
      expect(Math.abs(weak - (s - 0.3))).toBeLessThan(0.08);
    }
    for (const c of [0, 1]) expect(selectionScore(map, c, 0.9)).toBeGreaterThan(selectionScore(map, c, 0.7));
  });

  it('a label predicted too rarely takes the pooled map; no errors at all gives the identity', () => {
    const { scores, best, correct } = twoLabels(400, 3);
    // label 2 is never predicted
    const map = fitSelectionMap(scores, best, correct, 3);
    expect([map[4], map[5]]).toEqual([map[6], map[7]]);
    const identity = fitSelectionMap([0.6, 0.7, 0.9], [0, 1, 0], [true, true, true], 2);
    expect(Array.from(identity)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(selectionScore(identity, 1, 0.7)).toBeCloseTo(0.7, 12);
  });

  it("cross-fits: an example's selection score does not depend on its own outcome", () => {
    const { scores, best, correct, fold } = twoLabels(1000, 11);
    const a = crossFittedSelection(scores, best, correct, fold, 5, 2);
    const flipped = [...correct];
    flipped[0] = !flipped[0];
    const b = crossFittedSelection(scores, best, flipped, fold, 5, 2);
    expect(b[0]).toBe(a[0]);
    // another fold's example of the same label does move: its map saw the flip
    expect(b[2]).not.toBe(a[2]);
  });
});
