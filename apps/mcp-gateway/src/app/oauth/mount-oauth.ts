import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { mcpAuthRouter } from '@modelcontextprotocol/sdk/server/auth/router.js';
import { metadataHandler } from '@modelcontextprotocol/sdk/server/auth/handlers/metadata.js';
import type { OAuthMetadata, OAuthProtectedResourceMetadata } from '@modelcontextprotocol/sdk/shared/auth.js';
import { A8OAuthProvider } from './a8-oauth.provider';
import { OAuthClientsStore, type ClientAuthFailure } from './oauth-clients.store';
import { CLIENT_TTL_S, RESOURCE_NAME, SCOPES_SUPPORTED, oauthConfig, type OAuthConfig, type OAuthOptions } from './oauth.config';
import { redirectUrisProblem } from './redirect-uris';
import { signInRouter } from './sign-in/sign-in.routes';
import { SignInService } from './sign-in/sign-in.service';

const TOKEN_AUTH_METHODS = ['none', 'client_secret_post', 'client_secret_basic'];

/** RFC 8414 metadata. Built here rather than by the SDK: the issuer has no trailing slash and equals `iss`. */
export function authorizationServerMetadata(config: OAuthConfig): OAuthMetadata & Record<string, unknown> {
  const endpoint = (path: string) => new URL(path, config.publicUrl).href;
  return {
    issuer: config.issuer,
    authorization_endpoint: endpoint('/authorize'),
    token_endpoint: endpoint('/token'),
    registration_endpoint: endpoint('/register'),
    revocation_endpoint: endpoint('/revoke'),
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: TOKEN_AUTH_METHODS,
    revocation_endpoint_auth_methods_supported: TOKEN_AUTH_METHODS,
    scopes_supported: SCOPES_SUPPORTED,
    authorization_response_iss_parameter_supported: true,
  };
}

/** RFC 9728 metadata of the MCP resource. */
export function protectedResourceMetadata(config: OAuthConfig): OAuthProtectedResourceMetadata {
  return {
    resource: config.resource,
    authorization_servers: [config.issuer],
    scopes_supported: SCOPES_SUPPORTED,
    bearer_methods_supported: ['header'],
    resource_name: RESOURCE_NAME,
  };
}

/**
 * Mounts the authorization server on the Express instance, before Nest's routes: the metadata
 * (AS at /.well-known/oauth-authorization-server; the resource's at
 * /.well-known/oauth-protected-resource/mcp and at the root form), the SDK's /authorize, /token,
 * /register and /revoke over A8OAuthProvider, and the sign-in page under /oauth.
 */
export function mountOAuth(app: INestApplication, options: OAuthOptions): void {
  const config = oauthConfig(options);
  const provider = app.get(A8OAuthProvider);
  const clients = app.get(OAuthClientsStore);
  const signIn = app.get(SignInService);
  const server = app.getHttpAdapter().getInstance() as express.Express;
  server.use(oauthRouter(config, provider, clients, signIn));
}

export function oauthRouter(config: OAuthConfig, provider: A8OAuthProvider, clients: OAuthClientsStore, signIn: SignInService): Router {
  const router = express.Router();
  const resourcePath = new URL(config.resource).pathname;
  router.use(`/.well-known/oauth-protected-resource${resourcePath}`, metadataHandler(protectedResourceMetadata(config)));
  router.use('/.well-known/oauth-protected-resource', metadataHandler(protectedResourceMetadata(config)));
  router.use('/.well-known/oauth-authorization-server', metadataHandler(authorizationServerMetadata(config)));

  router.use('/register', registrationGuard);
  router.use(['/token', '/revoke'], clientAuthentication(clients));
  router.use('/authorize', issuerOnErrorRedirects(config.issuer));
  router.use(
    mcpAuthRouter({
      provider,
      issuerUrl: new URL(config.issuer),
      resourceServerUrl: new URL(config.resource),
      scopesSupported: SCOPES_SUPPORTED,
      resourceName: RESOURCE_NAME,
      // Hosts call from shared egress addresses (Claude from Anthropic's ranges), so per-address
      // limits are generous; the sign-in page limits wrong passwords per sign-in.
      authorizationOptions: { rateLimit: { windowMs: 60_000, max: 600 } },
      clientRegistrationOptions: { clientSecretExpirySeconds: CLIENT_TTL_S, rateLimit: { windowMs: 60_000, max: 300 } },
      tokenOptions: { rateLimit: false },
      revocationOptions: { rateLimit: false },
    }),
  );
  router.use('/oauth', signInRouter(signIn));
  return router;
}

