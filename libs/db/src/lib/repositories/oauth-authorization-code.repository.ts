import type { OAuthAuthorizationCode } from '../../generated/client';
import type { DbClient } from '../prisma-client';

export interface NewOAuthAuthorizationCode {
  /** sha-256 hex of the code; the code itself is never stored. */
  codeHash: string;
  clientId: string;
  userId: string;
  orgId: string;
  redirectUri: string;
  codeChallenge: string;
  resource: string | null;
  scopes: string[];
  expiresAt: Date;
}

/** Authorization codes (single use, short-lived), stored by hash. */
export class OAuthAuthorizationCodeRepository {
  constructor(private readonly db: DbClient) {}

  create(input: NewOAuthAuthorizationCode): Promise<OAuthAuthorizationCode> {
    return this.db.oAuthAuthorizationCode.create({ data: input });
  }

  findByHash(codeHash: string): Promise<OAuthAuthorizationCode | null> {
    return this.db.oAuthAuthorizationCode.findUnique({ where: { codeHash } });
  }

  /** Marks the code used; false when it already was (a replay), so exactly one exchange wins. */
  async claim(id: string, at: Date = new Date()): Promise<boolean> {
    const { count } = await this.db.oAuthAuthorizationCode.updateMany({ where: { id, usedAt: null }, data: { usedAt: at } });
    return count === 1;
  }
}
