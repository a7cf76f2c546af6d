import pg from 'pg';
import { logger } from '../common/logger';

/**
 * The pg module TypeORM is given, with one change: every pooled connection has an 'error' listener for its whole
 * life. pg-pool listens for errors only while a connection is idle; one checked out (a transaction, a query runner
 * between two statements) that PostgreSQL ends (a restart, a failover, `pg_terminate_backend`) emits 'error' with no
 * listener, an uncaught exception that ends the process (node-postgres#2762, typeorm#5387). With it the error is
 * logged, the holder's next statement fails as a request error, and the pool drops the broken connection on release.
 */
class GuardedPool extends pg.Pool {
  constructor(options?: pg.PoolConfig) {
    super(options);
    this.on('connect', (client) => {
      client.on('error', (err) => logger.warn(`PostgreSQL connection lost: ${err.message}`));
    });
  }
}

export const guardedPg: typeof pg = Object.assign(Object.create(pg) as typeof pg, { Pool: GuardedPool });
