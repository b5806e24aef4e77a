/**
 * The promise: per level a in 0..99, the most lenient of M fixed candidate thresholds whose
 * Clopper-Pearson upper bound on the out-of-fold error above it is <= 1 - a/100 at confidence 1 - delta/M
 * (Learn-then-Test with a Bonferroni correction over the M candidates).
 */
import betaQuantile from '@stdlib/stats-base-dists-beta-quantile';

export const DELTA = 0.05;
/** candidates answer 100%, 95%, ..., 5% of the out-of-fold examples */
export const CANDIDATES = 20;
export const LEVELS = 100;

/**
 * One-sided Clopper-Pearson upper confidence bound on a binomial proportion: `errors` in `n` trials, at
 * confidence `1 - alpha`. Beta(1 - alpha; errors + 1, n - errors); 1 when every trial is an error or n = 0.
 */
export function clopperPearsonUpper(errors: number, n: number, alpha: number): number {
  if (n <= 0 || errors >= n) return 1;
  return betaQuantile(1 - alpha, errors + 1, n - errors);
}

export interface Calibration {
  /** per level 0..99, the lowest score answered (Infinity: the level is never answered) */
  thresholds: Float64Array;
  /** the highest level with a valid threshold */
  earned: number;
}

/**
 * Learn-then-Test over out-of-fold (score, correct) pairs. Candidate k (k = 0..M-1) answers the examples
 * whose score is >= the score quantile leaving out the lowest k/M of them (k = 0 answers everything).
 */
export function calibrate(scores: ArrayLike<number>, correct: ArrayLike<boolean | number>, delta = DELTA, m = CANDIDATES): Calibration {
  const n = scores.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const sorted = order.map((i) => scores[i]);
  // candidates, most lenient first: threshold and the (answered, errors) counts at it
  const cands: { t: number; answered: number; errors: number; ucb: number }[] = [];
  for (let k = 0; k < m; k++) {
    const keep = Math.ceil((n * (m - k)) / m); // examples the candidate is meant to answer
    const t = k === 0 || keep <= 0 ? -Infinity : sorted[keep - 1];
    let answered = 0;
    let errors = 0;
    for (let q = 0; q < n; q++) {
      const i = order[q];
      if (scores[i] < t) break;
      answered++;
      if (!correct[i]) errors++;
    }
    cands.push({ t, answered, errors, ucb: clopperPearsonUpper(errors, answered, delta / m) });
  }
  const thresholds = new Float64Array(LEVELS).fill(Infinity);
  let earned = -1;
  for (let a = 0; a < LEVELS; a++) {
    const allowed = 1 - a / 100;
    // a = 0 allows any error rate: the most lenient candidate answers
    const pick = cands.find((c) => (a === 0 ? true : c.answered > 0 && c.ucb <= allowed + 1e-12));
    if (pick) {
      thresholds[a] = pick.t;
      earned = a;
    }
  }
  return { thresholds, earned: Math.max(0, earned) };
}

/** Highest level whose threshold the score clears (0 when none but level 0). */
export function answerableAt(thresholds: Float64Array, score: number): number {
  let best = 0;
  for (let a = 0; a < thresholds.length; a++) if (score >= thresholds[a]) best = a;
  return best;
}
