import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * API keys look like `a8_sk_<prefix>_<secret>`. The prefix (10 lower-case letters and digits)
 * identifies the key in logs and listings; the secret (32 random bytes, base64url) is shown once
 * and stored only as its sha-256 hex.
 */
export const API_KEY_PREFIX = 'a8_sk_';
const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const PREFIX_LENGTH = 10;
const SECRET_BYTES = 32;
// Accepted on parsing: the prefix has no `_` (it ends at the first one), the secret is base64url.
const KEY_PATTERN = /^a8_sk_([A-Za-z0-9]{8,12})_([A-Za-z0-9_-]{43,128})$/;

export interface GeneratedApiKey {
  /** The whole key, to show once. */
  key: string;
  prefix: string;
  secret: string;
  /** What to store: sha-256 hex of the secret. */
  secretHash: string;
}

export interface ParsedApiKey {
  prefix: string;
  secret: string;
}

export function generateApiKey(): GeneratedApiKey {
  let prefix = '';
  for (let i = 0; i < PREFIX_LENGTH; i++) prefix += PREFIX_ALPHABET[randomInt(PREFIX_ALPHABET.length)];
  const secret = randomBytes(SECRET_BYTES).toString('base64url');
  return { key: `${API_KEY_PREFIX}${prefix}_${secret}`, prefix, secret, secretHash: hashSecret(secret) };
}

/** The key's parts, or null when it is not an A8 key (wrong shape, length or alphabet). */
export function parseApiKey(raw: unknown): ParsedApiKey | null {
  if (typeof raw !== 'string') return null;
  const match = KEY_PATTERN.exec(raw.trim());
  return match ? { prefix: match[1], secret: match[2] } : null;
}

/** sha-256 hex. Keys carry 256 random bits, so a fast hash is enough (no salt, no stretching). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Compares in time independent of where the strings differ (crypto.timingSafeEqual). */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  if (left.length !== right.length) {
    timingSafeEqual(left, left); // spend comparable time; lengths of hex hashes are public anyway
    return false;
  }
  return timingSafeEqual(left, right);
}

/** Whether `secret` hashes to `secretHash`, compared in constant time. */
export function secretMatches(secret: string, secretHash: string): boolean {
  return constantTimeEqual(hashSecret(secret), secretHash.toLowerCase());
}
