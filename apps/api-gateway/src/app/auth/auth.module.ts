import { Module } from '@nestjs/common';
import { ApiKeyAuthenticator } from '@a8/auth';
import { ApiKeyRepository } from '@a8/db';
import { loggerFor } from '@a8/observability';
import { ApiKeyGuard } from './api-key.guard';

const log = loggerFor('ApiKeyAuthenticator');
/** A revoked key stops working within this time on every replica; a verified key skips the database meanwhile. */
const KEY_CACHE_TTL_MS = 5_000;

@Module({
  providers: [
    {
      provide: ApiKeyAuthenticator,
      inject: [ApiKeyRepository],
      useFactory: (keys: ApiKeyRepository) =>
        new ApiKeyAuthenticator(keys, { cacheTtlMs: KEY_CACHE_TTL_MS, onTouchError: (error, keyId) => log.warn({ err: error, keyId }, 'could not record a key as used') }),
    },
    ApiKeyGuard,
  ],
  exports: [ApiKeyAuthenticator, ApiKeyGuard],
})
export class AuthModule {}
