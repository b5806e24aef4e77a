import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { ApiKeyAuthenticator } from '@a8/auth';
import { ApiKeyRepository } from '@a8/db';
import { REDIS } from '@a8/messaging';
import { loggerFor } from '@a8/observability';
import type { Redis } from 'ioredis';
import { CallerAuthenticator } from '../caller-authenticator';
import { RateLimiter } from '../rate-limiter';
import { GATEWAY_CORE_OPTIONS, type GatewayCoreOptions } from './gateway-core.options';
import { KeyRevocationsListener } from './key-revocations.listener';

export type { GatewayCoreOptions } from './gateway-core.options';

/** A revoked key stops working within this time on every replica; a verified key skips the database meanwhile. */
const KEY_CACHE_TTL_MS = 5_000;


/** The Nest wiring of the gateway core: one CallerAuthenticator and one RateLimiter per process. */
@Global()
@Module({})
export class GatewayCoreModule {
  static forRoot(options: GatewayCoreOptions): DynamicModule {
    const log = loggerFor('ApiKeyAuthenticator');
    const providers: Provider[] = [
      { provide: GATEWAY_CORE_OPTIONS, useValue: options },
      KeyRevocationsListener,
      {
        provide: ApiKeyAuthenticator,
        inject: [ApiKeyRepository],
        useFactory: (keys: ApiKeyRepository) =>
          new ApiKeyAuthenticator(keys, { cacheTtlMs: KEY_CACHE_TTL_MS, onTouchError: (error, keyId) => log.warn({ err: error, keyId }, 'could not record a key as used') }),
      },
      // API keys only; a gateway that also takes OAuth access tokens builds its own with its verifier.
      { provide: CallerAuthenticator, inject: [ApiKeyAuthenticator], useFactory: (apiKeys: ApiKeyAuthenticator) => new CallerAuthenticator(apiKeys) },
      {
        provide: RateLimiter,
        inject: [REDIS],
        useFactory: (redis: Redis) => new RateLimiter(redis, options.rateLimitPerMinute, options.redisPrefix),
      },
    ];
    return { module: GatewayCoreModule, providers, exports: [ApiKeyAuthenticator, CallerAuthenticator, RateLimiter] };
  }
}
