import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CanonicalRequest } from '@a8/contracts';
import { REDIS } from '@a8/messaging';
import { readingCache } from '@a8/observability';
import { canonicalJson, readJudgement, type ReadJudgement, type TaughtSchemaLookup } from '@a8/reader';
import { cl100kTokenCounter } from '@a8/tokenizer';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { REDIS_PREFIX } from '../versions/version-store.service';

/** How long a reading is kept: a day of repeats of the same request. */
const READING_TTL_SECONDS = 24 * 60 * 60;
/** A cache answer slower than this is not waited for: the request is read again instead. */
const CACHE_WAIT_MS = 50;

export interface Reading {
  read: ReadJudgement;
  /** Tokens of the text searched for the parts (DESIGN §5: reasoning tokens). */
  reasoningTokens: number;
  /** Served from the reading cache (a repeat): the tokens are reported as cache reads. */
  cached: boolean;
  /** Keeps a fresh reading for repeats; called once the request is known to be judged (not filtered). */
  remember(): void;
}

/**
 * Reads a judge request, and keeps the readings that had to search the words (reasoning on) in a
 * cache in Redis, per organization and version: a repeat of the same request is served from the
 * cache (its tokens are not counted again) and reports its reasoning tokens as cache reads (spec
 * §4). A layout that already says what each part is never touches the cache. Keyed by the version
 * too, since a request's answer shape comes from what that version was taught. The cache is an
 * accelerator: a slow or missing Redis never fails a judgement.
 */
@Injectable()
export class ReadingCache {
  private readonly logger = new Logger(ReadingCache.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_PREFIX) private readonly prefix: string,
  ) {
    // The tokenizer's tables are built at start, not by the first judged request (a 1 s hold of the loop, profiled).
    cl100kTokenCounter();
  }

  async read(orgId: string, version: string, request: CanonicalRequest, reasoning: boolean, taughtSchema: TaughtSchemaLookup): Promise<Reading> {
    const nothing = () => undefined;
    const read = readJudgement(request, reasoning, taughtSchema);
    // A layout that says what each part is costs nothing extra (DESIGN §5): no search, so no
    // reasoning tokens and no trip to the cache.
    if (!read.readInWords) return { read, reasoningTokens: 0, cached: false, remember: nothing };
    const key = `${this.prefix}:reading:${orgId}:${createHash('sha256').update(version).update('\u0000').update(canonicalJson(request)).digest('hex')}`;
    const hit = await this.withinWait(this.redis.get(key));
    readingCache.inc({ result: hit ? 'hit' : 'miss' });
    if (hit) {
      const stored = JSON.parse(hit) as { read: ReadJudgement; reasoningTokens: number };
      return { ...stored, cached: true, remember: nothing };
    }
    const reasoningTokens = cl100kTokenCounter().count(read.searchedText);
    const remember = () => void this.withinWait(this.redis.set(key, JSON.stringify({ read, reasoningTokens }), 'EX', READING_TTL_SECONDS));
    return { read, reasoningTokens, cached: false, remember };
  }

  private async withinWait<T>(command: Promise<T>): Promise<T | null> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), CACHE_WAIT_MS)));
    try {
      return await Promise.race([command, late]);
    } catch (error) {
      this.logger.warn(`reading cache unavailable: ${(error as Error).message}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
