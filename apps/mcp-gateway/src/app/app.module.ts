import { Module, type DynamicModule } from '@nestjs/common';
import type { McpGatewayConfig } from '@a8/config';
import { DbModule, PrismaService } from '@a8/db';
import { GatewayCoreModule, gatewayReadiness } from '@a8/gateway-core';
import { JudgeClientModule, JudgeClientService } from '@a8/judge-client';
import { REDIS, RedisModule } from '@a8/messaging';
import { HealthModule } from '@a8/observability';
import { McpAuthService, OAUTH_TOKEN_VERIFIER } from './mcp/mcp-auth.service';
import { MCP_HTTP_OPTIONS, McpController } from './mcp/mcp.controller';
import { OAuthModule, OAuthTokenVerifier } from './oauth';

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
        GatewayCoreModule.forRoot({ rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE, redisPrefix: config.REDIS_PREFIX }),
        HealthModule.forRoot({ inject: [PrismaService, REDIS, JudgeClientService], factory: gatewayReadiness }),
      ],
      controllers: [McpController],
      providers: [
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
