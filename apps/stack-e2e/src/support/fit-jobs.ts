import { fitJobId, QueueName } from '@a8/contracts';
import { Queue, type Job } from 'bullmq';

/** A read-only look at a stack's `fit` queue (its REDIS_PREFIX), as an operator would take. */
export class FitJobs {
  readonly queue: Queue;

  constructor(redisUrl: string, prefix: string) {
    this.queue = new Queue(QueueName.Fit, { prefix, connection: { url: redisUrl, maxRetriesPerRequest: 1, enableOfflineQueue: false } });
    this.queue.on('error', () => undefined);
  }

  job(versionId: string): Promise<Job | undefined> {
    return this.queue.getJob(fitJobId(versionId));
  }

  /**
   * The job once it is in a final state, read after that state was seen: a snapshot taken before
   * (its attempt still running) keeps the counters of that moment, one attempt short.
   */
  async finished(versionId: string, state: 'completed' | 'failed'): Promise<Job | undefined> {
    const seen = await this.queue.getJobState(fitJobId(versionId));
    return seen === state ? this.job(versionId) : undefined;
  }

  /** Jobs in every state, for counting fits. */
  async all(): Promise<Job[]> {
    return (await this.queue.getJobs(['completed', 'failed', 'active', 'delayed', 'waiting', 'prioritized'])).filter(Boolean);
  }

  close(): Promise<void> {
    return this.queue.close().catch(() => undefined);
  }
}
