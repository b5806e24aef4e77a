import { Module, type DynamicModule } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { JudgeConfig } from '@a8/config';
import { DbModule, PrismaService } from '@a8/db';
import { REDIS, RedisModule, redisReadiness } from '@a8/messaging';
import { HealthModule, RpcRequestIdInterceptor } from '@a8/observability';
import type { Redis } from 'ioredis';
import { PingController } from './ping.controller';

@Module({})
export class AppModule {
  static forRoot(config: JudgeConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        DbModule.forRoot(config.DATABASE_URL),
        RedisModule.forRoot(config.REDIS_URL, 'a8-judge'),
        HealthModule.forRoot({
          inject: [PrismaService, REDIS],
          factory: (prisma: PrismaService, redis: Redis) => [
            { name: 'postgres', check: async () => void (await prisma.$queryRaw`SELECT 1`) },
            redisReadiness(redis),
          ],
        }),
      ],
      controllers: [PingController],
      providers: [{ provide: APP_INTERCEPTOR, useClass: RpcRequestIdInterceptor }],
    };
  }
}
