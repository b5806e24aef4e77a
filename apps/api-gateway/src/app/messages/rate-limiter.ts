import { Inject, Injectable } from '@nestjs/common';
import { A8Error, ErrorCode } from '@a8/contracts';
import { REDIS } from '@a8/messaging';
import { loggerFor } from '@a8/observability';
import type { Redis } from 'ioredis';

export const RATE_LIMIT_PER_MINUTE = Symbol('RATE_LIMIT_PER_MINUTE');
export const RATE_LIMIT_PREFIX = Symbol('RATE_LIMIT_PREFIX');

/**
 * A fixed one-minute window per key, counted in Redis so every gateway replica shares it. Redis
 * being away does not stop judging: the limit is then not enforced, and that is logged.
 */
@Injectable()
export class RateLimiter {
  private readonly log = loggerFor('RateLimiter');

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(RATE_LIMIT_PER_MINUTE) private readonly perMinute: number,
    @Inject(RATE_LIMIT_PREFIX) private readonly prefix: string,
  ) {}

  async take(actor: string): Promise<void> {
    const now = Date.now();
    const window = Math.floor(now / 60_000);
    const key = `${this.prefix}:rl:${actor}:${window}`;
    let count: number;
    try {
      const [[, incr]] = (await this.redis.multi().incr(key).expire(key, 61).exec()) as [[Error | null, number]];
      count = incr;
    } catch (error) {
      this.log.warn({ err: error }, 'rate limit not enforced: Redis unavailable');
      return;
    }
    if (count > this.perMinute) {
      const retryAfter = Math.max(1, Math.ceil(((window + 1) * 60_000 - now) / 1000));
      throw new A8Error(ErrorCode.RateLimited, `Rate limit of ${this.perMinute} requests per minute reached for this key; retry in ${retryAfter} s.`, retryAfter);
    }
  }
}
