import { Module, type DynamicModule } from '@nestjs/common';
import type { McpGatewayConfig } from '@a8/config';
import { DbModule, PrismaService } from '@a8/db';
import { JudgeClientModule, JudgeClientService, judgeReadiness } from '@a8/judge-client';
import { REDIS, RedisModule, redisReadiness } from '@a8/messaging';
import { HealthModule } from '@a8/observability';
import type { Redis } from 'ioredis';

@Module({})
export class AppModule {
  static forRoot(config: McpGatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DbModule.forRoot(config.DATABASE_URL),
        RedisModule.forRoot(config.REDIS_URL, 'a8-mcp-gateway'),
        JudgeClientModule.forRoot({ host: config.JUDGE_HOST, port: config.JUDGE_PORT, timeoutMs: config.JUDGE_TIMEOUT_MS }),
        HealthModule.forRoot({
          inject: [PrismaService, REDIS, JudgeClientService],
          factory: (prisma: PrismaService, redis: Redis, judge: JudgeClientService) => [
            { name: 'postgres', check: async () => void (await prisma.$queryRaw`SELECT 1`) },
            redisReadiness(redis),
            judgeReadiness(judge),
          ],
        }),
      ],
    };
  }
}
