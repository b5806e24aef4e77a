/**
 * Lexical evidence for the filter: a text's words and word pairs, hashed into a fixed space, and
 * a naive-Bayes log-count ratio per category learned from the labelled set (Wang & Manning 2012's
 * NB features). It generalizes the hand-written patterns to the words harmful texts are written
 * in ("skull cracked", "make them pay") without a word list for each; the patterns still say who
 * does what to whom, and the model weighs both.
 */

/** Hash buckets for words and word pairs: collisions are rare at the labelled set's vocabulary. */
export const LEXICAL_BUCKETS = 1 << 16;
/** Additive smoothing of the counts (a bucket seen once in one class is weak evidence). */
const SMOOTHING = 1;

function hash(text: string): number {
  // FNV-1a, 32 bits: fast, deterministic, no allocation per character.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % LEXICAL_BUCKETS;
}

/** The distinct buckets of a text's words and adjacent word pairs, sorted. */
export function lexicalTerms(words: readonly string[]): Int32Array {
  const seen = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    seen.add(hash(words[i]!));
    if (i + 1 < words.length) seen.add(hash(`${words[i]} ${words[i + 1]}`));
  }
  return Int32Array.from([...seen].sort((a, b) => a - b));
}

/**
 * The log-count ratio of each bucket between a category's texts and the rest: log of the
 * smoothed share of the category's bucket occurrences over the rest's. Texts weigh equally.
 */
export function logCountRatio(terms: readonly Int32Array[], positive: readonly boolean[]): Float32Array {
  const p = new Float64Array(LEXICAL_BUCKETS).fill(SMOOTHING);
  const q = new Float64Array(LEXICAL_BUCKETS).fill(SMOOTHING);
  let pTotal = SMOOTHING * LEXICAL_BUCKETS;
  let qTotal = SMOOTHING * LEXICAL_BUCKETS;
  terms.forEach((row, i) => {
    const counts = positive[i] ? p : q;
    for (const t of row) counts[t]! += 1;
    if (positive[i]) pTotal += row.length;
    else qTotal += row.length;
  });
  const ratio = new Float32Array(LEXICAL_BUCKETS);
  for (let t = 0; t < LEXICAL_BUCKETS; t++) ratio[t] = Math.log(p[t]! / pTotal) - Math.log(q[t]! / qTotal);
  return ratio;
}

/**
 * A text's lexical score for one category: its buckets' ratios summed, over the square root of
 * their number, so a long benign text is not many small pieces of evidence added up.
 */
export function lexicalScore(ratio: Float32Array, terms: Int32Array): number {
  if (terms.length === 0) return 0;
  let sum = 0;
  for (const t of terms) sum += ratio[t]!;
  return sum / Math.sqrt(terms.length);
}

