import { hashString, isNegation, isNumberToken, isStopword, normalizeText, tokenize } from './text';
import type { PartName, Subject } from './types';
import type { WordVectors } from './vectors';

/** Featurizer settings of family a8-1-1. Changing any of them is a new family. */
export const FEATURES: { charMin: number; charMax: number; wordWeight: number; charWeight: number; vecWeight: number; relWeight: number; minDfFrom: number } = {
  charMin: 3,
  charMax: 5,
  wordWeight: 1,
  charWeight: 1,
  vecWeight: 1,
  relWeight: 1,
  /** n-grams seen in fewer examples are dropped once a head has this many examples */
  minDfFrom: 200,
};

const SEED_WORD = 0x1001;
const SEED_NOVEL = 0x1003;
const SEED_CHAR = 0x2002;
const BINS = [0.2, 0.4, 0.6, 0.8];
/** relational features per part */
export const REL_PER_PART = 10 + 3 * (BINS.length + 1);

/** Number block of number heads (rule 2): first, second, last and largest stated number, standardized. */
export const NUM_FEATURES = 7;
/** standardized numbers are clipped: a phone number must not swamp the row */
const NUM_CLIP = 10;
/**
 * Weight of the number block against the L2-normalized text blocks: the ridge penalty makes a heavier
 * feature cheaper to use, so "the answer is the stated number" wins over spreading the answer across words.
 */
const NUM_WEIGHT = 8;

/**
 * Numbers a text states, in order. `1,200` is a thousand two hundred; `7,5` (a comma not followed by exactly
 * three digits) is read as a decimal comma.
 */
export function statedNumbers(tokens: string[]): number[] {
  const out: number[] = [];
  for (const t of tokens) {
    if (!/^[0-9]/.test(t)) continue;
    const plain = /^[0-9]{1,3}(,[0-9]{3})+(\.[0-9]+)?$/.test(t) ? t.replace(/,/g, '') : t.replace(',', '.');
    const v = Number.parseFloat(plain);
    if (Number.isFinite(v)) out.push(v);
  }
  return out;
}

/** Hashed terms of a text: sorted unique hashes and their counts. */
export interface Terms {
  h: Uint32Array;
  c: Float32Array;
}

function toTerms(m: Map<number, number>): Terms {
  const h = Uint32Array.from(m.keys()).sort();
  const c = new Float32Array(h.length);
  for (let i = 0; i < h.length; i++) c[i] = m.get(h[i])!;
  return { h, c };
}

export interface Analyzed {
  words: Terms; // hashed word / position / novel-word n-grams
  chars: Terms; // hashed char n-grams
  tokens: string[];
  normalized: string;
  parts: Partial<Record<PartName, { tokens: string[]; normalized: string }>>;
}

export function analyze(subject: Subject, parts: readonly PartName[]): Analyzed {
  const normalized = normalizeText(subject.output ?? '');
  const tokens = tokenize(normalized);
  const words = new Map<number, number>();
  const add = (m: Map<number, number>, h: number) => m.set(h, (m.get(h) ?? 0) + 1);
  for (let i = 0; i < tokens.length; i++) {
    add(words, hashString(tokens[i], SEED_WORD));
    if (i + 1 < tokens.length) add(words, hashString(`${tokens[i]} ${tokens[i + 1]}`, SEED_WORD));
  }
  // how the text opens (question words, greetings): position-marked first word and first two words
  if (tokens.length) add(words, hashString(`^ ${tokens[0]}`, SEED_WORD));
  if (tokens.length > 1) add(words, hashString(`^ ${tokens[0]} ${tokens[1]}`, SEED_WORD));
  const chars = new Map<number, number>();
  for (const t of tokens) {
    const s = ` ${t} `;
    if (s.length <= FEATURES.charMin) {
      add(chars, hashString(s, SEED_CHAR));
      continue;
    }
    for (let n = FEATURES.charMin; n <= FEATURES.charMax; n++) {
      for (let i = 0; i + n <= s.length; i++) add(chars, hashString(s.substr(i, n), SEED_CHAR));
    }
  }
  const out: Analyzed = { words: { h: new Uint32Array(0), c: new Float32Array(0) }, chars: toTerms(chars), tokens, normalized, parts: {} };
  if (parts.length) {
    const inParts = new Set<string>();
    for (const p of parts) {
      const text = subject[p];
      if (typeof text !== 'string') continue;
      const pn = normalizeText(text);
      const pt = tokenize(pn);
      out.parts[p] = { tokens: pt, normalized: pn };
      for (const t of pt) inParts.add(t);
    }
    // output words the parts do not contain: what the output adds to its sources
    for (const t of new Set(tokens)) if (!isStopword(t) && !inParts.has(t)) add(words, hashString(t, SEED_NOVEL));
  }
  out.words = toTerms(words);
  return out;
}

