import { Inject, Injectable, Optional } from '@nestjs/common';
import { ApiKeyAuthenticator } from '@a8/auth';
import type { Principal } from '@a8/contracts';
import { CallerAuthenticator, type AuthenticationFailure, type BearerTokenVerifier } from '@a8/gateway-core';

export const OAUTH_TOKEN_VERIFIER = Symbol('OAUTH_TOKEN_VERIFIER');

const FAILURE_MESSAGES: Record<AuthenticationFailure, string> = {
  missing: 'Sign in, or send an API key as Authorization: Bearer <key>.',
  invalid_key: 'The API key is unknown or has been revoked.',
  invalid_token: 'The access token is invalid, expired or revoked, or was issued for another resource.',
};

/**
 * Who calls `/mcp`: an API key (`Authorization: Bearer a8_sk_…`, the Cursor and Claude Code
 * configurations) acts with the key's permissions in its organization; an OAuth access token
 * acts with the signed-in member's role in the organization they picked.
 */
@Injectable()
export class McpAuthService {
  private readonly callers: CallerAuthenticator;

  constructor(apiKeys: ApiKeyAuthenticator, @Optional() @Inject(OAUTH_TOKEN_VERIFIER) oauth?: BearerTokenVerifier) {
    this.callers = new CallerAuthenticator(apiKeys, oauth);
  }

  async authenticate(authorization: string | undefined): Promise<{ principal: Principal } | { error: string }> {
    const authentication = await this.callers.authenticate({ authorization });
    return 'failure' in authentication ? { error: FAILURE_MESSAGES[authentication.failure] } : authentication;
  }
}
