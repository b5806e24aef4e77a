import { fitJobId } from '@a8/contracts';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { FitQueue } from './fit-queue';

// Against the local Redis, under a prefix of its own.
const queue = new FitQueue('redis://127.0.0.1:6379', { prefix: `fitq${randomBytes(3).toString('hex')}`, debounceMs: 500 });

afterAll(async () => {
  await queue.queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
});

describe('FitQueue', () => {
  it('schedules one delayed job per version, however often it is asked', async () => {
    const horizon = new Date(Date.now() + 2000);
    await queue.schedule('v-1', horizon);
    await queue.schedule('v-1', horizon);
    const jobs = await queue.queue.getDelayed();
    expect(jobs.map((j) => j.id)).toEqual([fitJobId('v-1')]);
    expect(jobs[0]?.data).toMatchObject({ versionId: 'v-1' });
    // Due after the horizon's second is over, plus the debounce.
    expect(jobs[0]!.timestamp + jobs[0]!.delay).toBeGreaterThanOrEqual(horizon.getTime() + 1000 + 500 - 50);
  });

  it('fails within its timeout instead of waiting on a Redis that is away', async () => {
    const away = new FitQueue('redis://127.0.0.1:1', { prefix: 'away', debounceMs: 0, enqueueTimeoutMs: 300 });
    await expect(away.schedule('v-2', new Date())).rejects.toThrow();
    await away.close();
  });
});
