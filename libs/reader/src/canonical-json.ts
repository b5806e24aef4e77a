import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth and no insignificant whitespace: two requests that
 * differ only in key order or layout give the same text (whitespace inside strings is kept).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    // fromEntries defines each key as an own property: a key named `__proto__` stays a key
    // instead of replacing the new object's prototype, as `out[key] = …` would.
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
