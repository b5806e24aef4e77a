/**
 * Which redirect URIs a client may register (RFC 7591 §2, OAuth 2.1 §2.3.1, RFC 8252 §7). Hosts
 * use https (claude.ai, chatgpt.com, cursor.com), private-use schemes (`cursor://…`) and loopback
 * http (`http://localhost:<port>/callback`); anything that could run script or read files in the
 * user agent is refused, as is plain http to any other host.
 */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'filesystem:', 'ftp:', 'ws:', 'wss:', 'mailto:', 'view-source:']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
export const MAX_REDIRECT_URIS = 10;
const MAX_URI_LENGTH = 2000;

/** Why this redirect URI cannot be registered, or null when it can. */
export function redirectUriProblem(uri: unknown): string | null {
  if (typeof uri !== 'string' || uri.trim() === '') return 'must be a non-empty string';
  if (uri.length > MAX_URI_LENGTH) return `must be at most ${MAX_URI_LENGTH} characters`;
  if (uri.includes('#')) return 'must not contain a fragment (#)';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'must be an absolute URL';
  }
  if (FORBIDDEN_SCHEMES.has(url.protocol)) return `must not use the ${url.protocol} scheme`;
  if (url.username || url.password) return 'must not contain a user name or password';
  if (url.protocol === 'http:') {
    return LOOPBACK_HOSTS.has(url.hostname) ? null : 'may use http only for localhost or 127.0.0.1; use https';
  }
  if (url.protocol === 'https:' && !url.hostname) return 'must name a host';
  return null;
}

/** The first problem with a registration's `redirect_uris`, naming the URI, or null. */
export function redirectUrisProblem(uris: unknown): string | null {
  if (!Array.isArray(uris) || uris.length === 0) return 'redirect_uris must be a non-empty array of URLs';
  if (uris.length > MAX_REDIRECT_URIS) return `redirect_uris may hold at most ${MAX_REDIRECT_URIS} URLs`;
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem) return `redirect_uri ${JSON.stringify(typeof uri === 'string' ? uri.slice(0, 200) : uri)} ${problem}`;
  }
  return null;
}