/** Sparse row: sorted feature indices and values. */
export interface SparseRow {
  idx: Int32Array;
  val: Float32Array;
}

/** The fitted featurizer of one head: vocabulary with IDF weights, learned from the head's taught examples. */
export class Featurizer {
  readonly wordHashes: Uint32Array;
  readonly wordIdf: Float32Array;
  readonly charHashes: Uint32Array;
  readonly charIdf: Float32Array;
  readonly parts: PartName[];
  readonly maxIdf: number;
  private readonly vectors: WordVectors;
  /** IDF of a vector word (by token) learned at fit time: the word unigram IDF */
  readonly dim: number;
  readonly offChar: number;
  readonly offVec: number;
  readonly offRel: number;
  readonly offNum: number;
  /** number heads fitted by rule 2: how to standardize stated numbers (the taught answers' mean and scale) */
  readonly numbers: { mean: number; scale: number } | null;

  constructor(
    state: { wordHashes: Uint32Array; wordIdf: Float32Array; charHashes: Uint32Array; charIdf: Float32Array; parts: PartName[]; maxIdf: number; numbers?: { mean: number; scale: number } },
    vectors: WordVectors,
  ) {
    this.wordHashes = state.wordHashes;
    this.wordIdf = state.wordIdf;
    this.charHashes = state.charHashes;
    this.charIdf = state.charIdf;
    this.parts = state.parts;
    this.maxIdf = state.maxIdf;
    this.vectors = vectors;
    this.offChar = this.wordHashes.length;
    this.offVec = this.offChar + this.charHashes.length;
    this.offRel = this.offVec + vectors.dim;
    this.offNum = this.offRel + REL_PER_PART * this.parts.length;
    this.numbers = state.numbers ?? null;
    this.dim = this.offNum + (this.numbers ? NUM_FEATURES : 0);
  }

  /** Learn the vocabulary and IDF from analyzed training subjects. */
  static fit(docs: Analyzed[], parts: PartName[], vectors: WordVectors, numbers?: { mean: number; scale: number }): Featurizer {
    const n = docs.length;
    const minDf = n >= FEATURES.minDfFrom ? 2 : 1;
    const vocab = (pick: (d: Analyzed) => Terms) => {
      let total = 0;
      for (const d of docs) total += pick(d).h.length;
      const all = new Uint32Array(total);
      let o = 0;
      for (const d of docs) {
        all.set(pick(d).h, o);
        o += pick(d).h.length;
      }
      all.sort();
      const hashes: number[] = [];
      const idf: number[] = [];
      for (let i = 0; i < all.length; ) {
        let j = i + 1;
        while (j < all.length && all[j] === all[i]) j++;
        if (j - i >= minDf) {
          hashes.push(all[i]);
          idf.push(Math.log((1 + n) / (1 + (j - i))) + 1);
        }
        i = j;
      }
      return { hashes: Uint32Array.from(hashes), idf: Float32Array.from(idf) };
    };
    const w = vocab((d) => d.words);
    const c = vocab((d) => d.chars);
    const maxIdf = Math.fround(Math.log((1 + n) / 1) + 1);
    return new Featurizer({ wordHashes: w.hashes, wordIdf: w.idf, charHashes: c.hashes, charIdf: c.idf, parts, maxIdf, ...(numbers ? { numbers } : {}) }, vectors);
  }

