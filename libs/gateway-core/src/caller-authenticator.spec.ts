import { ApiKeyAuthenticator, generateApiKey } from '@a8/auth';
import { A8Error, ErrorCode } from '@a8/contracts';
import type { ApiKeyRepository } from '@a8/db';
import { describe, expect, it } from 'vitest';
import { CallerAuthenticator } from './caller-authenticator';

/** A key store whose database cannot be reached (connection refused while Postgres restarts). */
const unreachableStore = {
  findByPrefix: async () => {
    throw Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), { code: 'P1001' });
  },
} as unknown as ApiKeyRepository;

describe('CallerAuthenticator', () => {
  it('answers 503 with retry-after, never an internal error, when the key store cannot be read', async () => {
    const callers = new CallerAuthenticator(new ApiKeyAuthenticator(unreachableStore), { verify: unreachableStore.findByPrefix as never });
    for (const headers of [{ 'x-api-key': generateApiKey().key }, { authorization: 'Bearer an-oauth-access-token' }]) {
      const refusal = await callers.authenticate(headers).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(A8Error);
      expect((refusal as A8Error).code).toBe(ErrorCode.JudgeUnavailable);
      expect((refusal as A8Error).retryAfter).toBeGreaterThan(0);
      expect((refusal as A8Error).message).toMatch(/could not check your credentials/);
    }
  });

  it('still refuses a missing or malformed credential as the caller’s fault (401), without asking the store', async () => {
    const callers = new CallerAuthenticator(new ApiKeyAuthenticator(unreachableStore));
    expect(await callers.authenticate({})).toEqual({ failure: 'missing' });
    expect(await callers.authenticate({ 'x-api-key': 'not-a-key' })).toEqual({ failure: 'invalid_key' });
  });
});
