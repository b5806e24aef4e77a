import { createTestDatabase } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminTask } from './support/admin';
import { Stack, waitForStatus } from './support/stack';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

describe('the four services, started as processes', () => {
  let db: TestDatabase;
  let stack: Stack;
  let fullKey: string;
  let trainOnlyKey: string;
  let revokedKey: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await Stack.create(db.url);
    expect(runAdminTask('create-org', { name: 'acme' }, db.url).status).toBe(0);
    fullKey = createKey('acme', 'models:infer,models:train,models:explain', db.url, 'full', { viaNx: true });
    trainOnlyKey = createKey('acme', 'models:train', db.url, 'train-only');
    revokedKey = createKey('acme', 'models:infer', db.url, 'revoked', { viaNx: true });
    const prefix = revokedKey.split('_')[2];
    expect(runAdminTask('revoke-key', { prefix }, db.url).status).toBe(0);
    await stack.startAll();
  });

  afterAll(async () => {
    await stack?.stopAll();
    await db?.drop();
  });

  const models = (headers: Record<string, string>) => fetch(stack.url('api-gateway', '/eval/v1/models'), { headers });

  it('answers /healthz and /readyz on every service', async () => {
    for (const name of ['api-gateway', 'mcp-gateway', 'judge', 'fitting-worker'] as const) {
      expect((await fetch(stack.url(name, '/healthz'))).status).toBe(200);
      const ready = await fetch(stack.url(name, '/readyz'));
      expect(ready.status).toBe(200);
      expect((await ready.json()) as unknown).toMatchObject({ status: 'ready' });
    }
  });

  it('accepts a valid key as x-api-key and as Authorization: Bearer', async () => {
    const styles: Record<string, string>[] = [
      { 'x-api-key': fullKey, 'anthropic-version': '2023-06-01' },
      { authorization: `Bearer ${fullKey}`, 'anthropic-version': '2026-10-21' },
    ];
    for (const headers of styles) {
      const res = await models(headers);
      expect(res.status).toBe(200);
      expect(res.headers.get('request-id')).toMatch(/^req_/);
      // A fresh organization is answered from the shipped reference version: it is listed, marked so.
      const page = (await res.json()) as any;
      expect(page).toMatchObject({ has_more: false });
      expect(page.data.every((m: { reference: boolean }) => m.reference)).toBe(true);
    }
  });

  it.each([
    ['no key', {}],
    ['an unknown key', { 'x-api-key': 'a8_sk_unknown1_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['a malformed key', { authorization: 'Bearer not-a-key' }],
  ])('answers 401 authentication_error in the envelope for %s', async (_label, headers) => {
    const res = await models(headers as Record<string, string>);
    expect(res.status).toBe(401);
    expect(res.headers.get('x-should-retry')).toBe('false');
    const body = (await res.json()) as any;
    expect(body).toMatchObject({ type: 'error', error: { type: 'authentication_error', message: expect.any(String) } });
    expect(body.request_id).toBe(res.headers.get('request-id'));
  });

  it('answers 401 for a revoked key', async () => {
    const res = await models({ 'x-api-key': revokedKey });
    expect(res.status).toBe(401);
    expect(((await res.json()) as any).error.message).toMatch(/revoked/);
  });

  it('answers 403 permission_error for a key without models:infer', async () => {
    const res = await models({ 'x-api-key': trainOnlyKey });
    expect(res.status).toBe(403);
    const body = (await res.json()) as any;
    expect(body).toMatchObject({ type: 'error', error: { type: 'permission_error', message: 'This request needs the models:infer permission.' } });
    expect(body.request_id).toBe(res.headers.get('request-id'));
  });

  it('answers an unknown route in the envelope, never an HTML page', async () => {
    const res = await fetch(stack.url('api-gateway', '/eval/v1/nothing-here'), { headers: { 'x-api-key': fullKey } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as any).type).toBe('error');
  });

  it('carries the request id from a gateway to the judge service', async () => {
    const requestId = `req_e2etrace${Date.now()}`;
    await fetch(stack.url('api-gateway', '/readyz'), { headers: { 'request-id': requestId } });
    const judge = stack.services.get('judge')!;
    await expect.poll(() => judge.log.some((line) => line.includes(requestId)), { timeout: 5000 }).toBe(true);
    const line = JSON.parse(judge.log.find((l) => l.includes(requestId))!);
    expect(line).toMatchObject({ service: 'judge', requestId });
  });

  it('turns the gateways unready while the judge service is down, and ready when it returns', async () => {
    await stack.services.get('judge')!.stop();
    for (const gateway of ['api-gateway', 'mcp-gateway'] as const) {
      await waitForStatus(stack.url(gateway, '/readyz'), 503, 15_000);
      const body = (await (await fetch(stack.url(gateway, '/readyz'))).json()) as any;
      expect(body.checks.judge).toMatch(/unavailable|did not answer/);
      expect(body.checks.postgres).toBe('ok');
    }
    stack.start('judge');
    for (const gateway of ['api-gateway', 'mcp-gateway'] as const) await waitForStatus(stack.url(gateway, '/readyz'), 200, 30_000);
  });

  it('stops every service gracefully on SIGTERM', async () => {
    for (const service of stack.services.values()) {
      expect(await service.stop('SIGTERM'), service.name).toBe(0);
      expect(service.log.some((line) => line.includes('"msg":"stopped"')), service.name).toBe(true);
    }
  });
});
