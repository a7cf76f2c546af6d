import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { addressKey, refusal, tooManyAttempts, type RateLimiters } from '../../common/rate-limiter';

/** Consecutive failures of one email from one address before the first wait. */
export const FREE_FAILURES = 5;
/** The wait after the FREE_FAILURES-th failure; it doubles with each further failure, up to MAX_WAIT_SEC. */
export const FIRST_WAIT_SEC = 1;
export const MAX_WAIT_SEC = 15 * 60;
/** Failures from one address, all emails together, per day (addresses that signed in to that email are exempt). */
export const ADDRESS_FAILURES_PER_DAY = 100;
/** Failures on one email, all addresses together, per hour (addresses that signed in to it are exempt). */
export const EMAIL_FAILURES_PER_HOUR = 100;

const DAY_SEC = 24 * 60 * 60;
/** An address stays known for an email this long after a successful sign-in (memory timers stop at 24.8 days). */
const KNOWN_FOR_SEC = 14 * DAY_SEC;
/** The longest a password check may hold the (email, address) lease. */
const LEASE_SEC = 30;

/**
 * Sign-in throttling after OWASP's login throttling: a password is checked for one (email, address) at a time;
 * after FREE_FAILURES consecutive failures each further attempt waits, 1 s, then 2, 4 ... up to 15 minutes, until a
 * correct password resets the pair. Looser ceilings per address and per email slow spread-out guessing; they count
 * failures only and do not apply to an address that has signed in to that email before, so an attacker can slow
 * their own addresses and new ones, never the owner's.
 */
export class SignInThrottle {
  /** (email, address): the lease of the attempt in progress, or the wait after a failure. */
  private readonly lease: RateLimiterAbstract;
  /** (email, address): consecutive failures, forgotten a day after the first. */
  private readonly streak: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byEmail: RateLimiterAbstract;
  /** (email, address) pairs with a successful sign-in. */
  private readonly known: RateLimiterAbstract;

  constructor(limiters: RateLimiters) {
    this.lease = limiters.counter('signin:pair', 1, LEASE_SEC);
    this.streak = limiters.counter('signin:streak', Number.MAX_SAFE_INTEGER, DAY_SEC);
    this.byAddress = limiters.counter('signin:ip', ADDRESS_FAILURES_PER_DAY, DAY_SEC);
    this.byEmail = limiters.counter('signin:email', EMAIL_FAILURES_PER_HOUR, 60 * 60);
    this.known = limiters.counter('signin:known', 1, KNOWN_FOR_SEC);
  }

  /**
   * Runs `check` (the password check: the account, or null for wrong credentials) unless this email and address
   * must wait, which is refused with RATE_LIMITED and `retryAfterSeconds`; then counts its outcome.
   */
  async attempt<T>(email: string, ip: string, check: () => Promise<T | null>): Promise<T | null> {
    const address = addressKey(ip);
    const pair = `${email}_${address}`;
    const known = (await this.known.get(pair)) !== null;
    // Ceilings first, so that an attempt they refuse leaves no new (email, address) key behind.
    const ceilings: [RateLimiterAbstract, string][] = known
      ? []
      : [
          [this.byAddress, address],
          [this.byEmail, email],
        ];
    const taken: [RateLimiterAbstract, string][] = [];
    const giveBack = () => Promise.all(taken.map(([limiter, key]) => limiter.reward(key)));
    try {
      for (const [limiter, key] of ceilings) {
        await limiter.consume(key);
        taken.push([limiter, key]);
      }
      await this.lease.consume(pair);
    } catch (err) {
      await giveBack();
      const refused = refusal(err);
      if (!refused) throw err;
      throw tooManyAttempts(refused.msBeforeNext);
    }

    let result: T | null;
    try {
      result = await check();
    } catch (err) {
      await giveBack();
      await this.lease.delete(pair);
      throw err;
    }
    if (result !== null) {
      // Only failures count: the ceilings get their point back and the pair starts afresh.
      await Promise.all([giveBack(), this.lease.delete(pair), this.streak.delete(pair), this.known.set(pair, 1, KNOWN_FOR_SEC)]);
      return result;
    }
    const failures = (await this.streak.penalty(pair)).consumedPoints;
    if (failures < FREE_FAILURES) await this.lease.delete(pair);
    else await this.lease.block(pair, waitSeconds(failures));
    return null;
  }
}

/** The wait after the n-th consecutive failure (n >= FREE_FAILURES). */
export const waitSeconds = (failures: number) => Math.min(MAX_WAIT_SEC, FIRST_WAIT_SEC * 2 ** Math.min(failures - FREE_FAILURES, 20));
