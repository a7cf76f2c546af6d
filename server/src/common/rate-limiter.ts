import { isIPv6 } from 'node:net';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError, ErrorCode, Messages } from './errors';

export interface RateLimitResult {
  allowed: boolean;
  retryAfterMs: number;
}

/** 'Too many attempts...' with the seconds to wait. */
export const tooManyAttempts = (retryAfterMs: number) =>
  new AppError(Messages.tooManyAttempts, ErrorCode.RATE_LIMITED, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });

/** The refusal a limiter answered with, or null when the promise failed for another reason (rethrow it). */
export const refusal = (err: unknown): RateLimiterRes | null => (err instanceof RateLimiterRes ? err : null);

/**
 * The key for a client address: IPv4 as it is, IPv6 by its /64 network, since one subscriber holds a whole /64.
 * IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array.from({ length: 8 - left.length - right.length }, () => '0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Builds the server's rate limiters on rate-limiter-flexible: in memory by default (each key is dropped when it
 * expires), in Redis when several instances share the load, so all of them count together. A limiter over Redis
 * falls back to counting in this process (its insurance limiter) while Redis cannot be reached, without waiting:
 * not at all while the connection is down (rejectIfRedisNotReady), at most the client's command timeout
 * (realtime/redis-client.ts, 200 ms) while it is up but not answering. What was counted in memory stays there when
 * Redis is back: for the outage, limits were per instance.
 */
export class RateLimiters {
  constructor(
    private readonly redis?: Redis,
    /** Prefix of every key in Redis. */
    private readonly prefix = 'ratelimit',
  ) {}

  /** A counter of up to `points` per key, reset `durationSec` seconds after the key's first point. */
  counter(name: string, points: number, durationSec: number): RateLimiterAbstract {
    const options = { keyPrefix: `${this.prefix}:${name}`, points, duration: durationSec };
    if (!this.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: this.redis,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  }

  /** At most `limit` actions per key in a fixed window of `windowMs` from the key's first action. */
  window(name: string, limit: number, windowMs: number): WindowLimit {
    return new WindowLimit(this.counter(name, limit, Math.ceil(windowMs / 1000)));
  }
}

export class WindowLimit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Counts one action against `key`; not allowed once the key is over its limit in this window. */
  async hit(key: string): Promise<RateLimitResult> {
    try {
      const res = await this.limiter.consume(key);
      return { allowed: true, retryAfterMs: res.msBeforeNext };
    } catch (err) {
      const refused = refusal(err);
      if (!refused) throw err;
      return { allowed: false, retryAfterMs: refused.msBeforeNext };
    }
  }

  /** Counts one action against `key`; over the limit, refuses with 'Too many attempts...' (RATE_LIMITED). */
  async take(key: string): Promise<void> {
    const { allowed, retryAfterMs } = await this.hit(key);
    if (!allowed) throw tooManyAttempts(retryAfterMs);
  }

  /** Refuses like take() once `key` has used up this window, without counting anything. */
  async assertRoom(key: string): Promise<void> {
    const used = await this.limiter.get(key);
    if (used && used.consumedPoints >= this.limiter.points) throw tooManyAttempts(used.msBeforeNext);
  }
}
