import type { Membership, OAuthToken, OAuthTokenKind, Organization } from '../../generated/client';
import type { DbClient } from '../prisma-client';

export type OAuthTokenWithMembership = OAuthToken & { membership: Membership; org: Organization };

export interface NewOAuthToken {
  /** Set by the caller when another row must point at this one (refresh rotation). */
  id?: string;
  /** sha-256 hex of the token; the token itself is never stored. */
  tokenHash: string;
  kind: OAuthTokenKind;
  clientId: string;
  userId: string;
  orgId: string;
  resource: string | null;
  scopes: string[];
  expiresAt: Date;
  authorizationCodeId: string | null;
}

/** OAuth access and refresh tokens, stored by hash. */
export class OAuthTokenRepository {
  constructor(private readonly db: DbClient) {}

  create(input: NewOAuthToken): Promise<OAuthToken> {
    return this.db.oAuthToken.create({ data: input });
  }

  /** The token with the membership and organization it acts as (the caller checks both). */
  findByHash(tokenHash: string): Promise<OAuthTokenWithMembership | null> {
    return this.db.oAuthToken.findUnique({ where: { tokenHash }, include: { membership: true, org: true } });
  }

  /**
   * Retires a refresh token in favour of `replacedById`; false when it was already retired or
   * revoked (a replay), so exactly one rotation wins.
   */
  async rotate(id: string, replacedById: string, at: Date = new Date()): Promise<boolean> {
    const { count } = await this.db.oAuthToken.updateMany({ where: { id, revokedAt: null, replacedById: null }, data: { revokedAt: at, replacedById } });
    return count === 1;
  }

  async revoke(id: string, at: Date = new Date()): Promise<void> {
    await this.db.oAuthToken.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
  }

  /** Revokes every token descending from one authorization code; returns how many it revoked. */
  async revokeGrant(authorizationCodeId: string, at: Date = new Date()): Promise<number> {
    const { count } = await this.db.oAuthToken.updateMany({ where: { authorizationCodeId, revokedAt: null }, data: { revokedAt: at } });
    return count;
  }
}
