import { CURRENT_FAMILY, fitJobId } from '@a8/contracts';
import { createTestDatabase, UnitOfWork, type PrismaClient, type TestDatabase } from '@a8/db';
import { FitQueue } from '@a8/messaging';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reconciler } from './reconciler.service';

// A real Postgres and Redis: what the reconciler repairs is what a lost Redis job leaves behind.
let db: TestDatabase;
let client: PrismaClient;
let queue: FitQueue;
const packs = [
  {
    name: 'tickets',
    title: 'Tickets',
    source: 'spec',
    licence: 'CC0',
    examples: [{ pack: 'tickets', input: [{ role: 'system' as const, content: 'Which queue?' }, { role: 'user' as const, content: 'Charged twice.' }], format: null, answer: 'billing' }],
  },
];

beforeAll(async () => {
  db = await createTestDatabase();
  client = db.client as PrismaClient;
  queue = new FitQueue('redis://127.0.0.1:6379', { prefix: `recon${randomBytes(3).toString('hex')}`, debounceMs: 0 });
});

afterAll(async () => {
  await queue?.queue.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  await db?.drop();
});

describe('Reconciler', () => {
  it('creates the reference version, the missing version of an organization behind, and enqueues every fitting one', async () => {
    const org = await client.organization.create({ data: { name: 'acme' } });
    const recordedAt = new Date('2026-07-16T09:11:40Z');
    await client.exampleEvent.create({
      data: { orgId: org.id, kind: 'teach', requestKey: 'k', request: { criterion: 'Which queue?', conversation: [{ role: 'user', content: 'x' }], schema: null }, display: { input: 'x', format: null }, answer: 'billing', recordedAt },
    });
    const reconciler = new Reconciler(new UnitOfWork(client), queue, packs, 60_000);
    await reconciler.runOnce();

    const versions = await client.modelVersion.findMany({ orderBy: { horizon: 'asc' } });
    expect(versions.map((v) => [v.orgId, v.family, v.state])).toEqual(
      expect.arrayContaining([
        [null, CURRENT_FAMILY, 'fitting'],
        [org.id, CURRENT_FAMILY, 'fitting'],
      ]),
    );
    expect(versions.find((v) => v.orgId === org.id)?.horizon).toEqual(recordedAt);
    const queued = (await queue.queue.getJobs(['delayed', 'waiting'])).map((j) => j.id).sort();
    expect(queued).toEqual(versions.map((v) => fitJobId(v.id)).sort());

    // Once repaired, a second pass creates nothing new.
    await reconciler.runOnce();
    expect(await client.modelVersion.count()).toBe(versions.length);
  });

  it('leaves an organization whose log is still being written (a bulk import) to schedule its own fit', async () => {
    const org = await client.organization.create({ data: { name: 'importing' } });
    const [{ now }] = await client.$queryRaw<{ now: Date }[]>`SELECT date_trunc('second', clock_timestamp()) AS now`;
    await client.exampleEvent.create({
      data: { orgId: org.id, kind: 'teach', requestKey: 'k2', request: { criterion: 'Which queue?', conversation: [{ role: 'user', content: 'y' }], schema: null }, display: { input: 'y', format: null }, answer: 'billing', recordedAt: now },
    });
    await new Reconciler(new UnitOfWork(client), queue, packs, 60_000).runOnce();
    expect(await client.modelVersion.count({ where: { orgId: org.id } })).toBe(0);
  });
});
