/**
 * A logistic regression over a text's word and word-pair buckets (lexical.ts `lexicalTerms`): the
 * discriminative counterpart of the naive-Bayes ratios. Where the ratios weigh each word by how often it
 * is seen in harmful texts, this model weighs words against each other ("kill" is harmless beside
 * "process", harmful beside "you"), which the labelled set's thousands of texts can now teach it.
 * Fitted by AdaGrad over a fixed, seeded order of the examples: the same data gives the same weights,
 * bit for bit, on every machine.
 */
import { evidenceScale, LEXICAL_BUCKETS } from './lexical';

export interface TermModel {
  weights: Float32Array;
  bias: number;
}

const EPOCHS = 5;
const LEARNING_RATE = 1;
/** L2 penalty per example seen: a bucket seen in a handful of texts stays a small piece of evidence. */
const L2 = 3e-3;

/** A model of zero weights (every text scores its bias, 0). */
export function emptyTermModel(): TermModel {
  return { weights: new Float32Array(LEXICAL_BUCKETS), bias: 0 };
}

/** The model's logit for a text's buckets, each bucket counted once, scaled like lexicalScore. */
export function termLogit(model: TermModel, terms: Int32Array): number {
  return logitOf(model.weights, model.bias, terms);
}

function logitOf(weights: Float32Array, bias: number, terms: Int32Array): number {
  if (terms.length === 0) return bias;
  let sum = 0;
  for (const t of terms) sum += weights[t]!;
  return bias + sum * evidenceScale(terms.length);
}

/** A deterministic permutation of 0..n-1 (xorshift32 Fisher-Yates from a fixed seed). */
function shuffled(n: number, seed: number): Int32Array {
  const order = Int32Array.from({ length: n }, (_, i) => i);
  let s = seed >>> 0 || 1;
  for (let i = n - 1; i > 0; i--) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const j = (s >>> 0) % (i + 1);
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order;
}

/**
 * Fits y ∈ {0,1} over bucket sets. Each example weighs as many texts as it stands for, and positives
 * and negatives weigh the same in total (a category of a few hundred texts against ten thousand
 * benign ones still counts).
 */
export function fitTermModel(terms: readonly Int32Array[], labels: readonly number[], weights: readonly number[]): TermModel {
  const n = terms.length;
  let positives = 0;
  let negatives = 0;
  for (let i = 0; i < n; i++) labels[i] === 1 ? (positives += weights[i]!) : (negatives += weights[i]!);
  // scaled so that the average example weighs 1: the learning rate means the same at any data size
  const scale = (i: number) => (weights[i]! * n * (labels[i] === 1 ? 0.5 / Math.max(positives, 1e-9) : 0.5 / Math.max(negatives, 1e-9)));
  const w = new Float32Array(LEXICAL_BUCKETS);
  const g2 = new Float32Array(LEXICAL_BUCKETS).fill(1e-8);
  let bias = 0;
  let biasG2 = 1e-8;
  for (let epoch = 0; epoch < EPOCHS; epoch++) {
    const order = shuffled(n, 0x5eed + epoch);
    for (const i of order) {
      const row = terms[i]!;
      const norm = row.length ? evidenceScale(row.length) : 0;
      const z = logitOf(w, bias, row);
      const p = 1 / (1 + Math.exp(-z));
      const r = (p - labels[i]!) * scale(i);
      for (const t of row) {
        const g = r * norm + L2 * w[t]!;
        g2[t]! += g * g;
        w[t]! -= (LEARNING_RATE * g) / Math.sqrt(g2[t]!);
      }
      biasG2 += r * r;
      bias -= (LEARNING_RATE * r) / Math.sqrt(biasG2);
    }
  }
  return { weights: w, bias };
}
