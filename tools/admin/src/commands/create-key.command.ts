import { InvalidValueError, generateApiKey, parsePermissions } from '@a8/auth';
import { AlreadyExistsError } from '@a8/db';
import { UsageError, type AdminCommand } from '../lib/command';
import { requireOrg } from '../lib/lookups';

export const createKeyCommand: AdminCommand = {
  name: 'create-key',
  summary: 'Create an API key; prints the key alone on the last line (shown once)',
  flags: {
    org: { required: true, help: 'the organization name, e.g. --org=acme' },
    permissions: { required: true, help: 'a comma-separated list of models:infer, models:train, models:explain' },
    name: { required: false, help: 'a label for listings, e.g. --name=ci (default: default)' },
  },
  async run({ repos, print, record }, flags) {
    let permissions;
    try {
      permissions = parsePermissions(flags['permissions']);
    } catch (error) {
      if (error instanceof InvalidValueError) throw new UsageError(`--permissions: ${error.message}`);
      throw error;
    }
    const name = flags['name'] ?? 'default';
    if (!name.trim() || name.length > 100) throw new UsageError('--name: use 1-100 characters, e.g. --name=ci');
    const org = await requireOrg(repos, flags['org']);

    const keys = repos.apiKeys;
    // A prefix collision is astronomically rare; retry rather than fail.
    for (let attempt = 0; ; attempt++) {
      const generated = generateApiKey();
      try {
        await keys.create({ orgId: org.id, name, prefix: generated.prefix, secretHash: generated.secretHash, permissions });
      } catch (error) {
        if (error instanceof AlreadyExistsError && attempt < 3) continue;
        throw error;
      }
      print(`Created key ${generated.prefix} "${name}" in ${org.name} with ${permissions.join(',')}`);
      print('The key is shown once; store it now:');
      print(generated.key);
      record({ key: generated.key, prefix: generated.prefix, name, organization: org.name, permissions });
      return;
    }
  },
};
