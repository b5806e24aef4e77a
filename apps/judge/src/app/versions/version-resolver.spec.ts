import { A8Error, CURRENT_FAMILY, ErrorCode } from '@a8/contracts';
import type { ModelVersion } from '@a8/db';
import { describe, expect, it } from 'vitest';
import { CachedVersionLookup, type VersionLookup } from './cached-version-lookup';
import { Lru } from './lru';
import { resolveVersion } from './version-resolver';

const version = (orgId: string | null, horizon: string, state: ModelVersion['state']): ModelVersion =>
  ({ id: `${orgId}-${horizon}`, orgId, family: CURRENT_FAMILY, horizon: new Date(horizon), state }) as ModelVersion;

/** The repository boundary, over a list: the one thing these unit tests stand in for. */
function lookup(rows: ModelVersion[]): VersionLookup & { calls: number } {
  const store = {
    calls: 0,
    async findNewestReady(orgId: string | null, family: string) {
      store.calls++;
      return rows.filter((r) => r.orgId === orgId && r.family === family && r.state === 'ready').sort((a, b) => b.horizon.getTime() - a.horizon.getTime())[0] ?? null;
    },
    async find(orgId: string | null, family: string, horizon: Date) {
      store.calls++;
      return rows.find((r) => r.orgId === orgId && r.family === family && r.horizon.getTime() === horizon.getTime()) ?? null;
    },
  };
  return store;
}

const rows = [
  version(null, '2026-07-15T14:03:22Z', 'ready'),
  version('acme', '2026-07-16T09:11:40Z', 'ready'),
  version('acme', '2026-07-16T09:12:00Z', 'fitting'),
  version('acme', '2026-07-16T09:13:00Z', 'failed'),
];
const code = async (promise: Promise<unknown>) => ((await promise.catch((e: unknown) => e)) as A8Error).code;

describe('resolveVersion', () => {
  it('answers a8 from the newest ready version, or the reference for an organization without one', async () => {
    expect((await resolveVersion(lookup(rows), 'acme', 'a8:95')).version.horizon.toISOString()).toBe('2026-07-16T09:11:40.000Z');
    expect((await resolveVersion(lookup(rows), 'globex', 'a8')).version.orgId).toBeNull();
  });

  it('resolves a pinned horizon of the organization or of the reference, and nothing of another organization', async () => {
    expect((await resolveVersion(lookup(rows), 'acme', 'a8-1-1:90@20260716t091140z')).version.orgId).toBe('acme');
    expect((await resolveVersion(lookup(rows), 'globex', 'a8-1-1@20260715t140322z')).version.orgId).toBeNull();
    expect(await code(resolveVersion(lookup(rows), 'globex', 'a8-1-1@20260716t091140z'))).toBe(ErrorCode.NotFound);
  });

  it('answers 503 for a version still fitting, 404 for a failed one or an unknown family', async () => {
    expect(await code(resolveVersion(lookup(rows), 'acme', 'a8-1-1@20260716t091200z'))).toBe(ErrorCode.VersionFitting);
    expect(await code(resolveVersion(lookup(rows), 'acme', 'a8-1-1@20260716t091300z'))).toBe(ErrorCode.NotFound);
    expect(await code(resolveVersion(lookup(rows), 'acme', 'a8-9-9'))).toBe(ErrorCode.NotFound);
  });

  it('fits a superseded version asked for by name, answering 503 until it is ready, never 404', async () => {
    const coalesced = version('acme', '2026-07-16T09:12:30Z', 'superseded');
    const asked: string[] = [];
    const fitOnDemand = async (v: ModelVersion) => void asked.push(v.id);
    const error = (await resolveVersion(lookup([...rows, coalesced]), 'acme', 'a8-1-1:95@20260716t091230z', fitOnDemand).catch((e: unknown) => e)) as A8Error;
    expect(error.code).toBe(ErrorCode.VersionFitting);
    expect(error.retryAfter).toBeGreaterThan(0);
    expect(asked).toEqual([coalesced.id]);
    // `a8` is untouched by it: the newest ready version still answers.
    expect((await resolveVersion(lookup([...rows, coalesced]), 'acme', 'a8', fitOnDemand)).version.state).toBe('ready');
  });
});

describe('CachedVersionLookup', () => {
  it('serves a ready pinned version from memory and drops the newest on an announcement', async () => {
    const store = lookup(rows);
    const cached = new CachedVersionLookup(store);
    await cached.find('acme', CURRENT_FAMILY, new Date('2026-07-16T09:11:40Z'));
    await cached.find('acme', CURRENT_FAMILY, new Date('2026-07-16T09:11:40Z'));
    expect(store.calls).toBe(1);
    await cached.findNewestReady('acme', CURRENT_FAMILY);
    await cached.findNewestReady('acme', CURRENT_FAMILY);
    expect(store.calls).toBe(2);
    cached.invalidate('acme');
    await cached.findNewestReady('acme', CURRENT_FAMILY);
    expect(store.calls).toBe(3);
  });
});

describe('Lru', () => {
  it('keeps at most its capacity, dropping the least recently used', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.get('a');
    lru.set('c', 3);
    expect(lru.keys()).toEqual(['a', 'c']);
    expect(lru.size).toBe(2);
  });
});
