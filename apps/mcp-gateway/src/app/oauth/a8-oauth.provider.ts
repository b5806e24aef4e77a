import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthorizationParams, OAuthServerProvider } from '@modelcontextprotocol/sdk/server/auth/provider.js';
import type { AuthInfo } from '@modelcontextprotocol/sdk/server/auth/types.js';
import { InvalidGrantError, InvalidScopeError, InvalidTargetError, InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';
import type { OAuthClientInformationFull, OAuthTokenRevocationRequest, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { hashSecret } from '@a8/auth';
import {
  MembershipRepository,
  OAuthAuthorizationCodeRepository,
  OAuthPendingAuthorizationRepository,
  OAuthTokenRepository,
  UnitOfWork,
  type OAuthAuthorizationCode,
  type OAuthPendingAuthorization,
} from '@a8/db';
import { loggerFor } from '@a8/observability';
import { OAuthClientsStore } from './oauth-clients.store';
import { OAuthTokenVerifier } from './oauth-token-verifier';
import {
  ACCESS_TOKEN_TTL_S,
  CODE_TTL_S,
  OAUTH_CONFIG,
  REFRESH_TOKEN_TTL_S,
  SCOPES_SUPPORTED,
  SIGN_IN_TTL_S,
  sameResource,
  type OAuthConfig,
} from './oauth.config';
import { ACCESS_TOKEN_PREFIX, AUTHORIZATION_CODE_PREFIX, REFRESH_TOKEN_PREFIX, opaqueToken } from './opaque-tokens';

const log = loggerFor('A8OAuthProvider');

/** Thrown inside a transaction when another request consumed the code or refresh token first. */
class ReplayError extends Error {}

interface Grant {
  clientId: string;
  userId: string;
  orgId: string;
  resource: string;
  scopes: string[];
  authorizationCodeId: string;
}

/**
 * The authorization server behind the SDK's `mcpAuthRouter`, over Prisma. `/authorize` starts a
 * sign-in (a pending authorization) and sends the browser to the sign-in page; the page issues the
 * code through `issueCode`. Codes are single use, refresh tokens rotate, and replaying either
 * revokes every token of the grant (OAuth 2.1 §4.1.3 and §4.3.1).
 */
@Injectable()
export class A8OAuthProvider implements OAuthServerProvider {
  constructor(
    @Inject(OAUTH_CONFIG) private readonly config: OAuthConfig,
    @Inject(OAuthClientsStore) readonly clientsStore: OAuthClientsStore,
    @Inject(OAuthTokenVerifier) private readonly verifier: OAuthTokenVerifier,
    @Inject(UnitOfWork) private readonly db: UnitOfWork,
    @Inject(OAuthPendingAuthorizationRepository) private readonly pending: OAuthPendingAuthorizationRepository,
    @Inject(OAuthAuthorizationCodeRepository) private readonly codes: OAuthAuthorizationCodeRepository,
    @Inject(OAuthTokenRepository) private readonly tokens: OAuthTokenRepository,
    @Inject(MembershipRepository) private readonly memberships: MembershipRepository,
  ) {}

  /** The SDK has checked the client, redirect_uri, response_type and the S256 challenge. */
  async authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: Response): Promise<void> {
    if (params.resource && !sameResource(params.resource.href, this.config.resource)) {
      throw new InvalidTargetError(`This server issues tokens only for the resource ${this.config.resource}.`);
    }
    const pending = await this.pending.create({
      clientId: client.client_id,
      redirectUri: params.redirectUri,
      codeChallenge: params.codeChallenge,
      state: params.state ?? null,
      resource: params.resource?.href ?? null,
      scopes: grantedScopes(params.scopes),
      formKey: randomBytes(32).toString('base64url'),
      expiresAt: secondsFromNow(SIGN_IN_TTL_S),
    });
    res.redirect(302, `${this.config.publicUrl}/oauth/sign-in?request=${pending.id}`);
  }

  /** Called by the sign-in page once the user approved: the code to send back, for one exchange. */
  async issueCode(pending: OAuthPendingAuthorization, userId: string, orgId: string): Promise<string> {
    const code = opaqueToken(AUTHORIZATION_CODE_PREFIX);
    await this.codes.create({
      codeHash: hashSecret(code),
      clientId: pending.clientId,
      userId,
      orgId,
      redirectUri: pending.redirectUri,
      codeChallenge: pending.codeChallenge,
      resource: pending.resource ?? this.config.resource,
      scopes: pending.scopes,
      expiresAt: secondsFromNow(CODE_TTL_S),
    });
    return code;
  }

  async challengeForAuthorizationCode(client: OAuthClientInformationFull, authorizationCode: string): Promise<string> {
    const row = await this.usableCode(client, authorizationCode);
    return row.codeChallenge;
  }

  async exchangeAuthorizationCode(
    client: OAuthClientInformationFull,
    authorizationCode: string,
    _codeVerifier?: string,
    redirectUri?: string,
    resource?: URL,
  ): Promise<OAuthTokens> {
    const code = await this.usableCode(client, authorizationCode);
    if (redirectUri !== undefined && redirectUri !== code.redirectUri) {
      throw new InvalidGrantError('redirect_uri does not match the one of the authorization request.');
    }
    const audience = code.resource ?? this.config.resource;
    this.checkResource(resource, audience);
    if (!(await this.memberships.findActive(code.userId, code.orgId))) {
      throw new InvalidGrantError('The membership this code was issued for is no longer active.');
    }
    const grant: Grant = { clientId: code.clientId, userId: code.userId, orgId: code.orgId, resource: audience, scopes: code.scopes, authorizationCodeId: code.id };
    try {
      return await this.db.transaction(async (repos) => {
        if (!(await repos.oauthCodes.claim(code.id))) throw new ReplayError();
        return this.issueTokens(repos.oauthTokens, grant);
      });
    } catch (error) {
      if (error instanceof ReplayError) throw await this.replayedCode(code);
      throw error;
    }
  }

  async exchangeRefreshToken(client: OAuthClientInformationFull, refreshToken: string, scopes?: string[], resource?: URL): Promise<OAuthTokens> {
    const row = refreshToken.startsWith(REFRESH_TOKEN_PREFIX) ? await this.tokens.findByHash(hashSecret(refreshToken)) : null;
    if (!row || row.kind !== 'refresh' || row.clientId !== client.client_id) throw new InvalidGrantError('The refresh token is invalid.');
    if (row.replacedById) throw await this.replayedRefreshToken(row.authorizationCodeId, row.id);
    if (row.revokedAt) throw new InvalidGrantError('The refresh token has been revoked.');
    if (row.expiresAt <= new Date()) throw new InvalidGrantError('The refresh token has expired; sign in again.');
    const audience = row.resource ?? this.config.resource;
    this.checkResource(resource, audience);
    const requested = scopes?.filter((s) => s !== '') ?? [];
    const extra = requested.find((s) => !row.scopes.includes(s));
    if (extra) throw new InvalidScopeError(`The scope "${extra}" was not granted.`);
    if (row.membership.revokedAt) throw new InvalidGrantError('The membership this token was issued for is no longer active.');
    const grant: Grant = {
      clientId: row.clientId,
      userId: row.userId,
      orgId: row.orgId,
      resource: audience,
      scopes: requested.length ? requested : row.scopes,
      authorizationCodeId: row.authorizationCodeId ?? '',
    };
    try {
      return await this.db.transaction(async (repos) => {
        const refreshId = randomUUID();
        const tokens = await this.issueTokens(repos.oauthTokens, grant, refreshId);
        if (!(await repos.oauthTokens.rotate(row.id, refreshId))) throw new ReplayError();
        return tokens;
      });
    } catch (error) {
      if (error instanceof ReplayError) throw await this.replayedRefreshToken(row.authorizationCodeId, row.id);
      throw error;
    }
  }

  async verifyAccessToken(token: string): Promise<AuthInfo> {
    const verified = await this.verifier.verifyToken(token);
    if (!verified) throw new InvalidTokenError('The access token is invalid, expired or revoked.');
    return {
      token,
      clientId: verified.clientId,
      scopes: verified.scopes,
      expiresAt: Math.floor(verified.expiresAt.getTime() / 1000),
      resource: new URL(verified.resource),
      extra: { principal: verified.principal },
    };
  }

  /** RFC 7009: unknown tokens and other clients' tokens are ignored (the answer is 200 either way). */
  async revokeToken(client: OAuthClientInformationFull, request: OAuthTokenRevocationRequest): Promise<void> {
    const row = await this.tokens.findByHash(hashSecret(request.token));
    if (!row || row.clientId !== client.client_id) return;
    // Revoking a refresh token ends the grant, its access tokens included (RFC 7009 §2.1).
    if (row.kind === 'refresh' && row.authorizationCodeId) await this.tokens.revokeGrant(row.authorizationCodeId);
    else await this.tokens.revoke(row.id);
    log.info({ clientId: client.client_id, kind: row.kind, userId: row.userId }, 'revoked an OAuth token');
  }

  /** An unused, unexpired code of this client; a replayed one revokes its grant first. */
  private async usableCode(client: OAuthClientInformationFull, authorizationCode: string): Promise<OAuthAuthorizationCode> {
    const row = authorizationCode.startsWith(AUTHORIZATION_CODE_PREFIX) ? await this.codes.findByHash(hashSecret(authorizationCode)) : null;
    if (!row || row.clientId !== client.client_id) throw new InvalidGrantError('The authorization code is invalid.');
    if (row.usedAt) throw await this.replayedCode(row);
    if (row.expiresAt <= new Date()) throw new InvalidGrantError('The authorization code has expired.');
    return row;
  }

  private checkResource(resource: URL | undefined, audience: string): void {
    if (!resource) return;
    if (!sameResource(resource.href, this.config.resource) || !sameResource(resource.href, audience)) {
      throw new InvalidTargetError(`This server issues tokens only for the resource ${this.config.resource}.`);
    }
  }

  private async replayedCode(code: OAuthAuthorizationCode): Promise<InvalidGrantError> {
    const revoked = await this.tokens.revokeGrant(code.id);
    log.warn({ clientId: code.clientId, userId: code.userId, revoked }, 'an authorization code was used twice; revoked the tokens issued from it');
    return new InvalidGrantError('The authorization code has already been used.');
  }

  private async replayedRefreshToken(authorizationCodeId: string | null, tokenId: string): Promise<InvalidGrantError> {
    const revoked = authorizationCodeId ? await this.tokens.revokeGrant(authorizationCodeId) : 0;
    log.warn({ tokenId, revoked }, 'a rotated refresh token was used again; revoked its grant');
    return new InvalidGrantError('The refresh token has already been used.');
  }

  private async issueTokens(tokens: OAuthTokenRepository, grant: Grant, refreshId: string = randomUUID()): Promise<OAuthTokens> {
    const accessToken = opaqueToken(ACCESS_TOKEN_PREFIX);
    const refreshToken = opaqueToken(REFRESH_TOKEN_PREFIX);
    const common = {
      clientId: grant.clientId,
      userId: grant.userId,
      orgId: grant.orgId,
      resource: grant.resource,
      scopes: grant.scopes,
      authorizationCodeId: grant.authorizationCodeId || null,
    };
    await tokens.create({ ...common, tokenHash: hashSecret(accessToken), kind: 'access', expiresAt: secondsFromNow(ACCESS_TOKEN_TTL_S) });
    await tokens.create({ ...common, id: refreshId, tokenHash: hashSecret(refreshToken), kind: 'refresh', expiresAt: secondsFromNow(REFRESH_TOKEN_TTL_S) });
    return { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_S, refresh_token: refreshToken, scope: grant.scopes.join(' ') };
  }
}

/** Hosts may ask for no scope or for what `scopes_supported` lists; A8 has one scope and grants it. */
function grantedScopes(_requested: string[] | undefined): string[] {
  return [...SCOPES_SUPPORTED];
}

function secondsFromNow(seconds: number): Date {
  return new Date(Date.now() + seconds * 1000);
}
