import { postgresReadiness, type PrismaService } from '@a8/db';
import { judgeReadiness, type JudgeClientService } from '@a8/judge-client';
import { redisReadiness } from '@a8/messaging';
import type { ReadinessCheck } from '@a8/observability';
import type { Redis } from 'ioredis';

/** The api-gateway is ready when Postgres, Redis and the judge service all answer. */
export function gatewayReadiness(prisma: PrismaService, redis: Redis, judge: JudgeClientService): ReadinessCheck[] {
  return [postgresReadiness(prisma), redisReadiness(redis), judgeReadiness(judge)];
}