  /** IDF weight of a token for the vector mean (unseen tokens get the highest IDF). */
  private tokenIdf(token: string): number {
    const i = find(this.wordHashes, hashString(token, SEED_WORD));
    return i < 0 ? this.maxIdf : this.wordIdf[i];
  }

  /** IDF-weighted mean word vector, L2-normalized (zeros when no token has a vector). */
  meanVector(tokens: string[]): Float64Array {
    const acc = new Float64Array(this.vectors.dim);
    for (const t of tokens) {
      const row = this.vectors.lookup(t);
      if (row >= 0) this.vectors.addTo(acc, row, this.tokenIdf(t));
    }
    let norm = 0;
    for (let d = 0; d < acc.length; d++) norm += acc[d] * acc[d];
    norm = Math.sqrt(norm);
    if (norm > 0) for (let d = 0; d < acc.length; d++) acc[d] /= norm;
    return acc;
  }

  /** Word block only (L2-normalized TF-IDF), for similarity search. */
  wordBlock(a: Analyzed): SparseRow {
    return block(a.words, this.wordHashes, this.wordIdf, 0, 1);
  }

  /** Full feature row of an analyzed subject, plus the pieces the similarity search reuses. */
  transform(a: Analyzed): { row: SparseRow; words: SparseRow; vec: Float64Array } {
    const words = this.wordBlock(a);
    const chars = block(a.chars, this.charHashes, this.charIdf, this.offChar, FEATURES.charWeight);
    const vec = this.meanVector(a.tokens);
    const rel = this.relational(a, vec);
    const num = this.numberBlock(a);
    const n = words.idx.length + chars.idx.length + vec.length + rel.length + num.length;
    const idx = new Int32Array(n);
    const val = new Float32Array(n);
    let k = 0;
    for (let i = 0; i < words.idx.length; i++, k++) {
      idx[k] = words.idx[i];
      val[k] = words.val[i] * FEATURES.wordWeight;
    }
    for (let i = 0; i < chars.idx.length; i++, k++) {
      idx[k] = chars.idx[i];
      val[k] = chars.val[i];
    }
    for (let d = 0; d < vec.length; d++, k++) {
      idx[k] = this.offVec + d;
      val[k] = vec[d] * FEATURES.vecWeight;
    }
    for (let r = 0; r < rel.length; r++, k++) {
      idx[k] = this.offRel + r;
      val[k] = rel[r] * FEATURES.relWeight;
    }
    for (let r = 0; r < num.length; r++, k++) {
      idx[k] = this.offNum + r;
      val[k] = num[r] * NUM_WEIGHT;
    }
    return { row: { idx, val }, words, vec };
  }

  /**
   * What the subject's own numbers say, on the answer's scale: a head taught "Delivery was 45 minutes late."
   * -> 45 can learn that the answer is the stated number (weight 1 on the first one) or a difference of two.
   */
  private numberBlock(a: Analyzed): Float64Array {
    if (!this.numbers) return new Float64Array(0);
    const { mean, scale } = this.numbers;
    const nums = statedNumbers(a.tokens);
    const z = (v: number) => Math.max(-NUM_CLIP, Math.min(NUM_CLIP, (v - mean) / scale));
    const out = new Float64Array(NUM_FEATURES);
    if (nums.length) {
      // a loop, not Math.max(...nums): a subject may state hundreds of thousands of numbers
      let largest = -Infinity;
      for (const v of nums) if (v > largest) largest = v;
      out[0] = 1;
      out[1] = z(nums[0]);
      out[4] = z(nums[nums.length - 1]);
      out[5] = z(largest);
    }
    if (nums.length > 1) {
      out[2] = 1;
      out[3] = z(nums[1]);
    }
    out[6] = Math.min(nums.length, 5) / 5;
    return out;
  }

