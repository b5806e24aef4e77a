import { Module, type DynamicModule } from '@nestjs/common';
import { ApiKeyAuthenticator } from '@a8/auth';
import type { McpGatewayConfig } from '@a8/config';
import { ApiKeyRepository, DbModule, PrismaService, postgresReadiness } from '@a8/db';
import { JudgeClientModule, JudgeClientService, judgeReadiness } from '@a8/judge-client';
import { REDIS, RedisModule, redisReadiness } from '@a8/messaging';
import { HealthModule, loggerFor } from '@a8/observability';
import type { Redis } from 'ioredis';
import { McpAuthService, OAUTH_TOKEN_VERIFIER } from './mcp/mcp-auth.service';
import { MCP_HTTP_OPTIONS, McpController } from './mcp/mcp.controller';
import { OAuthModule, OAuthTokenVerifier } from './oauth';

const log = loggerFor('ApiKeyAuthenticator');
/** A revoked key stops working within this time on every replica; a verified key skips the database meanwhile. */
const KEY_CACHE_TTL_MS = 5_000;

@Module({})
export class AppModule {
  static forRoot(config: McpGatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DbModule.forRoot(config.DATABASE_URL),
        RedisModule.forRoot(config.REDIS_URL, 'a8-mcp-gateway'),
        JudgeClientModule.forRoot({ host: config.JUDGE_HOST, port: config.JUDGE_PORT, timeoutMs: config.JUDGE_TIMEOUT_MS, secret: config.JUDGE_RPC_SECRET }),
        OAuthModule.forRoot({ publicUrl: config.MCP_PUBLIC_URL.replace(/\/$/, '') }),
        HealthModule.forRoot({
          inject: [PrismaService, REDIS, JudgeClientService],
          factory: (prisma: PrismaService, redis: Redis, judge: JudgeClientService) => [
            postgresReadiness(prisma),
            redisReadiness(redis),
            judgeReadiness(judge),
          ],
        }),
      ],
      controllers: [McpController],
      providers: [
        {
          provide: ApiKeyAuthenticator,
          inject: [ApiKeyRepository],
          useFactory: (keys: ApiKeyRepository) => new ApiKeyAuthenticator(keys, { cacheTtlMs: KEY_CACHE_TTL_MS, onTouchError: (error, keyId) => log.warn({ err: error, keyId }, 'could not record a key as used') }),
        },
        { provide: OAUTH_TOKEN_VERIFIER, useExisting: OAuthTokenVerifier },
        McpAuthService,
        {
          provide: MCP_HTTP_OPTIONS,
          useValue: {
            publicUrl: config.MCP_PUBLIC_URL.replace(/\/$/, ''),
            allowedOrigins: config.MCP_ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean),
          },
        },
      ],
    };
  }
}
