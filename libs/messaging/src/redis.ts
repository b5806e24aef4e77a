import { Global, Inject, Injectable, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import type { ReadinessCheck } from '@a8/observability';

/**
 * A Redis connection for commands (rate limits, pub/sub publishing, readiness). Commands fail
 * fast while Redis is away instead of queueing forever: callers decide what a failure means.
 */
export function createRedis(url: string, options: { name?: string } = {}): Redis {
  return new Redis(url, {
    connectionName: options.name,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

export function redisReadiness(redis: Redis): ReadinessCheck {
  return {
    name: 'redis',
    check: async () => {
      if (redis.status !== 'ready') throw new Error(`connection is ${redis.status}`);
      await redis.ping();
    },
  };
}

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

@Global()
@Module({})
export class RedisModule {
  static forRoot(url: string, name: string): DynamicModule {
    return {
      module: RedisModule,
      providers: [{ provide: REDIS, useFactory: () => createRedis(url, { name }) }, RedisCloser],
      exports: [REDIS],
    };
  }
}
