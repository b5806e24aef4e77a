import 'reflect-metadata';
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Global, Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@a8/auth';
import { DbModule, createTestDatabase, type TestDatabase } from '@a8/db';
import { SignInThrottle } from '@a8/gateway-core';
import { createRedis } from '@a8/messaging';
import { rootLogger } from '@a8/observability';
import type { Redis } from 'ioredis';
import { OAuthModule, OAuthTokenVerifier, mountOAuth, protectedResourceMetadataUrl } from './index';

/** The authorization server in-process over a real Postgres: the HTTP side end to end, and the verifier. */

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const PASSWORD = 'correct horse battery';
const CLAUDE = 'https://claude.ai/api/mcp/auth_callback';

let db: TestDatabase;
let app: INestApplication;
let base: string;
let verifier: OAuthTokenVerifier;
let acmeId: string;
let betaId: string;
let soloUserId: string;
let redis: Redis;

beforeAll(async () => {
  rootLogger({ service: 'oauth-int-spec', level: 'warn' });
  db = await createTestDatabase();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The gateway core provides the sign-in backoff in the real gateway; here, over the local Redis with a prefix of its own.
  redis = createRedis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', { name: 'oauth-int-spec' });
  const throttle = new SignInThrottle(redis, `oauth-int-${randomBytes(4).toString('hex')}`);
  @Global()
  @Module({ providers: [{ provide: SignInThrottle, useValue: throttle }], exports: [SignInThrottle] })
  class ThrottleModule {}
  @Module({ imports: [ThrottleModule, DbModule.forRoot(db.url), OAuthModule.forRoot({ publicUrl: base })] })
  class TestAppModule {}
  app = await NestFactory.create(TestAppModule, { logger: false, bodyParser: false });
  mountOAuth(app, { publicUrl: base });
  await app.listen(port, '127.0.0.1');
  verifier = app.get(OAuthTokenVerifier);

  const passwordHash = await hashPassword(PASSWORD, 4);
  const acme = await db.client.organization.create({ data: { name: 'acme' } });
  const beta = await db.client.organization.create({ data: { name: 'beta' } });
  acmeId = acme.id;
  betaId = beta.id;
  const solo = await db.client.user.create({ data: { email: 'solo@example.com', passwordHash } });
  soloUserId = solo.id;
  await db.client.membership.create({ data: { userId: solo.id, orgId: acme.id, role: 'viewer' } });
  const multi = await db.client.user.create({ data: { email: 'multi@example.com', passwordHash } });
  await db.client.membership.create({ data: { userId: multi.id, orgId: acme.id, role: 'owner' } });
  await db.client.membership.create({ data: { userId: multi.id, orgId: beta.id, role: 'trainer' } });
  for (const email of ['guarded@example.com', 'persistent@example.com', 'bystander@example.com']) {
    const user = await db.client.user.create({ data: { email, passwordHash } });
    await db.client.membership.create({ data: { userId: user.id, orgId: acme.id, role: 'viewer' } });
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  redis?.disconnect();
  await db?.drop();
});

function pkce(): { verifier: string; challenge: string } {
  const v = randomBytes(32).toString('base64url');
  return { verifier: v, challenge: createHash('sha256').update(v).digest('base64url') };
}

async function register(body: Record<string, unknown>): Promise<Response> {
  return fetch(`${base}/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function registerPublic(redirectUris = [CLAUDE], name = 'Claude'): Promise<string> {
  const res = await register({ redirect_uris: redirectUris, client_name: name, token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] });
  expect(res.status).toBe(201);
  return ((await res.json()) as { client_id: string }).client_id;
}

function hiddenField(html: string, name: string): string {
  const match = new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no hidden field ${name} in:\n${html}`);
  return match[1];
}

async function form(path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
}

interface FlowOptions {
  clientId: string;
  redirectUri?: string;
  email?: string;
  org?: string;
  resource?: string | null;
  state?: string;
}

/** /authorize → sign-in page → sign in → approve → the redirect back. */
async function authorizeAndApprove(options: FlowOptions): Promise<{ location: URL; verifier: string }> {
  const { verifier: v, challenge } = pkce();
  const params = new URLSearchParams({ response_type: 'code', client_id: options.clientId, redirect_uri: options.redirectUri ?? CLAUDE, code_challenge: challenge, code_challenge_method: 'S256', state: options.state ?? 'st-1' });
  if (options.resource !== null) params.set('resource', options.resource ?? `${base}/mcp`);
  const authorize = await fetch(`${base}/authorize?${params}`, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const signInUrl = new URL(authorize.headers.get('location') as string);
  expect(signInUrl.pathname).toBe('/oauth/sign-in');
  const page = await fetch(signInUrl);
  expect(page.status).toBe(200);
  // Forms may post here only; the approve page's answer may also lead to the client's callback.
  expect(page.headers.get('content-security-policy')).toMatch(/; form-action 'self'$/);
  const html = await page.text();
  const request = hiddenField(html, 'request');
  expect(request).toBe(signInUrl.searchParams.get('request'));
  const signedIn = await form('/oauth/sign-in', { request, csrf: hiddenField(html, 'csrf'), email: options.email ?? 'solo@example.com', password: PASSWORD });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get('content-security-policy')).toMatch(new RegExp(`; form-action 'self' ${new URL(options.redirectUri ?? CLAUDE).origin}$`));
  const approveHtml = await signedIn.text();
  const org = options.org ?? hiddenField(approveHtml, 'org');
  const approved = await form('/oauth/approve', { request, csrf: hiddenField(approveHtml, 'csrf'), org, decision: 'approve' });
  expect(approved.status).toBe(303);
  return { location: new URL(approved.headers.get('location') as string), verifier: v };
}

async function token(fields: Record<string, string>): Promise<Response> {
  return fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields) });
}

