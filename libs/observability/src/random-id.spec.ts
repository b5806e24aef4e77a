import { describe, expect, it } from 'vitest';
import { randomHex } from './random-id';

describe('randomHex', () => {
  it('gives the asked number of bytes as hex, each id different, across refills of the pool', () => {
    const ids = Array.from({ length: 5000 }, () => randomHex(12));
    expect(ids.every((id) => /^[0-9a-f]{24}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(randomHex(8)).toMatch(/^[0-9a-f]{16}$/);
    expect(randomHex(5000)).toMatch(/^[0-9a-f]{10000}$/);
  });
});
