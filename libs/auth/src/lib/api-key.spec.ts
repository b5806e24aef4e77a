import { describe, expect, it } from 'vitest';
import { constantTimeEqual, generateApiKey, hashSecret, parseApiKey, secretMatches } from './api-key';

describe('generateApiKey', () => {
  it('makes a8_sk_<prefix>_<secret> keys that parse back to their parts', () => {
    const generated = generateApiKey();
    expect(generated.key).toMatch(/^a8_sk_[a-z0-9]{10}_[A-Za-z0-9_-]{43}$/);
    expect(generated.key).toBe(`a8_sk_${generated.prefix}_${generated.secret}`);
    expect(Buffer.from(generated.secret, 'base64url')).toHaveLength(32);
    expect(generated.secretHash).toBe(hashSecret(generated.secret));
    expect(parseApiKey(generated.key)).toEqual({ prefix: generated.prefix, secret: generated.secret });
  });

  it('never repeats a prefix or secret across many keys', () => {
    const keys = Array.from({ length: 500 }, () => generateApiKey());
    expect(new Set(keys.map((k) => k.prefix)).size).toBe(500);
    expect(new Set(keys.map((k) => k.secret)).size).toBe(500);
  });

  it('round-trips secrets that contain _ and -', () => {
    const secret = `_-${'a'.repeat(41)}`;
    expect(parseApiKey(`a8_sk_abcdefgh_${secret}`)).toEqual({ prefix: 'abcdefgh', secret });
  });
});

describe('parseApiKey', () => {
  const secret = 'A'.repeat(43);
  it.each([
    ['', 'empty'],
    ['sk-ant-api03-xyz', 'another vendor'],
    [`a8_pk_abcdefgh_${secret}`, 'wrong kind'],
    [`a8_sk_abcdefg_${secret}`, 'prefix too short'],
    [`a8_sk_abcdefghijklm_${secret}`, 'prefix too long'],
    [`a8_sk_abcd.fgh_${secret}`, 'prefix alphabet'],
    [`a8_sk_abcdefgh_${'A'.repeat(42)}`, 'secret too short'],
    [`a8_sk_abcdefgh_${'A'.repeat(42)}=`, 'secret alphabet'],
    [`a8_sk_abcdefgh`, 'no secret'],
    [`a8_sk_abcdefgh_${'A'.repeat(500)}`, 'too long'],
  ])('returns null for %j (%s)', (raw) => {
    expect(parseApiKey(raw)).toBeNull();
  });

  it('returns null for non-strings and trims surrounding blanks', () => {
    expect(parseApiKey(undefined)).toBeNull();
    expect(parseApiKey(42)).toBeNull();
    expect(parseApiKey(` a8_sk_abcdefgh_${secret}\n`)).toEqual({ prefix: 'abcdefgh', secret });
  });
});

describe('hashing and comparing', () => {
  it('hashes to sha-256 hex', () => {
    expect(hashSecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('compares in constant time, including different lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });

  it('matches a secret against its stored hash only', () => {
    const { secret, secretHash } = generateApiKey();
    expect(secretMatches(secret, secretHash)).toBe(true);
    expect(secretMatches(secret, secretHash.toUpperCase())).toBe(true);
    expect(secretMatches(`${secret}x`, secretHash)).toBe(false);
    expect(secretMatches(secret, 'not-a-hash')).toBe(false);
  });
});
