import { Module } from '@nestjs/common';
import { ApiKeyAuthenticator } from '@a8/auth';
import { ApiKeyRepository } from '@a8/db';
import { loggerFor } from '@a8/observability';
import { ApiKeyGuard } from './api-key.guard';

const log = loggerFor('ApiKeyAuthenticator');

@Module({
  providers: [
    {
      provide: ApiKeyAuthenticator,
      inject: [ApiKeyRepository],
      useFactory: (keys: ApiKeyRepository) =>
        new ApiKeyAuthenticator(keys, { onTouchError: (error, keyId) => log.warn({ err: error, keyId }, 'could not record a key as used') }),
    },
    ApiKeyGuard,
  ],
  exports: [ApiKeyAuthenticator, ApiKeyGuard],
})
export class AuthModule {}
