import { Inject, Injectable } from '@nestjs/common';
import { hashSecret, ROLE_PERMISSIONS } from '@a8/auth';
import type { Principal } from '@a8/contracts';
import { OAuthTokenRepository } from '@a8/db';
import { OAUTH_CONFIG, sameResource, type OAuthConfig } from './oauth.config';
import { ACCESS_TOKEN_PREFIX } from './opaque-tokens';

export interface VerifiedAccessToken {
  principal: Principal;
  clientId: string;
  scopes: string[];
  resource: string;
  expiresAt: Date;
}

const MAX_TOKEN_LENGTH = 200;

/**
 * Checks the bearer tokens the sign-in flow issued. A token acts as a membership, read on every
 * call (one indexed query), so revoking the membership ends the token's access at once.
 */
@Injectable()
export class OAuthTokenVerifier {
  constructor(
    @Inject(OAUTH_CONFIG) private readonly config: OAuthConfig,
    @Inject(OAuthTokenRepository) private readonly tokens: OAuthTokenRepository,
  ) {}

  /**
   * An access token issued by this server for `${publicUrl}/mcp`, unexpired, unrevoked, whose
   * membership is still active → the Principal (the member's role's permissions in the chosen
   * organization; actor `user:<id>`); anything else → null.
   */
  async verify(token: string): Promise<Principal | null> {
    return (await this.verifyToken(token))?.principal ?? null;
  }

  /** As `verify`, with what the SDK's AuthInfo needs. */
  async verifyToken(token: string): Promise<VerifiedAccessToken | null> {
    if (typeof token !== 'string' || !token.startsWith(ACCESS_TOKEN_PREFIX) || token.length > MAX_TOKEN_LENGTH) return null;
    const row = await this.tokens.findByHash(hashSecret(token));
    if (!row || row.kind !== 'access' || row.revokedAt || row.expiresAt <= new Date()) return null;
    // Audience: only tokens minted for this MCP server (RFC 8707); never one for another resource.
    if (!row.resource || !sameResource(row.resource, this.config.resource)) return null;
    if (row.membership.revokedAt) return null;
    return {
      principal: { orgId: row.orgId, orgName: row.org.name, permissions: [...ROLE_PERMISSIONS[row.membership.role]], actor: `user:${row.userId}` },
      clientId: row.clientId,
      scopes: row.scopes,
      resource: row.resource,
      expiresAt: row.expiresAt,
    };
  }
}
