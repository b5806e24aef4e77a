import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { FitJobName, QueueName, type FitJob, type FitVersionJobData, type NoopJobData } from '@a8/contracts';
import { fitDuration, fits, loggerFor, requestIdFrom, runWithRequestId } from '@a8/observability';
import type { Job } from 'bullmq';
import { VersionFitter } from './fit/version-fitter.service';

export const FIT_CONCURRENCY = Symbol('FIT_CONCURRENCY');

/**
 * A fit holds its job's lock while a thread does the work; a worker killed mid-fit stops renewing
 * it, so after LOCK_MS another worker takes the job over and fits the version again from scratch.
 */
export const LOCK_MS = 15_000;

type Handlers = {
  [FitJobName.Noop]: (job: Job<NoopJobData>) => Promise<unknown>;
  [FitJobName.FitVersion]: (job: Job<FitVersionJobData>) => Promise<unknown>;
};

/** Consumes the `fit` queue. Each job name has exactly one handler; an unknown one fails loudly. */
@Processor(QueueName.Fit, { lockDuration: LOCK_MS, stalledInterval: 5_000, maxStalledCount: 3 })
export class FitProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly log = loggerFor('FitProcessor');
  private readonly handlers: Handlers = {
    [FitJobName.Noop]: async (job) => {
      await job.updateProgress(100);
      return { ok: true };
    },
    [FitJobName.FitVersion]: async (job) => {
      try {
        const report = await this.fitter.fit(job.data.versionId, (progress) => job.updateProgress(progress), job.data.pinned === true);
        fits.inc({ outcome: report.outcome });
        if (report.outcome === 'ready' && report.fitMs !== undefined) fitDuration.observe(report.fitMs / 1000);
        return report;
      } catch (error) {
        fits.inc({ outcome: 'failed' });
        const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        if (lastAttempt) await this.fitter.markFailed(job.data.versionId, error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  };

  constructor(
    @Inject(FIT_CONCURRENCY) private readonly concurrency: number,
    private readonly fitter: VersionFitter,
  ) {
    super();
  }

  onApplicationBootstrap(): void {
    this.worker.concurrency = this.concurrency;
  }

  async process(job: Job): Promise<unknown> {
    const handler = this.handlers[job.name as FitJob['name']] as ((job: Job) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`No handler for job "${job.name}" on queue ${QueueName.Fit}`);
    const requestId = requestIdFrom((job.data as { requestId?: string } | undefined)?.requestId);
    return runWithRequestId(requestId, async () => {
      const started = Date.now();
      const result = await handler(job);
      this.log.info({ job: job.name, id: job.id, attempt: job.attemptsMade + 1, ms: Date.now() - started }, 'job done');
      return result;
    });
  }
}
