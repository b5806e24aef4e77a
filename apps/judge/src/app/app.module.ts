import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { JudgeConfig } from '@a8/config';
import { DbModule, PrismaService, postgresReadiness } from '@a8/db';
import { FitQueue, REDIS, RedisModule, redisReadiness } from '@a8/messaging';
import { loadWordVectors } from '@a8/model';
import { HealthModule, loggerFor, RpcRequestIdInterceptor } from '@a8/observability';
import { TeachingService } from '@a8/teaching';
import type { Redis } from 'ioredis';
import { resolve } from 'node:path';
import { JudgeController } from './judging/judge.controller';
import { JudgingService } from './judging/judging.service';
import { ProposalService } from './judging/proposal.service';
import { ModelsService } from './models/models.service';
import { OrganizationAccess } from './access/organization-access.service';
import { FIT_QUEUE } from './fit-queue.token';
import { PingController } from './ping.controller';
import { ReadingCache } from './reading/reading-cache.service';
import { REDIS_PREFIX, REDIS_URL, VERSION_CACHE_SIZE, VersionStore, WORD_VECTORS } from './versions/version-store.service';


@Module({})
export class AppModule {
  static forRoot(config: JudgeConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DbModule.forRoot(config.DATABASE_URL),
        RedisModule.forRoot(config.REDIS_URL, 'a8-judge'),
        HealthModule.forRoot({
          inject: [PrismaService, REDIS],
          factory: (prisma: PrismaService, redis: Redis) => [
            postgresReadiness(prisma),
            redisReadiness(redis),
          ],
        }),
      ],
      controllers: [PingController, JudgeController],
      providers: [
        { provide: APP_INTERCEPTOR, useClass: RpcRequestIdInterceptor },
        { provide: WORD_VECTORS, useFactory: () => loadWordVectors(resolve(config.VECTORS_PATH)) },
        { provide: VERSION_CACHE_SIZE, useValue: config.VERSION_CACHE_SIZE },
        { provide: REDIS_URL, useValue: config.REDIS_URL },
        { provide: REDIS_PREFIX, useValue: config.REDIS_PREFIX },
        { provide: FIT_QUEUE, useFactory: () => new FitQueue(config.REDIS_URL, { prefix: config.REDIS_PREFIX, debounceMs: config.FIT_DEBOUNCE_MS }) },
        {
          provide: TeachingService,
          inject: [PrismaService, FIT_QUEUE],
          useFactory: (prisma: PrismaService, queue: FitQueue) => new TeachingService(prisma, queue, loggerFor('TeachingService')),
        },
        VersionStore,
        JudgingService,
        ReadingCache,
        OrganizationAccess,
        ProposalService,
        ModelsService,
      ],
    };
  }
}
