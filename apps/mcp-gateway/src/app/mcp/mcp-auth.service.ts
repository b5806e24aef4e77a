import { Inject, Injectable, Optional } from '@nestjs/common';
import { ApiKeyAuthenticator, parseApiKey } from '@a8/auth';
import type { Principal } from '@a8/contracts';

/** Verifies OAuth access tokens issued by the sign-in flow (provided by the OAuth module). */
export interface BearerTokenVerifier {
  verify(token: string): Promise<Principal | null>;
}
export const OAUTH_TOKEN_VERIFIER = Symbol('OAUTH_TOKEN_VERIFIER');

/**
 * Who calls `/mcp`: an API key (`Authorization: Bearer a8_sk_…`, the Cursor and Claude Code
 * configurations) acts with the key's permissions in its organization; an OAuth access token
 * acts with the signed-in member's role in the organization they picked.
 */
@Injectable()
export class McpAuthService {
  constructor(
    private readonly apiKeys: ApiKeyAuthenticator,
    @Optional() @Inject(OAUTH_TOKEN_VERIFIER) private readonly oauth?: BearerTokenVerifier,
  ) {}

  async authenticate(authorization: string | undefined): Promise<{ principal: Principal } | { error: string }> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    if (!match) return { error: 'Sign in, or send an API key as Authorization: Bearer <key>.' };
    const token = match[1];
    if (parseApiKey(token)) {
      const key = await this.apiKeys.authenticate(token);
      if (!key) return { error: 'The API key is unknown or has been revoked.' };
      return { principal: { orgId: key.orgId, orgName: key.orgName, permissions: key.permissions, actor: `key:${key.prefix}` } };
    }
    const principal = this.oauth ? await this.oauth.verify(token) : null;
    return principal ? { principal } : { error: 'The access token is invalid, expired or revoked, or was issued for another resource.' };
  }
}
