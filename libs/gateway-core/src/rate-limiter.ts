import { A8Error, ErrorCode } from '@a8/contracts';
import { loggerFor, rateLimitRefusals } from '@a8/observability';
import type { Redis } from 'ioredis';

/**
 * One limit per caller across every interface: a fixed one-minute window per actor (`key:<prefix>`
 * or `user:<id>`), counted in Redis so every replica of every gateway shares it. Redis being away
 * does not stop judging: the limit is then not enforced, and that is logged.
 */
export class RateLimiter {
  private readonly log = loggerFor('RateLimiter');

  constructor(
    private readonly redis: Redis,
    private readonly perMinute: number,
    private readonly prefix: string,
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
      rateLimitRefusals.inc();
      throw new A8Error(ErrorCode.RateLimited, `Rate limit of ${this.perMinute} requests per minute reached for this key; retry in ${retryAfter} s.`, retryAfter);
    }
  }
}
