import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ApiKeyAuthenticator } from '@a8/auth';
import { onKeyRevoked, REDIS } from '@a8/messaging';
import { loggerFor } from '@a8/observability';
import type { Redis } from 'ioredis';
import { GATEWAY_CORE_OPTIONS, type GatewayCoreOptions } from './gateway-core.options';

/**
 * A revoked key stops working on every gateway replica at once: `admin:revoke-key` announces it on
 * Redis and each gateway drops it from its verified-key cache. (Were Redis away, the cache's own
 * lifetime of a few seconds still bounds it.)
 */
@Injectable()
export class KeyRevocationsListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = loggerFor('KeyRevocations');
  private subscriber?: Redis;

  constructor(
    private readonly apiKeys: ApiKeyAuthenticator,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(GATEWAY_CORE_OPTIONS) private readonly options: GatewayCoreOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // A subscribed connection can run nothing else: a connection of its own, reconnecting forever.
    this.subscriber = this.redis.duplicate({ connectionName: 'a8-key-revocations', maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.subscriber.on('error', () => undefined);
    await onKeyRevoked(this.subscriber, this.options.redisPrefix, (keyPrefix) => {
      this.apiKeys.forget(keyPrefix);
      this.log.info({ keyPrefix }, 'dropped a revoked key');
    }).catch((error: unknown) => this.log.warn({ err: error }, 'not listening for key revocations yet; cached keys expire on their own'));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }
}
