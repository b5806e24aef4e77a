import { A8Error, ErrorCode } from '@a8/contracts';
import { loggerFor, rateLimitRefusals } from '@a8/observability';
import type { Redis } from 'ioredis';

/** Leased units are at most this share of the limit, so a replica's unspent lease bends it by at most 1%. */
const LEASE_SHARE = 0.01;
const MAX_LEASE = 64;
/** Actors whose leases a gateway holds at once; past it, the leases of earlier windows are dropped. */
const MAX_HELD = 10_000;
/** What asking Redis for a lease gave: units (one of them the asker's), none left in the window, or no answer. */
type LeaseOutcome = 'granted' | 'refused' | 'unavailable';

/**
 * One limit per caller across every interface: a fixed one-minute window per actor (`key:<prefix>`
 * or `user:<id>`), counted in Redis so every replica of every gateway shares it. Redis being away
 * does not stop judging: the limit is then not enforced, and that is logged.
 *
 * A gateway takes its units from Redis a lease at a time: 1% of the limit, at most 64, at least one.
 * A limit under 200 a minute (the default is 600) is counted one request at a time, exactly; a key
 * allowed thousands a minute costs one Redis round trip per lease, not per request (the judge path's
 * profile had the per-request MULTI at a tenth of the gateway's time), and each replica's unspent
 * lease can refuse others at most 1% early.
 *
 * One lease is asked for per actor at a time: requests that arrive while it is on its way wait for it
 * and spend it (under load, fifty requests finding the lease spent at once sent fifty MULTIs and kept
 * one lease of fifty). A refusal holds for the rest of the window, since the window's count only grows.
 *
 * The next lease is asked for before this one is spent, when half of it is left, so that under a
 * steady load no request waits for Redis: measured before, a fifth of the judged requests at 200 in
 * flight waited on a lease (p99 25 ms, up to 112 ms, each trip a turn of a busy event loop). A gateway
 * then holds at most a lease and a half unspent per caller (1.5% of the limit).
 */
export class RateLimiter {
  private readonly log = loggerFor('RateLimiter');
  private readonly lease: number;
  /**
   * Units this gateway holds for an actor in a window; `dry` once Redis refused a lease asked ahead,
   * so the units left are the last of the window.
   */
  private readonly held = new Map<string, { window: number; left: number; refusedUntil?: number; dry?: true }>();
  /** The lease being asked of Redis for an actor: later requests wait for it instead of asking again. */
  private readonly leasing = new Map<string, Promise<LeaseOutcome>>();

  constructor(
    private readonly redis: Redis,
    private readonly perMinute: number,
    private readonly prefix: string,
  ) {
    this.lease = Math.max(1, Math.min(MAX_LEASE, Math.floor(perMinute * LEASE_SHARE)));
  }

  async take(actor: string): Promise<void> {
    // bounded: each turn spends a unit, refuses, or waits for a lease that changes what is held
    for (;;) {
      const now = Date.now();
      const window = Math.floor(now / 60_000);
      const units = this.held.get(actor);
      if (units && units.window === window) {
        if (units.refusedUntil !== undefined) throw this.refusal(units.refusedUntil, now);
        if (units.left > 0) {
          units.left--;
          // half the lease left: the next one is asked for now, in the background (never for an exact count, a lease of 1)
          if (this.lease > 1 && !units.dry && units.left <= this.lease / 2 && !this.leasing.has(actor)) this.startLease(actor, window, false);
          return;
        }
        if (units.dry) {
          units.refusedUntil = (window + 1) * 60_000;
          throw this.refusal(units.refusedUntil, now);
        }
      }
      const inFlight = this.leasing.get(actor);
      if (inFlight) {
        // Redis away: the limit is not enforced for the requests that waited on it either
        if ((await inFlight) === 'unavailable') return;
        continue;
      }
      const outcome = await this.startLease(actor, window, true);
      if (outcome !== 'refused') return;
      throw this.refusal((window + 1) * 60_000, now);
    }
  }

  /** Asks Redis for a lease (one at a time per actor), for the asking request (`forAsker`) or ahead of need. */
  private startLease(actor: string, window: number, forAsker: boolean): Promise<LeaseOutcome> {
    const lease = this.leaseFor(actor, window, forAsker).finally(() => this.leasing.delete(actor));
    this.leasing.set(actor, lease);
    return lease;
  }

  /** Asks Redis for a lease: its units are added to those held, one of them the asking request's when there is one. */
  private async leaseFor(actor: string, window: number, forAsker: boolean): Promise<LeaseOutcome> {
    const key = `${this.prefix}:rl:${actor}:${window}`;
    let count: number;
    try {
      const [[, incr]] = (await this.redis.multi().incrby(key, this.lease).expire(key, 61).exec()) as [[Error | null, number]];
      count = incr;
    } catch (error) {
      this.log.warn({ err: error }, 'rate limit not enforced: Redis unavailable');
      return 'unavailable';
    }
    if (this.held.size >= MAX_HELD) for (const [held, v] of this.held) if (v.window !== window) this.held.delete(held);
    const current = this.held.get(actor);
    const left = current && current.window === window && current.refusedUntil === undefined ? current.left : 0;
    // the units of this lease that fit under the limit
    const granted = Math.min(this.lease, this.perMinute - (count - this.lease));
    if (granted <= 0) {
      // none: the units still held are the window's last; with none held, this request and the next are refused
      if (forAsker && left === 0) {
        this.held.set(actor, { window, left: 0, refusedUntil: (window + 1) * 60_000 });
        return 'refused';
      }
      this.held.set(actor, { window, left: forAsker ? left - 1 : left, dry: true });
      return forAsker ? 'granted' : 'refused';
    }
    this.held.set(actor, { window, left: left + granted - (forAsker ? 1 : 0) });
    return 'granted';
  }

  private refusal(until: number, now: number): A8Error {
    const retryAfter = Math.max(1, Math.ceil((until - now) / 1000));
    rateLimitRefusals.inc();
    return new A8Error(ErrorCode.RateLimited, `Rate limit of ${this.perMinute} requests per minute reached for this key; retry in ${retryAfter} s.`, retryAfter);
  }
}
