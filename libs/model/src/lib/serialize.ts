import { createHash } from 'node:crypto';
import type { HeadState } from './head';
import { Version, type VersionState } from './version';
import type { LearnedTemplate } from '@a8/contracts';
import type { FittedVersion } from './types';
import type { WordVectors } from './vectors';

/**
 * Version bytes: "A8VM" | u32 fingerprint length | fingerprint | payload. The payload is a JSON header
 * (stable key order, no timestamps) followed by the typed arrays it points to, 8-byte aligned,
 * little-endian. The fingerprint is fit-<16 hex of the example-set hash>.<8 hex of sha-256(payload)>.
 */
const MAGIC = 'A8VM';
const FORMAT = 1;

type Typed = Float64Array | Float32Array | Int32Array | Uint32Array;
const TYPES = { f64: Float64Array, f32: Float32Array, i32: Int32Array, u32: Uint32Array } as const;
type TypeName = keyof typeof TYPES;

function typeName(a: Typed): TypeName {
  if (a instanceof Float64Array) return 'f64';
  if (a instanceof Float32Array) return 'f32';
  if (a instanceof Int32Array) return 'i32';
  return 'u32';
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
  const heads = state.heads.map((h) => extract(h, blobs));
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
  const examplesBytes = Buffer.from(JSON.stringify(state.examples), 'utf8');
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
  if (header.format !== FORMAT) throw new Error(`loadVersion: unsupported format ${header.format}`);
  const examples = JSON.parse(body.toString('utf8', 8 + headerLen, 8 + headerLen + examplesLen));
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
  const heads = header.heads.map((h) => restore(h, blobs) as HeadState);
  const state: VersionState = { family: header.family, exampleSetHash: header.exampleSetHash, vectorsId: header.vectorsId, examples, heads, ...(header.templates ? { templates: header.templates } : {}) };
  return new Version(state, fingerprint, vectors);
}
