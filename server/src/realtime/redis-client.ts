import Redis, { type RedisOptions } from 'ioredis';
import { logger } from '../common/logger';

/**
 * How long a command may wait for Redis before its caller falls back (rate limits count in the process, events stay
 * on this instance). A rate-limiter reply is a few bytes: one that takes longer than this means Redis is unwell.
 */
const REDIS_COMMAND_TIMEOUT_MS = 200;

/**
 * Fail fast rather than wait: no offline queue (a command sent while Redis is unreachable is refused at once, not
 * queued until ioredis gives up), no retries of a command cut by a dropped connection, a bounded wait for each
 * reply, and a connection that stops answering is dropped (socketTimeout), so that the next commands are refused at
 * once while it reconnects instead of each waiting out its own timeout. The client itself keeps reconnecting.
 */
const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  socketTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 2000,
  // On close, how long a connection may take to end before it is destroyed (ioredis waits 2 s, even for one
  // that is already gone, which holds the process at shutdown after an outage).
  disconnectTimeout: 500,
  // Subscriptions are restored by their owner (realtime/pubsub.ts) when the connection is ready again:
  // ioredis' own resubscription leaves its promise unhandled.
  autoResubscribe: false,
};

export interface RedisClients {
  /** Commands (rate limits, readiness). */
  commands: Redis;
  /** PUBLISH of live events. */
  publisher: Redis;
  /** SUBSCRIBE to live events (a connection in subscriber mode takes no other command). */
  subscriber: Redis;
}

/** REDIS_URL without its user and password, for log lines. */
export function redisAddress(redisUrl: string): string {
  const url = new URL(redisUrl);
  return `${url.protocol}//${url.host}`;
}

/**
 * The ioredis connections to REDIS_URL. Redis is a shared helper, never a reason to stop serving: while it cannot be
 * reached the server runs degraded (see rate-limiter.ts, pubsub.ts, health.routes.ts) and logs one line when the
 * outage starts and one when it ends, not one per reconnection attempt, and never the URL's password.
 */
export function createRedisClients(redisUrl: string): RedisClients {
  const address = redisAddress(redisUrl);
  let everReady = false;
  let down = false;
  const clients = {
    commands: new Redis(redisUrl, { ...FAIL_FAST, connectionName: 'commands' }),
    publisher: new Redis(redisUrl, { ...FAIL_FAST, connectionName: 'publisher' }),
    // No reply timeouts: a subscription waits for its answer; a dropped connection still rejects it at once.
    subscriber: new Redis(redisUrl, { ...FAIL_FAST, connectionName: 'subscriber', commandTimeout: undefined, socketTimeout: undefined }),
  };
  const all = Object.values(clients);
  const allReady = () => all.every((client) => client.status === 'ready');
  for (const client of all) {
    client.on('error', (err: Error & { code?: string }) => {
      if (down) return;
      down = true;
      const reason = err.code ?? err.message;
      if (everReady) {
        logger.warn(
          `Redis at ${address} is unreachable (${reason}): running degraded until it answers: rate limits count per instance and live events reach only this instance's subscribers`,
        );
      } else {
        logger.warn(
          `REDIS_URL: cannot reach Redis at ${address} (${reason}); starting degraded: rate limits count per instance and live events reach only this instance's subscribers until it answers`,
        );
      }
    });
    client.on('ready', () => {
      if (!allReady()) return;
      everReady = true;
      if (!down) return;
      down = false;
      logger.info(`Redis at ${address} answers again: rate limits and live events are shared across instances again`);
    });
  }
  return clients;
}
