import { parseApiKey } from '@a8/auth';
import { ApiKeyRepository } from '@a8/db';
import { AdminError, type AdminCommand } from '../lib/command';

export const revokeKeyCommand: AdminCommand = {
  name: 'revoke-key',
  summary: 'Revoke an API key by its prefix',
  flags: { prefix: { required: true, help: 'the key prefix as admin:list-keys shows it (or the whole key), e.g. --prefix=k3x9q2m7ab' } },
  async run({ db, print }, flags) {
    const prefix = parseApiKey(flags['prefix'])?.prefix ?? flags['prefix'].trim();
    const keys = new ApiKeyRepository(db);
    const before = await keys.findByPrefix(prefix);
    if (!before) throw new AdminError(`--prefix: no key with prefix "${prefix}"; see admin:list-keys --org=<org>`);
    if (before.revokedAt) {
      print(`Key ${prefix} in ${before.org.name} was already revoked at ${before.revokedAt.toISOString()}`);
      return;
    }
    const after = await keys.revoke(prefix);
    print(`Revoked key ${prefix} in ${before.org.name} at ${after?.revokedAt?.toISOString()}`);
  },
};
