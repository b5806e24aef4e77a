import { describe, expect, it } from 'vitest';
import { heldOutConfidence, OOS_MIN_LABELS, OOS_PRIOR, OOS_PRIOR_STRICT, OOS_STRICT_FROM, strictFrom, twinDonors } from './out-of-scope';

describe('held-out-label twins', () => {
  it('score a twin as the softmax confidence of the best label other than its own', () => {
    // logits 3, 1, 0: without label 0 the softmax over (1, 0) gives e / (e + 1)
    expect(heldOutConfidence([3, 1, 0], 0)).toBeCloseTo(Math.E / (Math.E + 1), 12);
    // holding out a label that was not the best leaves the best one's confidence among the rest
    expect(heldOutConfidence([3, 1, 0], 2)).toBeCloseTo(Math.exp(3) / (Math.exp(3) + Math.exp(1)), 12);
    // stable with huge logits
    expect(heldOutConfidence([1000, 999, -5], 0)).toBeCloseTo(1 / (1 + Math.exp(-1004)), 12);
  });

  it(`lend twins to a share ${OOS_PRIOR} of the calibration set, only for heads of >= ${OOS_MIN_LABELS} labels, picked by request key`, () => {
    const keys = Array.from({ length: 400 }, (_, i) => `request-${i}`);
    const donors = twinDonors(keys, OOS_MIN_LABELS);
    expect(donors.length).toBe(100); // 400 * 0.2 / 0.8: twins are 20% of 500
    expect(new Set(donors).size).toBe(100);
    expect(twinDonors(keys, OOS_MIN_LABELS - 1)).toEqual([]);
    // deterministic, and independent of the order the examples come in
    const shuffled = [...keys].reverse();
    expect(twinDonors(shuffled, 12).map((i) => shuffled[i]).sort()).toEqual(donors.map((i) => keys[i]).sort());
  });

  it(`lend more twins from level ${OOS_STRICT_FROM} up: the stricter share's donors include the others`, () => {
    const keys = Array.from({ length: 400 }, (_, i) => `request-${i}`);
    const strict = twinDonors(keys, OOS_MIN_LABELS, OOS_PRIOR_STRICT);
    expect(strict.length).toBe(Math.round((400 * OOS_PRIOR_STRICT) / (1 - OOS_PRIOR_STRICT)));
    expect(twinDonors(keys, OOS_MIN_LABELS).every((i) => strict.includes(i))).toBe(true);
  });

  it('takes each level from the calibration it is certified under, never more lenient than the level below', () => {
    const levels = (f: (a: number) => number) => Float64Array.from({ length: 100 }, (_, a) => (a === 0 ? -Infinity : f(a)));
    const expected = levels((a) => (a <= 97 ? a / 100 : Infinity));
    const strict = levels((a) => (a <= 96 ? a / 100 + 0.005 : Infinity));
    const { thresholds, earned } = strictFrom(expected, strict);
    expect(thresholds[OOS_STRICT_FROM - 1]).toBe(expected[OOS_STRICT_FROM - 1]);
    expect(thresholds[OOS_STRICT_FROM]).toBe(strict[OOS_STRICT_FROM]);
    // the strict calibration earns only 96: 97 is not certified under it
    expect(earned).toBe(96);
    for (let a = 2; a < 100; a++) expect(thresholds[a]!).toBeGreaterThanOrEqual(thresholds[a - 1]!);
  });
});
