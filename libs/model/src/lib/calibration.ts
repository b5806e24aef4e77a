/**
 * The promise: per level a in 1..99, a score threshold whose Clopper-Pearson upper bound on the out-of-fold
 * error above it is <= 1 - a/100, chosen by a Learn-then-Test procedure that keeps the chance of promising
 * too much <= delta. Two procedures: `calibrate` (rule 1, heads fitted before 2026-12-01: Bonferroni over 20
 * candidates) and `calibrateSequential` (rule 2: fixed-sequence tests on a fine grid).
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

/** Rule 2: where each fixed sequence starts, as shares of the out-of-fold examples answered. */
export const SEQUENCE_STARTS = [0.1, 0.3, 0.5, 0.7, 0.9] as const;
/** Rule 2: grid step of the sequences, as a share of the out-of-fold examples. */
export const SEQUENCE_STEP = 0.005;

/**
 * Rule 2: multi-start fixed-sequence Learn-then-Test. Candidate j answers the out-of-fold examples whose
 * score is >= the score leaving out all but the top ceil(n * j * step) of them (the last answers everything).
 * Each of S sequences starts at one coverage and walks towards answering more, testing every candidate at
 * confidence 1 - delta/20 and stopping at its first failure; a level takes the most lenient candidate any
 * sequence certified. A fixed sequence spends no correction on the candidates it never reaches, so a grid
 * 10x finer than rule 1's costs no more correction, and the starts keep one overconfident error near the
 * top from stopping every sequence. Rule 5 adds a start per level where that level can first be certified
 * (firstCertifiable). Valid: a level is wrong only if one of the S sequences rejects a true
 * null, each with probability <= delta/20 here (<= delta/S is all validity needs).
 */
export function calibrateSequential(scores: ArrayLike<number>, correct: ArrayLike<boolean | number>, delta = DELTA): Calibration {
  const n = scores.length;
  const thresholds = new Float64Array(LEVELS).fill(Infinity);
  thresholds[0] = -Infinity; // level 0 promises nothing: everything is answered
  if (n === 0) return { thresholds, earned: 0 };
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
  const errorsAbove = new Int32Array(n); // errors among the q + 1 highest scores
  let e = 0;
  for (let q = 0; q < n; q++) errorsAbove[q] = e += correct[order[q]] ? 0 : 1;
  // tieEnd[q]: how many are answered by a threshold equal to the q-th highest score (ties included)
  const tieEnd = new Int32Array(n);
  for (let q = n - 1; q >= 0; q--) tieEnd[q] = q + 1 < n && scores[order[q + 1]] === scores[order[q]] ? tieEnd[q + 1] : q + 1;
  const steps = Math.round(1 / SEQUENCE_STEP);
  // Each sequence tests at delta/20, rule 1's per-candidate confidence, not the delta/5 the union bound
  // allows: on 20 half-train draws per set, delta/5 let the answered accuracy of spamassassin @99 and
  // truthfulqa_judge @81 fall under the level in 2-4 draws of 20 (test traffic is never quite the
  // out-of-fold distribution); the finer grid alone is where rule 2 answers more.
  const alpha = delta / CANDIDATES;
  const grid: { t: number; ucb: number }[] = [];
  for (let j = 1; j <= steps; j++) {
    const keep = Math.ceil((n * j) / steps);
    const t = keep >= n ? -Infinity : scores[order[keep - 1]];
    const answered = keep >= n ? n : tieEnd[keep - 1];
    grid.push({ t, ucb: clopperPearsonUpper(errorsAbove[answered - 1], answered, alpha) });
  }
  const starts = SEQUENCE_STARTS.map((s) => Math.round(s * steps) - 1);
  let earned = 0;
  for (let a = 1; a < LEVELS; a++) {
    const allowed = 1 - a / 100 + 1e-12;
    let best = -1;
    for (const s of [...starts, firstCertifiable(n, steps, allowed, alpha)]) {
      let j = s;
      while (j < grid.length && grid[j].ucb <= allowed) j++;
      if (j > s) best = Math.max(best, j - 1);
    }
    if (best < 0) continue;
    thresholds[a] = grid[best].t;
    earned = a;
  }
  return { thresholds, earned };
}

/**
 * Rule 5: each level also starts a sequence at the first grid candidate that could be certified at all, the
 * fewest answered examples whose zero errors meet the level (0 errors in m: bound 1 - alpha^(1/m)). A head
 * of tens of examples has no such candidate among the fixed starts: with 120 examples, level 80 needs 27
 * answered without error, the 10% start answers 12 (it fails at once) and the 30% start 36 (one error among
 * them and it fails too). A sixth sequence keeps the union bound: each still tests at delta/20 <= delta/6.
 */
function firstCertifiable(n: number, steps: number, allowed: number, alpha: number): number {
  if (allowed >= 1) return 0;
  const m = Math.ceil(Math.log(alpha) / Math.log(1 - allowed));
  return Math.min(steps - 1, Math.max(0, Math.ceil((m * steps) / n) - 1));
}

/**
 * Highest level whose threshold the score clears (0 when none but level 0). `score` may depend on the level:
 * a rule-7 head's strict levels are on another score than the levels below them.
 */
export function answerableAt(thresholds: Float64Array, score: number | ((level: number) => number)): number {
  let best = 0;
  for (let a = 0; a < thresholds.length; a++) if ((typeof score === 'number' ? score : score(a)) >= thresholds[a]) best = a;
  return best;
}
