import { hashString, isNegation, isNumberToken, isStopword, normalizeText, tokenize } from './text';
import type { PartName, Subject } from './types';
import type { WordVectors } from './vectors';

/** Featurizer settings of family a8-1-1. Changing any of them is a new family. */
export const FEATURES = {
  charMin: 3,
  charMax: 5,
  wordWeight: 1,
  charWeight: 1,
  vecWeight: 1,
  relWeight: 1,
  /** n-grams seen in fewer examples are dropped once a head has this many examples */
  minDfFrom: 200,
} as const;

const SEED_WORD = 0x1001;
const SEED_NOVEL = 0x1003;
const SEED_CHAR = 0x2002;
const BINS = [0.2, 0.4, 0.6, 0.8];
/** relational features per part */
export const REL_PER_PART = 10 + 3 * (BINS.length + 1);

/** Text analysis of one subject, independent of any fitted vocabulary. */
export interface Analyzed {
  words: Map<number, number>; // hashed word/novel-word n-gram -> count
  chars: Map<number, number>; // hashed char n-gram -> count
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
  const out: Analyzed = { words, chars, tokens, normalized, parts: {} };
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
  private readonly wordIndex: Map<number, number>;
  private readonly charIndex: Map<number, number>;
  private readonly vectors: WordVectors;
  /** IDF of a vector word (by token) learned at fit time: the word unigram IDF */
  readonly dim: number;
  readonly offChar: number;
  readonly offVec: number;
  readonly offRel: number;

  constructor(
    state: { wordHashes: Uint32Array; wordIdf: Float32Array; charHashes: Uint32Array; charIdf: Float32Array; parts: PartName[]; maxIdf: number },
    vectors: WordVectors,
  ) {
    this.wordHashes = state.wordHashes;
    this.wordIdf = state.wordIdf;
    this.charHashes = state.charHashes;
    this.charIdf = state.charIdf;
    this.parts = state.parts;
    this.maxIdf = state.maxIdf;
    this.vectors = vectors;
    this.wordIndex = new Map();
    this.wordHashes.forEach((h, i) => this.wordIndex.set(h, i));
    this.charIndex = new Map();
    this.charHashes.forEach((h, i) => this.charIndex.set(h, i));
    this.offChar = this.wordHashes.length;
    this.offVec = this.offChar + this.charHashes.length;
    this.offRel = this.offVec + vectors.dim;
    this.dim = this.offRel + REL_PER_PART * this.parts.length;
  }

  /** Learn the vocabulary and IDF from analyzed training subjects. */
  static fit(docs: Analyzed[], parts: PartName[], vectors: WordVectors): Featurizer {
    const n = docs.length;
    const minDf = n >= FEATURES.minDfFrom ? 2 : 1;
    const vocab = (pick: (d: Analyzed) => Map<number, number>) => {
      const df = new Map<number, number>();
      for (const d of docs) for (const h of pick(d).keys()) df.set(h, (df.get(h) ?? 0) + 1);
      const hashes = [...df.entries()].filter(([, c]) => c >= minDf).map(([h]) => h);
      hashes.sort((a, b) => a - b);
      const idf = new Float32Array(hashes.length);
      hashes.forEach((h, i) => (idf[i] = Math.log((1 + n) / (1 + (df.get(h) ?? 0))) + 1));
      return { hashes: Uint32Array.from(hashes), idf };
    };
    const w = vocab((d) => d.words);
    const c = vocab((d) => d.chars);
    const maxIdf = Math.fround(Math.log((1 + n) / 1) + 1);
    return new Featurizer({ wordHashes: w.hashes, wordIdf: w.idf, charHashes: c.hashes, charIdf: c.idf, parts, maxIdf }, vectors);
  }

  /** IDF weight of a token for the vector mean (unseen tokens get the highest IDF). */
  private tokenIdf(token: string): number {
    const i = this.wordIndex.get(hashString(token, SEED_WORD));
    return i === undefined ? this.maxIdf : this.wordIdf[i];
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
    return block(a.words, this.wordIndex, this.wordIdf, 0, 1);
  }

  /** Full feature row of an analyzed subject, plus the pieces the similarity search reuses. */
  transform(a: Analyzed): { row: SparseRow; words: SparseRow; vec: Float64Array } {
    const words = this.wordBlock(a);
    const chars = block(a.chars, this.charIndex, this.charIdf, this.offChar, FEATURES.charWeight);
    const vec = this.meanVector(a.tokens);
    const rel = this.relational(a, vec);
    const n = words.idx.length + chars.idx.length + vec.length + rel.length;
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
    return { row: { idx, val }, words, vec };
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

function block(counts: Map<number, number>, index: Map<number, number>, idf: Float32Array, offset: number, weight: number): SparseRow {
  const pairs: [number, number][] = [];
  let norm = 0;
  for (const [h, c] of counts) {
    const i = index.get(h);
    if (i === undefined) continue;
    const v = (1 + Math.log(c)) * idf[i];
    pairs.push([i, v]);
    norm += v * v;
  }
  pairs.sort((x, y) => x[0] - y[0]);
  norm = Math.sqrt(norm);
  const idx = new Int32Array(pairs.length);
  const val = new Float32Array(pairs.length);
  pairs.forEach(([i, v], k) => {
    idx[k] = i + offset;
    val[k] = (v / norm) * weight;
  });
  return { idx, val };
}
