import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Wrong passwords an account may have in a window before it must wait. */
export const ACCOUNT_FREE_FAILURES = 5;
/** Wrong passwords one address may send in a window (across accounts) before it must wait. */
export const ADDRESS_FREE_FAILURES = 20;
const WINDOW_SECONDS = 15 * 60;
/** An account's wait doubles from this with each further failure... */
const ACCOUNT_FIRST_WAIT_SECONDS = 30;
/** ...but never past this: a stranger guessing wrong cannot keep the owner out for long. */
const ACCOUNT_MAX_WAIT_SECONDS = 5 * 60;
const ADDRESS_WAIT_SECONDS = 15 * 60;

/**
 * Backoff for the OAuth sign-in page, per account and per address, in Redis so that it holds
 * across new sign-in attempts, new pending authorizations and every gateway replica (the limit of
 * five wrong passwords per attempt alone let 15 wrong then the right one through in three attempts).
 * An account past five wrong passwords in 15 minutes waits 30 s, doubling with each further miss up
 * to 5 minutes; an address past twenty waits 15 minutes. While either waits, the password is not
 * even checked, so the right one does not get through either. The email is hashed in the keys.
 */
export class SignInThrottle {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private keys(email: string, address: string) {
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
    const base = `${this.prefix}:sign-in`;
    return {
      accountFailures: `${base}:account:${account}:failures`,
      accountUntil: `${base}:account:${account}:until`,
      addressFailures: `${base}:address:${address}:failures`,
      addressUntil: `${base}:address:${address}:until`,
    };
  }

  /** Seconds the account or the address must still wait; 0 when a password may be tried now. */
  async waitSeconds(email: string, address: string): Promise<number> {
    const k = this.keys(email, address);
    const [account, addr] = await Promise.all([this.redis.pttl(k.accountUntil), this.redis.pttl(k.addressUntil)]);
    return Math.ceil(Math.max(0, account, addr) / 1000);
  }

  /** Records a wrong password; returns the seconds to wait before the next try (0: none yet). */
  async recordFailure(email: string, address: string): Promise<number> {
    const k = this.keys(email, address);
    const [[, accountFailures], , [, addressFailures]] = (await this.redis
      .multi()
      .incr(k.accountFailures)
      .expire(k.accountFailures, WINDOW_SECONDS, 'NX')
      .incr(k.addressFailures)
      .expire(k.addressFailures, WINDOW_SECONDS, 'NX')
      .exec()) as [[null, number], unknown, [null, number], unknown];
    let wait = 0;
    if (accountFailures >= ACCOUNT_FREE_FAILURES) {
      wait = Math.min(ACCOUNT_MAX_WAIT_SECONDS, ACCOUNT_FIRST_WAIT_SECONDS * 2 ** (accountFailures - ACCOUNT_FREE_FAILURES));
      await this.redis.set(k.accountUntil, '1', 'EX', wait);
    }
    if (addressFailures >= ADDRESS_FREE_FAILURES) {
      await this.redis.set(k.addressUntil, '1', 'EX', ADDRESS_WAIT_SECONDS);
      wait = Math.max(wait, ADDRESS_WAIT_SECONDS);
    }
    return wait;
  }

  /** The right password: the account's count starts again (the address's stays, it may be guessing many). */
  async recordSuccess(email: string, address: string): Promise<void> {
    const k = this.keys(email, address);
    await this.redis.del(k.accountFailures, k.accountUntil);
  }
}
