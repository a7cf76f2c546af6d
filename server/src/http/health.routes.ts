import { Router } from 'express';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { logger } from '../common/logger';

/** A dependency that has not answered within this is reported unavailable. */
const CHECK_TIMEOUT_MS = 1000;

type Status = 'ok' | 'unavailable';

export interface HealthDependencies {
  ds: DataSource;
  /** Checked only when REDIS_URL is set. */
  redis?: Redis;
}

/**
 * GET /healthz: liveness. The process answers; nothing else is touched, so it stays fast under load.
 * GET /readyz: readiness. 200 when PostgreSQL (and Redis, when configured) answers within a second,
 * 503 naming the dependency that did not (never its address or the driver's message).
 */
export function healthRouter(deps: HealthDependencies): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  router.get('/readyz', async (_req, res) => {
    const [database, redis] = await Promise.all([
      check('database', () => deps.ds.query('SELECT 1')),
      deps.redis ? check('redis', () => deps.redis!.ping()) : undefined,
    ]);
    const checks: Record<string, Status> = redis ? { database, redis } : { database };
    const ok = Object.values(checks).every((s) => s === 'ok');
    res
      .status(ok ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ ok, checks });
  });
  return router;
}

async function check(name: string, probe: () => Promise<unknown>): Promise<Status> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch (err) {
    logger.warn(`Readiness: ${name} unavailable`, err instanceof Error ? err.message : String(err));
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
