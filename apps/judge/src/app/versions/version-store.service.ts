import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { A8Error, ErrorCode } from '@a8/contracts';
import { ModelVersionRepository, type ModelVersion } from '@a8/db';
import { onVersionAnnounced, type FitQueue } from '@a8/messaging';
import { loadVersion, type FittedVersion, type WordVectors } from '@a8/model';
import { loggerFor, versionLookups } from '@a8/observability';
import { Redis } from 'ioredis';
import { CachedVersionLookup } from './cached-version-lookup';
import { FIT_QUEUE } from '../fit-queue.token';
import { Lru } from './lru';
import { resolveVersion, type Resolved } from './version-resolver';

/** A version load at least this long is logged as a warning (it holds every judged request in flight). */
const SLOW_LOAD_MS = 500;

export const WORD_VECTORS = Symbol('WORD_VECTORS');
export const VERSION_CACHE_SIZE = Symbol('VERSION_CACHE_SIZE');
export const REDIS_URL = Symbol('REDIS_URL');
export const REDIS_PREFIX = Symbol('REDIS_PREFIX');

export interface LoadedVersion extends Resolved {
  fitted: FittedVersion;
}

/**
 * Loaded versions, keyed by version id (so one organization's version is never served for
 * another's request: resolution always starts from the caller's organization). A version's bytes
 * never change once ready, so the only staleness is "which version is newest", dropped on the
 * fitting worker's announcement.
 */
@Injectable()
export class VersionStore implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = loggerFor('VersionStore');
  private readonly loaded: Lru<string, Promise<FittedVersion>>;
  private subscriber?: Redis;
  private readonly lookup: CachedVersionLookup;

  constructor(
    private readonly versions: ModelVersionRepository,
    @Inject(WORD_VECTORS) private readonly vectors: WordVectors,
    @Inject(VERSION_CACHE_SIZE) cacheSize: number,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
    @Inject(FIT_QUEUE) private readonly fitQueue: FitQueue,
  ) {
    this.loaded = new Lru(cacheSize);
    this.lookup = new CachedVersionLookup(versions);
  }

  async onApplicationBootstrap(): Promise<void> {
    // A connection of its own, queueing while Redis is away: a subscribed connection can run nothing else.
    this.subscriber = new Redis(this.redisUrl, { maxRetriesPerRequest: null, connectionName: 'a8-judge-announcements' });
    this.subscriber.on('error', () => undefined);
    await onVersionAnnounced(this.subscriber, this.prefix, (announcement) => {
      this.log.info({ versionId: announcement.versionId, state: announcement.state }, 'version announced');
      this.lookup.invalidate(announcement.orgId);
      if (announcement.state === 'failed') this.loaded.delete(announcement.versionId);
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber?.quit().catch(() => this.subscriber?.disconnect());
  }

  async resolve(orgId: string, model: string): Promise<LoadedVersion> {
    const resolved = await resolveVersion(this.lookup, orgId, model, (version) => this.fitOnDemand(version));
    return { ...resolved, fitted: await this.load(resolved.version) };
  }

  /** A superseded version named by a request: back to fitting, with a fit job of its own. */
  private async fitOnDemand(version: ModelVersion): Promise<void> {
    if (!(await this.versions.reviveSuperseded(version.id))) return; // another request did it
    this.lookup.invalidate(version.orgId);
    this.log.info({ versionId: version.id, orgId: version.orgId, horizon: version.horizon }, 'superseded version asked for by name; fitting it');
    await this.fitQueue.schedulePinned(version.id).catch((error: unknown) => this.log.warn({ err: error, versionId: version.id }, 'could not queue the fit; the reconciler will'));
  }

  private load(version: ModelVersion): Promise<FittedVersion> {
    const cached = this.loaded.get(version.id);
    versionLookups.inc({ result: cached ? 'hit' : 'load' });
    if (cached) return cached;
    const loading = this.versions.getArtifact(version.id).then((bytes) => {
      if (!bytes) throw new A8Error(ErrorCode.Internal, `The version ${version.id} is ready but has no artifact.`);
      const started = Date.now();
      const fitted = loadVersion(bytes, this.vectors);
      const ms = Date.now() - started;
      // A load runs on the event loop: one that holds it for long is what stalls every request in flight.
      if (ms >= SLOW_LOAD_MS) this.log.warn({ versionId: version.id, ms, bytes: bytes.byteLength }, 'slow version load held the event loop');
      else this.log.info({ versionId: version.id, ms, bytes: bytes.byteLength }, 'version loaded');
      return fitted;
    });
    // A failed load is not cached: the next request tries again.
    loading.catch(() => this.loaded.delete(version.id));
    this.loaded.set(version.id, loading);
    return loading;
  }
}
