import type { CanonicalRequest } from '@a8/contracts';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { ReadingCache } from './reading-cache.service';

/** The Redis boundary over a Map, counting the round trips: the one thing this unit test stands in for (the e2e tests use a real Redis). */
function fakeRedis() {
  const store = new Map<string, string>();
  const calls = { get: 0, set: 0 };
  const redis = {
    async get(key: string) {
      calls.get++;
      return store.get(key) ?? null;
    },
    async set(key: string, value: string) {
      calls.set++;
      store.set(key, value);
      return 'OK';
    },
  };
  return { redis: redis as unknown as Redis, calls };
}

const untaught = () => undefined;
const laidOut: CanonicalRequest = { criterion: 'Which queue?', conversation: [{ role: 'user', content: 'It arrived crushed.' }], schema: null };
const inWords: CanonicalRequest = { criterion: null, conversation: [{ role: 'user', content: 'Is this review positive or negative? "Loved it."' }], schema: null };

describe('ReadingCache', () => {
  it('costs a layout that says what each part is nothing: no search, no tokens, no trip to Redis', async () => {
    const { redis, calls } = fakeRedis();
    const reading = await new ReadingCache(redis, 'p').read('org', 'v1', laidOut, true, untaught);
    expect(reading).toMatchObject({ reasoningTokens: 0, cached: false });
    expect(calls).toEqual({ get: 0, set: 0 });
  });

  it('reports the searched text as reasoning tokens, then a repeat as cache reads of the same count', async () => {
    const { redis, calls } = fakeRedis();
    const cache = new ReadingCache(redis, 'p');
    const first = await cache.read('org', 'v1', inWords, true, untaught);
    expect(first.cached).toBe(false);
    expect(first.reasoningTokens).toBeGreaterThan(5);
    first.remember();
    await new Promise((resolve) => setImmediate(resolve));
    const repeat = await cache.read('org', 'v1', inWords, true, untaught);
    expect(repeat).toMatchObject({ cached: true, reasoningTokens: first.reasoningTokens });
    expect(repeat.read.criterion).toBe(first.read.criterion);
    // Another organization, or another version, reads again.
    expect((await cache.read('other', 'v1', inWords, true, untaught)).cached).toBe(false);
    expect((await cache.read('org', 'v2', inWords, true, untaught)).cached).toBe(false);
    expect(calls.set).toBe(1);
  });

  it('reads as written with reasoning off, and never caches it', async () => {
    const { redis, calls } = fakeRedis();
    const reading = await new ReadingCache(redis, 'p').read('org', 'v1', inWords, false, untaught);
    expect(reading.read.criterion).toBeNull();
    expect(calls).toEqual({ get: 0, set: 0 });
  });
});
