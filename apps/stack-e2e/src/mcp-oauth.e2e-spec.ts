import { createHash, randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError, discoverAuthorizationServerMetadata, refreshAuthorization, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminBundle } from './support/admin';
import { Stack, waitForStatus } from './support/stack';

/**
 * OAuth 2.1 sign-in for MCP hosts against the built mcp-gateway, with real HTTP and the MCP SDK v1
 * client (PROTOCOLS B5–B7, checklist 48–62): DCR → /authorize → the sign-in page (posted with
 * fetch) → code → token → tools/list through /mcp → refresh rotation, and the negative cases.
 */

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const PASSWORD = 'e2e-oauth-password';
const CALLBACK = 'http://127.0.0.1:9/oauth/callback'; // never contacted: the code is read from Location
const CLAUDE = 'https://claude.ai/api/mcp/auth_callback';

describe('OAuth sign-in for MCP hosts', () => {
  let db: TestDatabase;
  let client: PrismaClient;
  let stack: Stack;
  let base: string;
  let mcpUrl: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    client = db.client as PrismaClient;
    stack = await Stack.create(db.url);
    for (const name of ['acme', 'globex']) expect(runAdminBundle('create-org', { name }, db.url).status).toBe(0);
    expect(runAdminBundle('create-user', { email: 'ada@example.com', password: PASSWORD, org: 'acme', role: 'trainer' }, db.url).status).toBe(0);
    expect(runAdminBundle('create-user', { email: 'grace@example.com', password: PASSWORD, org: 'acme', role: 'viewer' }, db.url).status).toBe(0);
    expect(runAdminBundle('create-user', { email: 'grace@example.com', org: 'globex', role: 'owner' }, db.url).status).toBe(0);
    // Tokens, registration and tools/list need only the gateway (and Postgres).
    const gateway = stack.start('mcp-gateway');
    await waitForStatus(stack.url('mcp-gateway', '/healthz'), 200, 60_000, gateway);
    base = `http://127.0.0.1:${stack.ports.mcp}`;
    mcpUrl = `${base}/mcp`;
  });

  afterAll(async () => {
    for (const c of clients) await c.close().catch(() => undefined);
    await stack?.stopAll();
    await db?.drop();
  });

  // --- helpers: the sign-in page posted with fetch -------------------------------------------

  function hiddenField(html: string, name: string): string {
    const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
    if (!match) throw new Error(`no hidden field "${name}" in the page:\n${html}`);
    return match[1];
  }

  function orgIdOnPage(html: string, orgName: string): string {
    const match = new RegExp(`name="org" value="([^"]+)"[^>]*>\\s*<label for="org-\\d+"><strong>${orgName}</strong>`).exec(html);
    if (!match) throw new Error(`no radio for ${orgName}:\n${html}`);
    return match[1];
  }

  const postForm = (path: string, fields: Record<string, string>) =>
    fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

  /** From an /authorize URL to the redirect back: follows the pending authorization's id through sign-in and approval. */
  async function signInAndApprove(authorizationUrl: URL | string, who: { email: string; org?: string } = { email: 'ada@example.com' }): Promise<URL> {
    const authorize = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const signInUrl = new URL(authorize.headers.get('location') as string);
    expect(`${signInUrl.origin}${signInUrl.pathname}`).toBe(`${base}/oauth/sign-in`);
    const requestId = signInUrl.searchParams.get('request') as string;
    const page = await fetch(signInUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const signInHtml = await page.text();
    const signedIn = await postForm('/oauth/sign-in', { request: requestId, csrf: hiddenField(signInHtml, 'csrf'), email: who.email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const approveHtml = await signedIn.text();
    const org = who.org ? orgIdOnPage(approveHtml, who.org) : hiddenField(approveHtml, 'org');
    const approved = await postForm('/oauth/approve', { request: requestId, csrf: hiddenField(approveHtml, 'csrf'), org, decision: 'approve' });
    expect(approved.status).toBe(303);
    return new URL(approved.headers.get('location') as string);
  }

  function pkce(): { verifier: string; challenge: string } {
    const verifier = randomBytes(32).toString('base64url');
    return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
  }

  const register = (body: Record<string, unknown>) => fetch(`${base}/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  async function registerPublic(redirectUris: string[] = [CALLBACK]): Promise<string> {
    const res = await register({ redirect_uris: redirectUris, client_name: 'e2e', token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] });
    expect(res.status).toBe(201);
    return ((await res.json()) as { client_id: string }).client_id;
  }

  const token = (fields: Record<string, string>) =>
    fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });

  /** A code for `clientId` by the raw flow: returns it with its verifier. */
  async function code(clientId: string, who?: { email: string; org?: string }): Promise<{ code: string; verifier: string }> {
    const { verifier, challenge } = pkce();
    const url = new URL(`${base}/authorize`);
    url.search = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: CALLBACK, code_challenge: challenge, code_challenge_method: 'S256', state: 'e2e', resource: mcpUrl }).toString();
    const back = await signInAndApprove(url, who);
    return { code: back.searchParams.get('code') as string, verifier };
  }

  async function tokens(clientId: string, who?: { email: string; org?: string }): Promise<{ access_token: string; refresh_token: string }> {
    const { code: c, verifier } = await code(clientId, who);
    const res = await token({ grant_type: 'authorization_code', client_id: clientId, code: c, code_verifier: verifier, redirect_uri: CALLBACK, resource: mcpUrl });
    expect(res.status).toBe(200);
    return (await res.json()) as { access_token: string; refresh_token: string };
  }

  /** A raw MCP initialize, to see the HTTP status and headers the SDK hides. */
  const rawInitialize = (headers: Record<string, string>, path = '/mcp') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } }),
    });

  async function listToolsWith(accessToken: string): Promise<string[]> {
    const mcp = new Client({ name: 'a8-oauth-e2e', version: '1.0.0' });
    clients.push(mcp);
    await mcp.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { requestInit: { headers: { Authorization: `Bearer ${accessToken}` } } }));
    return (await mcp.listTools()).tools.map((t) => t.name);
  }

  const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

  // --- the headless SDK flow --------------------------------------------------------------------

  /** A host without a browser: the SDK's OAuthClientProvider, with the sign-in page posted by fetch. */
  class HeadlessHost implements OAuthClientProvider {
    information: OAuthClientInformationMixed | undefined;
    saved: OAuthTokens | undefined;
    verifier = '';
    callback: URL | undefined;
    readonly redirectUrl = CALLBACK;
    readonly clientMetadata: OAuthClientMetadata = {
      redirect_uris: [CALLBACK],
      client_name: 'A8 headless e2e host',
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
    };
    state(): string {
      return 'headless-state';
    }
    clientInformation() {
      return this.information;
    }
    saveClientInformation(info: OAuthClientInformationMixed): void {
      this.information = info;
    }
    tokens() {
      return this.saved;
    }
    saveTokens(tokens: OAuthTokens): void {
      this.saved = tokens;
    }
    saveCodeVerifier(verifier: string): void {
      this.verifier = verifier;
    }
    codeVerifier(): string {
      return this.verifier;
    }
    async redirectToAuthorization(url: URL): Promise<void> {
      this.callback = await signInAndApprove(url);
    }
  }

  it('runs DCR → PKCE → sign-in → token → tools/list → refresh rotation with the SDK v1 client', async () => {
    const host = new HeadlessHost();
    const first = new Client({ name: 'a8-oauth-e2e', version: '1.0.0' });
    await expect(first.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: host }))).rejects.toBeInstanceOf(UnauthorizedError);

    // Registered through /register, authorized with S256 and the resource, sent back with code, state and iss.
    expect(host.information?.client_id).toBeTruthy();
    const callback = host.callback as URL;
    expect(`${callback.origin}${callback.pathname}`).toBe(CALLBACK);
    expect(callback.searchParams.get('state')).toBe('headless-state');
    expect(callback.searchParams.get('iss')).toBe(base);
    const authorizationCode = callback.searchParams.get('code') as string;
    expect(authorizationCode).toMatch(/^a8_ac_/);

    const transport = new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: host });
    await transport.finishAuth(authorizationCode);
    expect(host.saved).toMatchObject({ token_type: expect.stringMatching(/^bearer$/i), expires_in: 3600 });
    expect(host.saved?.access_token).toMatch(/^a8_at_/);
    expect(host.saved?.refresh_token).toMatch(/^a8_rt_/);
    const stored = await client.oAuthToken.findFirst({ where: { tokenHash: sha256(host.saved!.access_token) } });
    expect(stored).toMatchObject({ kind: 'access', resource: mcpUrl });
    expect(JSON.stringify(await client.oAuthToken.findMany())).not.toContain(host.saved!.access_token);

    const mcp = new Client({ name: 'a8-oauth-e2e', version: '1.0.0' });
    clients.push(mcp);
    await mcp.connect(new StreamableHTTPClientTransport(new URL(mcpUrl), { authProvider: host }));
    expect((await mcp.listTools()).tools.map((t) => t.name)).toEqual(['judge', 'teach', 'retract']);

    // Refresh with the SDK: a new pair; the old refresh token is then refused.
    const metadata = await discoverAuthorizationServerMetadata(base);
    const oldRefresh = host.saved!.refresh_token as string;
    const refreshed = await refreshAuthorization(base, { metadata, clientInformation: host.information!, refreshToken: oldRefresh, resource: new URL(mcpUrl) });
    expect(refreshed.refresh_token).toMatch(/^a8_rt_/);
    expect(refreshed.refresh_token).not.toBe(oldRefresh);
    expect(refreshed.access_token).not.toBe(host.saved!.access_token);
    expect(await listToolsWith(refreshed.access_token)).toEqual(['judge', 'teach', 'retract']);
    const replay = await token({ grant_type: 'refresh_token', client_id: host.information!.client_id, refresh_token: oldRefresh });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  // --- discovery -------------------------------------------------------------------------------

  it('answers /mcp without a token with 401 and the resource metadata URL', async () => {
    const res = await rawInitialize({});
    expect(res.status).toBe(401);
    const challenge = res.headers.get('www-authenticate') ?? '';
    expect(challenge).toMatch(/^Bearer /);
    expect(challenge).toContain('error="invalid_token"');
    expect(challenge).toContain(`resource_metadata="${base}/.well-known/oauth-protected-resource/mcp"`);
  });

  it('serves RFC 9728 and RFC 8414 metadata', async () => {
    for (const path of ['/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-protected-resource']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ resource: mcpUrl, authorization_servers: [base], scopes_supported: ['a8'], resource_name: 'A8' });
    }
    const as = (await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json()) as Record<string, unknown>;
    expect(as).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      registration_endpoint: `${base}/register`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      authorization_response_iss_parameter_supported: true,
    });
    expect(as['token_endpoint_auth_methods_supported']).toContain('none');
  });

  // --- registration ----------------------------------------------------------------------------

  it.each([
    ['Claude', [CLAUDE, 'https://claude.com/api/mcp/auth_callback']],
    ['ChatGPT', ['https://chatgpt.com/connector_platform_oauth_redirect']],
    ['ChatGPT (per connection)', ['https://chatgpt.com/connector/oauth/Zx9-callback_id']],
    ['Cursor (app)', ['cursor://anysphere.cursor-mcp/oauth/callback']],
    ['Cursor (three URIs at once)', ['cursor://anysphere.cursor-mcp/oauth/callback', 'https://www.cursor.com/agents/mcp/oauth/callback', 'http://localhost:49152/callback']],
  ])('registers %s callbacks', async (name, redirectUris) => {
    const res = await register({ client_name: name, redirect_uris: redirectUris, token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body['client_id']).toEqual(expect.any(String));
    expect(body['redirect_uris']).toEqual(redirectUris);
    expect(body['client_secret']).toBeUndefined();
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'vbscript:msgbox(1)',
    'http://evil.example.com/callback',
    'https://claude.ai/api/mcp/auth_callback#fragment',
  ])('refuses to register %s with 400 invalid_redirect_uri', async (uri) => {
    const res = await register({ client_name: 'bad', redirect_uris: [CLAUDE, uri], token_endpoint_auth_method: 'none' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_redirect_uri' });
  });

  // --- /authorize ------------------------------------------------------------------------------

  it('refuses a missing challenge, method plain and an unregistered redirect_uri at /authorize', async () => {
    const clientId = await registerPublic();
    const good = { response_type: 'code', client_id: clientId, redirect_uri: CALLBACK, code_challenge: pkce().challenge, code_challenge_method: 'S256', state: 's1' };
    const { code_challenge: _none, ...noChallenge } = good;
    for (const params of [noChallenge, { ...good, code_challenge_method: 'plain' }]) {
      const res = await fetch(`${base}/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const back = new URL(res.headers.get('location') as string);
      expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'invalid_request', state: 's1', iss: base });
    }
    const unregistered = await fetch(`${base}/authorize?${new URLSearchParams({ ...good, redirect_uri: 'https://evil.example.com/cb' })}`, { redirect: 'manual' });
    expect(unregistered.status).toBe(400);
    expect(unregistered.headers.get('location')).toBeNull();
    const foreign = await fetch(`${base}/authorize?${new URLSearchParams({ ...good, resource: 'https://other.example.com/mcp' })}`, { redirect: 'manual' });
    expect(new URL(foreign.headers.get('location') as string).searchParams.get('error')).toBe('invalid_target');
  });

  // --- /token ----------------------------------------------------------------------------------

  it('refuses a wrong verifier with invalid_grant', async () => {
    const clientId = await registerPublic();
    const { code: c } = await code(clientId);
    const res = await token({ grant_type: 'authorization_code', client_id: clientId, code: c, code_verifier: pkce().verifier, redirect_uri: CALLBACK });
    expect(res.status).toBe(400);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a reused code and revokes the tokens issued from it', async () => {
    const clientId = await registerPublic();
    const { code: c, verifier } = await code(clientId);
    const fields = { grant_type: 'authorization_code', client_id: clientId, code: c, code_verifier: verifier, redirect_uri: CALLBACK, resource: mcpUrl };
    const first = await token(fields);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const issued = (await first.json()) as { access_token: string; refresh_token: string; token_type: string; expires_in: number };
    expect(issued).toMatchObject({ token_type: 'Bearer', expires_in: 3600, access_token: expect.any(String), refresh_token: expect.any(String) });
    expect((await rawInitialize({ authorization: `Bearer ${issued.access_token}` })).status).toBe(200);
    const again = await token(fields);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await rawInitialize({ authorization: `Bearer ${issued.access_token}` })).status).toBe(401);
    expect((await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: issued.refresh_token })).status).toBe(400);
  });

  it('answers 401 invalid_client for a deleted client', async () => {
    const clientId = await registerPublic();
    const { code: c, verifier } = await code(clientId);
    await client.oAuthClient.delete({ where: { clientId } });
    const res = await token({ grant_type: 'authorization_code', client_id: clientId, code: c, code_verifier: verifier, redirect_uri: CALLBACK });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
  });

  // --- the token at /mcp -----------------------------------------------------------------------

  it('rejects an expired access token at /mcp', async () => {
    const { access_token } = await tokens(await registerPublic());
    expect((await rawInitialize({ authorization: `Bearer ${access_token}` })).status).toBe(200);
    await client.oAuthToken.update({ where: { tokenHash: sha256(access_token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const res = await rawInitialize({ authorization: `Bearer ${access_token}` });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('rejects a token minted for another resource', async () => {
    const { access_token } = await tokens(await registerPublic());
    await client.oAuthToken.update({ where: { tokenHash: sha256(access_token) }, data: { resource: 'https://other.example.com/mcp' } });
    expect((await rawInitialize({ authorization: `Bearer ${access_token}` })).status).toBe(401);
  });

  it('acts in the organization picked, and stops when that membership is revoked', async () => {
    const { access_token } = await tokens(await registerPublic(), { email: 'grace@example.com', org: 'globex' });
    expect(await listToolsWith(access_token)).toEqual(['judge', 'teach', 'retract']);
    const stored = await client.oAuthToken.findUniqueOrThrow({ where: { tokenHash: sha256(access_token) }, include: { org: true } });
    expect(stored.org.name).toBe('globex');
    await client.membership.update({ where: { userId_orgId: { userId: stored.userId, orgId: stored.orgId } }, data: { revokedAt: new Date() } });
    expect((await rawInitialize({ authorization: `Bearer ${access_token}` })).status).toBe(401);
  });

  it('ignores a token in the query string', async () => {
    const { access_token } = await tokens(await registerPublic());
    expect((await rawInitialize({}, `/mcp?access_token=${encodeURIComponent(access_token)}`)).status).toBe(401);
    expect((await rawInitialize({ authorization: `Bearer ${access_token}` })).status).toBe(200);
  });
});
