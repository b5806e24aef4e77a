import { A8Error, CURRENT_FAMILY, ErrorCode } from '@a8/contracts';
import { ExampleEventRepository, ModelVersionRepository, type DbClient, type Prisma, type PrismaClient } from '@a8/db';
import { canonicalJson, requestKey, validateAnswer, type ReadRequest } from '@a8/reader';
import type { FitScheduler } from './fit-scheduler';

export interface TeachResult {
  /** ISO time, whole seconds: every version whose horizon is at or after it includes the teach. */
  recorded_at: string;
  replaced: boolean;
}

export interface RetractResult {
  retracted: boolean;
}

/** The request as the caller sent it, kept word for word for precedents and recall. */
export interface Display {
  input: unknown;
  format: unknown;
}

export interface TeachingLogger {
  warn(obj: object, msg: string): void;
}

const ONE_SECOND = 1000;

/**
 * Teach and retract (DESIGN §4): record first in Postgres, the source of truth, then schedule the
 * fit. A failure to schedule never loses a teach: the reconciler enqueues what is missing.
 */
export class TeachingService {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly scheduler: FitScheduler,
    private readonly log: TeachingLogger,
    private readonly family: string = CURRENT_FAMILY,
  ) {}

  async teach(orgId: string, read: ReadRequest, display: Display, answer: unknown): Promise<TeachResult> {
    const problems = validateAnswer(read.request.schema, answer);
    if (problems.length > 0) throw new A8Error(ErrorCode.InvalidRequest, problems.join(' '));
    const key = requestKey(read.request);
    const outcome = await this.prisma.$transaction(async (tx) => {
      const events = new ExampleEventRepository(tx);
      await events.lockOrg(orgId);
      const latest = await events.latestFor(orgId, key);
      if (latest?.kind === 'teach' && canonicalJson(latest.answer) === canonicalJson(answer)) {
        return { result: { recorded_at: iso(latest.recordedAt), replaced: false }, version: null };
      }
      const recordedAt = await this.nextRecordedAt(tx, orgId);
      await events.append({
        orgId,
        kind: 'teach',
        requestKey: key,
        request: read.request as unknown as Prisma.InputJsonValue,
        display: display as unknown as Prisma.InputJsonValue,
        answer: answer as Prisma.InputJsonValue,
        recordedAt,
      });
      const { version } = await new ModelVersionRepository(tx).createFitting(orgId, this.family, recordedAt);
      return { result: { recorded_at: iso(recordedAt), replaced: latest?.kind === 'teach' }, version };
    });
    if (outcome.version) await this.scheduleQuietly(outcome.version.id, outcome.version.horizon);
    return outcome.result;
  }

  async retract(orgId: string, read: ReadRequest): Promise<RetractResult> {
    const key = requestKey(read.request);
    const outcome = await this.prisma.$transaction(async (tx) => {
      const events = new ExampleEventRepository(tx);
      await events.lockOrg(orgId);
      const latest = await events.latestFor(orgId, key);
      if (latest?.kind !== 'teach') return { retracted: false, version: null };
      const recordedAt = await this.nextRecordedAt(tx, orgId);
      await events.append({ orgId, kind: 'retract', requestKey: key, request: latest.request as Prisma.InputJsonValue, display: latest.display as Prisma.InputJsonValue, recordedAt });
      const { version } = await new ModelVersionRepository(tx).createFitting(orgId, this.family, recordedAt);
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
  private async nextRecordedAt(tx: DbClient, orgId: string): Promise<Date> {
    const now = await new ExampleEventRepository(tx).nowSeconds();
    const newest = await new ModelVersionRepository(tx).findNewest(orgId, this.family);
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

function iso(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
