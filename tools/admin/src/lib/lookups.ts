import { OrganizationRepository, type DbClient, type Organization } from '@a8/db';
import { AdminError } from './command';

export async function requireOrg(db: DbClient, name: string): Promise<Organization> {
  const org = await new OrganizationRepository(db).findByName(name);
  if (!org) {
    const known = (await new OrganizationRepository(db).list()).map((o) => o.name);
    const hint = known.length ? `; existing: ${known.slice(0, 10).join(', ')}${known.length > 10 ? ', …' : ''}` : '; create it with admin:create-org';
    throw new AdminError(`--org: no organization named "${name}"${hint}`);
  }
  return org;
}
