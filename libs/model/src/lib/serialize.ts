import { createHash } from 'node:crypto';
import type { HeadState } from './head';
import { dequantizeRows } from './linear';
import { Version, type StoredExample, type VersionState } from './version';
import type { LearnedTemplate } from '@a8/contracts';
import type { FittedVersion } from './types';
import type { WordVectors } from './vectors';

/**
 * Version bytes: "A8VM" | u32 fingerprint length | fingerprint | payload. The payload is a JSON header
 * (stable key order, no timestamps), the examples as JSON, then the typed arrays the header points to,
 * 8-byte aligned, little-endian. The fingerprint is fit-<16 hex of the example-set hash>.<8 hex of
 * sha-256(payload)>.
 *
 * Format 2 (written from stop 27; format 1 versions still load): a quantized head (rule 5) stores its
 * int8 codes and scales instead of the float32 weights and index vectors they give, and the examples'
 * values that repeat (criterion, answer, recording time, format: a 150-label enum was 2.5 KB per example
 * of CLINC150's 15,000) are written once in a pool that each example points into.
 */
const MAGIC = 'A8VM';
const FORMAT = 2;

type Typed = Float64Array | Float32Array | Int32Array | Uint32Array | Int8Array;
const TYPES = { f64: Float64Array, f32: Float32Array, i32: Int32Array, u32: Uint32Array, i8: Int8Array } as const;
type TypeName = keyof typeof TYPES;

function typeName(a: Typed): TypeName {
  if (a instanceof Float64Array) return 'f64';
  if (a instanceof Float32Array) return 'f32';
  if (a instanceof Int32Array) return 'i32';
  if (a instanceof Int8Array) return 'i8';
  return 'u32';
}

/** What a head stores: without the float32 arrays its int8 codes give back at load. */
function storedHead(h: HeadState): HeadState {
  const { W: _w, ...model } = h.model;
  const { vecs: _v, ...index } = h.index;
  return { ...h, model: (h.model.q8 ? model : h.model) as HeadState['model'], index: (h.index.q8 ? index : h.index) as HeadState['index'] };
}

/** A head as loaded: the float32 arrays of a quantized head rebuilt from its codes. */
function loadedHead(h: HeadState): HeadState {
  if (h.model.q8 && !h.model.W) h.model.W = dequantizeRows(h.model.q8, h.model.k);
  if (h.index.q8 && !h.index.vecs) h.index.vecs = dequantizeRows(h.index.q8, h.index.q8.q.length / Math.max(1, h.index.q8.scale.length));
  return h;
}

/** Example fields whose values repeat across examples: stored once in the pool, by index. */
type Pooled = [requestKey: string, criterion: number, subject: StoredExample['subject'], answer: number, recordedAt: number, input: number, format: number, reference: 0 | 1];

function pooledExamples(examples: StoredExample[]): { pool: unknown[]; rows: Pooled[] } {
  const pool: unknown[] = [];
  const at = new Map<string, number>();
  // -1: undefined (a JSON array would turn it into null)
  const ref = (v: unknown) => {
    if (v === undefined) return -1;
    const key = JSON.stringify(v);
    let i = at.get(key);
    if (i === undefined) {
      i = pool.length;
      pool.push(v);
      at.set(key, i);
    }
    return i;
  };
  const rows = examples.map((e): Pooled => [e.requestKey, ref(e.criterion), e.subject, ref(e.answer), ref(e.recordedAt), ref(e.display.input), ref(e.display.format), e.reference ? 1 : 0]);
  return { pool, rows };
}

function unpooledExamples({ pool, rows }: { pool: unknown[]; rows: Pooled[] }): StoredExample[] {
  const at = (i: number) => (i < 0 ? undefined : pool[i]);
  return rows.map(([requestKey, criterion, subject, answer, recordedAt, input, format, reference]) => ({
    requestKey,
    criterion: at(criterion) as string | null,
    subject,
    answer: at(answer),
    recordedAt: at(recordedAt) as string,
    display: { input: at(input), format: at(format) },
    ...(reference ? { reference: true as const } : {}),
  }));
}

/** Replace typed arrays by references into a blob list (depth-first, fixed key order). */
function extract(value: unknown, blobs: Typed[]): unknown {
  if (ArrayBuffer.isView(value)) {
    blobs.push(value as Typed);
    return { $blob: blobs.length - 1, $type: typeName(value as Typed), $len: (value as Typed).length };
  }
  if (Array.isArray(value)) return value.map((v) => extract(v, blobs));
  if (value && typeof value === 'object') {
    // fromEntries keeps a key named `__proto__` a key (assignment would set the prototype).
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
        .map((k) => [k, extract((value as Record<string, unknown>)[k], blobs)]),
    );
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return { $num: String(value) };
  return value;
}

