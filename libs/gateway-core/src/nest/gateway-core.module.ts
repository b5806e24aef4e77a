import { Global, Module, type DynamicModule, type Provider } from '@nestjs/common';
import { ApiKeyAuthenticator } from '@a8/auth';
import { ApiKeyRepository, DbModule, PrismaService } from '@a8/db';
import { JudgeClientModule, JudgeClientService } from '@a8/judge-client';
import { REDIS, RedisModule } from '@a8/messaging';
import { HealthModule, loggerFor } from '@a8/observability';
import type { Redis } from 'ioredis';
import { CallerAuthenticator } from '../caller-authenticator';
import { RateLimiter } from '../rate-limiter';
import { SignInThrottle } from '../sign-in-throttle';
import { gatewayReadiness } from '../readiness';
import { GATEWAY_CORE_OPTIONS, type GatewayCoreConfig, type GatewayCoreOptions } from './gateway-core.options';
import { KeyRevocationsListener } from './key-revocations.listener';

export type { GatewayCoreConfig, GatewayCoreOptions } from './gateway-core.options';

/** A revoked key stops working within this time on every replica; a verified key skips the database meanwhile. */
const KEY_CACHE_TTL_MS = 5_000;
/** A key verified in the last 10 minutes keeps working through a database restart. */
const KEY_STALE_WHILE_UNREACHABLE_MS = 600_000;

/**
 * The Nest wiring every gateway shares: Postgres, Redis, the judge client and the probes, one
 * CallerAuthenticator and one RateLimiter per process, and the key-revocation listener.
 */
@Global()
@Module({})
export class GatewayCoreModule {
  /** `connectionName` names this gateway's Redis connection (`a8-api-gateway`). */
  static forRoot(config: GatewayCoreConfig, connectionName: string): DynamicModule {
    const options: GatewayCoreOptions = { rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE, redisPrefix: config.REDIS_PREFIX };
    const log = loggerFor('ApiKeyAuthenticator');
    const providers: Provider[] = [
      { provide: GATEWAY_CORE_OPTIONS, useValue: options },
      KeyRevocationsListener,
      {
        provide: ApiKeyAuthenticator,
        inject: [ApiKeyRepository],
        useFactory: (keys: ApiKeyRepository) =>
          new ApiKeyAuthenticator(keys, { cacheTtlMs: KEY_CACHE_TTL_MS, staleWhileUnreachableMs: KEY_STALE_WHILE_UNREACHABLE_MS, onTouchError: (error, keyId) => log.warn({ err: error, keyId }, 'could not record a key as used') }),
      },
      // API keys only; a gateway that also takes OAuth access tokens builds its own with its verifier.
      { provide: CallerAuthenticator, inject: [ApiKeyAuthenticator], useFactory: (apiKeys: ApiKeyAuthenticator) => new CallerAuthenticator(apiKeys) },
      {
        provide: RateLimiter,
        inject: [REDIS],
        useFactory: (redis: Redis) => new RateLimiter(redis, options.rateLimitPerMinute, options.redisPrefix),
      },
      { provide: SignInThrottle, inject: [REDIS], useFactory: (redis: Redis) => new SignInThrottle(redis, options.redisPrefix) },
    ];
    return {
      module: GatewayCoreModule,
      imports: [
        DbModule.forRoot(config.DATABASE_URL),
        RedisModule.forRoot(config.REDIS_URL, connectionName),
        JudgeClientModule.forRoot({ host: config.JUDGE_HOST, port: config.JUDGE_PORT, timeoutMs: config.JUDGE_TIMEOUT_MS, secret: config.JUDGE_RPC_SECRET }),
        HealthModule.forRoot({ inject: [PrismaService, REDIS, JudgeClientService], factory: gatewayReadiness }),
      ],
      providers,
      exports: [ApiKeyAuthenticator, CallerAuthenticator, RateLimiter, SignInThrottle],
    };
  }
}
