import type { AdminCommand } from '../lib/command';
import { requireOrg } from '../lib/lookups';
import { formatTable, isoOrDash } from '../lib/table';

export const listKeysCommand: AdminCommand = {
  name: 'list-keys',
  summary: "List an organization's API keys (never their secrets)",
  flags: { org: { required: true, help: 'the organization name, e.g. --org=acme' } },
  async run({ repos, print, record }, flags) {
    const org = await requireOrg(repos, flags['org']);
    const keys = await repos.apiKeys.listForOrg(org.id);
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    record({ organization: org.name, keys: keys.map((k) => ({ prefix: k.prefix, name: k.name, permissions: k.permissions, created_at: iso(k.createdAt), last_used_at: iso(k.lastUsedAt), revoked_at: iso(k.revokedAt) })) });
    if (keys.length === 0) {
      print(`No keys in ${org.name}`);
      return;
    }
    const rows = keys.map((k) => [k.prefix, k.name, k.permissions.join(','), isoOrDash(k.createdAt), isoOrDash(k.lastUsedAt), isoOrDash(k.revokedAt)]);
    for (const line of formatTable(['PREFIX', 'NAME', 'PERMISSIONS', 'CREATED', 'LAST USED', 'REVOKED'], rows)) print(line);
  },
};
