import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Word vectors (100-d, int8 with a per-word scale), loaded from the binary `tools/scripts/build-vectors.mjs` writes. */
export class WordVectors {
  readonly dim: number;
  readonly size: number;
  /** identifies the vectors a version was fitted with (source package and word count) */
  readonly id: string;
  private readonly index: Map<string, number>;
  private readonly scales: Float32Array;
  private readonly data: Int8Array;

  constructor(id: string, words: string[], dim: number, scales: Float32Array, data: Int8Array) {
    if (scales.length !== words.length || data.length !== words.length * dim) throw new Error('WordVectors: inconsistent sizes');
    this.id = id;
    this.dim = dim;
    this.size = words.length;
    this.scales = scales;
    this.data = data;
    this.index = new Map();
    for (let i = 0; i < words.length; i++) if (!this.index.has(words[i])) this.index.set(words[i], i);
  }

  /** Small in-memory vectors, for unit-test fixtures (quantized exactly as the real file). */
  static fromEntries(id: string, entries: [string, number[]][]): WordVectors {
    const dim = entries[0]?.[1].length ?? 0;
    const scales = new Float32Array(entries.length);
    const data = new Int8Array(entries.length * dim);
    entries.forEach(([, v], i) => {
      const max = Math.max(...v.map((x) => Math.abs(x)));
      const s = max > 0 ? max / 127 : 1;
      scales[i] = s;
      v.forEach((x, d) => (data[i * dim + d] = Math.round(x / s)));
    });
    return new WordVectors(id, entries.map(([w]) => w), dim, scales, data);
  }

  /** Row of `word`, or -1. */
  lookup(word: string): number {
    return this.index.get(word) ?? -1;
  }

  /** acc += weight * vector(row) */
  addTo(acc: Float64Array, row: number, weight: number): void {
    const w = weight * this.scales[row];
    const base = row * this.dim;
    for (let d = 0; d < this.dim; d++) acc[d] += w * this.data[base + d];
  }
}

/** Default location of the converted vectors, relative to the working directory (the repository root). */
export function defaultVectorsPath(): string {
  return path.resolve(process.cwd(), 'data/vectors/wink-100d.a8v');
}

/** Load the converted vectors (about 17 MB, ~0.1 s). Throws with the setup command when the file is missing. */
export function loadWordVectors(file: string = defaultVectorsPath()): WordVectors {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch (e) {
    throw new Error(`Word vectors not found at ${file}: run \`node tools/scripts/build-vectors.mjs\` first (${(e as Error).message})`);
  }
  if (buf.toString('latin1', 0, 4) !== 'A8V1') throw new Error(`${file} is not an A8 word-vector file`);
  const headerLen = buf.readUInt32LE(4);
  const header = JSON.parse(buf.toString('utf8', 8, 8 + headerLen)) as { format: string; source: string; count: number; dim: number };
  if (header.format !== 'a8v-1') throw new Error(`${file}: unsupported vector format ${header.format}`);
  let off = 8 + headerLen;
  off += (4 - (off % 4)) % 4;
  const wordsLen = buf.readUInt32LE(off);
  off += 4;
  const words = buf.toString('utf8', off, off + wordsLen).split('\n');
  off += wordsLen;
  off += (4 - (off % 4)) % 4;
  const ab = buf.buffer.slice(buf.byteOffset + off, buf.byteOffset + off + header.count * 4 + header.count * header.dim);
  const scales = new Float32Array(ab, 0, header.count);
  const data = new Int8Array(ab, header.count * 4, header.count * header.dim);
  return new WordVectors(`${header.source}/${header.count}`, words, header.dim, scales, data);
}
