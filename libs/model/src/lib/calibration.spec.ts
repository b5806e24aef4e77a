import { describe, expect, it } from 'vitest';
import binomialCdf from '@stdlib/stats-base-dists-binomial-cdf';
import { answerableAt, calibrate, calibrateSequential, clopperPearsonUpper } from './calibration';
import { rng } from './text';

describe('clopperPearsonUpper', () => {
  // Tabulated two-sided 95% Clopper-Pearson intervals (upper end = one-sided bound at alpha 0.025):
  // 0/10 -> 0.3085, 1/10 -> 0.4450, 5/10 -> 0.8129, 2/20 -> 0.3170, 0/30 -> 0.1157
  it.each([
    [0, 10, 0.025, 0.3085],
    [1, 10, 0.025, 0.445],
    [5, 10, 0.025, 0.8129],
    [2, 20, 0.025, 0.317],
    [0, 30, 0.025, 0.1157],
  ])('%i errors of %i at alpha %f -> %f', (k, n, alpha, expected) => {
    expect(clopperPearsonUpper(k, n, alpha)).toBeCloseTo(expected, 3);
  });

  it('matches the closed forms at the edges', () => {
    // no error: 1 - alpha^(1/n); all but one: (1 - alpha)^(1/n)
    expect(clopperPearsonUpper(0, 50, 0.05)).toBeCloseTo(1 - Math.pow(0.05, 1 / 50), 10);
    expect(clopperPearsonUpper(49, 50, 0.05)).toBeCloseTo(Math.pow(0.95, 1 / 50), 10);
    expect(clopperPearsonUpper(3, 3, 0.05)).toBe(1);
    expect(clopperPearsonUpper(0, 0, 0.05)).toBe(1);
  });

  it('puts exactly alpha of the binomial mass at or below the observed errors', () => {
    for (const [k, n] of [
      [3, 40],
      [17, 200],
      [120, 1000],
    ]) {
      const p = clopperPearsonUpper(k, n, 0.0025);
      expect(binomialCdf(k, n, p)).toBeCloseTo(0.0025, 8);
    }
  });
});

/** n examples with score s ~ U(0,1), right with probability s: accuracy above t is (1 + t) / 2. */
function synthetic(n: number, seed: number) {
  const r = rng(seed);
  const scores: number[] = [];
  const correct: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const s = r();
    scores.push(s);
    correct.push(r() < s);
  }
  return { scores, correct };
}

describe('calibrate (Learn-then-Test, Bonferroni over 20 candidates)', () => {
  it('keeps the promise on synthetic scores whose true accuracy is known', () => {
    let broken = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const { scores, correct } = synthetic(3000, seed);
      const cal = calibrate(scores, correct);
      for (const a of [60, 70, 80, 90]) {
        const t = cal.thresholds[a];
        if (!Number.isFinite(t)) continue;
        const trueAcc = (1 + Math.max(0, t)) / 2;
        if (trueAcc < a / 100) broken++;
      }
    }
    // family-wise error rate <= delta = 0.05 per fit; over 40 fits expect about 0-2 breaks
    expect(broken).toBeLessThanOrEqual(4);
  });

  it('answers as much as the evidence allows (the most lenient valid candidate)', () => {
    const { scores, correct } = synthetic(20000, 7);
    const cal = calibrate(scores, correct);
    // at level 80 the true rule is t >= 0.6 (coverage 0.40); the grid steps by 5%: expect 0.30-0.40
    const cov = scores.filter((s) => s >= cal.thresholds[80]).length / scores.length;
    expect(cov).toBeGreaterThanOrEqual(0.3);
    expect(cov).toBeLessThanOrEqual(0.4);
    // everything is answered at level 50 (overall accuracy about 0.5 is not enough) ... but at 40 it is
    expect(cal.thresholds[40]).toBe(-Infinity);
  });

  it('does not stop at the first failing candidate: overconfident errors at the top do not collapse coverage', () => {
    // the 50 highest scores are all wrong, everything else is right (accuracy 95%)
    const n = 1000;
    const scores = Array.from({ length: n }, (_, i) => i / n);
    const correct = scores.map((_, i) => i < n - 50);
    const cal = calibrate(scores, correct);
    expect(cal.thresholds[80]).toBe(-Infinity); // answer everything: the 100% candidate is valid
    expect(cal.earned).toBeGreaterThanOrEqual(90);
    expect(cal.thresholds[99]).toBe(Infinity);
  });

  it('gives non-decreasing thresholds, level 0 always answered, and earned = the highest valid level', () => {
    const { scores, correct } = synthetic(2000, 3);
    const cal = calibrate(scores, correct);
    expect(cal.thresholds[0]).toBe(-Infinity);
    for (let a = 1; a < 100; a++) expect(cal.thresholds[a]).toBeGreaterThanOrEqual(cal.thresholds[a - 1]);
    expect(Number.isFinite(cal.thresholds[cal.earned]) || cal.thresholds[cal.earned] === -Infinity).toBe(true);
    if (cal.earned < 99) expect(cal.thresholds[cal.earned + 1]).toBe(Infinity);
    expect(answerableAt(cal.thresholds, 2)).toBe(cal.earned);
    expect(answerableAt(cal.thresholds, -1)).toBeLessThan(cal.earned);
  });

  it('earns nothing above 0 without out-of-fold evidence', () => {
    const cal = calibrate([], []);
    expect(cal.earned).toBe(0);
    expect(cal.thresholds[1]).toBe(Infinity);
  });
});

