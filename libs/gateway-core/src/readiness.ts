import { postgresReadiness, type PrismaService } from '@a8/db';
import { judgeReadiness, type JudgeClient } from '@a8/judge-client';
import { redisReadiness } from '@a8/messaging';
import type { ReadinessCheck } from '@a8/observability';
import type { Redis } from 'ioredis';

/** A gateway is ready when Postgres (keys), Redis (rate limits) and the judge service all answer. */
export function gatewayReadiness(prisma: PrismaService, redis: Redis, judge: JudgeClient): ReadinessCheck[] {
  return [postgresReadiness(prisma), redisReadiness(redis), judgeReadiness(judge)];
}
