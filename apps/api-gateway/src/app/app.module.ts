import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import type { ApiGatewayConfig } from '@a8/config';
import { DbModule, PrismaService } from '@a8/db';
import { JudgeClientModule, JudgeClientService } from '@a8/judge-client';
import { REDIS, RedisModule } from '@a8/messaging';
import { HealthModule } from '@a8/observability';
import { GatewayCoreModule, gatewayReadiness } from '@a8/gateway-core';
import { ApiKeyGuard } from './auth/api-key.guard';
import { AnthropicExceptionFilter } from './errors/anthropic-exception.filter';
import { MessagesController } from './messages/messages.controller';
import { MessagesService } from './messages/messages.service';
import { ModelsController } from './models/models.controller';

@Module({})
export class AppModule {
  static forRoot(config: ApiGatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DbModule.forRoot(config.DATABASE_URL),
        RedisModule.forRoot(config.REDIS_URL, 'a8-api-gateway'),
        JudgeClientModule.forRoot({ host: config.JUDGE_HOST, port: config.JUDGE_PORT, timeoutMs: config.JUDGE_TIMEOUT_MS, secret: config.JUDGE_RPC_SECRET }),
        GatewayCoreModule.forRoot({ rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE, redisPrefix: config.REDIS_PREFIX }),
        HealthModule.forRoot({ inject: [PrismaService, REDIS, JudgeClientService], factory: gatewayReadiness }),
      ],
      controllers: [ModelsController, MessagesController],
      providers: [
        { provide: APP_FILTER, useClass: AnthropicExceptionFilter },
        ApiKeyGuard,
        MessagesService,
      ],
    };
  }
}
