import { CURRENT_FAMILY, formatHorizon } from '@a8/contracts';
import { createTestDatabase, type ModelVersion } from '@a8/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgWithKey } from './support/admin';
import { FitJobs } from './support/fit-jobs';
import { eventually, Stack, waitForStatus } from './support/stack';
import { judgeTicket, listModels, SPEC_TICKET, Teacher, verdictOf } from './support/teaching';
import { referenceReady, versionReady } from './support/versions';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const pinned = (version: ModelVersion, level = 95) => `${CURRENT_FAMILY}:${level}@${formatHorizon(version.horizon)}`;

/**
 * Teaching end to end (issue 4): teach and retract through the judge service's message patterns,
 * fits by the real worker process over BullMQ, verdicts through the api-gateway over HTTP.
 */
describe('teaching: teach → fitting → ready, pinned versions, retract, isolation', () => {
  let db: TestDatabase;
  let stack: Stack;
  let jobs: FitJobs;
  let acmeKey: string;
  let globexKey: string;
  let acme: Teacher;
  let globex: Teacher;
  let acmeId: string;
  let reference: ModelVersion;
  /** acme's first version: the spec's ticket taught as billing. */
  let taught: ModelVersion;

  beforeAll(async () => {
    db = await createTestDatabase();
    stack = await Stack.create(db.url);
    acmeKey = createOrgWithKey('acme', 'models:infer,models:train,models:explain', db.url);
    globexKey = createOrgWithKey('globex', 'models:infer,models:train,models:explain', db.url);
    acmeId = (await db.client.organization.findFirstOrThrow({ where: { name: 'acme' } })).id;
    const globexId = (await db.client.organization.findFirstOrThrow({ where: { name: 'globex' } })).id;
    await stack.startAll();
    acme = new Teacher(stack, acmeId);
    globex = new Teacher(stack, globexId);
    jobs = new FitJobs(stack.redisUrl, stack.redisPrefix);
    reference = await referenceReady(db.client);
  });

  afterAll(async () => {
    acme?.close();
    globex?.close();
    await jobs?.close();
    await stack?.stopAll();
    await db?.drop();
  });

  it('answers the spec ticket from the reference version before anything is taught', async () => {
    const reply = await judgeTicket(stack, acmeKey, 'a8:95', SPEC_TICKET);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(verdictOf(reply)).toEqual({ queue: 'shipping' });
    expect(reply.body.model).toBe(pinned(reference));
  });

  it('teach → a version row `fitting` at once (horizon = recorded_at) → `ready`; the new version answers what was taught', async () => {
    const result = await acme.teachTicket(SPEC_TICKET, 'billing');
    expect(result).toEqual({ recorded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), replaced: false });
    const horizon = new Date(result.recorded_at);

    const row = await db.client.modelVersion.findFirst({ where: { orgId: acmeId, horizon } });
    expect(row).toMatchObject({ state: 'fitting', family: CURRENT_FAMILY, fingerprint: null });

    taught = await versionReady(db.client, acmeId, horizon, 90_000);
    expect(taught.id).toBe(row!.id);
    expect(taught.horizon.toISOString()).toBe(horizon.toISOString());
    expect(taught.fingerprint).toMatch(/^fit-[0-9a-f]{16}\.[0-9a-f]{8}$/);
    expect(taught.fingerprint).not.toBe(reference.fingerprint);
    // The reference packs plus the one taught ticket (the packs do not hold it word for word).
    expect(taught.exampleCount).toBe(reference.exampleCount! + 1);
    expect(taught.earned).toMatchObject({ 'Which queue does the ticket belong in? → queue': expect.any(Number) });
    expect(await db.client.modelArtifact.count({ where: { versionId: taught.id } })).toBe(1);

    // The job reported its progress per criterion and finished with the version it published.
    const job = await jobs.job(taught.id);
    expect(job?.progress).toMatchObject({ done: expect.any(Number), total: expect.any(Number) });
    expect(job?.returnvalue).toMatchObject({ versionId: taught.id, outcome: 'ready', fingerprint: taught.fingerprint });

    const latest = await judgeTicket(stack, acmeKey, 'a8:95', SPEC_TICKET);
    expect(verdictOf(latest)).toEqual({ queue: 'billing' });
    expect(latest.body.model).toBe(pinned(taught));
    expect(latest.body.system_fingerprint).toBe(taught.fingerprint);
    expect(verdictOf(await judgeTicket(stack, acmeKey, pinned(taught), SPEC_TICKET))).toEqual({ queue: 'billing' });
    expect(verdictOf(await judgeTicket(stack, acmeKey, 'a8-1-1:95@reference', SPEC_TICKET))).toEqual({ queue: 'shipping' });

    const models = await listModels(stack, acmeKey);
    expect(models.body.data[0]).toMatchObject({ id: `${CURRENT_FAMILY}@${formatHorizon(horizon)}`, state: 'ready', system_fingerprint: taught.fingerprint });
  });

  it('teaching the same answer again is idempotent; another answer replaces it', async () => {
    const versionsBefore = await db.client.modelVersion.count({ where: { orgId: acmeId } });
    const again = await acme.teachTicket(SPEC_TICKET, 'billing');
    expect(again).toEqual({ recorded_at: taught.horizon.toISOString().replace('.000Z', 'Z'), replaced: false });
    expect(await db.client.modelVersion.count({ where: { orgId: acmeId } })).toBe(versionsBefore);

    const other = 'The invoice shows a charge I do not recognise.';
    expect(await acme.teachTicket(other, 'shipping')).toMatchObject({ replaced: false });
    const replaced = await acme.teachTicket(other, 'billing');
    expect(replaced.replaced).toBe(true);
    const version = await versionReady(db.client, acmeId, new Date(replaced.recorded_at));
    expect(verdictOf(await judgeTicket(stack, acmeKey, pinned(version), other))).toEqual({ queue: 'billing' });
  });

  it('a pinned request on a version still fitting gets 503 with retry-after; `a8` keeps answering from the newest ready one', async () => {
    const worker = stack.services.get('fitting-worker')!;
    expect(await worker.stop()).toBe(0);
    const ticket = 'I cannot sign in since I changed my e-mail address.';
    const result = await acme.teachTicket(ticket, 'account');
    const horizon = new Date(result.recorded_at);
    const row = await db.client.modelVersion.findFirstOrThrow({ where: { orgId: acmeId, horizon } });
    expect(row.state).toBe('fitting');

    const held = await judgeTicket(stack, acmeKey, pinned(row), ticket);
    expect(held.status).toBe(503);
    expect(held.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(held.body).toMatchObject({ type: 'error', error: { type: 'api_error', message: expect.stringContaining('still being fitted') } });
    const newestReady = await db.client.modelVersion.findFirstOrThrow({ where: { orgId: acmeId, state: 'ready' }, orderBy: { horizon: 'desc' } });
    const latest = await judgeTicket(stack, acmeKey, 'a8:95', SPEC_TICKET);
    expect(latest.status).toBe(200);
    expect(latest.body.model).toBe(pinned(newestReady));

    // The job waits in Redis; a worker started again fits it.
    const restarted = stack.start('fitting-worker');
    await waitForStatus(stack.url('fitting-worker', '/readyz'), 200, 60_000, restarted);
    const ready = await versionReady(db.client, acmeId, horizon);
    expect(ready.id).toBe(row.id);
    const answered = await judgeTicket(stack, acmeKey, pinned(ready), ticket);
    expect(answered.status).toBe(200);
    expect(verdictOf(answered)).toEqual({ queue: 'account' });
  });

  it('a version shown as fitting and then coalesced never vanishes: asked for by name, it is fitted and answers as its horizon defines', async () => {
    const worker = stack.services.get('fitting-worker')!;
    expect(await worker.stop()).toBe(0);
    const first = await acme.teachTicket('The courier left my parcel in the rain and it is soaked.', 'shipping');
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the next teach gets a row of its own
    const second = await acme.teachTicket('Please close my account and delete my data.', 'account');
    const older = await db.client.modelVersion.findFirstOrThrow({ where: { orgId: acmeId, horizon: new Date(first.recorded_at) } });
    const listed = await listModels(stack, acmeKey);
    expect(JSON.stringify(listed.body)).toContain(pinned(older).replace(/:\d+@/, '@'));

    const restarted = stack.start('fitting-worker');
    await waitForStatus(stack.url('fitting-worker', '/readyz'), 200, 60_000, restarted);
    await versionReady(db.client, acmeId, new Date(second.recorded_at));
    // Coalesced: the newer version includes its examples, so it was not fitted, but it is kept.
    const coalesced = await db.client.modelVersion.findUniqueOrThrow({ where: { id: older.id } });
    expect(coalesced.state).toBe('superseded');

    const asked = await judgeTicket(stack, acmeKey, pinned(older), 'The courier left my parcel in the rain and it is soaked.');
    expect(asked.status).toBe(503);
    expect(asked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(asked.body).toMatchObject({ error: { message: expect.stringContaining('being fitted now that it is asked for') } });
    await eventually('the coalesced version fitted on demand', async () => ((await db.client.modelVersion.findUniqueOrThrow({ where: { id: older.id } })).state === 'ready' ? true : undefined), 120_000, 250);
    const answered = await judgeTicket(stack, acmeKey, pinned(older), 'The courier left my parcel in the rain and it is soaked.');
    expect(answered.status).toBe(200);
    expect(answered.body.model).toBe(pinned(older));
    expect(verdictOf(answered)).toEqual({ queue: 'shipping' });
  });

  it('retract → the next version no longer has the example; an older pinned version still answers as before', async () => {
    const result = await acme.retractTicket(SPEC_TICKET);
    expect(result).toEqual({ retracted: true });
    const row = await db.client.modelVersion.findFirstOrThrow({ where: { orgId: acmeId }, orderBy: { horizon: 'desc' } });
    const after = await versionReady(db.client, acmeId, row.horizon);

    const latest = await judgeTicket(stack, acmeKey, 'a8:95', SPEC_TICKET);
    expect(latest.body.model).toBe(pinned(after));
    // Without the taught example, the model answers from the reference packs again: shipping.
    expect(verdictOf(latest)).toEqual({ queue: 'shipping' });
    const old = await judgeTicket(stack, acmeKey, pinned(taught), SPEC_TICKET);
    expect(verdictOf(old)).toEqual({ queue: 'billing' });
    expect(old.body.system_fingerprint).toBe(taught.fingerprint);

    expect(await acme.retractTicket(SPEC_TICKET)).toEqual({ retracted: false });
    expect(await db.client.modelVersion.count({ where: { orgId: acmeId, horizon: { gt: after.horizon } } })).toBe(0);
  });

  it('isolation: another organization never sees or changes acme’s examples or versions', async () => {
    const acmeVersions = await db.client.modelVersion.findMany({ where: { orgId: acmeId }, orderBy: { horizon: 'asc' } });
    const acmeEvents = await db.client.exampleEvent.count({ where: { orgId: acmeId } });

    // globex starts from the reference version, not from acme's.
    const own = await judgeTicket(stack, globexKey, 'a8:95', SPEC_TICKET);
    expect(own.body.model).toBe(pinned(reference));
    expect(verdictOf(own)).toEqual({ queue: 'shipping' });
    // acme's horizons are outside globex's horizons.
    const foreign = await judgeTicket(stack, globexKey, pinned(taught), SPEC_TICKET);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toMatch(/outside your organization's horizons/);
    // globex lists the shipped reference versions it is answered from, and none of acme's.
    const globexModels = (await listModels(stack, globexKey)).body.data as { reference: boolean }[];
    expect(globexModels.every((m) => m.reference)).toBe(true);
    // A retract of acme's request in globex removes nothing; a teach lands in globex alone.
    const ticket = 'I cannot sign in since I changed my e-mail address.';
    expect(await globex.retractTicket(ticket)).toEqual({ retracted: false });
    const taughtInGlobex = await globex.teachTicket(ticket, 'billing');
    expect(taughtInGlobex.replaced).toBe(false);
    const globexVersion = await versionReady(db.client, globex.caller.orgId, new Date(taughtInGlobex.recorded_at));
    expect(verdictOf(await judgeTicket(stack, globexKey, 'a8:95', ticket))).toEqual({ queue: 'billing' });
    expect(verdictOf(await judgeTicket(stack, acmeKey, 'a8:95', ticket))).toEqual({ queue: 'account' });
    // globex's version is not one of acme's horizons either.
    expect((await judgeTicket(stack, acmeKey, pinned(globexVersion), ticket)).status).toBe(404);
    // Recall in globex quotes only globex's own examples (and the reference packs).
    const recall = await fetch(stack.url('api-gateway', '/eval/v1/messages'), {
      method: 'POST',
      headers: { 'x-api-key': globexKey, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'a8', max_tokens: 64, messages: [{ role: 'user', content: 'What have I taught you about tickets and refunds?' }] }),
    });
    const recalled = JSON.stringify(await recall.json());
    expect(recalled).not.toContain('The invoice shows a charge I do not recognise.');

    expect(await db.client.modelVersion.findMany({ where: { orgId: acmeId }, orderBy: { horizon: 'asc' } })).toEqual(acmeVersions);
    expect(await db.client.exampleEvent.count({ where: { orgId: acmeId } })).toBe(acmeEvents);
  });
});
