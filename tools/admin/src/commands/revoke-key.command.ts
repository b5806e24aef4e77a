import { parseApiKey } from '@a8/auth';
import { announceKeyRevoked } from '@a8/messaging';
import { Redis } from 'ioredis';
import { AdminError, type AdminCommand, type AdminSettings } from '../lib/command';

/** Tells every gateway to drop the key from its cache now; without Redis, caches expire in seconds. */
async function announce(settings: AdminSettings, keyPrefix: string): Promise<string> {
  const redis = new Redis(settings.REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await announceKeyRevoked(redis, settings.REDIS_PREFIX, keyPrefix);
    return 'every gateway stopped accepting it';
  } catch {
    return 'Redis is unavailable, so gateways stop accepting it within 5 s';
  } finally {
    redis.disconnect();
  }
}

export const revokeKeyCommand: AdminCommand = {
  name: 'revoke-key',
  summary: 'Revoke an API key by its prefix',
  flags: { prefix: { required: true, help: 'the key prefix as admin:list-keys shows it (or the whole key), e.g. --prefix=k3x9q2m7ab' } },
  async run({ repos, print, record, settings }, flags) {
    const prefix = parseApiKey(flags['prefix'])?.prefix ?? flags['prefix'].trim();
    const keys = repos.apiKeys;
    const before = await keys.findByPrefix(prefix);
    if (!before) throw new AdminError(`--prefix: no key with prefix "${prefix}"; see admin:list-keys --org=<org>`);
    if (before.revokedAt) {
      print(`Key ${prefix} in ${before.org.name} was already revoked at ${before.revokedAt.toISOString()}`);
      record({ prefix, organization: before.org.name, revoked_at: before.revokedAt.toISOString(), already: true });
      return;
    }
    const after = await keys.revoke(prefix);
    const announced = await announce(settings, prefix);
    print(`Revoked key ${prefix} in ${before.org.name} at ${after?.revokedAt?.toISOString()}; ${announced}`);
    record({ prefix, organization: before.org.name, revoked_at: after?.revokedAt?.toISOString() ?? null, already: false });
  },
};
