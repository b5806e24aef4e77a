import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { createTestDatabase } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminBundle } from './support/admin';
import { freePort } from './support/ports';
import { Stack, waitForStatus } from './support/stack';

/**
 * The sign-in page in a real browser (Debian's Chromium driven by playwright-core, TOOLCHAIN.md):
 * sign in, pick one of two organizations, approve, and land on the host's callback (a local HTTP
 * server) with code, state and iss. Skipped, with a message, only where Chromium is missing and
 * `apt-get install -y chromium` cannot install it.
 */

const CHROMIUM = '/usr/bin/chromium';
const PASSWORD = 'browser-e2e-password';

function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM)) return true;
  const install = spawnSync('apt-get', ['install', '-y', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, encoding: 'utf8', timeout: 300_000 });
  if (existsSync(CHROMIUM)) return true;
  console.warn(`Skipping the sign-in browser test: ${CHROMIUM} is missing and "apt-get install -y chromium" failed (${install.error?.message ?? install.stderr?.trim().split('\n').at(-1) ?? `exit ${install.status}`}).`);
  return false;
}

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

describe.skipIf(!chromiumAvailable())('the OAuth sign-in page in Chromium', () => {
  let db: TestDatabase;
  let stack: Stack;
  let base: string;
  let context: BrowserContext;
  let profileDir: string;
  let callbackServer: Server;
  let callbackUrl: string;
  const callbacks: URL[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await Stack.create(db.url);
    for (const name of ['acme', 'globex']) expect(runAdminBundle('create-org', { name }, db.url).status).toBe(0);
    expect(runAdminBundle('create-user', { email: 'lin@example.com', password: PASSWORD, org: 'acme', role: 'viewer' }, db.url).status).toBe(0);
    expect(runAdminBundle('create-user', { email: 'lin@example.com', org: 'globex', role: 'trainer' }, db.url).status).toBe(0);
    const gateway = stack.start('mcp-gateway');
    await waitForStatus(stack.url('mcp-gateway', '/healthz'), 200, 60_000, gateway);
    base = `http://127.0.0.1:${stack.ports.mcp}`;

    // The host's redirect URI: records what the authorization server sends back.
    const port = await freePort();
    callbackUrl = `http://127.0.0.1:${port}/callback`;
    callbackServer = createServer((req, res) => {
      const url = new URL(req.url ?? '/', callbackUrl);
      if (url.pathname !== '/callback') return void res.writeHead(404).end(); // e.g. /favicon.ico
      callbacks.push(url);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Connected</title><h1>Connected</h1>');
    });
    await new Promise<void>((resolve) => callbackServer.listen(port, '127.0.0.1', resolve));

    profileDir = mkdtempSync(join(tmpdir(), 'a8-chromium-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });

  afterAll(async () => {
    await context?.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    await new Promise((resolve) => (callbackServer ? callbackServer.close(resolve) : resolve(undefined)));
    await stack?.stopAll();
    await db?.drop();
  });

  async function registerHost(): Promise<string> {
    const res = await fetch(`${base}/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Browser Host', redirect_uris: [callbackUrl], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { client_id: string }).client_id;
  }

  it('signs in, picks an organization, approves and lands on the callback with code, state and iss', async () => {
    const clientId = await registerHost();
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const state = randomBytes(8).toString('hex');
    const authorize = `${base}/authorize?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: callbackUrl, code_challenge: challenge, code_challenge_method: 'S256', state, resource: `${base}/mcp`, scope: 'a8' })}`;

    const page = await context.newPage();
    const loaded = await page.goto(authorize);
    expect(loaded?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/oauth/sign-in');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Browser Host');
    // The email field has focus first; Tab goes to the password, then to the button.
    expect(await page.evaluate('document.activeElement && document.activeElement.id')).toBe('email');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement && document.activeElement.id')).toBe('password');

    // A wrong password: the form again, with the error tied to the fields.
    await page.getByLabel('Email').fill('lin@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('The email or password is incorrect.');
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Password').getAttribute('aria-describedby')).toBe('credentials-error');
    expect(await page.getByLabel('Email').inputValue()).toBe('lin@example.com');

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Allow Browser Host to use A8?');
    // Two memberships: a radio group named by its legend, one radio per organization.
    const group = page.getByRole('group', { name: 'Organization' });
    expect(await group.getByRole('radio').count()).toBe(2);
    await group.getByLabel(/globex/).check();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(callbackUrl));

    const back = callbacks.at(-1) as URL;
    expect(back.searchParams.get('state')).toBe(state);
    expect(back.searchParams.get('iss')).toBe(base);
    const code = back.searchParams.get('code') as string;
    expect(code).toMatch(/^a8_ac_/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Connected');

    // The code is good for a token that acts in globex with the trainer's permissions.
    const res = await fetch(`${base}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', client_id: clientId, code, code_verifier: verifier, redirect_uri: callbackUrl, resource: `${base}/mcp` }),
    });
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    const row = await db.client.oAuthToken.findUniqueOrThrow({ where: { tokenHash: createHash('sha256').update(access_token).digest('hex') }, include: { org: true, membership: true } });
    expect(row.org.name).toBe('globex');
    expect(row.membership.role).toBe('trainer');
    await page.close();
  });

  it('sends the user back with access_denied when they cancel', async () => {
    const clientId = await registerHost();
    const challenge = createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url');
    const page = await context.newPage();
    await page.goto(`${base}/authorize?${new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: callbackUrl, code_challenge: challenge, code_challenge_method: 'S256', state: 'cancel-me' })}`);
    await page.getByLabel('Email').fill('lin@example.com');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.href.startsWith(callbackUrl));
    const back = callbacks.at(-1) as URL;
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: 'access_denied', state: 'cancel-me', iss: base });
    await page.close();
  });
});
