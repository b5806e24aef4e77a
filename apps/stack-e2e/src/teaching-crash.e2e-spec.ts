import { CURRENT_FAMILY, formatHorizon } from '@a8/contracts';
import { createTestDatabase, repositoriesOver, type ModelVersion } from '@a8/db';
import { FitQueue } from '@a8/messaging';
import { fitVersion, loadWordVectors } from '@a8/model';
import { loadReferencePacks } from '@a8/reference-packs';
import { trainingSet } from '@a8/teaching';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithKey, runAdminBundle } from './support/admin';
import { FitJobs } from './support/fit-jobs';
import { eventually, Stack, waitForStatus, workspaceRoot } from './support/stack';
import { burstTickets, judgeTicket, Teacher, verdictOf } from './support/teaching';
import { referenceReady, versionReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

/** Issue 4 §6: fit jobs survive a worker killed mid-fit; a fit that keeps failing ends `failed`, visible. */
describe('teaching: crash safety of fits', () => {
  let db: TestDatabase;
  let stack: Stack;
  let jobs: FitJobs;
  let key: string;
  let teacher: Teacher;
  let orgId: string;
  let brokenVersionId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await Stack.create(db.url);
    key = createOrgWithKey('acme', 'models:infer,models:train', db.url);
    createOrgWithKey('broken', 'models:infer', db.url);
    orgId = (await db.client.organization.findFirstOrThrow({ where: { name: 'acme' } })).id;
    await stack.startAll();
    teacher = new Teacher(stack, orgId);
    jobs = new FitJobs(stack.redisUrl, stack.redisPrefix);
    await referenceReady(db.client);

    // An organization whose log holds an event no fit can read (written around the domain on
    // purpose): its fit throws on every attempt. Scheduled now so its backoff runs meanwhile.
    const broken = await db.client.organization.findFirstOrThrow({ where: { name: 'broken' } });
    const event = await db.client.exampleEvent.create({
      data: { orgId: broken.id, kind: 'teach', requestKey: 'f'.repeat(64), request: { criterion: 'Is it broken?' }, display: { input: 'x', format: null }, answer: 'yes' },
    });
    const version = await db.client.modelVersion.create({ data: { orgId: broken.id, family: CURRENT_FAMILY, horizon: event.recordedAt } });
    brokenVersionId = version.id;
    const queue = new FitQueue(stack.redisUrl, { prefix: stack.redisPrefix, debounceMs: 0 });
    await queue.schedule(version.id, new Date(0));
    await queue.close();
  });

  afterAll(async () => {
    teacher?.close();
    await jobs?.close();
    await stack?.stopAll();
    await db?.drop();
  });

  it('SIGKILL during a fit → no half-written version → the job is retried by a new worker → ready with the fingerprint a clean fit gives', async () => {
    const tickets = burstTickets(40);
    let newest = '';
    for (const t of tickets) newest = (await teacher.teachTicket(t.ticket, t.queue)).recorded_at;
    const horizon = new Date(newest);
    const row = await db.client.modelVersion.findFirstOrThrow({ where: { orgId, horizon } });

    // Kill the worker while the job is active (its thread fitting), before it publishes.
    await eventually('the fit to be running', async () => ((await (await jobs.job(row.id))?.getState()) === 'active' ? true : undefined), 60_000, 50);
    const worker = stack.services.get('fitting-worker')!;
    await worker.stop('SIGKILL');
    expect(worker.child.signalCode).toBe('SIGKILL');

    const after = await db.client.modelVersion.findUniqueOrThrow({ where: { id: row.id } });
    expect(after, 'the fit finished before the kill; the test needs a longer fit').toMatchObject({ state: 'fitting', fingerprint: null, exampleCount: null, readyAt: null });
    expect(await db.client.modelArtifact.count({ where: { versionId: row.id } })).toBe(0);
    // The judge answers `a8` from the newest ready version meanwhile, and 503 on the pinned one.
    expect((await judgeTicket(stack, key, `${CURRENT_FAMILY}:90@${formatHorizon(horizon)}`, tickets[0].ticket)).status).toBe(503);

    const replacement = stack.start('fitting-worker');
    await waitForStatus(stack.url('fitting-worker', '/readyz'), 200, 60_000, replacement);
    const ready: ModelVersion = await versionReady(db.client, orgId, horizon, 90_000);
    expect(ready.id).toBe(row.id);
    // The row is published before the job is marked completed: wait for BullMQ to record it.
    const job = await eventually('the job to be completed', () => jobs.finished(row.id, 'completed'));
    // The killed attempt was taken back as stalled, then completed by the new worker.
    expect(job.attemptsStarted).toBeGreaterThanOrEqual(2);
    expect(job.returnvalue).toMatchObject({ outcome: 'ready', fingerprint: ready.fingerprint });
    expect(replacement.log.some((line) => line.includes('version ready') && line.includes(row.id))).toBe(true);

    // A clean fit of the same training set, in this process, gives the same fingerprint.
    const examples = await trainingSet(repositoriesOver(db.client).examples, orgId, horizon, loadReferencePacks(join(workspaceRoot, 'libs/reference-packs/data')));
    const clean = fitVersion(examples, { vectors: loadWordVectors(join(workspaceRoot, 'data/vectors/wink-100d.a8v')) });
    expect(ready.fingerprint).toBe(clean.fingerprint);
    expect(ready.exampleCount).toBe(clean.exampleCount);

    const reply = await judgeTicket(stack, key, `${CURRENT_FAMILY}:90@${formatHorizon(horizon)}`, tickets[0].ticket);
    expect(reply.status).toBe(200);
    expect(verdictOf(reply)).toEqual({ queue: tickets[0].queue });
  }, 240_000);

  it('a fit that keeps failing ends `failed` with its error after its attempts, visible to operators', async () => {
    const failed = await eventually(
      'the broken version to be failed',
      async () => (await db.client.modelVersion.findFirst({ where: { id: brokenVersionId, state: 'failed' } })) ?? undefined,
      90_000,
      500,
    );
    expect(failed.error).toMatch(/\S/);
    expect(failed.fingerprint).toBeNull();
    // The row is marked failed before BullMQ records the last attempt's failure: wait for it.
    const job = await eventually('the job to be failed', () => jobs.finished(brokenVersionId, 'failed'));
    expect(job.attemptsMade).toBe(5);
    expect(job.failedReason).toBe(failed.error);

    const listed = runAdminBundle('list-versions', { org: 'broken' }, db.url);
    expect(listed.status, listed.stderr).toBe(0);
    const line = listed.stdout.split('\n').find((l) => l.startsWith(`${CURRENT_FAMILY}@${formatHorizon(failed.horizon)}`));
    expect(line).toMatch(/\sfailed\s/);
    expect(line).toContain(failed.error!.slice(0, 40));
  }, 120_000);
});
