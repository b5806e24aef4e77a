/** Text normalization, tokenization and hashing shared by the featurizer, the criterion keys and recall. */

/** Unicode NFC, whitespace collapsed, case folded: how criteria are identified. */
export function normalizeCriterion(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** Lower-cased NFKC text with unified quotes and PTB leftovers (`-lrb-`) undone; contractions split as GloVe does. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/-lrb-/g, '(')
    .replace(/-rrb-/g, ')')
    .replace(/([a-z])n't\b/g, "$1 n't")
    .replace(/\s+/g, ' ')
    .trim();
}

const TOKEN = /n't|'(?:s|re|ve|ll|d|m)\b|[\p{L}\p{N}]+(?:[.,][\p{N}]+)*/gu;

/** Word tokens of normalized text: letters/digits runs, numbers with separators, GloVe-style clitics. */
export function tokenize(normalized: string): string[] {
  return normalized.match(TOKEN) ?? [];
}

const NEGATIONS = new Set(['not', "n't", 'no', 'never', 'none', 'nobody', 'nothing', 'neither', 'nor', 'nowhere', 'cannot', 'without']);
export function isNegation(token: string): boolean {
  return NEGATIONS.has(token);
}

export function isNumberToken(token: string): boolean {
  return /^\p{N}/u.test(token);
}

const STOP = new Set(
  'a an the of to in on at for and or but is are was were be been being it its this that these those i you he she we they my your our their me him her us them do does did has have had with as by from what which who whom how why when where there here so than then if can could would should will shall may might must s \'s \'re \'ve \'ll \'d \'m'.split(' '),
);
export function isStopword(token: string): boolean {
  return STOP.has(token);
}

/** 32-bit FNV-1a over the UTF-16 code units, with a namespace seed: stable across runs and platforms. */
export function hashString(s: string, seed = 0): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // final avalanche (murmur3 fmix32) so nearby strings spread over the buckets
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Deterministic PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Canonical JSON, defined once for every service (keys and hashes must agree everywhere). */
export { canonicalJson } from '@a8/contracts';
