/**
 * Canonical JSON: object keys sorted at every depth, no insignificant whitespace, keys whose value
 * is undefined left out (and undefined itself written as null). Two requests that differ only in
 * key order or layout give the same text, so "the same request" and every hash over examples are
 * defined by it; whitespace inside strings is kept. Built as text, never as an intermediate
 * object, so a key named `__proto__` stays a key.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`;
}
