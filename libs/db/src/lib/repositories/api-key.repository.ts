import type { ApiKey, Organization } from '../../generated/client';
import { AlreadyExistsError, isUniqueViolation } from '../errors';
import type { DbClient } from '../prisma-client';

export type ApiKeyWithOrg = ApiKey & { org: Organization };

export interface NewApiKey {
  orgId: string;
  name: string;
  prefix: string;
  /** sha-256 hex of the secret part; the secret itself is never stored. */
  secretHash: string;
  permissions: string[];
}

export class ApiKeyRepository {
  constructor(private readonly db: DbClient) {}

  /** @throws AlreadyExistsError when the prefix is taken (retry with a new key). */
  async create(input: NewApiKey): Promise<ApiKey> {
    try {
      return await this.db.apiKey.create({ data: input });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyExistsError('api key', 'prefix', input.prefix);
      throw error;
    }
  }

  /** Any key with this prefix, revoked or not, with its organization (the authenticator decides). */
  findByPrefix(prefix: string): Promise<ApiKeyWithOrg | null> {
    return this.db.apiKey.findUnique({ where: { prefix }, include: { org: true } });
  }

  /** An organization's keys, newest first, revoked ones included. */
  listForOrg(orgId: string): Promise<ApiKey[]> {
    return this.db.apiKey.findMany({ where: { orgId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  }

  /**
   * Revokes the key; revoking a revoked key keeps its first revocation time.
   * @returns the key as stored after the call, or null when no key has this prefix.
   */
  async revoke(prefix: string, at: Date = new Date()): Promise<ApiKey | null> {
    await this.db.apiKey.updateMany({ where: { prefix, revokedAt: null }, data: { revokedAt: at } });
    return this.db.apiKey.findUnique({ where: { prefix } });
  }

  /** Records use; never moves lastUsedAt backwards. */
  async touchLastUsed(id: string, at: Date = new Date()): Promise<void> {
    await this.db.apiKey.updateMany({
      where: { id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lt: at } }] },
      data: { lastUsedAt: at },
    });
  }
}
