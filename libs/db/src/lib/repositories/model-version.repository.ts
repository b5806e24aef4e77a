import { MODELS_PAGE_MAX } from '@a8/contracts';
import type { ModelVersion, Prisma } from '../../generated/client';
import { isUniqueViolation } from '../errors';
import type { DbClient } from '../prisma-client';

/** `orgId: null` everywhere below means the shared `@reference` versions. */
export type VersionOwner = string | null;

export interface VersionPage {
  items: ModelVersion[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface ReadyVersion {
  fingerprint: string;
  exampleCount: number;
  earned: Prisma.InputJsonValue;
  fitMs: number;
  bytes: Uint8Array;
  readyAt?: Date;
}

const NEWEST_FIRST: Prisma.ModelVersionOrderByWithRelationInput[] = [{ horizon: 'desc' }, { id: 'desc' }];
export const VERSION_PAGE_MAX = MODELS_PAGE_MAX;

export class ModelVersionRepository {
  constructor(private readonly db: DbClient) {}

  /** Newest horizon first; never loads model bytes. */
  async listForOrg(
    orgId: VersionOwner,
    options: { family?: string; cursor?: string; limit?: number } = {},
  ): Promise<VersionPage> {
    const limit = Math.min(Math.max(Math.trunc(options.limit ?? 20), 1), VERSION_PAGE_MAX);
    const rows = await this.db.modelVersion.findMany({
      where: { orgId, ...(options.family === undefined ? {} : { family: options.family }) },
      orderBy: NEWEST_FIRST,
      take: limit + 1,
      ...(options.cursor ? { cursor: { id: options.cursor }, skip: 1 } : {}),
    });
    const items = rows.slice(0, limit);
    return { items, nextCursor: rows.length > limit ? items[items.length - 1].id : null };
  }

  /**
   * The versions an organization can be answered from, newest first: its own (any state, so a
   * fitting one shows as such) and the shipped reference versions that are ready. A page starts
   * after `after`, or ends before `before` (version ids); `hasMore` says whether more lie beyond it
   * in the direction paged.
   */
  async listAnswerable(orgId: string, options: { limit: number; after?: string; before?: string }): Promise<{ items: ModelVersion[]; hasMore: boolean }> {
    const limit = Math.min(Math.max(Math.trunc(options.limit), 1), VERSION_PAGE_MAX);
    const where: Prisma.ModelVersionWhereInput = { OR: [{ orgId }, { orgId: null, state: 'ready' }] };
    if (options.before) {
      const rows = await this.db.modelVersion.findMany({ where, orderBy: NEWEST_FIRST, cursor: { id: options.before }, skip: 1, take: -(limit + 1) });
      return { items: rows.slice(-limit), hasMore: rows.length > limit };
    }
    const rows = await this.db.modelVersion.findMany({
      where,
      orderBy: NEWEST_FIRST,
      take: limit + 1,
      ...(options.after ? { cursor: { id: options.after }, skip: 1 } : {}),
    });
    return { items: rows.slice(0, limit), hasMore: rows.length > limit };
  }

  findById(id: string): Promise<ModelVersion | null> {
    return this.db.modelVersion.findUnique({ where: { id } });
  }

  /** The version pinned as `family@horizon` (any state). */
  find(orgId: VersionOwner, family: string, horizon: Date): Promise<ModelVersion | null> {
    // findFirst, not findUnique: the compound key cannot be queried with a null org.
    return this.db.modelVersion.findFirst({ where: { orgId, family, horizon } });
  }

  /** What `a8` resolves to: the newest ready version of the family. */
  findNewestReady(orgId: VersionOwner, family: string): Promise<ModelVersion | null> {
    return this.db.modelVersion.findFirst({ where: { orgId, family, state: 'ready' }, orderBy: NEWEST_FIRST });
  }

  /** The newest version of the family in any state (e.g. to see whether a fit is already scheduled). */
  findNewest(orgId: VersionOwner, family: string): Promise<ModelVersion | null> {
    return this.db.modelVersion.findFirst({ where: { orgId, family }, orderBy: NEWEST_FIRST });
  }

  /** A `fitting` or `ready` version of the organization newer than `horizon`, the newest first. */
  findNewerLive(orgId: string, family: string, horizon: Date): Promise<{ id: string } | null> {
    return this.db.modelVersion.findFirst({
      where: { orgId, family, horizon: { gt: horizon }, state: { in: ['fitting', 'ready'] } },
      orderBy: { horizon: 'desc' },
      select: { id: true },
    });
  }

  /** Every version of the family still `fitting`, any organization (the reconciler's worklist). */
  listFitting(family: string): Promise<{ id: string; horizon: Date }[]> {
    return this.db.modelVersion.findMany({ where: { state: 'fitting', family }, select: { id: true, horizon: true } });
  }

  /**
   * Marks a version whose fit has not started `superseded` (a newer one includes its examples):
   * it is not fitted now, but it is never removed either, since a listing or a response may have
   * shown its identifier. It is fitted if it is ever asked for by name (`reviveSuperseded`).
   */
  async markSupersededIfFitting(id: string): Promise<void> {
    await this.db.modelVersion.updateMany({ where: { id, state: 'fitting' }, data: { state: 'superseded' } });
  }

  /** A superseded version asked for by name goes back to `fitting`; true when this call did it. */
  async reviveSuperseded(id: string): Promise<boolean> {
    const { count } = await this.db.modelVersion.updateMany({ where: { id, state: 'superseded' }, data: { state: 'fitting' } });
    return count === 1;
  }

  /** The version's state, its row locked for the caller's transaction (null: no such row). */
  async lockState(id: string): Promise<string | null> {
    const [row] = await this.db.$queryRaw<{ state: string }[]>`SELECT state::text AS state FROM model_versions WHERE id = ${id}::uuid FOR UPDATE`;
    return row?.state ?? null;
  }

  /**
   * Creates the `fitting` row for (org, family, horizon), or returns the one already there (fits
   * are coalesced, so scheduling the same horizon twice is normal).
   */
  async createFitting(orgId: VersionOwner, family: string, horizon: Date): Promise<{ version: ModelVersion; created: boolean }> {
    const existing = await this.find(orgId, family, horizon);
    if (existing) return { version: existing, created: false };
    try {
      return { version: await this.db.modelVersion.create({ data: { orgId, family, horizon } }), created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.find(orgId, family, horizon);
      if (!raced) throw error;
      return { version: raced, created: false };
    }
  }

  /** Publishes a fit: the artifact and the `ready` state land in one statement. */
  markReady(id: string, ready: ReadyVersion): Promise<ModelVersion> {
    // A copy typed over a plain ArrayBuffer (a Buffer may sit on a shared pool).
    const bytes = new Uint8Array(ready.bytes);
    return this.db.modelVersion.update({
      where: { id },
      data: {
        state: 'ready',
        fingerprint: ready.fingerprint,
        exampleCount: ready.exampleCount,
        earned: ready.earned,
        fitMs: ready.fitMs,
        error: null,
        readyAt: ready.readyAt ?? new Date(),
        artifact: { upsert: { create: { bytes }, update: { bytes } } },
      },
    });
  }

  markFailed(id: string, error: string): Promise<ModelVersion> {
    return this.db.modelVersion.update({ where: { id }, data: { state: 'failed', error } });
  }

  async getArtifact(versionId: string): Promise<Uint8Array | null> {
    const artifact = await this.db.modelArtifact.findUnique({ where: { versionId } });
    return artifact?.bytes ?? null;
  }
}
