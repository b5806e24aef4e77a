import { createTestDatabase, type PrismaClient } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, runAdminBundle } from './support/admin';
import { SPEC_TICKET, TICKET_CRITERION, ticketRequest } from './support/spec-example';
import { TestPostgresServer } from './support/postgres-server';
import { TestRedisServer } from './support/redis-server';
import { eventually, Stack, waitForStatus } from './support/stack';
import { referenceReady, versionReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
interface Outcome {
  at: number;
  status: number;
  ms: number;
  text: string;
}

const QUEUE_FORMAT = { properties: { queue: { enum: ['billing', 'shipping', 'account'] } } };
/** No request may hang: one that takes this long has failed the test. */
const HANG_MS = 10_000;

// The fault tier (issue: hardening): the judge killed under load, Postgres and Redis restarted under
// teaching, and two fitting workers at FIT_CONCURRENCY=2. Its own Postgres and Redis (TOOLCHAIN.md:
// the shared servers are never restarted). Timings are printed, not asserted.
describe('faults: the judge killed under load, Postgres and Redis restarted, two fitting workers', () => {
  let pg: TestPostgresServer;
  let redis: TestRedisServer;
  let db: TestDatabase;
  let client: PrismaClient;
  let stack: Stack;
  let key = '';
  let orgId = '';

  beforeAll(async () => {
    pg = await TestPostgresServer.start();
    redis = await TestRedisServer.start();
    db = await createTestDatabase(pg.url);
    client = db.client as PrismaClient;
    stack = await Stack.create(db.url, { redisUrl: redis.url, env: { RATE_LIMIT_PER_MINUTE: '100000', FIT_CONCURRENCY: '2' } });
    expect(runAdminBundle('create-org', { name: 'faulty' }, db.url).status).toBe(0);
    key = createKey('faulty', 'models:infer,models:train,models:explain', db.url, 'faults');
    orgId = (await client.organization.findUniqueOrThrow({ where: { name: 'faulty' } })).id;
    await stack.startAll();
    await stack.startReplica('fitting-worker');
    await referenceReady(client);
  }, 300_000);

  afterAll(async () => {
    await stack?.stopAll();
    await client?.$disconnect().catch(() => undefined);
    await redis?.stop();
    await pg?.destroy();
  });

  /** One Messages call, timed; a network failure is status 0. */
  async function judgeOnce(): Promise<Outcome> {
    const started = Date.now();
    try {
      const res = await fetch(stack.url('api-gateway', '/eval/v1/messages'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key, 'anthropic-version': '2023-06-01' },
        body: JSON.stringify(ticketRequest(SPEC_TICKET)),
        signal: AbortSignal.timeout(HANG_MS),
      });
      return { at: started, status: res.status, ms: Date.now() - started, text: await res.text() };
    } catch (error) {
      return { at: started, status: 0, ms: Date.now() - started, text: (error as Error).message };
    }
  }

  /** One MCP tools/call, timed: the HTTP status and whether the tool failed. */
  async function mcpCall(name: 'judge' | 'teach', args: Record<string, unknown>): Promise<Outcome & { isError: boolean; result: any }> {
    const started = Date.now();
    try {
      const res = await fetch(stack.url('mcp-gateway', '/mcp'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${key}`, 'mcp-protocol-version': '2025-06-18' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
        signal: AbortSignal.timeout(HANG_MS),
      });
      const text = await res.text();
      const data = text.includes('data: ') ? text.slice(text.indexOf('data: ') + 6).split('\n')[0]! : text;
      const result = (JSON.parse(data) as { result?: any }).result;
      return { at: started, status: res.status, ms: Date.now() - started, text, isError: result?.isError === true, result };
    } catch (error) {
      return { at: started, status: 0, ms: Date.now() - started, text: (error as Error).message, isError: true, result: null };
    }
  }

  const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.99))] ?? 0;

  it('kill -9 of the judge under load: every call answers (503 while it is down, never another 5xx, never a hang), then the gateways recover', async () => {
    const outcomes: Outcome[] = [];
    const mcpOutcomes: (Outcome & { isError: boolean })[] = [];
    let running = true;
    const load = async () => {
      while (running) {
        outcomes.push(await judgeOnce());
        mcpOutcomes.push(await mcpCall('judge', { input: [{ role: 'system', content: TICKET_CRITERION }, { role: 'user', content: SPEC_TICKET }], format: QUEUE_FORMAT }));
      }
    };
    const workers = Array.from({ length: 4 }, load);
    await new Promise((r) => setTimeout(r, 1500));
    const killedAt = Date.now();
    await stack.services.get('judge')!.stop('SIGKILL');
    await new Promise((r) => setTimeout(r, 3000));
    const restartedAt = Date.now();
    stack.start('judge');
    await waitForStatus(stack.url('judge', '/readyz'), 200, 120_000, stack.services.get('judge'));
    await new Promise((r) => setTimeout(r, 2000));
    running = false;
    await Promise.all(workers);

    expect(outcomes.filter((o) => o.status === 0), 'no call may hang or drop').toEqual([]);
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503).map((o) => `${o.status} ${o.text.slice(0, 120)}`)).toEqual([]);
    const down = outcomes.filter((o) => o.at > killedAt + 200 && o.at < restartedAt);
    expect(down.length).toBeGreaterThan(0);
    expect(down.every((o) => o.status === 503)).toBe(true);
    const firstRefusal = outcomes.filter((o) => o.at >= killedAt && o.status === 503).sort((a, b) => a.at + a.ms - (b.at + b.ms))[0]!;
    const last = outcomes.slice(-8);
    expect(last.every((o) => o.status === 200)).toBe(true);
    expect(mcpOutcomes.filter((o) => o.status !== 200).map((o) => `${o.status} ${o.text.slice(0, 120)}`)).toEqual([]);
    expect(mcpOutcomes.filter((o) => o.at > killedAt + 200 && o.at < restartedAt).every((o) => o.isError)).toBe(true);
    expect(mcpOutcomes.slice(-4).every((o) => !o.isError)).toBe(true);
    console.log(
      `judge kill -9 under load: ${outcomes.length} Messages calls and ${mcpOutcomes.length} MCP calls; first 503 ${firstRefusal.at + firstRefusal.ms - killedAt} ms after the kill; ` +
        `p99 while down ${p99(down.map((o) => o.ms))} ms; recovered after the judge's restart`,
    );
  });

  /** Teaches one ticket a round over MCP while `fault` runs; returns what was acknowledged. */
  async function teachThrough(fault: () => Promise<void>, label: string): Promise<{ acknowledged: string[]; refused: number }> {
    const acknowledged: string[] = [];
    let refused = 0;
    let running = true;
    let round = 0;
    const teaching = (async () => {
      while (running) {
        const ticket = `${label} ticket ${round++}: my parcel arrived crushed and I want a refund.`;
        const reply = await mcpCall('teach', { input: [{ role: 'system', content: TICKET_CRITERION }, { role: 'user', content: ticket }], format: QUEUE_FORMAT, answer: { queue: 'shipping' } });
        expect(reply.status, reply.text.slice(0, 200)).toBe(200);
        if (reply.isError) refused++;
        else acknowledged.push(ticket);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await new Promise((r) => setTimeout(r, 800));
    await fault();
    await new Promise((r) => setTimeout(r, 1500));
    running = false;
    await teaching;
    return { acknowledged, refused };
  }

  async function everyServiceReady(): Promise<void> {
    for (const service of [...stack.services.values(), ...stack.replicas]) await waitForStatus(`http://127.0.0.1:${service.port}/readyz`, 200, 120_000, service);
  }

  async function assertNothingLost(acknowledged: string[]): Promise<void> {
    const recorded = await client.exampleEvent.findMany({ where: { orgId }, select: { request: true, recordedAt: true } });
    const texts = new Set(recorded.map((r) => JSON.stringify(r.request)));
    const lost = acknowledged.filter((ticket) => ![...texts].some((t) => t.includes(ticket)));
    expect(lost).toEqual([]);
    const newest = recorded.reduce((a, r) => (r.recordedAt > a ? r.recordedAt : a), new Date(0));
    // The fit that covers every acknowledged teach happens, whether its job was queued before or after the fault.
    const version = await versionReady(client, orgId, newest, 180_000);
    expect(version.exampleCount).toBeGreaterThanOrEqual(acknowledged.length);
  }

  it('restarts Redis under teaching: no acknowledged teach is lost, the fit still happens, every service is ready again', async () => {
    const { acknowledged, refused } = await teachThrough(async () => {
      await redis.stop();
      await new Promise((r) => setTimeout(r, 1500));
      await redis.start();
    }, 'redis');
    await everyServiceReady();
    await assertNothingLost(acknowledged);
    console.log(`Redis restarted under teaching: ${acknowledged.length} teaches acknowledged, ${refused} refused, none lost`);
  });

  it('restarts Postgres under teaching: no acknowledged teach is lost, the fit still happens, every service is ready again', async () => {
    const { acknowledged, refused } = await teachThrough(async () => {
      await pg.stop();
      await new Promise((r) => setTimeout(r, 1500));
      await pg.start();
    }, 'postgres');
    await everyServiceReady();
    await eventually('a judgement after Postgres returned', async () => ((await judgeOnce()).status === 200 ? true : undefined), 60_000, 500);
    await assertNothingLost(acknowledged);
    console.log(`Postgres restarted under teaching: ${acknowledged.length} teaches acknowledged, ${refused} refused, none lost`);
  });

  it('fits a burst of teaches with two fitting workers at FIT_CONCURRENCY=2, each version exactly once', async () => {
    const orgs = ['burst-a', 'burst-b', 'burst-c'];
    const keys: Record<string, string> = {};
    for (const name of orgs) {
      expect(runAdminBundle('create-org', { name }, db.url).status).toBe(0);
      keys[name] = createKey(name, 'models:train,models:infer', db.url, name);
    }
    const teach = (name: string, i: number) =>
      fetch(stack.url('mcp-gateway', '/mcp'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: `Bearer ${keys[name]}`, 'mcp-protocol-version': '2025-06-18' },
        body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'teach', arguments: { input: `Is it spam? offer number ${i} from ${name}`, format: { enum: ['spam', 'ham'] }, answer: i % 2 ? 'spam' : 'ham' } } }),
      });
    await Promise.all(orgs.flatMap((name) => Array.from({ length: 20 }, (_, i) => teach(name, i))));
    const ids = await Promise.all(
      orgs.map(async (name) => {
        const org = await client.organization.findUniqueOrThrow({ where: { name } });
        const newest = await client.exampleEvent.findFirstOrThrow({ where: { orgId: org.id }, orderBy: { recordedAt: 'desc' } });
        return (await versionReady(client, org.id, newest.recordedAt, 180_000)).id;
      }),
    );
    const workers = [stack.services.get('fitting-worker')!, ...stack.replicas];
    const readyLinesNow = () =>
      workers.flatMap((w) => w.log).flatMap((line) => {
        try {
          const entry = JSON.parse(line) as { msg?: string; versionId?: string };
          return entry.msg === 'version ready' && entry.versionId ? [entry.versionId] : [];
        } catch {
          return [];
        }
      });
    // The database says a version is ready before its worker's "version ready" line has come through
    // the worker's stdout pipe: wait for the lines (a few milliseconds) before counting them.
    for (const deadline = Date.now() + 15_000; Date.now() < deadline && !ids.every((id) => readyLinesNow().includes(id)); ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const readyLines = readyLinesNow();
    const fitted = new Map<string, number>();
    for (const id of readyLines) fitted.set(id, (fitted.get(id) ?? 0) + 1);
    expect([...fitted.values()].filter((n) => n !== 1)).toEqual([]);
    for (const id of ids) expect(fitted.get(id)).toBe(1);
    const byWorker = workers.map((w) => w.log.filter((l) => l.includes('"version ready"')).length);
    console.log(`burst over two fitting workers (FIT_CONCURRENCY=2): ${fitted.size} versions fitted, each once; per worker ${byWorker.join(' / ')}`);
  });

  it('writes no key, token, code or password into any log line', () => {
    const lines = [...stack.services.values(), ...stack.replicas].flatMap((s) => s.log);
    expect(lines.length).toBeGreaterThan(0);
    const secrets = [key, stack.rpcSecret];
    const leaks = lines.filter((line) => secrets.some((secret) => line.includes(secret)) || /a8_sk_[A-Za-z0-9_-]{12,}/.test(line) || /"(?:password|authorization|x-api-key|code_verifier|access_token|refresh_token)"\s*:\s*"[^"]/i.test(line));
    expect(leaks).toEqual([]);
  });
});
