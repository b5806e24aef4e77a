/**
 * Rule 6: the selection score of a head of a few labels. The model's top probability is not equally
 * reliable for every label it predicts (on TREC-6 a confident NUM is right more often than an equally
 * confident ENTY), and one threshold over it answers the weak labels' confident errors with the strong
 * labels' hits. A Platt map per predicted label, P(correct | label, top probability) = sigmoid(a + b *
 * logit(top probability)), fitted on the out-of-fold predictions, puts every label on the scale of its own
 * out-of-fold accuracy; the calibration then ranks by it.
 *
 * Cross-fitted: the out-of-fold score of an example in fold f is mapped by the map fitted on the other folds'
 * out-of-fold predictions, so the calibration never sees a score mapped with the example's own outcome. The
 * head judges with the map fitted on all of them.
 */

/** A label's own map needs this many out-of-fold predictions of it, and this many errors and hits among them. */
export const SELECTION_MIN_PREDICTED = 30;
export const SELECTION_MIN_EACH = 3;
/** Weight of the prior pulling (a, b) towards (0, 1), the identity: one pseudo-example's worth. */
const PRIOR = 1;

const logit = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

/** Penalized logistic fit of correct ~ a + b * logit(score) by Newton steps (deterministic). */
function fitPlatt(scores: ArrayLike<number>, correct: ArrayLike<boolean>, rows: number[]): [number, number] {
  let a = 0;
  let b = 1;
  for (let it = 0; it < 100; it++) {
    let g0 = PRIOR * a;
    let g1 = PRIOR * (b - 1);
    let h00 = PRIOR;
    let h01 = 0;
    let h11 = PRIOR;
    for (const i of rows) {
      const x = logit(scores[i]);
      const p = 1 / (1 + Math.exp(-(a + b * x)));
      const r = p - (correct[i] ? 1 : 0);
      const w = p * (1 - p);
      g0 += r;
      g1 += r * x;
      h00 += w;
      h01 += w * x;
      h11 += w * x * x;
    }
    const det = h00 * h11 - h01 * h01;
    let da = (h11 * g0 - h01 * g1) / det;
    let db = (h00 * g1 - h01 * g0) / det;
    const size = Math.abs(da) + Math.abs(db);
    if (size > 4) {
      da *= 4 / size;
      db *= 4 / size;
    }
    a -= da;
    b -= db;
    if (size < 1e-10) break;
  }
  return [a, b];
}

/**
 * The map of a head of k labels from (best label, top probability, correct) triples: 2 * (k + 1) numbers,
 * (a, b) of every label, then the pooled (a, b) a label without enough predictions of its own uses. A map
 * with b <= 0 would reverse the order of a label's scores; such a label takes the pooled map, and a pooled
 * map with b <= 0 (or no errors and hits at all) is the identity.
 */
export function fitSelectionMap(scores: ArrayLike<number>, best: ArrayLike<number>, correct: ArrayLike<boolean>, k: number, rows?: number[]): Float64Array {
  const all = rows ?? Array.from({ length: scores.length }, (_, i) => i);
  const map = new Float64Array(2 * (k + 1));
  const enough = (r: number[]) => {
    const hits = r.filter((i) => correct[i]).length;
    return hits >= SELECTION_MIN_EACH && r.length - hits >= SELECTION_MIN_EACH;
  };
  let pooled: [number, number] = enough(all) ? fitPlatt(scores, correct, all) : [0, 1];
  if (!(pooled[1] > 0)) pooled = [0, 1];
  map[2 * k] = pooled[0];
  map[2 * k + 1] = pooled[1];
  for (let c = 0; c < k; c++) {
    const mine = all.filter((i) => best[i] === c);
    let ab: [number, number] = mine.length >= SELECTION_MIN_PREDICTED && enough(mine) ? fitPlatt(scores, correct, mine) : pooled;
    if (!(ab[1] > 0)) ab = pooled;
    map[2 * c] = ab[0];
    map[2 * c + 1] = ab[1];
  }
  return map;
}

/** The selection score of a prediction of label `best` with top probability `score`. */
export function selectionScore(map: Float64Array, best: number, score: number): number {
  return 1 / (1 + Math.exp(-(map[2 * best] + map[2 * best + 1] * logit(score))));
}

/**
 * Cross-fitted selection scores of out-of-fold predictions: each fold's mapped by the map of the others'.
 */
export function crossFittedSelection(scores: ArrayLike<number>, best: ArrayLike<number>, correct: ArrayLike<boolean>, fold: ArrayLike<number>, folds: number, k: number): number[] {
  const out = new Array<number>(scores.length).fill(0);
  for (let f = 0; f < folds; f++) {
    const others: number[] = [];
    const mine: number[] = [];
    for (let i = 0; i < scores.length; i++) (fold[i] === f ? mine : others).push(i);
    if (!mine.length) continue;
    const map = fitSelectionMap(scores, best, correct, k, others);
    for (const i of mine) out[i] = selectionScore(map, best[i], scores[i]);
  }
  return out;
}
