import { CURRENT_FAMILY, formatHorizon } from '@a8/contracts';
import { createTestDatabase } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithKey } from './support/admin';
import { TestRedisServer } from './support/redis-server';
import { eventually, Stack } from './support/stack';
import { burstTickets, judgeTicket, Teacher, verdictOf } from './support/teaching';
import { referenceReady, versionReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/**
 * Issue 4 §6: Postgres is the source of truth. With Redis unreachable a teach is still recorded
 * and answered; when Redis returns (empty: every queued job lost) the worker's reconciler fits it.
 * The stack runs on a redis-server of this test's own, which it stops and starts again.
 */
describe('teaching: Redis down during teaches', () => {
  let redis: TestRedisServer;
  let db: TestDatabase;
  let stack: Stack;
  let key: string;
  let teacher: Teacher;
  let orgId: string;

  beforeAll(async () => {
    redis = await TestRedisServer.start();
    db = await createTestDatabase();
    stack = await Stack.create(db.url, { redisUrl: redis.url, env: { RECONCILE_INTERVAL_MS: '2000' } });
    key = createOrgWithKey('acme', 'models:infer,models:train', db.url);
    orgId = (await db.client.organization.findFirstOrThrow({ where: { name: 'acme' } })).id;
    await stack.startAll();
    teacher = new Teacher(stack, orgId);
    await referenceReady(db.client);
  });

  afterAll(async () => {
    teacher?.close();
    await stack?.stopAll();
    await redis?.stop();
    await db?.drop();
  });

  it('records and answers teaches while Redis is down; after it returns, the reconciler fits them', async () => {
    const [first, ...rest] = burstTickets(6);
    const before = await teacher.teachTicket(first.ticket, first.queue);
    await versionReady(db.client, orgId, new Date(before.recorded_at));

    await redis.stop();
    const recorded: string[] = [];
    for (const t of rest) {
      // Answered although Redis is down: the enqueue gives up after 2 s, within the call's timeout.
      const result = await teacher.teachTicket(t.ticket, t.queue);
      expect(result.replaced).toBe(false);
      recorded.push(result.recorded_at);
    }
    const horizon = new Date(recorded.sort().at(-1)!);
    expect(await db.client.exampleEvent.count({ where: { orgId } })).toBe(6);
    expect(await db.client.modelVersion.findFirst({ where: { orgId, horizon } })).toMatchObject({ state: 'fitting' });
    // A retract is recorded too, and a teach again restores it: still no Redis.
    expect(await teacher.retractTicket(rest[0].ticket)).toEqual({ retracted: true });
    const back = await teacher.teachTicket(rest[0].ticket, rest[0].queue);
    const newest = new Date(back.recorded_at);

    // Nothing gets fitted while Redis is away, even after the debounce.
    await new Promise((r) => setTimeout(r, 3000));
    expect(await db.client.modelVersion.count({ where: { orgId, state: 'ready', horizon: { gt: new Date(before.recorded_at) } } })).toBe(0);

    await redis.start();
    const ready = await versionReady(db.client, orgId, newest, 90_000);
    expect(ready.horizon.getTime()).toBe(newest.getTime());
    const judged = await eventually(
      'the api-gateway to answer with the new version',
      async () => {
        const reply = await judgeTicket(stack, key, 'a8:90', rest[3].ticket);
        return reply.status === 200 && reply.body.model === `${CURRENT_FAMILY}:90@${formatHorizon(ready.horizon)}` ? reply : undefined;
      },
      30_000,
      500,
    );
    expect(verdictOf(judged)).toEqual({ queue: rest[3].queue });
    // Every example taught while Redis was down is in the version.
    const previous = await db.client.modelVersion.findFirstOrThrow({ where: { orgId, horizon: new Date(before.recorded_at) } });
    expect(ready.exampleCount).toBe(previous.exampleCount! + rest.length);
    expect(await db.client.modelVersion.count({ where: { orgId, state: 'fitting' } })).toBe(0);
  }, 240_000);
});
