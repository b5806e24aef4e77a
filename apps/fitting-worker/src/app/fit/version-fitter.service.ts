import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { ModelVersionRepository, UnitOfWork, type ModelVersion, type Prisma } from '@a8/db';
import type { TaughtExample } from '@a8/model';
import { announceVersion, REDIS } from '@a8/messaging';
import { loggerFor } from '@a8/observability';
import type { ReferencePack } from '@a8/reference-packs';
import { trainingSet } from '@a8/teaching';
import type { Redis } from 'ioredis';
import { FitThreads } from './fit-in-thread';

export const VECTORS_PATH = Symbol('VECTORS_PATH');
/** Time allowed to write a version's artifact and flip it to `ready` in one transaction. */
const PUBLISH_TIMEOUT_MS = 300_000;
export const REFERENCE_PACKS = Symbol('REFERENCE_PACKS');
export const REDIS_PREFIX = Symbol('REDIS_PREFIX');

export interface FitReport {
  versionId: string;
  outcome: 'ready' | 'skipped' | 'superseded';
  /** For `superseded`: the newer version that includes every example of this one. */
  supersededBy?: string;
  fingerprint?: string;
  exampleCount?: number;
  fitMs?: number;
}

/**
 * Fits one version row: loads the examples it includes, fits in a thread, and publishes the
 * artifact and the `ready` state together, only if the row is still `fitting` (a second worker
 * that got the same version by accident publishes nothing).
 */
@Injectable()
export class VersionFitter implements OnApplicationShutdown {
  private readonly log = loggerFor('VersionFitter');
  private readonly threads: FitThreads;

  constructor(
    private readonly db: UnitOfWork,
    private readonly versions: ModelVersionRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(VECTORS_PATH) private readonly vectorsPath: string,
    @Inject(REFERENCE_PACKS) private readonly packs: ReferencePack[],
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {
    this.threads = new FitThreads(vectorsPath);
  }

  /** Nest closes the BullMQ worker (waiting for running jobs) before this runs. */
  async onApplicationShutdown(): Promise<void> {
    await this.threads.close();
  }

  async fit(versionId: string, reportProgress: (progress: { done: number; total: number; head: string }) => Promise<void>, pinned = false): Promise<FitReport> {
    const version = await this.versions.findById(versionId);
    if (!version) throw new Error(`Version ${versionId} does not exist`);
    if (version.state !== 'fitting') return { versionId, outcome: 'skipped' };
    const started = Date.now();
    const read = await this.examplesAt(version, pinned);
    if ('supersededBy' in read) {
      this.log.info({ versionId, orgId: version.orgId, horizon: version.horizon, supersededBy: read.supersededBy }, 'version superseded before its fit started; not fitted');
      return { versionId, outcome: 'superseded', supersededBy: read.supersededBy };
    }
    const { examples } = read;
    const result = await this.threads.fit(examples, (done, total, head) => void reportProgress({ done, total, head }).catch(() => undefined));
    const fitMs = Date.now() - started;
    const earned = Object.fromEntries(result.heads.map((h) => [h.property ? `${h.criterion} → ${h.property}` : h.criterion, h.earned]));
    const published = await this.publish(version, { fingerprint: result.fingerprint, exampleCount: result.exampleCount, earned, fitMs, bytes: result.bytes });
    if (!published) return { versionId, outcome: 'skipped' };
    await announceVersion(this.redis, this.prefix, { versionId, orgId: version.orgId, family: version.family, state: 'ready' }).catch((error: unknown) =>
      this.log.warn({ err: error, versionId }, 'could not announce the version; judges will load it on their next miss'),
    );
    this.log.info({ versionId, orgId: version.orgId, horizon: version.horizon, examples: result.exampleCount, fingerprint: result.fingerprint, fitMs }, 'version ready');
    return { versionId, outcome: 'ready', fingerprint: result.fingerprint, exampleCount: result.exampleCount, fitMs };
  }

  /**
   * The training set at the version's horizon, read once its second is over and no teach of the
   * organization is in flight: under the organization's lock, so a teach (or an import batch) that
   * took recorded_at = horizon but has not committed yet is waited for, never silently left out of
   * a version whose horizon says it includes it.
   *
   * Coalescing (DESIGN §4): teaches create one `fitting` row per second, so a burst spanning a minute
   * would queue a minute of fits. A row whose fit has not started while a newer row of the same
   * organization exists is superseded: it never answered anything, the newer one includes all its
   * examples, so it is marked `superseded` instead of fitted (never removed: its identifier may have
   * been shown). A burst thus costs one fit per fit the worker finishes during it, plus the last
   * one. A `pinned` fit (the version was asked for by name) is done whatever is newer.
   */
  private async examplesAt(version: ModelVersion, pinned: boolean): Promise<{ examples: TaughtExample[] } | { supersededBy: string }> {
    for (let attempt = 0; ; attempt++) {
      const read = await this.db.inOrgLock(
        version.orgId,
        async ({ examples, versions }) => {
          const now = await examples.nowSeconds();
          if (now.getTime() <= version.horizon.getTime()) return { waitMs: version.horizon.getTime() + 1000 - now.getTime() };
          if (version.orgId !== null && !pinned) {
            const newer = await versions.findNewerLive(version.orgId, version.family, version.horizon);
            if (newer) {
              await versions.markSupersededIfFitting(version.id);
              return { supersededBy: newer.id };
            }
          }
          return { examples: await trainingSet(examples, version.orgId, version.horizon, this.packs) };
        },
        { timeoutMs: 60_000 },
      );
      if ('supersededBy' in read && read.supersededBy) return { supersededBy: read.supersededBy };
      if ('examples' in read && read.examples) return { examples: read.examples };
      // The job's delay is computed on the producer's clock; the database's may be a little behind.
      if (attempt >= 5) throw new Error(`The horizon ${version.horizon.toISOString()} is still in the future on the database's clock`);
      await new Promise((r) => setTimeout(r, Math.min(('waitMs' in read ? read.waitMs : undefined) ?? 1000, 2000)));
    }
  }

  async markFailed(versionId: string, error: string): Promise<void> {
    const version = await this.versions.findById(versionId);
    if (version?.state !== 'fitting') return;
    await this.versions.markFailed(versionId, error);
    await announceVersion(this.redis, this.prefix, { versionId, orgId: version.orgId, family: version.family, state: 'failed' }).catch(() => undefined);
  }

  /**
   * The artifact of a large organization is tens of MB: writing it can take longer than Prisma's
   * default 5 s for an interactive transaction on a busy database, which failed every attempt of a
   * 10k-example fit after minutes of fitting. The timeout is sized for the artifact instead.
   */
  private async publish(version: ModelVersion, ready: { fingerprint: string; exampleCount: number; earned: Prisma.InputJsonValue; fitMs: number; bytes: Uint8Array }): Promise<boolean> {
    return this.db.transaction(
      async ({ versions }) => {
        if ((await versions.lockState(version.id)) !== 'fitting') return false;
        await versions.markReady(version.id, ready);
        return true;
      },
      { timeoutMs: PUBLISH_TIMEOUT_MS, maxWaitMs: 30_000 },
    );
  }
}
