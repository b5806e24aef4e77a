import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { OAuthRegisteredClientsStore } from '@modelcontextprotocol/sdk/server/auth/clients.js';
import type { OAuthClientInformationFull } from '@modelcontextprotocol/sdk/shared/auth.js';
import { hashSecret, secretMatches } from '@a8/auth';
import { OAuthClientRepository, type OAuthClient, type Prisma } from '@a8/db';
import { loggerFor } from '@a8/observability';
import { CLIENT_SECRET_PREFIX, opaqueToken } from './opaque-tokens';
import { CLIENT_TTL_S } from './oauth.config';

const log = loggerFor('OAuthClientsStore');

/** Why client authentication failed; the token endpoint answers 401 invalid_client for each. */
export type ClientAuthFailure = 'unknown_client' | 'secret_required' | 'wrong_secret';

/**
 * Registered clients over Prisma (RFC 7591). The SDK's registration handler validates the metadata
 * and makes the client_id; this store replaces its secret with one of ours, keeps only the
 * secret's sha-256, and gives each registration a one-year life. Clients come back without their
 * secret, so the SDK's own (plain-text) secret check never applies: `authenticate` does it.
 */
@Injectable()
export class OAuthClientsStore implements OAuthRegisteredClientsStore {
  constructor(@Inject(OAuthClientRepository) private readonly clients: OAuthClientRepository) {}

  async getClient(clientId: string): Promise<OAuthClientInformationFull | undefined> {
    if (typeof clientId !== 'string' || clientId.length === 0 || clientId.length > 200) return undefined;
    const row = await this.clients.findActive(clientId);
    return row ? toClientInformation(row) : undefined;
  }

  async registerClient(client: Omit<OAuthClientInformationFull, 'client_id' | 'client_id_issued_at'> & { client_id?: string; client_id_issued_at?: number }): Promise<OAuthClientInformationFull> {
    const clientId = client.client_id ?? randomUUID();
    const issuedAt = client.client_id_issued_at ?? Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + CLIENT_TTL_S;
    const isPublic = client.token_endpoint_auth_method === 'none';
    const secret = isPublic ? undefined : opaqueToken(CLIENT_SECRET_PREFIX);
    const { client_secret: _discarded, client_secret_expires_at: _alsoDiscarded, ...metadata } = client;
    await this.clients.create({
      clientId,
      secretHash: secret ? hashSecret(secret) : null,
      metadata: { ...metadata, client_id: clientId, client_id_issued_at: issuedAt } as Prisma.InputJsonValue,
      redirectUris: client.redirect_uris,
      expiresAt: new Date(expiresAt * 1000),
    });
    log.info({ clientId, clientName: client.client_name, redirectUris: client.redirect_uris, public: isPublic }, 'registered an OAuth client');
    return {
      ...metadata,
      client_id: clientId,
      client_id_issued_at: issuedAt,
      ...(secret ? { client_secret: secret, client_secret_expires_at: expiresAt } : {}),
    };
  }

  /** Checks a client's credentials at the token and revocation endpoints. */
  async authenticate(clientId: string | undefined, secret: string | undefined): Promise<{ client: OAuthClientInformationFull } | { failure: ClientAuthFailure }> {
    if (!clientId) return { failure: 'unknown_client' };
    const row = await this.clients.findActive(clientId);
    if (!row) return { failure: 'unknown_client' };
    if (row.secretHash) {
      if (!secret) return { failure: 'secret_required' };
      if (!secretMatches(secret, row.secretHash)) return { failure: 'wrong_secret' };
    }
    return { client: toClientInformation(row) };
  }
}

function toClientInformation(row: OAuthClient): OAuthClientInformationFull {
  const metadata = (row.metadata ?? {}) as Record<string, unknown>;
  return {
    ...(metadata as Partial<OAuthClientInformationFull>),
    client_id: row.clientId,
    redirect_uris: row.redirectUris,
  } as OAuthClientInformationFull;
}