/**
 * Checks `redirect_uris` before the SDK's registration handler, so an unsafe URI gets RFC 7591's
 * `invalid_redirect_uri` (the SDK would answer `invalid_client_metadata`, or accept `file:`).
 */
const parseRegistration = express.json({ limit: '64kb' });
function registrationGuard(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'POST') return next();
  parseRegistration(req, res, (error?: unknown) => {
    res.set('Cache-Control', 'no-store');
    if (error) {
      res.status(400).json({ error: 'invalid_client_metadata', error_description: 'The body must be a JSON object.' });
      return;
    }
    const body: unknown = req.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      res.status(400).json({ error: 'invalid_client_metadata', error_description: 'The body must be a JSON object.' });
      return;
    }
    const problem = redirectUrisProblem((body as Record<string, unknown>)['redirect_uris']);
    if (problem) {
      res.status(400).json({ error: 'invalid_redirect_uri', error_description: problem });
      return;
    }
    const method = (body as Record<string, unknown>)['token_endpoint_auth_method'];
    if (method !== undefined && !TOKEN_AUTH_METHODS.includes(method as string)) {
      res.status(400).json({ error: 'invalid_client_metadata', error_description: `token_endpoint_auth_method must be one of ${TOKEN_AUTH_METHODS.join(', ')}.` });
      return;
    }
    next();
  });
}

const parseForm = express.urlencoded({ extended: false, limit: '16kb' });
const FAILURE_TEXT: Record<ClientAuthFailure, string> = {
  unknown_client: 'The client is unknown or its registration has expired; register again.',
  secret_required: 'This client must authenticate with its client_secret.',
  wrong_secret: 'The client_secret is wrong.',
};

/**
 * Client authentication at /token and /revoke, ahead of the SDK: an unknown, expired or deleted
 * client, or a wrong secret, gets 401 `invalid_client` (the SDK says 400), which makes hosts such
 * as Claude register again. Accepts client_secret_post and client_secret_basic; on success the SDK
 * sees the client_id alone (stored clients carry no secret, so its own check is skipped).
 */
function clientAuthentication(clients: OAuthClientsStore) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'POST') return next();
    parseForm(req, res, (error?: unknown) => {
      if (error) {
        res.set('Cache-Control', 'no-store').status(400).json({ error: 'invalid_request', error_description: 'The body must be application/x-www-form-urlencoded.' });
        return;
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const basic = basicCredentials(req.headers.authorization);
      const clientId = basic?.clientId ?? (typeof body['client_id'] === 'string' ? body['client_id'] : undefined);
      const secret = basic?.secret ?? (typeof body['client_secret'] === 'string' ? body['client_secret'] : undefined);
      clients
        .authenticate(clientId, secret)
        .then((result) => {
          if ('failure' in result) {
            res.set('Cache-Control', 'no-store');
            if (basic) res.set('WWW-Authenticate', 'Basic realm="A8"');
            res.status(401).json({ error: 'invalid_client', error_description: FAILURE_TEXT[result.failure] });
            return;
          }
          req.body = { ...body, client_id: result.client.client_id };
          delete (req.body as Record<string, unknown>)['client_secret'];
          next();
        })
        .catch(next);
    });
  };
}

function basicCredentials(header: string | undefined): { clientId: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    // RFC 6749 §2.3.1: both parts are form-urlencoded before they are joined.
    return { clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')), secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')) };
  } catch {
    return null;
  }
}

/**
 * RFC 9207: every authorization response carries `iss`, the SDK's error redirects included; they
 * also get the client's `state` back when the SDK dropped it (a request it could not parse).
 */
function issuerOnErrorRedirects(issuer: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const redirect = res.redirect.bind(res) as (status: number, url: string) => void;
    res.redirect = ((status: number | string, url?: string) => {
      const [code, location] = typeof status === 'number' ? [status, url as string] : [302, status];
      try {
        const target = new URL(location);
        if (target.searchParams.has('error')) {
          const state = (req.method === 'POST' ? (req.body as Record<string, unknown> | undefined)?.['state'] : req.query['state']) as unknown;
          if (!target.searchParams.has('state') && typeof state === 'string') target.searchParams.set('state', state);
          if (!target.searchParams.has('iss')) target.searchParams.set('iss', issuer);
          return redirect(code, target.href);
        }
      } catch {
        // Not an absolute URL: left as it is.
      }
      return redirect(code, location);
    }) as Response['redirect'];
    next();
  };
}
