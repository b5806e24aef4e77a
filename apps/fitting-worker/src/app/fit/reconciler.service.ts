import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CURRENT_FAMILY } from '@a8/contracts';
import { UnitOfWork } from '@a8/db';
import { exampleSetHash } from '@a8/model';
import type { FitQueue } from '@a8/messaging';
import { loggerFor } from '@a8/observability';
import type { ReferencePack } from '@a8/reference-packs';
import { referenceEntries } from '@a8/teaching';
import { REFERENCE_PACKS } from './version-fitter.service';

export const FIT_QUEUE = Symbol('FIT_QUEUE');
export const RECONCILE_INTERVAL_MS = Symbol('RECONCILE_INTERVAL_MS');
/** How long an organization's log must be quiet before a version missing for it is created. */
export const IMPORT_QUIET_SECONDS = 60;

/**
 * Postgres is the source of truth and Redis may lose a job (down when a teach landed, flushed):
 * at start and then periodically, enqueue every version still `fitting`, create the missing
 * version of every organization whose newest event is newer than its newest version, and make
 * sure the shared `@reference` version is fitted on the packs this build ships.
 */
@Injectable()
export class Reconciler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = loggerFor('Reconciler');
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly db: UnitOfWork,
    @Inject(FIT_QUEUE) private readonly queue: FitQueue,
    @Inject(REFERENCE_PACKS) private readonly packs: ReferencePack[],
    @Inject(RECONCILE_INTERVAL_MS) private readonly intervalMs: number,
  ) {}

  onApplicationBootstrap(): void {
    this.running = this.runOnce();
    this.timer = setInterval(() => {
      if (!this.running) this.running = this.runOnce();
    }, this.intervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.queue.close();
  }

  async runOnce(): Promise<void> {
    try {
      await this.ensureReferenceVersion();
      const created = await this.createMissingVersions();
      const enqueued = await this.enqueueFitting();
      if (created || enqueued) this.log.info({ created, enqueued }, 'reconciled');
    } catch (error) {
      this.log.warn({ err: error }, 'reconciling failed; will retry');
    } finally {
      this.running = undefined;
    }
  }

  private async ensureReferenceVersion(): Promise<void> {
    const hash = exampleSetHash(referenceEntries(this.packs).map((e) => e.example)).slice(0, 16);
    await this.db.inOrgLock(null, async ({ examples, versions }) => {
      const newest = await versions.findNewest(null, CURRENT_FAMILY);
      if (newest?.state === 'fitting') return;
      if (newest?.state === 'ready' && newest.fingerprint?.startsWith(`fit-${hash}.`)) return;
      const horizon = await examples.nowSeconds();
      await versions.createFitting(null, CURRENT_FAMILY, horizon);
      this.log.info({ horizon, examples: hash }, 'scheduling the reference version');
    });
  }

  private async createMissingVersions(): Promise<number> {
    const { examples, versions } = this.db.repos;
    // Teaches and retracts create their version as they record; only a bulk import leaves events
    // without one until it ends (then it schedules one fit), or for ever if it died: wait for quiet.
    const behind = await examples.orgsBehind(CURRENT_FAMILY, IMPORT_QUIET_SECONDS);
    for (const { orgId, newest } of behind) await versions.createFitting(orgId, CURRENT_FAMILY, newest);
    return behind.length;
  }

  private async enqueueFitting(): Promise<number> {
    const fitting = await this.db.repos.versions.listFitting(CURRENT_FAMILY);
    for (const version of fitting) await this.queue.schedule(version.id, version.horizon);
    return fitting.length;
  }
}
