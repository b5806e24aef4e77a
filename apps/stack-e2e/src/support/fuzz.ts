/**
 * Hostile request bodies, generated from valid ones: each case is a seeded mutation of a body the
 * API accepts (a field replaced by a hostile value, removed, or added; the text truncated, given
 * duplicate keys, invalid UTF-8, or sent with the wrong content type). Seeded: a failure prints the
 * case, and the same seed gives the same cases.
 */
export interface FuzzCase {
  name: string;
  body: Buffer;
  contentType: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export class Rng {
  constructor(private seed: number) {}
  next(): number {
    this.seed = (this.seed + 0x6d2b79f5) | 0;
    let t = this.seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
}

const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Hostile values, as JSON text (some cannot be built as JS values and round-trip). */
function hostileValue(rng: Rng): string {
  const big = (unit: string, bytes: number) => JSON.stringify(unit.repeat(Math.ceil(bytes / unit.length)));
  const choices: (() => string)[] = [
    () => 'null',
    () => 'true',
    () => '0',
    () => '-1',
    () => '1e308',
    () => '-1e308',
    () => '1.5',
    () => '9007199254740993',
    () => '""',
    () => '"   "',
    () => '[]',
    () => '{}',
    () => '[null]',
    () => '[{}]',
    () => JSON.stringify('\u0000'),
    () => '"\\ud800"',
    () => '"\\udc00 tail"',
    () => JSON.stringify('a\u0000b'),
    () => big('a', 200_000),
    () => big(' ', 200_000),
    () => big('\n', 100_000),
    () => big('!', 100_000),
    () => big('日', 60_000),
    () => big('ab', 400_000),
    () => nested(2_000),
    () => nestedArray(5_000),
    () => nested(65),
    () => '{"__proto__":{"polluted":1}}',
    () => '{"constructor":{"prototype":{"x":1}}}',
    () => '{"toString":1,"hasOwnProperty":2,"valueOf":3}',
    () => JSON.stringify(Array.from({ length: 20_000 }, (_, i) => i)),
    () => JSON.stringify(Array.from({ length: 2_000 }, () => ({ role: 'user', content: 'x' }))),
    () => JSON.stringify({ type: 'json_schema', schema: { type: 'object', properties: { q: { enum: Array.from({ length: 5000 }, (_, i) => `l${i}`) } } } }),
    () => JSON.stringify({ type: 'text', text: 'x' }),
    () => JSON.stringify([{ type: 'image', source: { type: 'base64', media_type: 'image/png', data: 'AAAA' } }]),
    () => JSON.stringify([{ type: 'tool_result', tool_use_id: 'x', content: [{ type: 'text', text: 'y' }] }]),
    () => JSON.stringify('a8:' + '9'.repeat(400)),
    () => JSON.stringify('a8-1-1:95@' + 'z'.repeat(50)),
    () => JSON.stringify('<|endoftext|>'),
    // Shapes that make a text reader quadratic if it is not careful (the reasoning-on reader runs on every subject).
    () => JSON.stringify(`${'a'.repeat(100_000)}? subject`),
    () => JSON.stringify(`<output>x${' '.repeat(100_000)}y</output>`),
    () => JSON.stringify(`[Submission]: x${'*'.repeat(100_000)}y`),
    () => JSON.stringify(`<output>x</output> GRADE:${' '.repeat(100_000)}`),
    () => JSON.stringify(`${'<a>'.repeat(20_000)}<output>y</output>`),
    () => JSON.stringify(`Quote ${'me '.repeat(30_000)}precedents`),
  ];
  return rng.pick(choices)();
}

/** Every path to a value in `value` (objects and arrays, up to a small depth). */
function paths(value: Json, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (prefix.length > 6 || value === null || typeof value !== 'object') return out;
  const entries: [string | number, Json][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  for (const [key, child] of entries) {
    out.push([...prefix, key]);
    paths(child, [...prefix, key], out);
  }
  return out;
}

/** `base` as JSON text with the value at `path` replaced by raw JSON text (or removed). */
function withRaw(base: Json, path: (string | number)[], raw: string | undefined): string {
  const marker = `__FUZZ_${Math.random().toString(36).slice(2)}__`;
  const copy = JSON.parse(JSON.stringify(base)) as Json;
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (raw === undefined) {
    if (Array.isArray(node)) (node as Json[]).splice(last as number, 1);
    else delete node[last];
    return JSON.stringify(copy);
  }
  node[last] = marker;
  return JSON.stringify(copy).replace(`"${marker}"`, raw);
}

export function fuzzCases(values: readonly object[], count: number, seed: number): FuzzCase[] {
  // Plain JSON data: a round trip gives the typed tree the mutations walk.
  const bases = values.map((v) => JSON.parse(JSON.stringify(v)) as Json);
  const rng = new Rng(seed);
  const cases: FuzzCase[] = [];
  for (let i = 0; i < count; i++) {
    const base = rng.pick(bases);
    const all = paths(base);
    const kind = rng.int(12);
    let text: string;
    let name: string;
    let contentType = 'application/json';
    if (kind <= 4 && all.length) {
      const path = rng.pick(all);
      const raw = hostileValue(rng);
      text = withRaw(base, path, raw);
      name = `replace ${path.join('.')} with ${raw.slice(0, 40)}`;
    } else if (kind === 5 && all.length) {
      const path = rng.pick(all);
      text = withRaw(base, path, undefined);
      name = `remove ${path.join('.')}`;
    } else if (kind === 6) {
      const raw = hostileValue(rng);
      const key = rng.pick(['__proto__', 'constructor', 'prototype', 'metadata', 'min_accuracy', 'expected', 'x'.repeat(1000), '']);
      text = JSON.stringify(base).replace(/^\{/, `{${JSON.stringify(key)}:${raw},`);
      name = `add ${key.slice(0, 20)}=${raw.slice(0, 30)}`;
    } else if (kind === 7) {
      const full = JSON.stringify(base);
      text = full.slice(0, rng.int(full.length));
      name = `truncated at ${text.length}`;
    } else if (kind === 8) {
      const full = JSON.stringify(base);
      text = full.replace(/^\{/, '{"model":"a8","model":7,');
      name = 'duplicate keys';
    } else if (kind === 9) {
      const full = Buffer.from(JSON.stringify(base));
      const at = rng.int(full.length);
      const bad = Buffer.from([rng.pick([0xff, 0xc0, 0xed, 0xf8, 0x80])]);
      cases.push({ name: `invalid UTF-8 byte at ${at}`, body: Buffer.concat([full.subarray(0, at), bad, full.subarray(at)]), contentType });
      continue;
    } else if (kind === 10) {
      text = JSON.stringify(base);
      contentType = rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', '', 'application/json; charset=latin1']);
      name = `content type "${contentType}"`;
    } else {
      text = rng.pick(['', ' ', 'null', '[]', '"x"', '7', '{', '}', '{"a":1}{"b":2}', '\u0000', JSON.stringify([JSON.parse(JSON.stringify(base))])]);
      name = `body ${JSON.stringify(text.slice(0, 30))}`;
    }
    cases.push({ name, body: Buffer.from(text, 'utf8'), contentType });
  }
  return cases;
}
