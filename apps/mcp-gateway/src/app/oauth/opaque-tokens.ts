import { randomBytes } from 'node:crypto';

/**
 * Opaque secrets of the OAuth flow: 32 random bytes, base64url, behind a prefix that names their
 * kind in logs and keeps them apart from API keys (`a8_sk_`). Only their sha-256 is stored.
 */
export const ACCESS_TOKEN_PREFIX = 'a8_at_';
export const REFRESH_TOKEN_PREFIX = 'a8_rt_';
export const AUTHORIZATION_CODE_PREFIX = 'a8_ac_';
export const CLIENT_SECRET_PREFIX = 'a8_cs_';

export function opaqueToken(prefix: string): string {
  return `${prefix}${randomBytes(32).toString('base64url')}`;
}
