import { ApiKeyRepository, OrganizationRepository, createTestDatabase, type TestDatabase } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from './api-key';
import { ApiKeyAuthenticator } from './api-key-authenticator';

let db: TestDatabase;
let keys: ApiKeyRepository;
let orgId: string;

beforeAll(async () => {
  db = await createTestDatabase();
  keys = new ApiKeyRepository(db.client);
  orgId = (await new OrganizationRepository(db.client).create('acme')).id;
});
afterAll(async () => {
  await db?.drop();
});

async function issue(permissions: string[] = ['models:infer', 'models:explain']) {
  const generated = generateApiKey();
  const row = await keys.create({ orgId, name: 'test', prefix: generated.prefix, secretHash: generated.secretHash, permissions });
  return { ...generated, id: row.id };
}

describe('ApiKeyAuthenticator', () => {
  it('authenticates a valid key with its org and permissions', async () => {
    const key = await issue();
    const auth = new ApiKeyAuthenticator(keys);
    expect(await auth.authenticate(key.key)).toEqual({
      orgId,
      orgName: 'acme',
      keyId: key.id,
      prefix: key.prefix,
      permissions: ['models:infer', 'models:explain'],
    });
  });

  it('answers null for malformed, unknown, wrong-secret and revoked keys', async () => {
    const auth = new ApiKeyAuthenticator(keys);
    const key = await issue();
    const stranger = generateApiKey();
    expect(await auth.authenticate(undefined)).toBeNull();
    expect(await auth.authenticate('')).toBeNull();
    expect(await auth.authenticate('a8_sk_nope')).toBeNull();
    expect(await auth.authenticate(stranger.key)).toBeNull();
    expect(await auth.authenticate(`a8_sk_${key.prefix}_${stranger.secret}`)).toBeNull();
    await keys.revoke(key.prefix);
    expect(await auth.authenticate(key.key)).toBeNull();
  });

  it('drops permissions it does not know', async () => {
    const key = await issue(['models:infer', 'models:delete']);
    expect((await new ApiKeyAuthenticator(keys).authenticate(key.key))?.permissions).toEqual(['models:infer']);
  });

  it('records lastUsedAt at most once a minute per key, without blocking', async () => {
    let now = new Date('2026-07-15T14:00:00.000Z');
    const auth = new ApiKeyAuthenticator(keys, { now: () => now });
    const key = await issue();
    const lastUsed = async () => (await keys.findByPrefix(key.prefix))?.lastUsedAt?.toISOString() ?? null;

    expect(await lastUsed()).toBeNull();
    await auth.authenticate(key.key);
    await auth.flush();
    expect(await lastUsed()).toBe('2026-07-15T14:00:00.000Z');

    now = new Date('2026-07-15T14:00:30.000Z');
    await auth.authenticate(key.key);
    await auth.flush();
    expect(await lastUsed()).toBe('2026-07-15T14:00:00.000Z');

    // Another process (a fresh authenticator) also respects the stored time.
    const other = new ApiKeyAuthenticator(keys, { now: () => now });
    await other.authenticate(key.key);
    await other.flush();
    expect(await lastUsed()).toBe('2026-07-15T14:00:00.000Z');

    now = new Date('2026-07-15T14:01:00.000Z');
    await auth.authenticate(key.key);
    await auth.flush();
    expect(await lastUsed()).toBe('2026-07-15T14:01:00.000Z');
  });

  it('still authenticates when the lastUsedAt write fails, and reports it', async () => {
    const key = await issue();
    const errors: string[] = [];
    const failing = Object.create(keys) as ApiKeyRepository;
    failing.touchLastUsed = async () => {
      throw new Error('db down');
    };
    const auth = new ApiKeyAuthenticator(failing, { onTouchError: (e) => errors.push((e as Error).message) });
    expect((await auth.authenticate(key.key))?.keyId).toBe(key.id);
    await auth.flush();
    expect(errors).toEqual(['db down']);
  });

  it('keeps a recently verified key working while the database cannot be read, and only that key', async () => {
    const key = await issue();
    const other = await issue();
    let now = new Date('2026-07-15T14:00:00.000Z');
    let down = false;
    const flaky = Object.create(keys) as ApiKeyRepository;
    flaky.findByPrefix = async (prefix: string) => {
      if (down) throw new Error('db down');
      return keys.findByPrefix(prefix);
    };
    const auth = new ApiKeyAuthenticator(flaky, { now: () => now, cacheTtlMs: 5_000, staleWhileUnreachableMs: 600_000 });
    expect((await auth.authenticate(key.key))?.keyId).toBe(key.id);
    down = true;
    now = new Date(now.getTime() + 60_000);
    expect((await auth.authenticate(key.key))?.keyId).toBe(key.id);
    await expect(auth.authenticate(other.key)).rejects.toThrow('db down');
    now = new Date(now.getTime() + 600_000);
    await expect(auth.authenticate(key.key)).rejects.toThrow('db down');
    down = false;
    expect((await auth.authenticate(key.key))?.keyId).toBe(key.id);
  });
});