async function codeFor(clientId: string, extra: Partial<FlowOptions> = {}): Promise<{ code: string; verifier: string }> {
  const { location, verifier: v } = await authorizeAndApprove({ clientId, ...extra });
  return { code: location.searchParams.get('code') as string, verifier: v };
}

async function tokensFor(clientId: string, extra: Partial<FlowOptions> = {}): Promise<{ access_token: string; refresh_token: string; code: string; verifier: string }> {
  const { code, verifier: v } = await codeFor(clientId, extra);
  const res = await token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: v, redirect_uri: extra.redirectUri ?? CLAUDE, resource: `${base}/mcp` });
  expect(res.status).toBe(200);
  return { ...((await res.json()) as { access_token: string; refresh_token: string }), code, verifier: v };
}

describe('metadata', () => {
  it('serves the protected-resource metadata at the path-suffixed and the root URL', async () => {
    expect(protectedResourceMetadataUrl(base)).toBe(`${base}/.well-known/oauth-protected-resource/mcp`);
    for (const url of [protectedResourceMetadataUrl(base), `${base}/.well-known/oauth-protected-resource`]) {
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ resource: `${base}/mcp`, authorization_servers: [base], scopes_supported: ['a8'], bearer_methods_supported: ['header'], resource_name: 'A8' });
    }
  });

  it('serves the authorization-server metadata with the issuer and the iss parameter', async () => {
    const res = await fetch(`${base}/.well-known/oauth-authorization-server`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/token`,
      registration_endpoint: `${base}/register`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: expect.arrayContaining(['none']),
      authorization_response_iss_parameter_supported: true,
    });
  });
});

describe('the code flow', () => {
  it('signs in, approves, and issues tokens that act with the role', async () => {
    const clientId = await registerPublic();
    const { location, verifier: v } = await authorizeAndApprove({ clientId, state: 'xyz' });
    expect(`${location.origin}${location.pathname}`).toBe(CLAUDE);
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('iss')).toBe(base);
    const code = location.searchParams.get('code') as string;
    expect(code).toMatch(/^a8_ac_/);

    const res = await token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: v, redirect_uri: CLAUDE, resource: `${base}/mcp` });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'a8' });
    expect(body['access_token']).toMatch(/^a8_at_/);
    expect(body['refresh_token']).toMatch(/^a8_rt_/);
    expect(await verifier.verify(body['access_token'] as string)).toEqual({ orgId: acmeId, orgName: 'acme', permissions: ['models:infer', 'models:explain'], actor: `user:${soloUserId}` });
    expect(await verifier.verify(body['refresh_token'] as string)).toBeNull();
  });

  it('lets a member of two organizations pick one', async () => {
    const clientId = await registerPublic();
    const { access_token } = await tokensFor(clientId, { email: 'multi@example.com', org: betaId });
    expect(await verifier.verify(access_token)).toMatchObject({ orgId: betaId, orgName: 'beta', permissions: ['models:infer', 'models:train', 'models:explain'] });
  });

  it('rotates refresh tokens and rejects the old one', async () => {
    const clientId = await registerPublic();
    const first = await tokensFor(clientId);
    const refreshed = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: first.refresh_token, resource: `${base}/mcp` });
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(await verifier.verify(second.access_token)).not.toBeNull();
    const replay = await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: first.refresh_token });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    // The replay ends the grant: the rotated token and its access token stop working too.
    expect(await verifier.verify(second.access_token)).toBeNull();
    expect((await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: second.refresh_token })).status).toBe(400);
  });

  it('rejects a wrong verifier, and a reused code revokes what it issued', async () => {
    const clientId = await registerPublic();
    const { code, verifier: v } = await codeFor(clientId);
    const wrong = await token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: pkce().verifier, redirect_uri: CLAUDE });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });
    const ok = await token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: v, redirect_uri: CLAUDE });
    expect(ok.status).toBe(200);
    const { access_token } = (await ok.json()) as { access_token: string };
    expect(await verifier.verify(access_token)).not.toBeNull();
    const again = await token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: v, redirect_uri: CLAUDE });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await verifier.verify(access_token)).toBeNull();
  });

  it('answers 401 invalid_client for an unknown or deleted client', async () => {
    const clientId = await registerPublic();
    const { code, verifier: v } = await codeFor(clientId);
    await db.client.oAuthClient.delete({ where: { clientId } });
    const res = await token({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: v });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
    expect((await token({ grant_type: 'authorization_code', client_id: 'nope', code: 'x', code_verifier: v })).status).toBe(401);
  });

  it('authenticates confidential clients by their secret', async () => {
    const res = await register({ redirect_uris: [CLAUDE], client_name: 'Confidential', token_endpoint_auth_method: 'client_secret_post' });
    expect(res.status).toBe(201);
    const client = (await res.json()) as { client_id: string; client_secret: string; client_secret_expires_at: number };
    expect(client.client_secret).toMatch(/^a8_cs_/);
    expect(client.client_secret_expires_at).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    const stored = await db.client.oAuthClient.findUnique({ where: { clientId: client.client_id } });
    expect(JSON.stringify(stored)).not.toContain(client.client_secret);
    const { code, verifier: v } = await codeFor(client.client_id);
    expect((await token({ grant_type: 'authorization_code', client_id: client.client_id, code, code_verifier: v })).status).toBe(401);
    expect((await token({ grant_type: 'authorization_code', client_id: client.client_id, client_secret: 'a8_cs_wrong', code, code_verifier: v })).status).toBe(401);
    const basic = Buffer.from(`${client.client_id}:${client.client_secret}`).toString('base64');
    const ok = await fetch(`${base}/token`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` }, body: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: v }) });
    expect(ok.status).toBe(200);
  });

  it('rejects tokens past their expiry, for a foreign resource, or of a revoked membership', async () => {
    const clientId = await registerPublic();
    const expired = await tokensFor(clientId);
    await db.client.oAuthToken.updateMany({ where: { kind: 'access', tokenHash: createHash('sha256').update(expired.access_token).digest('hex') }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await verifier.verify(expired.access_token)).toBeNull();

    const foreign = await tokensFor(clientId);
    await db.client.oAuthToken.updateMany({ where: { tokenHash: createHash('sha256').update(foreign.access_token).digest('hex') }, data: { resource: 'https://other.example.com/mcp' } });
    expect(await verifier.verify(foreign.access_token)).toBeNull();

    const member = await tokensFor(clientId, { email: 'multi@example.com', org: acmeId });
    expect(await verifier.verify(member.access_token)).not.toBeNull();
    const multi = await db.client.user.findUniqueOrThrow({ where: { email: 'multi@example.com' } });
    await db.client.membership.update({ where: { userId_orgId: { userId: multi.id, orgId: acmeId } }, data: { revokedAt: new Date() } });
    expect(await verifier.verify(member.access_token)).toBeNull();
    expect((await token({ grant_type: 'refresh_token', client_id: clientId, refresh_token: member.refresh_token })).status).toBe(400);
    await db.client.membership.update({ where: { userId_orgId: { userId: multi.id, orgId: acmeId } }, data: { revokedAt: null } });
  });
});

