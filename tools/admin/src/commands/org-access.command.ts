import type { AdminCommand } from '../lib/command';
import { requireOrg } from '../lib/lookups';

/** How soon every judge sees a change of access: its cache of organizations' access lasts this long. */
export const ACCESS_TAKES_EFFECT = 'within 2 s';

const orgFlag = { org: { required: true, help: 'the organization name, e.g. --org=acme' } };

/**
 * Suspends an organization's access to A8 (spec a8-mcp Table 2: "The organization lacks access to
 * A8", 403): its keys and sign-ins still authenticate, and every request is refused with a message
 * that says so. Nothing is deleted: restore-org gives the access back as it was.
 */
export const suspendOrgCommand: AdminCommand = {
  name: 'suspend-org',
  summary: "Suspend an organization's access to A8 (every request answers 403 until restored)",
  flags: orgFlag,
  async run({ repos, print, record }, flags) {
    const org = await requireOrg(repos, flags['org']);
    if (org.suspendedAt) {
      record({ organization: org.name, suspended_at: org.suspendedAt.toISOString() });
      print(`Organization ${org.name} was already suspended at ${org.suspendedAt.toISOString()}`);
      return;
    }
    const suspended = await repos.organizations.setSuspended(org.id, new Date());
    print(`Suspended organization ${org.name} at ${suspended.suspendedAt?.toISOString()}; every request is refused ${ACCESS_TAKES_EFFECT}`);
    record({ organization: org.name, suspended_at: suspended.suspendedAt?.toISOString() ?? null });
  },
};

export const restoreOrgCommand: AdminCommand = {
  name: 'restore-org',
  summary: "Restore a suspended organization's access to A8",
  flags: orgFlag,
  async run({ repos, print, record }, flags) {
    const org = await requireOrg(repos, flags['org']);
    record({ organization: org.name, suspended_at: null });
    if (!org.suspendedAt) {
      print(`Organization ${org.name} has access; nothing to restore`);
      return;
    }
    await repos.organizations.setSuspended(org.id, null);
    print(`Restored organization ${org.name}; requests are answered again ${ACCESS_TAKES_EFFECT}`);
  },
};
