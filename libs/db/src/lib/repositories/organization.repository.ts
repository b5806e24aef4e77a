import type { Organization } from '../../generated/client';
import { AlreadyExistsError, isUniqueViolation } from '../errors';
import type { DbClient } from '../prisma-client';

export class OrganizationRepository {
  constructor(private readonly db: DbClient) {}

  /** @throws AlreadyExistsError when the name is taken. */
  async create(name: string): Promise<Organization> {
    try {
      return await this.db.organization.create({ data: { name } });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyExistsError('organization', 'name', name);
      throw error;
    }
  }

  findById(id: string): Promise<Organization | null> {
    return this.db.organization.findUnique({ where: { id } });
  }

  findByName(name: string): Promise<Organization | null> {
    return this.db.organization.findUnique({ where: { name } });
  }

  /** Suspends (a time) or restores (null) the organization's access to A8. */
  setSuspended(id: string, at: Date | null): Promise<Organization> {
    return this.db.organization.update({ where: { id }, data: { suspendedAt: at } });
  }

  /** When the organization's access was suspended, null while it has access, undefined when there is no such organization. */
  async suspendedAt(id: string): Promise<Date | null | undefined> {
    const row = await this.db.organization.findUnique({ where: { id }, select: { suspendedAt: true } });
    return row === null ? undefined : row.suspendedAt;
  }

  list(): Promise<Organization[]> {
    return this.db.organization.findMany({ orderBy: { name: 'asc' } });
  }
}
