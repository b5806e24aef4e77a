import { Module, type DynamicModule } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import type { FittingWorkerConfig } from '@a8/config';
import { QueueName } from '@a8/contracts';
import { DbModule, PrismaService, postgresReadiness } from '@a8/db';
import { FitQueue, REDIS, RedisModule, redisReadiness } from '@a8/messaging';
import { HealthModule, scrapedGauge } from '@a8/observability';
import { loadReferencePacks } from '@a8/reference-packs';
import type { Redis } from 'ioredis';
import { resolve } from 'node:path';
import { FIT_CONCURRENCY, FitProcessor } from './fit.processor';
import { FIT_QUEUE, Reconciler, RECONCILE_INTERVAL_MS } from './fit/reconciler.service';
import { REDIS_PREFIX, REFERENCE_PACKS, VECTORS_PATH, VersionFitter } from './fit/version-fitter.service';

@Module({})
export class AppModule {
  static forRoot(config: FittingWorkerConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DbModule.forRoot(config.DATABASE_URL),
        RedisModule.forRoot(config.REDIS_URL, 'a8-fitting-worker'),
        BullModule.forRoot({ prefix: config.REDIS_PREFIX, connection: { url: config.REDIS_URL, maxRetriesPerRequest: null } }),
        BullModule.registerQueue({ name: QueueName.Fit }),
        HealthModule.forRoot({
          inject: [PrismaService, REDIS],
          factory: (prisma: PrismaService, redis: Redis) => [
            postgresReadiness(prisma),
            redisReadiness(redis),
          ],
        }),
      ],
      providers: [
        { provide: FIT_CONCURRENCY, useValue: config.FIT_CONCURRENCY },
        { provide: VECTORS_PATH, useValue: resolve(config.VECTORS_PATH) },
        { provide: REFERENCE_PACKS, useFactory: () => loadReferencePacks() },
        { provide: FIT_QUEUE, useFactory: () => withQueueGauges(new FitQueue(config.REDIS_URL, { prefix: config.REDIS_PREFIX, debounceMs: config.FIT_DEBOUNCE_MS })) },
        { provide: REDIS_PREFIX, useValue: config.REDIS_PREFIX },
        { provide: RECONCILE_INTERVAL_MS, useValue: config.RECONCILE_INTERVAL_MS },
        VersionFitter,
        Reconciler,
        FitProcessor,
      ],
    };
  }
}

/** The fit queue's depth and its oldest waiting job, read when Prometheus scrapes the worker. */
function withQueueGauges(queue: FitQueue): FitQueue {
  scrapedGauge('a8_fit_queue_jobs', 'Fit jobs waiting or delayed in the queue', () => queue.queue.getJobCountByTypes('waiting', 'delayed', 'prioritized'));
  scrapedGauge('a8_fit_queue_oldest_waiting_seconds', 'Age of the oldest fit job waiting to run (0: none)', async () => {
    const [oldest] = await queue.queue.getJobs(['waiting'], 0, 0, true);
    return oldest ? (Date.now() - oldest.timestamp) / 1000 : 0;
  });
  return queue;
}
