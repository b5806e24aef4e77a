import { A8Error, CURRENT_FAMILY, ErrorCode, isoSeconds, type RetractReply, type TeachReply } from '@a8/contracts';
import { UnitOfWork, type NewExampleEvent, type Prisma, type PrismaClient, type Repositories } from '@a8/db';
import { canonicalJson, formatProblem, requestKey, templateVerdict, validateAnswer, type ReadRequest } from '@a8/reader';
import type { FitScheduler } from './fit-scheduler';

/** What a teach and a retract reply: the judge contract's replies, defined once in @a8/contracts. */
export type TeachResult = TeachReply;
export type RetractResult = RetractReply;

/** The request as the caller sent it, kept word for word for precedents and recall. */
export interface Display {
  input: unknown;
  format: unknown;
}

/** One line of a bulk teach: the same inputs as `teach`. */
export interface TeachItem {
  read: ReadRequest;
  display: Display;
  answer: unknown;
}

/**
 * What happened to one item of a bulk teach: `recorded` (new request), `replaced` (another answer
 * replaced), `unchanged` (the same answer again: nothing recorded, the original recorded_at), or
 * `rejected` with the message `teach` would have thrown.
 */
export type TeachOutcome =
  | { status: 'recorded' | 'replaced' | 'unchanged'; result: TeachResult }
  | { status: 'rejected'; error: string };

export interface TeachingLogger {
  warn(obj: object, msg: string): void;
}

const ONE_SECOND = 1000;

/** Why a teach cannot be recorded: a format past the taught limits, or an answer it does not allow. */
function teachProblems(read: ReadRequest, answer: unknown): string[] {
  const format = formatProblem(read.request.schema);
  if (format) return [format];
  // Without a format, an object answering a grader template's JSON answer ({"tone": 4, "grammar": 2,
  // "notes": "…"}) is checked as the schema it is learned in: the template's keys, each on its scale.
  const asTemplate = templateVerdict(read.request, answer);
  return asTemplate ? validateAnswer(asTemplate.schema, asTemplate.verdict) : validateAnswer(read.request.schema, answer);
}

