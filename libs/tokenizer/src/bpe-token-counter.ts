import cl100k from 'js-tiktoken/ranks/cl100k_base';

/**
 * Byte-pair pieces longer than this are counted in chunks of this many bytes. Why: BPE merging is
 * quadratic in a piece's length, and a pre-token is unbounded (a 1 MB run of letters with no space
 * is one piece), so an uncapped counter lets one request hold the event loop for minutes. With the
 * cap, counting costs at most ~MAX_PIECE_BYTES operations per input byte: linear in the input.
 * Real words are far shorter, so ordinary text counts exactly as the encoding would.
 */
export const MAX_PIECE_BYTES = 128;

type RankFile = { pat_str: string; bpe_ranks: string };

/**
 * Counts BPE tokens of a text with an OpenAI-style rank table (cl100k_base by default). It only
 * counts: no token ids are kept, special-token text is counted as ordinary text (a request may
 * contain `<|endoftext|>` and must not fail for it), and merging keeps the rank of each adjacent
 * pair, so a chunk of n bytes costs O(n²) number comparisons with n ≤ MAX_PIECE_BYTES.
 */
export class BpeTokenCounter {
  /** A token's bytes (as a latin1 string) → its rank, which is also its id. */
  private readonly ranks = new Map<string, number>();
  /** (left rank, right rank) packed into one number → the rank of their concatenation. */
  private readonly merges = new Map<number, number>();
  /** The rank of each single byte (every byte is a token in these encodings). */
  private readonly byteRank = new Int32Array(256);
  private readonly pattern: RegExp;

  constructor(file: RankFile) {
    for (const line of file.bpe_ranks.split('\n')) {
      if (!line) continue;
      const [, offsetText, ...tokens] = line.split(' ');
      const offset = Number.parseInt(offsetText ?? '', 10);
      tokens.forEach((token, i) => this.ranks.set(Buffer.from(token, 'base64').toString('latin1'), offset + i));
    }
    for (let b = 0; b < 256; b++) this.byteRank[b] = this.ranks.get(String.fromCharCode(b)) ?? -1;
    // BPE only ever merges two parts that are tokens into a token, so every merge can be looked up
    // by the pair of ranks: numbers as keys instead of a string built per candidate pair.
    for (const [bytes, rank] of this.ranks) {
      for (let split = 1; split < bytes.length; split++) {
        const left = this.ranks.get(bytes.slice(0, split));
        const right = left === undefined ? undefined : this.ranks.get(bytes.slice(split));
        if (left !== undefined && right !== undefined) this.merges.set(left * RANK_SPAN + right, rank);
      }
    }
    this.pattern = new RegExp(file.pat_str, 'gu');
  }

  /** Counts of recent short texts: a team's criterion and verdict schema come with every request it sends. */
  private readonly recent = new Map<string, number>();

  /** The number of tokens `text` encodes to. */
  count(text: string): number {
    if (text.length > MEMO_MAX_CHARS) return this.countPieces(text);
    const known = this.recent.get(text);
    if (known !== undefined) return known;
    const counted = this.countPieces(text);
    // a full memo starts over: bounded memory, and no per-hit bookkeeping on the request path
    if (this.recent.size >= MEMO_ENTRIES) this.recent.clear();
    this.recent.set(text, counted);
    return counted;
  }

  private countPieces(text: string): number {
    let total = 0;
    for (const match of text.matchAll(this.pattern)) {
      const piece = match[0];
      // an ASCII piece is its own UTF-8 bytes read as latin1: no buffer to build for the usual word
      if (piece.length < 32 && this.ranks.has(ASCII.test(piece) ? piece : latin1OfUtf8(piece))) {
        total += 1;
        continue;
      }
      const bytes = Buffer.from(piece, 'utf8');
      for (let start = 0; start < bytes.length; start += MAX_PIECE_BYTES) {
        total += this.countChunk(bytes, start, Math.min(bytes.length, start + MAX_PIECE_BYTES));
      }
    }
    return total;
  }

  /**
   * The same count, in slices of about `sliceChars` characters cut at line breaks (else at a
   * space, else anywhere), yielding to the event loop between slices: a 1 MB body counts in
   * hundreds of milliseconds, and the service answers its other requests (health probes
   * included) meanwhile. A cut can move at most one token across a slice boundary.
   */
  async countYielding(text: string, sliceChars = SLICE_CHARS): Promise<number> {
    if (text.length <= sliceChars) return this.count(text);
    let total = 0;
    for (let start = 0; start < text.length; ) {
      let end = Math.min(text.length, start + sliceChars);
      if (end < text.length) {
        const window = text.slice(end - Math.min(4096, sliceChars - 1), end);
        const line = window.lastIndexOf('\n');
        const space = window.lastIndexOf(' ');
        const cut = line >= 0 ? line + 1 : space >= 0 ? space : -1;
        if (cut >= 0) end = end - window.length + cut;
        // Never cut a surrogate pair in two.
        if (end > start && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
      }
      total += this.count(text.slice(start, end));
      start = end;
      if (start < text.length) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return total;
  }

  /** Tokens of bytes[start, end): merge the lowest-ranked adjacent pair until no pair merges. */
  private countChunk(bytes: Buffer, start: number, end: number): number {
    let parts = end - start;
    if (parts <= 1) return parts;
    const part = this.partScratch;
    const pair = this.pairScratch;
    for (let i = 0; i < parts; i++) part[i] = this.byteRank[bytes[start + i]!]!;
    for (let i = 0; i < parts - 1; i++) pair[i] = this.mergeOf(part[i]!, part[i + 1]!);
    for (;;) {
      let best = NO_MERGE;
      let at = -1;
      for (let i = 0; i < parts - 1; i++) {
        if (pair[i]! < best) {
          best = pair[i]!;
          at = i;
        }
      }
      if (at < 0) return parts;
      part[at] = best;
      part.copyWithin(at + 1, at + 2, parts);
      pair.copyWithin(at + 1, at + 2, parts - 1);
      parts -= 1;
      // Only the merged part's two neighbouring pairs change.
      if (at < parts - 1) pair[at] = this.mergeOf(part[at]!, part[at + 1]!);
      if (at > 0) pair[at - 1] = this.mergeOf(part[at - 1]!, part[at]!);
    }
  }

  private readonly partScratch = new Int32Array(MAX_PIECE_BYTES);
  private readonly pairScratch = new Float64Array(MAX_PIECE_BYTES);

  private mergeOf(left: number, right: number): number {
    return this.merges.get(left * RANK_SPAN + right) ?? NO_MERGE;
  }
}

const RANK_SPAN = 1 << 20;
/** A slice counts in a few milliseconds at worst (a hostile one-word run): the longest the event loop waits. */
const SLICE_CHARS = 16 * 1024;
const NO_MERGE = Number.POSITIVE_INFINITY;
/** Texts up to this long have their counts remembered, up to MEMO_ENTRIES of them (a few MB at most). */
const MEMO_MAX_CHARS = 2048;
const MEMO_ENTRIES = 1024;
const ASCII = /^[\x00-\x7f]*$/;

/** The UTF-8 bytes of a string as a latin1 string, the rank map's key form. */
function latin1OfUtf8(text: string): string {
  return Buffer.from(text, 'utf8').toString('latin1');
}

let shared: BpeTokenCounter | undefined;

/** The process-wide cl100k_base counter, built on first use (~100k ranks, tens of milliseconds). */
export function cl100kTokenCounter(): BpeTokenCounter {
  shared ??= new BpeTokenCounter(cl100k);
  return shared;
}
