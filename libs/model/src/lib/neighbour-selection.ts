/**
 * Rule 7: the selection score of a head of a few labels reads the taught neighbours too. Rule 6 mapped the
 * top probability through a Platt map of the predicted label (selection.ts); here a logistic selector of
 * P(correct) also reads whether the subject's nearest taught examples carry the label the linear model
 * predicts: the share of the SELECTOR_NEIGHBOURS nearest with that label, and the similarity of the nearest
 * one with it. A confident prediction whose neighbours disagree is a linear head extrapolating; one whose
 * neighbours agree is on ground the examples cover.
 *
 * Chosen on train only (bench/model explore.ts dumps, a dev split carved from train by hash): dev coverage
 * @90 / @95 with the rule-6 map vs this selector, calibrated the same way: trec6 0.797 / 0.630 -> 0.828 /
 * 0.673, sst2 0.597 / 0.271 -> 0.600 / 0.320, truthfulqa_judge @90 0.489 -> 0.574.
 *
 * Honest calibration: an out-of-fold example's neighbours are taken from the other folds only (the data its
 * fold model was fitted on), and its selector score comes from a selector fitted on the other folds'
 * out-of-fold predictions (cross-fitting), so no score the calibration reads was made with its own outcome.
 */

/** Neighbours the selector reads. */
export const SELECTOR_NEIGHBOURS = 10;
/** Ridge weight pulling the selector's weights towards 0 (one pseudo-example's worth). */
const PRIOR = 1;
/** A selector needs this many out-of-fold hits and errors; with fewer it ranks by the top probability. */
const MIN_EACH = 3;

const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

/** Length of a feature row of a head of k labels. */
export const selectorWidth = (k: number) => 1 + 2 * (k - 1) + 2;

/** Out-of-fold errors (and hits) a selector needs per weight it fits. */
const EVENTS_PER_WEIGHT = 10;

/**
 * Whether a head's out-of-fold predictions can fit a selector: at least EVENTS_PER_WEIGHT errors and as many hits
 * per weight. A head of tens of examples cannot (on train's few-shot picks the selector cost trec6 with 20 per
 * label 76 -> 74 earned, spamassassin 77 -> 72): it keeps the rule-6 map at every level.
 */
export function selectorFits(correct: ArrayLike<boolean>, k: number): boolean {
  let hits = 0;
  for (let i = 0; i < correct.length; i++) if (correct[i]) hits++;
  const need = EVENTS_PER_WEIGHT * (selectorWidth(k) + 1);
  return hits >= need && correct.length - hits >= need;
}

/**
 * Features of a prediction: logit of the top probability; for each label but the first, its indicator and
 * its indicator times that logit (a Platt map per predicted label); the neighbours' agreement and the
 * similarity of the nearest neighbour with the predicted label (0 when none of them has it).
 */
export function selectorFeatures(k: number, best: number, top: number, neighbours: { label: number; sim: number }[]): Float64Array {
  const x = new Float64Array(selectorWidth(k));
  const z = logit(top);
  x[0] = z;
  if (best > 0) {
    x[1 + 2 * (best - 1)] = 1;
    x[2 + 2 * (best - 1)] = z;
  }
  let agree = 0;
  let simPred = 0;
  let seenPred = false;
  for (const n of neighbours) {
    if (n.label !== best) continue;
    agree++;
    if (!seenPred) simPred = n.sim;
    seenPred = true;
  }
  x[x.length - 2] = neighbours.length ? agree / neighbours.length : 0;
  x[x.length - 1] = simPred;
  return x;
}

/** Weights (intercept first) that score by the top probability alone: sigmoid(logit(top)) = top. */
function identity(width: number): Float64Array {
  const w = new Float64Array(width + 1);
  w[1] = 1;
  return w;
}

