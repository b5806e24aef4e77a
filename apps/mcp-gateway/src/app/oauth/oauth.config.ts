import { getOAuthProtectedResourceMetadataUrl } from '@modelcontextprotocol/sdk/server/auth/router.js';

/** What the OAuth module is configured with (from MCP_PUBLIC_URL). */
export interface OAuthOptions {
  /** The public base URL of the gateway, e.g. https://api.u22a8.ai. */
  publicUrl: string;
}

/** Everything derived from the public URL once, so every place spells the URLs the same way. */
export interface OAuthConfig {
  /** The public URL without a trailing slash. */
  publicUrl: string;
  /** The authorization server's issuer identifier (RFC 8414), also sent as `iss` (RFC 9207). */
  issuer: string;
  /** The canonical MCP resource (RFC 8707, RFC 9728): `${publicUrl}/mcp`. */
  resource: string;
}

export const OAUTH_CONFIG = Symbol('OAUTH_CONFIG');

export const OAUTH_SCOPE = 'a8';
export const SCOPES_SUPPORTED = [OAUTH_SCOPE];
export const RESOURCE_NAME = 'A8';

export const ACCESS_TOKEN_TTL_S = 60 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
export const CODE_TTL_S = 5 * 60;
export const CLIENT_TTL_S = 365 * 24 * 60 * 60;
/** How long the user has to sign in and approve. */
export const SIGN_IN_TTL_S = 15 * 60;
/** Wrong passwords allowed on one sign-in before it is abandoned. */
export const MAX_FAILED_SIGN_INS = 5;

export function oauthConfig(options: OAuthOptions): OAuthConfig {
  const url = new URL(options.publicUrl);
  if (url.search || url.hash) throw new Error(`MCP_PUBLIC_URL must not have a query or fragment: ${options.publicUrl}`);
  const publicUrl = url.href.replace(/\/+$/, '');
  return { publicUrl, issuer: publicUrl, resource: `${publicUrl}/mcp` };
}

/** The RFC 9728 metadata URL for the MCP resource, e.g. http://127.0.0.1:3001/.well-known/oauth-protected-resource/mcp. */
export function protectedResourceMetadataUrl(publicUrl: string): string {
  return getOAuthProtectedResourceMetadataUrl(new URL(oauthConfig({ publicUrl }).resource));
}

/** Resource indicators compare as parsed URLs (so `HTTP://Host:443/mcp` equals `http://host:443/mcp`). */
export function sameResource(a: string, b: string): boolean {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return false;
  }
}
