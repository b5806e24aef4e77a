/**
 * Lexical evidence for the filter: a text's words and word pairs, hashed into a fixed space, and
 * a naive-Bayes log-count ratio per category learned from the labelled set (Wang & Manning 2012's
 * NB features). It generalizes the hand-written patterns to the words harmful texts are written
 * in ("skull cracked", "make them pay") without a word list for each; the patterns still say who
 * does what to whom, and the model weighs both.
 */

/** Hash buckets for words and word pairs: collisions are rare at the labelled set's vocabulary. */
export const LEXICAL_BUCKETS = 1 << 18;
/** Additive smoothing of the counts (a bucket seen once in one class is weak evidence). */
const SMOOTHING = 1;

export const FNV_SEED = 0x811c9dc5;
/** A word inside quotation marks hashes from another seed: a bucket of its own. */
const QUOTED_SEED = 0x01000193 ^ 0x2222;

const STEM_SEED = 0x811c9dc5 ^ 0x5151;
/** A word without its common endings ("torching" -> "torch", "slashed" -> "slash"). */
function stemOf(word: string): string {
  return word.length > 5 ? word.replace(/(?:ings?|ed|es|er|ers|s)$/, '') : word;
}

/** FNV-1a, 32 bits: fast, deterministic, no allocation per character. */
export function fnv(text: string, seed: number): number {
  let h = seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * The distinct buckets of a text's words and adjacent word pairs, sorted. `quoted` marks words inside
 * quotation marks: they get buckets of their own, so "'send them all back' is dehumanizing" is not read
 * like "send them all back". A pair's bucket mixes its words' hashes (no string is built per pair).
 */
export function lexicalTerms(words: readonly string[], quoted?: readonly boolean[]): Int32Array {
  const n = words.length;
  if (n === 0) return new Int32Array(0);
  const hashes = new Uint32Array(n);
  for (let i = 0; i < n; i++) hashes[i] = fnv(words[i]!, quoted?.[i] ? QUOTED_SEED : FNV_SEED);
  // words, adjacent pairs, stems, pairs one word apart
  const buckets = new Int32Array(3 * n - 1 + Math.max(0, n - 2));
  for (let i = 0; i < n; i++) {
    buckets[i] = hashes[i]! % LEXICAL_BUCKETS;
    if (i + 1 < n) buckets[n + i] = (Math.imul(Math.imul(hashes[i]! ^ 0x9e3779b9, 0x85ebca6b) ^ hashes[i + 1]!, 0xc2b2ae35) >>> 0) % LEXICAL_BUCKETS;
    // the word's stem, in a bucket of its own ("torching" meets "torch", "unalived" meets "unalive")
    buckets[2 * n - 1 + i] = fnv(stemOf(words[i]!), STEM_SEED) % LEXICAL_BUCKETS;
    // a pair with one word between ("kill all of", "put you down"): who does what to whom across a filler word
    if (i + 2 < n) buckets[3 * n - 1 + i] = (Math.imul(Math.imul(hashes[i]! ^ 0x7f4a7c15, 0x85ebca6b) ^ hashes[i + 2]!, 0xc2b2ae35) >>> 0) % LEXICAL_BUCKETS;
  }
  buckets.sort();
  let distinct = 0;
  for (let i = 0; i < buckets.length; i++) if (i === 0 || buckets[i] !== buckets[i - 1]) buckets[distinct++] = buckets[i]!;
  return buckets.slice(0, distinct);
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
  // A bucket no labelled text holds says nothing: 0, not the ratio of the smoothing alone (which, with
  // far more benign words than harmful ones, would read every unknown word as a harmful one).
  const ratio = new Float32Array(LEXICAL_BUCKETS);
  for (let t = 0; t < LEXICAL_BUCKETS; t++) if (p[t]! + q[t]! > 2 * SMOOTHING) ratio[t] = Math.log(p[t]! / pTotal) - Math.log(q[t]! / qTotal);
  return ratio;
}

/**
 * A text's lexical score for one category: its buckets' ratios summed, over the square root of
 * their number (evidenceScale), so a long benign text is not many small pieces of evidence added up.
 */
export function lexicalScore(ratio: Float32Array, terms: Int32Array): number {
  if (terms.length === 0) return 0;
  let sum = 0;
  for (const t of terms) sum += ratio[t]!;
  return sum * evidenceScale(terms.length);
}

/**
 * Buckets fewer than this count as a text of this many: a one-word text ("women", "Muslim", "peace") is
 * one small piece of evidence, not a whole text's worth of it.
 */
export const MIN_EVIDENCE_TERMS = 16;

/** The scale of a sum of `n` buckets' weights: 1 / sqrt(n), for n no smaller than MIN_EVIDENCE_TERMS. */
export function evidenceScale(n: number): number {
  return 1 / Math.sqrt(Math.max(n, MIN_EVIDENCE_TERMS));
}


/**
 * The category's harm terms: buckets found in at least `minTexts` of its texts whose log-count ratio
 * is at least `minRatio`, as a mask over the buckets. A text holding none of them is not scored for
 * the category: "i'm going to start calling you alice" shares "i'm going to" with many threats but
 * no word that only harm is written in.
 */
export function harmTermMask(terms: readonly Int32Array[], positive: readonly boolean[], ratio: Float32Array, minTexts: number, minRatio: number): Uint8Array {
  const seen = new Uint16Array(LEXICAL_BUCKETS);
  terms.forEach((row, i) => {
    if (positive[i]) for (const t of row) if (seen[t]! < 65535) seen[t]! += 1;
  });
  const mask = new Uint8Array(LEXICAL_BUCKETS);
  for (let t = 0; t < LEXICAL_BUCKETS; t++) if (seen[t]! >= minTexts && ratio[t]! >= minRatio) mask[t] = 1;
  return mask;
}

/** Whether a text holds one of a mask's buckets. */
export function holdsTerm(mask: Uint8Array, terms: Int32Array): boolean {
  for (const t of terms) if (mask[t]) return true;
  return false;
}
