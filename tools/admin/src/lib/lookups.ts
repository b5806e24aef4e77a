import type { Organization, Repositories } from '@a8/db';
import { AdminError } from './command';

export async function requireOrg(repos: Repositories, name: string): Promise<Organization> {
  const org = await repos.organizations.findByName(name);
  if (!org) {
    const known = (await repos.organizations.list()).map((o) => o.name);
    const hint = known.length ? `; existing: ${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}` : '; create it with admin:create-org';
    throw new AdminError(`--org: no organization named "${name}"${hint}`);
  }
  return org;
}