/** Solves A d = g in place by Gaussian elimination with partial pivoting (A is p x p, small). */
function solve(A: Float64Array[], g: Float64Array): Float64Array {
  const p = g.length;
  for (let c = 0; c < p; c++) {
    let m = c;
    for (let r = c + 1; r < p; r++) if (Math.abs(A[r][c]) > Math.abs(A[m][c])) m = r;
    [A[c], A[m]] = [A[m], A[c]];
    [g[c], g[m]] = [g[m], g[c]];
    const piv = A[c][c] || 1e-12;
    for (let r = c + 1; r < p; r++) {
      const f = A[r][c] / piv;
      if (f === 0) continue;
      for (let q = c; q < p; q++) A[r][q] -= f * A[c][q];
      g[r] -= f * g[c];
    }
  }
  const d = new Float64Array(p);
  for (let r = p - 1; r >= 0; r--) {
    let s = g[r];
    for (let q = r + 1; q < p; q++) s -= A[r][q] * d[q];
    d[r] = s / (A[r][r] || 1e-12);
  }
  return d;
}

/**
 * Ridge-penalized logistic regression of correct ~ features by Newton steps (deterministic: fixed order,
 * fixed iteration cap, step size capped). Rows `rows` of `X` only.
 */
export function fitSelector(X: Float64Array[], correct: ArrayLike<boolean>, rows?: number[]): Float64Array {
  const width = X.length ? X[0].length : 0;
  const use = rows ?? Array.from({ length: X.length }, (_, i) => i);
  const hits = use.filter((i) => correct[i]).length;
  if (hits < MIN_EACH || use.length - hits < MIN_EACH) return identity(width);
  const p = width + 1;
  const w = identity(width);
  const x = new Float64Array(p);
  for (let it = 0; it < 50; it++) {
    const g = new Float64Array(p);
    const H = Array.from({ length: p }, () => new Float64Array(p));
    for (let j = 1; j < p; j++) {
      g[j] = PRIOR * w[j];
      H[j][j] = PRIOR;
    }
    H[0][0] = 1e-9;
    for (const i of use) {
      x[0] = 1;
      x.set(X[i], 1);
      let z = 0;
      for (let j = 0; j < p; j++) z += w[j] * x[j];
      const pr = 1 / (1 + Math.exp(-z));
      const r = pr - (correct[i] ? 1 : 0);
      const v = pr * (1 - pr);
      for (let j = 0; j < p; j++) {
        if (x[j] === 0) continue;
        g[j] += r * x[j];
        const vx = v * x[j];
        for (let q = 0; q < p; q++) if (x[q] !== 0) H[j][q] += vx * x[q];
      }
    }
    const d = solve(H, g);
    let size = 0;
    for (let j = 0; j < p; j++) size += Math.abs(d[j]);
    const scale = size > 4 ? 4 / size : 1;
    for (let j = 0; j < p; j++) w[j] -= scale * d[j];
    if (size < 1e-10) break;
  }
  return w.every(Number.isFinite) ? w : identity(width);
}

/** The selector's score of a feature row: P(correct). */
export function selectorScore(w: Float64Array, x: Float64Array): number {
  let z = w[0];
  for (let j = 0; j < x.length; j++) z += w[j + 1] * x[j];
  return 1 / (1 + Math.exp(-z));
}

/** Cross-fitted selector scores: rows of fold f scored by the selector fitted on the other folds' rows. */
export function crossFittedSelector(X: Float64Array[], correct: ArrayLike<boolean>, fold: ArrayLike<number>, folds: number): number[] {
  const out = new Array<number>(X.length).fill(0);
  for (let f = 0; f < folds; f++) {
    const others: number[] = [];
    const mine: number[] = [];
    for (let i = 0; i < X.length; i++) (fold[i] === f ? mine : others).push(i);
    if (!mine.length) continue;
    const w = fitSelector(X, correct, others);
    for (const i of mine) out[i] = selectorScore(w, X[i]);
  }
  return out;
}
