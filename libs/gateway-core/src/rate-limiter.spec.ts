import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

const redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', { lazyConnect: false, maxRetriesPerRequest: 1 });
afterAll(() => redis.quit());

/** The limit's window is the clock's minute: a test starts well inside one, so it is never split across two. */
async function awayFromMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

/** Takes until one is refused; how many passed. */
async function takeAll(limiters: RateLimiter[], actor: string, most: number): Promise<number> {
  let passed = 0;
  for (let i = 0; i < most; i++) {
    try {
      await limiters[i % limiters.length]!.take(actor);
      passed++;
    } catch (error) {
      expect((error as Error).message).toMatch(/^Rate limit of \d+ requests per minute reached for this key; retry in \d+ s\.$/);
      return passed;
    }
  }
  return passed;
}

describe('RateLimiter (a real Redis)', { timeout: 20_000 }, () => {
  it('counts a small limit one request at a time, exactly, across two gateways', async () => {
    await awayFromMinuteEnd();
    const prefix = `rltest${randomBytes(4).toString('hex')}`;
    const limiters = [new RateLimiter(redis, 40, prefix), new RateLimiter(redis, 40, prefix)];
    expect(await takeAll(limiters, 'key:a', 100)).toBe(40);
    // the window is spent for both gateways, and for no other caller
    await expect(limiters[1]!.take('key:a')).rejects.toThrow(/Rate limit of 40/);
    await expect(limiters[0]!.take('key:b')).resolves.toBeUndefined();
  });

  it('leases 1% of a large limit at a time: never more than the limit, at most a lease per gateway less, one Redis count per lease', async () => {
    await awayFromMinuteEnd();
    const prefix = `rltest${randomBytes(4).toString('hex')}`;
    const limiters = [new RateLimiter(redis, 3000, prefix), new RateLimiter(redis, 3000, prefix)];
    const passed = await takeAll(limiters, 'key:c', 5000);
    expect(passed).toBeLessThanOrEqual(3000);
    expect(passed).toBeGreaterThanOrEqual(3000 - 2 * 30);
    // counted in leases of 30: about a hundred round trips for three thousand requests
    const [key] = await redis.keys(`${prefix}:rl:key:c:*`);
    const counted = Number(await redis.get(key!));
    expect(counted % 30).toBe(0);
    expect(counted).toBeGreaterThanOrEqual(3000);
  });

  it('asks one lease at a time per caller: requests arriving together share it, and a spent window refuses them without asking again', async () => {
    await awayFromMinuteEnd();
    const prefix = `rltest${randomBytes(4).toString('hex')}`;
    const limiter = new RateLimiter(redis, 3000, prefix);
    // 100 requests at once: four leases of 30, not a lease per request
    await Promise.all(Array.from({ length: 100 }, () => limiter.take('key:d')));
    const [key] = await redis.keys(`${prefix}:rl:key:d:*`);
    expect(Number(await redis.get(key!))).toBe(120);
    // another gateway spends the rest of the window; then 50 requests at once are all refused, after one more ask
    await redis.incrby(key!, 3000);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => limiter.take('key:d')));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(20); // the 20 units still held
    expect(outcomes.filter((o) => o.status === 'rejected')).toHaveLength(30);
    expect(Number(await redis.get(key!))).toBe(120 + 3000 + 30);
    await expect(limiter.take('key:d')).rejects.toThrow(/Rate limit of 3000 requests per minute reached for this key; retry in \d+ s\./);
    expect(Number(await redis.get(key!))).toBe(120 + 3000 + 30);
  });

  it('asks for the next lease when half of one is left, so requests taken one after another never wait for Redis once the first lease is in', async () => {
    await awayFromMinuteEnd();
    const prefix = `rltest${randomBytes(4).toString('hex')}`;
    const limiter = new RateLimiter(redis, 3000, prefix);
    await limiter.take('key:e'); // the first lease (30): this one waited for it
    const [key] = await redis.keys(`${prefix}:rl:key:e:*`);
    // spend down to half a lease: the next lease is asked for in the background, none is waited for
    const counts: number[] = [];
    for (let i = 0; i < 13; i++) await limiter.take('key:e');
    counts.push(Number(await redis.get(key!)));
    expect(counts[0]).toBe(30);
    await limiter.take('key:e'); // 15 units left after this one: the next lease is asked for now
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Number(await redis.get(key!))).toBe(60);
    // 45 units held now: 30 more requests spend the second lease down to half of it, and only then is a third asked
    for (let i = 0; i < 30; i++) await limiter.take('key:e');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Number(await redis.get(key!))).toBe(90);
  });

  it('a lease asked ahead that Redis refuses leaves the units held to be spent, then refuses without asking again', async () => {
    await awayFromMinuteEnd();
    const prefix = `rltest${randomBytes(4).toString('hex')}`;
    const limiter = new RateLimiter(redis, 3000, prefix);
    await limiter.take('key:f');
    const [key] = await redis.keys(`${prefix}:rl:key:f:*`);
    await redis.incrby(key!, 3000); // another gateway spends the window
    // 29 units held: all spent, the refill asked at 15 left is refused, then the window is over for this caller
    expect(await takeAll([limiter], 'key:f', 100)).toBe(29);
    const counted = Number(await redis.get(key!));
    await expect(limiter.take('key:f')).rejects.toThrow(/Rate limit of 3000/);
    expect(Number(await redis.get(key!))).toBe(counted);
  });
});