  private relational(a: Analyzed, outVec: Float64Array): Float64Array {
    const rel = new Float64Array(REL_PER_PART * this.parts.length);
    const outContent = new Set(a.tokens.filter((t) => !isStopword(t)));
    const outNums = new Set(a.tokens.filter(isNumberToken));
    const outNeg = a.tokens.some(isNegation);
    this.parts.forEach((p, pi) => {
      const part = a.parts[p];
      const base = pi * REL_PER_PART;
      if (!part) {
        rel[base] = 1; // the part is absent
        return;
      }
      const pc = new Set(part.tokens.filter((t) => !isStopword(t)));
      let inter = 0;
      for (const t of outContent) if (pc.has(t)) inter++;
      const prec = outContent.size ? inter / outContent.size : 0;
      const rec = pc.size ? inter / pc.size : 0;
      const f1 = prec + rec > 0 ? (2 * prec * rec) / (prec + rec) : 0;
      const pv = this.meanVector(part.tokens);
      let cos = 0;
      for (let d = 0; d < pv.length; d++) cos += pv[d] * outVec[d];
      const pNums = new Set(part.tokens.filter(isNumberToken));
      let numOut = 0;
      for (const x of outNums) if (!pNums.has(x)) numOut++;
      let numPart = 0;
      for (const x of pNums) if (!outNums.has(x)) numPart++;
      const pNeg = part.tokens.some(isNegation);
      const sub = a.normalized.length > 0 && part.normalized.includes(a.normalized) ? 1 : 0;
      const vals = [
        0,
        f1,
        prec,
        rec,
        cos,
        numOut > 0 ? 1 : 0,
        numPart > 0 && outNums.size > 0 ? 1 : 0,
        outNeg !== pNeg ? 1 : 0,
        Math.max(-3, Math.min(3, Math.log((1 + a.tokens.length) / (1 + part.tokens.length)))) / 3,
        sub,
      ];
      vals.forEach((v, i) => (rel[base + i] = v));
      let o = base + 10;
      for (const v of [f1, prec, cos]) {
        let bin = 0;
        while (bin < BINS.length && v >= BINS[bin]) bin++;
        rel[o + bin] = 1;
        o += BINS.length + 1;
      }
    });
    return rel;
  }
}

/** Index of h in the sorted array, or -1. */
function find(sorted: Uint32Array, h: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid];
    if (v === h) return mid;
    if (v < h) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** L2-normalized sublinear TF-IDF of the terms in the vocabulary; indices come out sorted. */
function block(terms: Terms, vocab: Uint32Array, idf: Float32Array, offset: number, weight: number): SparseRow {
  const pos = new Int32Array(terms.h.length);
  const v = new Float64Array(terms.h.length);
  let m = 0;
  let norm = 0;
  let lo = 0;
  for (let t = 0; t < terms.h.length; t++) {
    // terms and vocabulary are both sorted: search forward from the last hit
    const h = terms.h[t];
    let a = lo;
    let b = vocab.length - 1;
    let hit = -1;
    while (a <= b) {
      const mid = (a + b) >> 1;
      const x = vocab[mid];
      if (x === h) {
        hit = mid;
        break;
      }
      if (x < h) a = mid + 1;
      else b = mid - 1;
    }
    if (hit < 0) {
      lo = a;
      continue;
    }
    lo = hit + 1;
    const w = (1 + Math.log(terms.c[t])) * idf[hit];
    pos[m] = hit;
    v[m] = w;
    norm += w * w;
    m++;
  }
  norm = Math.sqrt(norm);
  const idx = new Int32Array(m);
  const val = new Float32Array(m);
  for (let k = 0; k < m; k++) {
    idx[k] = pos[k] + offset;
    val[k] = (v[k] / norm) * weight;
  }
  return { idx, val };
}