describe('calibrateSequential (rules 2-5: multi-start fixed-sequence Learn-then-Test)', () => {
  it('keeps the promise on synthetic scores whose true accuracy is known', () => {
    let broken = 0;
    let tested = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { scores, correct } = synthetic(2000, seed);
      const cal = calibrateSequential(scores, correct);
      for (const a of [60, 70, 80, 90, 95]) {
        const t = cal.thresholds[a];
        if (!Number.isFinite(t)) continue;
        tested++;
        if ((1 + Math.max(0, t)) / 2 < a / 100) broken++;
      }
    }
    expect(tested).toBeGreaterThan(200);
    // each level's error probability is <= delta = 0.05 per fit; over 60 fits about 0-3 breaks per level
    expect(broken).toBeLessThanOrEqual(8);
  });

  it('answers more than the Bonferroni grid at the same data and confidence per test (finer grid)', () => {
    const { scores, correct } = synthetic(20000, 7);
    const seq = calibrateSequential(scores, correct);
    const bonf = calibrate(scores, correct);
    const cov = (t: number) => scores.filter((s) => s >= t).length / scores.length;
    // true rule at level 80: t >= 0.6, coverage 0.40; the 0.5% grid gets within a few points of it
    expect(cov(seq.thresholds[80])).toBeGreaterThan(cov(bonf.thresholds[80]));
    expect(cov(seq.thresholds[80])).toBeGreaterThanOrEqual(0.36);
    expect(cov(seq.thresholds[80])).toBeLessThanOrEqual(0.4);
  });

  it('survives overconfident errors at the very top: a later start still certifies', () => {
    // the 10 highest scores are wrong, everything else right: the sequence from 10% fails at once,
    // the ones from 30% and above do not
    const n = 1000;
    const scores = Array.from({ length: n }, (_, i) => i / n);
    const correct = scores.map((_, i) => i < n - 10);
    const cal = calibrateSequential(scores, correct);
    expect(cal.thresholds[95]).toBe(-Infinity);
    expect(cal.earned).toBeGreaterThanOrEqual(97);
  });

  it('level 0 answers everything, thresholds never decrease, earned is the highest certified level', () => {
    const { scores, correct } = synthetic(2000, 3);
    const cal = calibrateSequential(scores, correct);
    expect(cal.thresholds[0]).toBe(-Infinity);
    for (let a = 1; a < 100; a++) expect(cal.thresholds[a]).toBeGreaterThanOrEqual(cal.thresholds[a - 1]);
    if (cal.earned < 99) expect(cal.thresholds[cal.earned + 1]).toBe(Infinity);
    expect(Number.isFinite(cal.thresholds[cal.earned]) || cal.thresholds[cal.earned] === -Infinity).toBe(true);
  });

  it('certifies from a few dozen examples when they are all right, and nothing from none', () => {
    // 40 out-of-fold examples, all right: all 40 answered bound the error at 1 - 0.0025^(1/40) = 0.139, so
    // level 86. The fixed starts never test all 40 at 86 (the 90% start's top 36 give 0.153 and stop it);
    // level 86's own start (rule 5) is where it can first be certified: all 40.
    const cal = calibrateSequential(Array.from({ length: 40 }, (_, i) => i), Array(40).fill(true));
    expect(cal.earned).toBe(86);
    expect(cal.thresholds[86]).toBe(-Infinity);
    expect(calibrateSequential([], []).earned).toBe(0);
    expect(calibrateSequential([], []).thresholds[0]).toBe(-Infinity);
  });
});
