import type { DataSource } from 'typeorm';
import { MigrationExecutor } from 'typeorm';
import { logger } from '../common/logger';

/**
 * The advisory lock every instance (and `cli.js migrate`) takes before touching the schema or the demo seed.
 * A fixed number, the same in every version of the app, that nothing else in the database uses.
 */
export const MIGRATION_LOCK_KEY = '7303542171906217';

/** Started with MIGRATE_ON_START=false while the database is behind the code. */
export class PendingMigrationsError extends Error {
  constructor(readonly pending: string[]) {
    super(`${pending.length} migration(s) pending: run \`npm run migrate\` (node server/dist/db/cli.js migrate) first`);
  }
}

/**
 * Runs fn holding the migration lock. The lock is a session lock on one connection kept for the whole of fn, so
 * instances starting together take turns: the second waits, then finds nothing left to do. (A session lock needs
 * a session: behind PgBouncer in transaction mode, point migrations at the database directly.)
 * The work itself runs on other connections of the pool; the lock only orders it.
 */
export async function withMigrationLock<T>(ds: DataSource, fn: () => Promise<T>): Promise<T> {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = (await runner.query(`SELECT pg_try_advisory_lock($1::bigint) AS locked`, [MIGRATION_LOCK_KEY])) as { locked: boolean }[];
    if (!locked) {
      logger.info('Another instance is migrating the database; waiting for it');
      await runner.query(`SELECT pg_advisory_lock($1::bigint)`, [MIGRATION_LOCK_KEY]);
    }
    try {
      return await fn();
    } finally {
      await runner.query(`SELECT pg_advisory_unlock($1::bigint)`, [MIGRATION_LOCK_KEY]);
    }
  } finally {
    // The connection goes back to the pool: the unlock above ends the lock, not this. A connection that broke
    // took its session, and so the lock, with it.
    await runner.release();
  }
}

/** Runs the pending migrations, each in its own transaction; call it holding the lock. */
export async function runPendingMigrations(ds: DataSource): Promise<string[]> {
  const ran = await ds.runMigrations({ transaction: 'each' });
  if (ran.length > 0) logger.info(`Ran ${ran.length} migration(s): ${ran.map((m) => m.name).join(', ')}`);
  return ran.map((m) => m.name);
}

/** Names of the migrations the code has and the database has not run (reads only; no table is created). */
export async function pendingMigrations(ds: DataSource): Promise<string[]> {
  return (await new MigrationExecutor(ds).getPendingMigrations()).map((m) => m.name);
}
