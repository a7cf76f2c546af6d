import { Router } from 'express';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { logger } from '../common/logger';

/** A dependency that has not answered within this is reported unavailable. */
const CHECK_TIMEOUT_MS = 1000;

export interface HealthDependencies {
  ds: DataSource;
  /** Checked only when REDIS_URL is set. */
  redis?: Redis;
}

/**
 * GET /healthz: liveness. The process answers; nothing else is touched, so it stays fast under load.
 * GET /readyz: readiness, with `Cache-Control: no-store`. The body names each dependency's state, never its address
 * or the driver's message:
 * - 200 `{"ok":true,"checks":{"database":"ok","redis":"ok"}}` when all answer (no `redis` without REDIS_URL);
 * - 200 `{"ok":true,"checks":{"database":"ok","redis":"degraded"}}` while Redis does not answer: every instance
 *   shares that outage, and each still serves (rate limits per instance, live events within the instance), so
 *   taking them all out of the load balancer at once would only stop the site;
 * - 503 `{"ok":false,"checks":{"database":"unavailable",...}}` when PostgreSQL does not answer within a second.
 */
export function healthRouter(deps: HealthDependencies): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    const [database, redis] = await Promise.all([
      answers(() => deps.ds.query('SELECT 1')).then((err) => {
        if (err) logger.warn('Readiness: database unavailable', err);
        return err ? 'unavailable' : 'ok';
      }),
      // A Redis outage is logged once, when it starts, by realtime/redis-client.ts: not on every probe.
      deps.redis ? answers(() => deps.redis!.ping()).then((err) => (err ? 'degraded' : 'ok')) : undefined,
    ]);
    const checks = redis ? { database, redis } : { database };
    const ok = database === 'ok';
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ ok, checks });
  });
  return router;
}

/** Null when `probe` answers within CHECK_TIMEOUT_MS, else why not (for the log, never the response). */
async function answers(probe: () => Promise<unknown>): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  } finally {
    clearTimeout(timer);
  }
}
