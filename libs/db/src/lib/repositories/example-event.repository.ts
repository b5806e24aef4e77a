import type { ExampleEvent, Prisma } from '../../generated/client';
import type { DbClient } from '../prisma-client';

export interface NewExampleEvent {
  orgId: string;
  kind: 'teach' | 'retract';
  requestKey: string;
  request: Prisma.InputJsonValue;
  display: Prisma.InputJsonValue;
  answer?: Prisma.InputJsonValue;
  recordedAt: Date;
}

/**
 * The append-only example log. Nothing here updates or deletes: a replaced answer is a newer teach,
 * a removed one a retract, so every past version can be rebuilt from the log.
 */
export class ExampleEventRepository {
  constructor(private readonly db: DbClient) {}

  append(event: NewExampleEvent): Promise<ExampleEvent> {
    return this.db.exampleEvent.create({ data: { ...event, answer: event.answer ?? undefined } });
  }

  /** Appends many events in one statement (a bulk import's batch); `sequence` follows the array's order. */
  async appendMany(events: NewExampleEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const { count } = await this.db.exampleEvent.createMany({ data: events.map((e) => ({ ...e, answer: e.answer ?? undefined })) });
    return count;
  }

  /** The newest event of each of these requests that has any (one query for a whole batch). */
  async latestForKeys(orgId: string, requestKeys: string[]): Promise<ExampleEvent[]> {
    if (requestKeys.length === 0) return [];
    return this.db.$queryRaw<ExampleEvent[]>`
      SELECT DISTINCT ON (request_key) id, sequence, org_id AS "orgId", kind, request_key AS "requestKey", request, display, answer, recorded_at AS "recordedAt"
      FROM example_events
      WHERE org_id = ${orgId}::uuid AND request_key = ANY(${requestKeys}::text[])
      ORDER BY request_key, sequence DESC`;
  }

  /** Every event of the organization, oldest first, a page at a time (exports). */
  page(orgId: string, afterSequence: bigint | null, take: number): Promise<ExampleEvent[]> {
    return this.db.exampleEvent.findMany({
      where: { orgId, ...(afterSequence === null ? {} : { sequence: { gt: afterSequence } }) },
      orderBy: { sequence: 'asc' },
      take,
    });
  }

  /** The newest event for a request, if any. */
  latestFor(orgId: string, requestKey: string): Promise<ExampleEvent | null> {
    return this.db.exampleEvent.findFirst({ where: { orgId, requestKey }, orderBy: { sequence: 'desc' } });
  }

  /** The newest event of the organization (what its newest version should include). */
  newest(orgId: string): Promise<ExampleEvent | null> {
    return this.db.exampleEvent.findFirst({ where: { orgId }, orderBy: { sequence: 'desc' } });
  }

  /**
   * The examples a version with this horizon includes: for each request, its newest event recorded
   * at or before the horizon, kept when it is a teach (a retract or nothing removes it).
   */
  async taughtAt(orgId: string, horizon: Date): Promise<ExampleEvent[]> {
    return this.db.$queryRaw<ExampleEvent[]>`
      SELECT id, sequence, org_id AS "orgId", kind, request_key AS "requestKey", request, display, answer, recorded_at AS "recordedAt"
      FROM (
        SELECT DISTINCT ON (request_key) *
        FROM example_events
        WHERE org_id = ${orgId}::uuid AND recorded_at <= ${horizon}
        ORDER BY request_key, sequence DESC
      ) latest
      WHERE kind = 'teach'
      ORDER BY sequence`;
  }

  /**
   * Organizations whose newest event is newer than their newest version (the reconciler's work),
   * once they have been quiet for `quietSeconds`: a bulk import still writing (its batches come
   * every fraction of a second) schedules its own single fit when it ends.
   */
  async orgsBehind(family: string, quietSeconds = 0): Promise<{ orgId: string; newest: Date }[]> {
    return this.db.$queryRaw<{ orgId: string; newest: Date }[]>`
      SELECT e.org_id AS "orgId", max(e.recorded_at) AS newest
      FROM example_events e
      GROUP BY e.org_id
      HAVING max(e.recorded_at) > coalesce(
        (SELECT max(v.horizon) FROM model_versions v WHERE v.org_id = e.org_id AND v.family = ${family}),
        'epoch'::timestamptz)
      AND max(e.recorded_at) <= clock_timestamp() - make_interval(secs => ${quietSeconds}::int)`;
  }

  /** The database's clock, truncated to whole seconds: recorded_at values and horizons are seconds. */
  async nowSeconds(): Promise<Date> {
    const [row] = await this.db.$queryRaw<{ now: Date }[]>`SELECT date_trunc('second', clock_timestamp()) AS now`;
    return row.now;
  }

  /** Serializes writers of one organization's log inside the caller's transaction. */
  async lockOrg(orgId: string): Promise<void> {
    await this.db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${orgId}, 8))`;
  }
}
