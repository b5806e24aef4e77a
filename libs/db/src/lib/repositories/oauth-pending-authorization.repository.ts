import type { OAuthPendingAuthorization } from '../../generated/client';
import type { DbClient } from '../prisma-client';

export interface NewOAuthPendingAuthorization {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string | null;
  resource: string | null;
  scopes: string[];
  formKey: string;
  expiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sign-ins in progress on the OAuth sign-in page, between /authorize and the redirect back. */
export class OAuthPendingAuthorizationRepository {
  constructor(private readonly db: DbClient) {}

  create(input: NewOAuthPendingAuthorization): Promise<OAuthPendingAuthorization> {
    return this.db.oAuthPendingAuthorization.create({ data: input });
  }

  /** Null for an unknown id, or a string that is not a uuid at all (it comes from a form). */
  findById(id: string): Promise<OAuthPendingAuthorization | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return this.db.oAuthPendingAuthorization.findUnique({ where: { id } });
  }

  /** Counts a wrong password; returns the new count. */
  async recordFailedAttempt(id: string): Promise<number> {
    const row = await this.db.oAuthPendingAuthorization.update({ where: { id }, data: { failedAttempts: { increment: 1 } }, select: { failedAttempts: true } });
    return row.failedAttempts;
  }

  async setUser(id: string, userId: string): Promise<void> {
    await this.db.oAuthPendingAuthorization.updateMany({ where: { id, completedAt: null }, data: { userId } });
  }

  /** Marks it completed (approved or denied); false when it already was, so each ends once. */
  async complete(id: string, at: Date = new Date()): Promise<boolean> {
    const { count } = await this.db.oAuthPendingAuthorization.updateMany({ where: { id, completedAt: null }, data: { completedAt: at } });
    return count === 1;
  }

  /** Housekeeping: removes sign-ins that expired before `before`. */
  async deleteExpired(before: Date = new Date()): Promise<number> {
    const { count } = await this.db.oAuthPendingAuthorization.deleteMany({ where: { expiresAt: { lt: before } } });
    return count;
  }
}
