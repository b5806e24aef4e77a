import { FitJobName, fitJobId, QueueName, type FitVersionJobData } from '@a8/contracts';
import { currentRequestId } from '@a8/observability';
import { Queue } from 'bullmq';

export interface FitQueueOptions {
  /** BullMQ key prefix (REDIS_PREFIX). */
  prefix: string;
  /** Extra wait after the horizon's second is over, so a burst of teaches coalesces. */
  debounceMs: number;
  /** A producer never waits on Redis longer than this: the teach is already recorded. */
  enqueueTimeoutMs?: number;
}

export const FIT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  // Failed jobs stay for operators to inspect.
  removeOnFail: false,
} as const;

/** The producer side of the `fit` queue: one delayed job per version row. */
export class FitQueue {
  readonly queue: Queue;

  constructor(
    redisUrl: string,
    private readonly options: FitQueueOptions,
  ) {
    // Fail fast while Redis is away instead of queueing commands in memory.
    this.queue = new Queue(QueueName.Fit, {
      prefix: options.prefix,
      connection: { url: redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 },
      defaultJobOptions: FIT_JOB_OPTIONS,
    });
    this.queue.on('error', () => undefined); // reported by the callers' failures
  }

  async schedule(versionId: string, horizon: Date): Promise<void> {
    const delay = Math.max(0, horizon.getTime() + 1000 + this.options.debounceMs - Date.now());
    const data: FitVersionJobData = { versionId, requestId: currentRequestId() };
    await withTimeout(this.queue.add(FitJobName.FitVersion, data, { jobId: fitJobId(versionId), delay }), this.options.enqueueTimeoutMs ?? 2000);
  }

  /**
   * Fits a superseded version now, because a request named it (DESIGN §4: a version once shown
   * never vanishes). A job id of its own: the version's first job, which found it superseded, may
   * still be kept as completed under the usual id.
   */
  async schedulePinned(versionId: string): Promise<void> {
    const data: FitVersionJobData = { versionId, requestId: currentRequestId(), pinned: true };
    await withTimeout(this.queue.add(FitJobName.FitVersion, data, { jobId: `${fitJobId(versionId)}.pinned` }), this.options.enqueueTimeoutMs ?? 2000);
  }

  async close(): Promise<void> {
    await this.queue.close().catch(() => undefined);
  }

  /** Nest calls this on shutdown for the instance its factory provided. */
  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Redis did not take the job within ${ms} ms`)), ms);
    }),
  ]);
}
