import type { AdminCommand } from '../lib/command';
import { requireOrg } from '../lib/lookups';
import { formatTable, isoOrDash } from '../lib/table';

export const listKeysCommand: AdminCommand = {
  name: 'list-keys',
  summary: "List an organization's API keys (never their secrets)",
  flags: { org: { required: true, help: 'the organization name, e.g. --org=acme' } },
  async run({ repos, print }, flags) {
    const org = await requireOrg(repos, flags['org']);
    const keys = await repos.apiKeys.listForOrg(org.id);
    if (keys.length === 0) {
      print(`No keys in ${org.name}`);
      return;
    }
    const rows = keys.map((k) => [k.prefix, k.name, k.permissions.join(','), isoOrDash(k.createdAt), isoOrDash(k.lastUsedAt), isoOrDash(k.revokedAt)]);
    for (const line of formatTable(['PREFIX', 'NAME', 'PERMISSIONS', 'CREATED', 'LAST USED', 'REVOKED'], rows)) print(line);
  },
};