describe('/authorize', () => {
  const authorizeWith = (params: Record<string, string>) => fetch(`${base}/authorize?${new URLSearchParams(params)}`, { redirect: 'manual' });

  it('refuses a missing challenge, a method other than S256, and an unregistered redirect_uri', async () => {
    const clientId = await registerPublic();
    const good = { response_type: 'code', client_id: clientId, redirect_uri: CLAUDE, code_challenge: pkce().challenge, code_challenge_method: 'S256', state: 's' };
    const { code_challenge: _omitted, ...noChallenge } = good;
    for (const params of [noChallenge, { ...good, code_challenge_method: 'plain' }]) {
      const res = await authorizeWith(params);
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location') as string);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('iss')).toBe(base);
      expect(location.searchParams.get('state')).toBe('s');
    }
    const unregistered = await authorizeWith({ ...good, redirect_uri: 'https://evil.example.com/cb' });
    expect(unregistered.status).toBe(400);
    expect(unregistered.headers.get('location')).toBeNull();
  });

  it('refuses a resource other than the MCP server', async () => {
    const clientId = await registerPublic();
    const res = await authorizeWith({ response_type: 'code', client_id: clientId, redirect_uri: CLAUDE, code_challenge: pkce().challenge, code_challenge_method: 'S256', resource: 'https://other.example.com/mcp' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') as string).searchParams.get('error')).toBe('invalid_target');
  });
});

describe('the sign-in page', () => {
  it('answers a wrong password and an unknown email alike, and stops after five', async () => {
    const clientId = await registerPublic();
    const params = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: CLAUDE, code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    const signInUrl = (await fetch(`${base}/authorize?${params}`, { redirect: 'manual' })).headers.get('location') as string;
    const html = await (await fetch(signInUrl)).text();
    const fields = { request: hiddenField(html, 'request'), csrf: hiddenField(html, 'csrf') };
    const wrongPassword = await form('/oauth/sign-in', { ...fields, email: 'guarded@example.com', password: 'not the password' });
    const unknownEmail = await form('/oauth/sign-in', { ...fields, email: 'nobody@example.com', password: 'not the password' });
    expect(wrongPassword.status).toBe(400);
    expect(unknownEmail.status).toBe(400);
    const [a, b] = [await wrongPassword.text(), await unknownEmail.text()];
    expect(a).toContain('The email or password is incorrect.');
    expect(a.replace(/guarded@example\.com/g, '')).toBe(b.replace(/nobody@example\.com/g, ''));
    for (let i = 0; i < 3; i++) await form('/oauth/sign-in', { ...fields, email: 'guarded@example.com', password: 'still wrong' });
    const blocked = await form('/oauth/sign-in', { ...fields, email: 'guarded@example.com', password: PASSWORD });
    expect(blocked.status).toBe(429);
  });

  /** A new sign-in attempt (a new pending authorization): its form fields. */
  async function freshSignIn(): Promise<{ request: string; csrf: string }> {
    const clientId = await registerPublic();
    const params = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: CLAUDE, code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    const signInUrl = (await fetch(`${base}/authorize?${params}`, { redirect: 'manual' })).headers.get('location') as string;
    const html = await (await fetch(signInUrl)).text();
    return { request: hiddenField(html, 'request'), csrf: hiddenField(html, 'csrf') };
  }

  it('backs an account off across new sign-in attempts: five wrong, then even the right password waits', async () => {
    // Three attempts of wrong passwords, fewer than five each: each attempt alone allows more.
    for (let attempt = 0; attempt < 3; attempt++) {
      const fields = await freshSignIn();
      for (let i = 0; i < 2; i++) await form('/oauth/sign-in', { ...fields, email: 'persistent@example.com', password: `guess ${attempt}-${i}` });
    }
    const right = await form('/oauth/sign-in', { ...(await freshSignIn()), email: 'persistent@example.com', password: PASSWORD });
    expect(right.status).toBe(429);
    expect(await right.text()).toMatch(/Too many wrong passwords[\s\S]*Wait \d+ (?:seconds|minutes)/);
    // Another account from the same address is not held back by it.
    const other = await form('/oauth/sign-in', { ...(await freshSignIn()), email: 'bystander@example.com', password: PASSWORD });
    expect(other.status).toBe(200);
  });

  it('refuses a forged CSRF field and an approval without the signed-in form', async () => {
    const clientId = await registerPublic();
    const params = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: CLAUDE, code_challenge: pkce().challenge, code_challenge_method: 'S256' });
    const signInUrl = (await fetch(`${base}/authorize?${params}`, { redirect: 'manual' })).headers.get('location') as string;
    const html = await (await fetch(signInUrl)).text();
    const request = hiddenField(html, 'request');
    expect((await form('/oauth/sign-in', { request, csrf: 'forged', email: 'solo@example.com', password: PASSWORD })).status).toBe(400);
    // The sign-in form's token does not approve.
    expect((await form('/oauth/approve', { request, csrf: hiddenField(html, 'csrf'), org: acmeId, decision: 'approve' })).status).toBe(400);
  });

  it('sends access_denied back when the user cancels, and ends the sign-in', async () => {
    const clientId = await registerPublic();
    const params = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: CLAUDE, code_challenge: pkce().challenge, code_challenge_method: 'S256', state: 'q' });
    const signInUrl = (await fetch(`${base}/authorize?${params}`, { redirect: 'manual' })).headers.get('location') as string;
    const html = await (await fetch(signInUrl)).text();
    const request = hiddenField(html, 'request');
    const approveHtml = await (await form('/oauth/sign-in', { request, csrf: hiddenField(html, 'csrf'), email: 'solo@example.com', password: PASSWORD })).text();
    const denied = await form('/oauth/approve', { request, csrf: hiddenField(approveHtml, 'csrf'), decision: 'deny' });
    expect(denied.status).toBe(303);
    const location = new URL(denied.headers.get('location') as string);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ error: 'access_denied', state: 'q', iss: base });
    expect((await form('/oauth/approve', { request, csrf: hiddenField(approveHtml, 'csrf'), org: acmeId, decision: 'approve' })).status).toBe(400);
  });
});
