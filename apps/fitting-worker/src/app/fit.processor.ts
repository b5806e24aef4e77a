import { Inject, type OnApplicationBootstrap } from '@nestjs/common';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import { FitJobName, QueueName, type FitJob } from '@a8/contracts';
import { loggerFor, requestIdFrom, runWithRequestId } from '@a8/observability';
import type { Job } from 'bullmq';

export const FIT_CONCURRENCY = Symbol('FIT_CONCURRENCY');

type Handlers = { [N in FitJob['name']]: (job: Job<Extract<FitJob, { name: N }>['data']>) => Promise<unknown> };

/** Consumes the `fit` queue. Each job name has exactly one handler; an unknown one fails loudly. */
@Processor(QueueName.Fit)
export class FitProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly log = loggerFor('FitProcessor');
  private readonly handlers: Handlers = {
    [FitJobName.Noop]: async (job) => {
      await job.updateProgress(100);
      return { ok: true };
    },
  };

  constructor(@Inject(FIT_CONCURRENCY) private readonly concurrency: number) {
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
      this.log.info({ job: job.name, id: job.id, ms: Date.now() - started }, 'job done');
      return result;
    });
  }
}
