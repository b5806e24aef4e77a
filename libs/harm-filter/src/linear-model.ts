/**
 * A logistic regression over the filter's features, fitted by full-batch gradient descent with a
 * fixed number of steps: the same data gives the same weights, bit for bit, on every machine.
 */
import type { Features } from './features';

export interface LinearModel {
  weights: Float64Array;
  bias: number;
}

const NEWTON_STEPS = 8;
const RIDGE = 1e-4;

export function score(model: LinearModel, x: Features): number {
  let z = model.bias;
  for (let k = 0; k < x.length; k++) z += model.weights[k]! * x[k]!;
  return 1 / (1 + Math.exp(-z));
}

/**
 * Fits y ∈ {0,1} on dense rows by Newton's method (iteratively reweighted least squares, a fixed
 * number of steps, a small ridge): exact to rounding in a few steps. Each row weighs as many texts as
 * it stands for (`weights`, default 1); positives and negatives weigh equally in total, so a rare
 * category still counts.
 */
export function fitLogistic(rows: Features[], labels: number[], dims: number, weights?: readonly number[]): LinearModel {
  const d = dims + 1; // the bias is the last coordinate
  const theta = new Float64Array(d);
  const weightOf = (n: number) => weights?.[n] ?? 1;
  let positives = 0;
  let negatives = 0;
  labels.forEach((y, n) => (y === 1 ? (positives += weightOf(n)) : (negatives += weightOf(n))));
  const sampleWeight = (y: number, n: number) => weightOf(n) * (y === 1 ? 0.5 / Math.max(positives, 1) : 0.5 / Math.max(negatives, 1));
  // Each row's non-zero coordinates (the bias always): most texts fire no pattern at all.
  const nonZero = rows.map((x) => [...Array.from({ length: dims }, (_, k) => k).filter((k) => x[k] !== 0), dims]);
  const at = (x: Features, k: number) => (k === dims ? 1 : x[k]!);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = new Float64Array(d);
    const hessian = Array.from({ length: d }, () => new Float64Array(d));
    for (let n = 0; n < rows.length; n++) {
      const x = rows[n]!;
      let z = theta[dims]!;
      for (let k = 0; k < dims; k++) z += theta[k]! * x[k]!;
      const p = 1 / (1 + Math.exp(-z));
      const w = sampleWeight(labels[n]!, n);
      const r = (p - labels[n]!) * w;
      const curvature = p * (1 - p) * w;
      const active = nonZero[n]!;
      for (const a of active) {
        const xa = at(x, a);
        gradient[a]! += r * xa;
        for (const b of active) hessian[a]![b]! += curvature * xa * at(x, b);
      }
    }
    for (let a = 0; a < dims; a++) {
      gradient[a]! += RIDGE * theta[a]!;
      hessian[a]![a]! += RIDGE;
    }
    hessian[dims]![dims]! += 1e-9;
    const delta = solve(hessian, gradient);
    for (let a = 0; a < d; a++) theta[a]! -= delta[a]!;
  }
  return { weights: theta.slice(0, dims), bias: theta[dims]! };
}

/** Solves H x = g by Gaussian elimination with partial pivoting (H is small and positive definite). */
function solve(h: Float64Array[], g: Float64Array): Float64Array {
  const n = g.length;
  const m = h.map((row, i) => [...row, g[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    const p = m[col]![col]! || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = m[r]![col]! / p;
      if (factor === 0) continue;
      for (let c = col; c <= n; c++) m[r]![c]! -= factor * m[col]![c]!;
    }
  }
  return Float64Array.from(m.map((row, i) => row[n]! / (row[i]! || 1e-12)));
}

/**
 * The threshold that stops at most `rate` of the benign texts by their out-of-fold scores, each text
 * counted as many times as it stands for (`weights`; harmful texts of other categories count as
 * neither): just above the benign score it must not reach, never below `floor` (one half: a
 * probability of harm; the filter's second stage, whose scores only rank, passes 0).
 */
export function falsePositiveThreshold(scores: number[], roles: ('negative' | 'other')[], rate: number, weights?: readonly number[], floor = 0.5): number {
  const benign = scores.map((s, i) => ({ s, w: weights?.[i] ?? 1 })).filter((_, i) => roles[i] === 'negative').sort((a, b) => b.s - a.s);
  const allowed = rate * benign.reduce((sum, b) => sum + b.w, 0);
  // walk down from the highest benign score: the first one whose stopping would pass the budget
  let stopped = 0;
  let highestStopped = 0;
  for (const b of benign) {
    if (stopped + b.w > allowed) {
      highestStopped = b.s;
      break;
    }
    stopped += b.w;
  }
  return Math.max(floor, highestStopped + 1e-9);
}