/** "The same answer" is the same canonical JSON: teaching it again changes nothing (idempotent). */
function sameAnswer(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/**
 * Teach and retract (DESIGN §4): record first in Postgres, the source of truth, then schedule the
 * fit. A failure to schedule never loses a teach: the reconciler enqueues what is missing.
 */
export class TeachingService {
  private readonly db: UnitOfWork;

  constructor(
    prisma: PrismaClient,
    private readonly scheduler: FitScheduler,
    private readonly log: TeachingLogger,
    private readonly family: string = CURRENT_FAMILY,
  ) {
    this.db = new UnitOfWork(prisma);
  }

  async teach(orgId: string, read: ReadRequest, display: Display, answer: unknown): Promise<TeachResult> {
    const problems = teachProblems(read, answer);
    if (problems.length > 0) throw new A8Error(ErrorCode.InvalidRequest, problems.join(' '));
    const key = requestKey(read.request);
    const outcome = await this.db.inOrgLock(orgId, async (repos) => {
      const latest = await repos.examples.latestFor(orgId, key);
      if (latest?.kind === 'teach' && sameAnswer(latest.answer, answer)) {
        return { result: { recorded_at: isoSeconds(latest.recordedAt), replaced: false }, version: null };
      }
      const recordedAt = await this.nextRecordedAt(repos, orgId);
      await repos.examples.append({
        orgId,
        kind: 'teach',
        requestKey: key,
        request: read.request as unknown as Prisma.InputJsonValue,
        display: display as unknown as Prisma.InputJsonValue,
        answer: answer as Prisma.InputJsonValue,
        recordedAt,
      });
      const { version } = await repos.versions.createFitting(orgId, this.family, recordedAt);
      return { result: { recorded_at: isoSeconds(recordedAt), replaced: latest?.kind === 'teach' }, version };
    });
    if (outcome.version) await this.scheduleQuietly(outcome.version.id, outcome.version.horizon);
    return outcome.result;
  }

  /**
   * Teaches many requests in one transaction (a bulk import's batch): each item gets the same
   * validation and the same replace/idempotent rule as `teach`, in order (a later item of the batch
   * sees an earlier one). All recorded items share one recorded_at. No version is created: call
   * `scheduleFit` once the last batch is in, so an import becomes one fit, not one per batch.
   */
  async teachBatch(orgId: string, items: TeachItem[]): Promise<TeachOutcome[]> {
    const outcomes: (TeachOutcome | null)[] = items.map(() => null);
    const keys: (string | null)[] = items.map((item, i) => {
      const problems = teachProblems(item.read, item.answer);
      if (problems.length > 0) {
        outcomes[i] = { status: 'rejected', error: problems.join(' ') };
        return null;
      }
      return requestKey(item.read.request);
    });
    await this.db.inOrgLock(
      orgId,
      async (repos) => {
        const events = repos.examples;
        const wanted = [...new Set(keys.filter((k): k is string => k !== null))];
        const latest = new Map<string, { kind: string; answer: unknown; recordedAt: Date }>();
        for (const event of await events.latestForKeys(orgId, wanted)) latest.set(event.requestKey, event);
        const recordedAt = await this.nextRecordedAt(repos, orgId);
        const appended: NewExampleEvent[] = [];
        items.forEach((item, i) => {
          const key = keys[i];
          if (key === null) return;
          const previous = latest.get(key);
          if (previous?.kind === 'teach' && sameAnswer(previous.answer, item.answer)) {
            outcomes[i] = { status: 'unchanged', result: { recorded_at: isoSeconds(previous.recordedAt), replaced: false } };
            return;
          }
          const replaced = previous?.kind === 'teach';
          appended.push({
            orgId,
            kind: 'teach',
            requestKey: key,
            request: item.read.request as unknown as Prisma.InputJsonValue,
            display: item.display as unknown as Prisma.InputJsonValue,
            answer: item.answer as Prisma.InputJsonValue,
            recordedAt,
          });
          latest.set(key, { kind: 'teach', answer: item.answer, recordedAt });
          outcomes[i] = { status: replaced ? 'replaced' : 'recorded', result: { recorded_at: isoSeconds(recordedAt), replaced } };
        });
        await events.appendMany(appended);
      },
      { timeoutMs: 60_000 },
    );
    return outcomes as TeachOutcome[];
  }

  /**
   * Creates (or finds) the version that includes the organization's newest event and schedules its
   * fit; null when its newest version already includes every event (e.g. a concurrent teach did it).
   */
  async scheduleFit(orgId: string): Promise<{ versionId: string; horizon: Date } | null> {
    const version = await this.db.inOrgLock(orgId, async ({ examples, versions }) => {
      const newestEvent = await examples.newest(orgId);
      if (!newestEvent) return null;
      const newestVersion = await versions.findNewest(orgId, this.family);
      if (newestVersion && newestVersion.horizon.getTime() >= newestEvent.recordedAt.getTime()) return null;
      return (await versions.createFitting(orgId, this.family, newestEvent.recordedAt)).version;
    });
    if (!version) return null;
    await this.scheduleQuietly(version.id, version.horizon);
    return { versionId: version.id, horizon: version.horizon };
  }

  async retract(orgId: string, read: ReadRequest): Promise<RetractResult> {
    const key = requestKey(read.request);
    const outcome = await this.db.inOrgLock(orgId, async (repos) => {
      const latest = await repos.examples.latestFor(orgId, key);
      if (latest?.kind !== 'teach') return { retracted: false, version: null };
      const recordedAt = await this.nextRecordedAt(repos, orgId);
      await repos.examples.append({ orgId, kind: 'retract', requestKey: key, request: latest.request as Prisma.InputJsonValue, display: latest.display as Prisma.InputJsonValue, recordedAt });
      const { version } = await repos.versions.createFitting(orgId, this.family, recordedAt);
      return { retracted: true, version };
    });
    if (outcome.version) await this.scheduleQuietly(outcome.version.id, outcome.version.horizon);
    return { retracted: outcome.retracted };
  }

  /**
   * Events are stamped with the database's clock in whole seconds. A second whose version already
   * left `fitting` is closed: a late writer moves to the next second, so a published version never
   * gains an example.
   */
  private async nextRecordedAt(repos: Repositories, orgId: string): Promise<Date> {
    const now = await repos.examples.nowSeconds();
    const newest = await repos.versions.findNewest(orgId, this.family);
    if (newest && newest.state !== 'fitting' && newest.horizon.getTime() >= now.getTime()) {
      return new Date(newest.horizon.getTime() + ONE_SECOND);
    }
    return now;
  }

  private async scheduleQuietly(versionId: string, horizon: Date): Promise<void> {
    try {
      await this.scheduler.schedule(versionId, horizon);
    } catch (error) {
      this.log.warn({ err: error, versionId }, 'could not schedule the fit now; the reconciler will');
    }
  }
}
