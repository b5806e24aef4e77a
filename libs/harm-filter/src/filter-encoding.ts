import { createHash } from 'node:crypto';
import { HARM_CATEGORIES, HarmFilter, type CategoryModel, type HarmCategory } from './harm-filter';
import { LEXICAL_BUCKETS } from './lexical';

/**
 * A fitted filter as bytes, and back, value for value: fitting it takes seconds of CPU at every
 * judge start (the labelled set is thousands of texts), reading back its 13 MB milliseconds. Each
 * word-bucket array is stored as its non-zero entries.
 *
 * Layout: magic, the key it was written under (hex, length-prefixed), then per category in
 * HARM_CATEGORIES order: threshold, terms bias, hard terms bias, model bias (float64 each), the
 * model's weights (count + float64s), the second stage's threshold and bias (float64 each) and weights
 * (count + float64s), four sparse float32 arrays (ratio, hardRatio, terms, hardTerms: count, uint32
 * indices, float32 values) and the gate (count, uint32 indices).
 */
const MAGIC = 'A8HF2';

class Writer {
  private readonly parts: Buffer[] = [];
  u32(value: number): void {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(value);
    this.parts.push(b);
  }
  f64(value: number): void {
    const b = Buffer.alloc(8);
    b.writeDoubleLE(value);
    this.parts.push(b);
  }
  bytes(value: Uint8Array): void {
    this.parts.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength));
  }
  text(value: string): void {
    const b = Buffer.from(value, 'utf8');
    this.u32(b.length);
    this.parts.push(b);
  }
  done(): Buffer {
    return Buffer.concat(this.parts);
  }
}

class Reader {
  private at = 0;
  constructor(private readonly b: Buffer) {}
  u32(): number {
    const v = this.b.readUInt32LE(this.at);
    this.at += 4;
    return v;
  }
  f64(): number {
    const v = this.b.readDoubleLE(this.at);
    this.at += 8;
    return v;
  }
  /** `count` values of `size` bytes, copied (an aligned view of the file's bytes is not guaranteed). */
  take(bytes: number): Uint8Array {
    if (this.at + bytes > this.b.length) throw new Error('harm filter file: truncated');
    const out = new Uint8Array(bytes);
    out.set(this.b.subarray(this.at, this.at + bytes));
    this.at += bytes;
    return out;
  }
  text(): string {
    const n = this.u32();
    return this.b.subarray(this.at, (this.at += n)).toString('utf8');
  }
  get ended(): boolean {
    return this.at === this.b.length;
  }
}

function writeSparse(w: Writer, values: Float32Array): void {
  const indices: number[] = [];
  for (let i = 0; i < values.length; i++) if (values[i] !== 0) indices.push(i);
  w.u32(indices.length);
  w.bytes(new Uint8Array(Uint32Array.from(indices).buffer));
  w.bytes(new Uint8Array(Float32Array.from(indices, (i) => values[i]!).buffer));
}

function readSparse(r: Reader): Float32Array {
  const n = r.u32();
  const indices = new Uint32Array(r.take(n * 4).buffer);
  const values = new Float32Array(r.take(n * 4).buffer);
  const out = new Float32Array(LEXICAL_BUCKETS);
  for (let k = 0; k < n; k++) out[indices[k]!] = values[k]!;
  return out;
}

export function encodeHarmFilter(filter: HarmFilter, key: string): Buffer {
  const w = new Writer();
  w.text(MAGIC);
  w.text(key);
  for (const category of HARM_CATEGORIES) {
    const m = filter.models[category];
    w.f64(m.threshold);
    w.f64(m.terms.bias);
    w.f64(m.hardTerms.bias);
    w.f64(m.model.bias);
    w.u32(m.model.weights.length);
    w.bytes(new Uint8Array(Float64Array.from(m.model.weights).buffer));
    w.f64(m.second.threshold);
    w.f64(m.second.model.bias);
    w.u32(m.second.model.weights.length);
    w.bytes(new Uint8Array(Float64Array.from(m.second.model.weights).buffer));
    for (const values of [m.ratio, m.hardRatio, m.terms.weights, m.hardTerms.weights]) writeSparse(w, values);
    const gate: number[] = [];
    for (let i = 0; i < m.gate.length; i++) if (m.gate[i]) gate.push(i);
    w.u32(gate.length);
    w.bytes(new Uint8Array(Uint32Array.from(gate).buffer));
  }
  return w.done();
}

/** The filter written under `key`, or null when the bytes were written under another key (or are not a filter). */
export function decodeHarmFilter(bytes: Buffer, key: string): HarmFilter | null {
  const r = new Reader(bytes);
  try {
    if (r.text() !== MAGIC || r.text() !== key) return null;
    const models = {} as Record<HarmCategory, CategoryModel>;
    for (const category of HARM_CATEGORIES) {
      const threshold = r.f64();
      const termsBias = r.f64();
      const hardTermsBias = r.f64();
      const modelBias = r.f64();
      const weights = new Float64Array(r.take(r.u32() * 8).buffer);
      const secondThreshold = r.f64();
      const secondBias = r.f64();
      const secondWeights = new Float64Array(r.take(r.u32() * 8).buffer);
      const [ratio, hardRatio, terms, hardTerms] = [readSparse(r), readSparse(r), readSparse(r), readSparse(r)];
      const gate = new Uint8Array(LEXICAL_BUCKETS);
      const open = new Uint32Array(r.take(r.u32() * 4).buffer);
      for (const i of open) gate[i] = 1;
      models[category] = { threshold, ratio: ratio!, hardRatio: hardRatio!, terms: { weights: terms!, bias: termsBias }, hardTerms: { weights: hardTerms!, bias: hardTermsBias }, gate, model: { weights, bias: modelBias }, second: { threshold: secondThreshold, model: { weights: secondWeights, bias: secondBias } } };
    }
    return r.ended ? new HarmFilter({ models }) : null;
  } catch {
    return null;
  }
}

/** A key for a fitted filter: what fitted it (the code that ran, as the caller names it) and what it was fitted on. */
export function harmFilterKey(code: string, trainingSet: readonly unknown[]): string {
  const hash = createHash('sha256').update(code).update('\0');
  for (const example of trainingSet) hash.update(JSON.stringify(example)).update('\n');
  return hash.digest('hex');
}
