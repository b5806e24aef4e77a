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

  list(): Promise<Organization[]> {
    return this.db.organization.findMany({ orderBy: { name: 'asc' } });
  }
}
