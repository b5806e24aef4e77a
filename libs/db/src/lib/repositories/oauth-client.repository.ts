import type { OAuthClient, Prisma } from '../../generated/client';
import type { DbClient } from '../prisma-client';

export interface NewOAuthClient {
  clientId: string;
  /** sha-256 hex of the client secret (confidential clients only). */
  secretHash: string | null;
  /** The registration metadata as received (RFC 7591), without the secret. */
  metadata: Prisma.InputJsonValue;
  redirectUris: string[];
  expiresAt: Date | null;
}

/** OAuth clients registered by MCP hosts (dynamic client registration). */
export class OAuthClientRepository {
  constructor(private readonly db: DbClient) {}

  create(input: NewOAuthClient): Promise<OAuthClient> {
    return this.db.oAuthClient.create({ data: input });
  }

  /** The client unless it is unknown or its registration has expired. */
  findActive(clientId: string, now: Date = new Date()): Promise<OAuthClient | null> {
    return this.db.oAuthClient.findFirst({ where: { clientId, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } });
  }

  /** Deletes the client with its codes, tokens and pending sign-ins; false when there was none. */
  async delete(clientId: string): Promise<boolean> {
    const { count } = await this.db.oAuthClient.deleteMany({ where: { clientId } });
    return count > 0;
  }
}