function restore(value: unknown, blobs: Typed[]): unknown {
  if (Array.isArray(value)) return value.map((v) => restore(v, blobs));
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o['$blob'] === 'number') return blobs[o['$blob'] as number];
    if (typeof o['$num'] === 'string') return Number(o['$num']);
    return Object.fromEntries(Object.keys(o).map((k) => [k, restore(o[k], blobs)]));
  }
  return value;
}

/** Stored examples are kept as written (their display and answer are returned word for word). */
function payload(state: VersionState): Uint8Array {
  const blobs: Typed[] = [];
  const heads = state.heads.map((h) => extract(storedHead(h), blobs));
  const header = {
    format: FORMAT,
    family: state.family,
    exampleSetHash: state.exampleSetHash,
    vectorsId: state.vectorsId,
    heads,
    blobs: blobs.map((b) => ({ type: typeName(b), length: b.length })),
    ...(state.templates ? { templates: state.templates } : {}),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const examplesBytes = Buffer.from(JSON.stringify(pooledExamples(state.examples)), 'utf8');
  const pad = (n: number) => (8 - (n % 8)) % 8;
  let size = 8 + headerBytes.length + examplesBytes.length;
  size += pad(size);
  for (const b of blobs) size += b.byteLength + pad(b.byteLength);
  const out = Buffer.alloc(size);
  out.writeUInt32LE(headerBytes.length, 0);
  out.writeUInt32LE(examplesBytes.length, 4);
  headerBytes.copy(out, 8);
  examplesBytes.copy(out, 8 + headerBytes.length);
  let off = 8 + headerBytes.length + examplesBytes.length;
  off += pad(off);
  for (const b of blobs) {
    out.set(new Uint8Array(b.buffer, b.byteOffset, b.byteLength), off);
    off += b.byteLength + pad(b.byteLength);
  }
  return out;
}

export function fingerprintOf(state: VersionState, body: Uint8Array): string {
  const model = createHash('sha256').update(body).digest('hex');
  return `fit-${state.exampleSetHash.slice(0, 16)}.${model.slice(0, 8)}`;
}

export function encodeVersion(state: VersionState): { bytes: Uint8Array; fingerprint: string } {
  const body = payload(state);
  const fingerprint = fingerprintOf(state, body);
  const fp = Buffer.from(fingerprint, 'utf8');
  const bytes = Buffer.alloc(8 + fp.length + body.length);
  bytes.write(MAGIC, 0, 'latin1');
  bytes.writeUInt32LE(fp.length, 4);
  fp.copy(bytes, 8);
  bytes.set(body, 8 + fp.length);
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), fingerprint };
}

export function serializeVersion(v: FittedVersion): Uint8Array {
  if (!(v instanceof Version)) throw new Error('serializeVersion: not a version fitted by @a8/model');
  return encodeVersion(v.state).bytes;
}

export function loadVersion(bytes: Uint8Array, vectors: WordVectors): FittedVersion {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf.toString('latin1', 0, 4) !== MAGIC) throw new Error('loadVersion: not A8 version bytes');
  const fpLen = buf.readUInt32LE(4);
  const fingerprint = buf.toString('utf8', 8, 8 + fpLen);
  const body = buf.subarray(8 + fpLen);
  const check = createHash('sha256').update(body).digest('hex').slice(0, 8);
  if (!fingerprint.endsWith(`.${check}`)) throw new Error(`loadVersion: the bytes do not match fingerprint ${fingerprint}`);
  const headerLen = body.readUInt32LE(0);
  const examplesLen = body.readUInt32LE(4);
  const header = JSON.parse(body.toString('utf8', 8, 8 + headerLen)) as {
    format: number;
    family: string;
    exampleSetHash: string;
    vectorsId: string;
    heads: unknown[];
    blobs: { type: TypeName; length: number }[];
    templates?: LearnedTemplate[];
  };
  if (header.format !== 1 && header.format !== FORMAT) throw new Error(`loadVersion: unsupported format ${header.format}`);
  const examplesJson = JSON.parse(body.toString('utf8', 8 + headerLen, 8 + headerLen + examplesLen));
  const examples: StoredExample[] = header.format === 1 ? examplesJson : unpooledExamples(examplesJson);
  let off = 8 + headerLen + examplesLen;
  off += (8 - (off % 8)) % 8;
  // copy the blob region once into an aligned buffer, then view the arrays inside it
  const region = new Uint8Array(body.length - off);
  region.set(body.subarray(off));
  let p = 0;
  const blobs: Typed[] = header.blobs.map(({ type, length }) => {
    const T = TYPES[type];
    const arr = new T(region.buffer, p, length);
    p += length * T.BYTES_PER_ELEMENT;
    p += (8 - (p % 8)) % 8;
    return arr;
  });
  const heads = header.heads.map((h) => loadedHead(restore(h, blobs) as HeadState));
  const state: VersionState = { family: header.family, exampleSetHash: header.exampleSetHash, vectorsId: header.vectorsId, examples, heads, ...(header.templates ? { templates: header.templates } : {}) };
  return new Version(state, fingerprint, vectors);
}
