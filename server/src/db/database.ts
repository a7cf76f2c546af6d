import path from 'node:path';
import type { DataSource } from 'typeorm';
import { type Config, ConfigError } from '../config';
import { logger } from '../common/logger';
import { Profile } from '../modules/auth/profile.entity';
import { createStorage } from '../modules/files/create-storage';
import { createDataSource } from './data-source';
import type { EmbeddedDatabase } from './embedded-postgres';
import { PendingMigrationsError, pendingMigrations, runPendingMigrations, withMigrationLock } from './migrate';
import { seedDemoData } from './seed';

export interface Database {
  dataSource: DataSource;
  embedded: boolean;
  /** True when this start wrote the demo data. */
  seeded: boolean;
  close(): Promise<void>;
}

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL under DATA_DIR; runs pending migrations
 * (MIGRATE_ON_START; otherwise refuses to start while any are pending); seeds demo data when SEED_DEMO says so
 * ('auto': an empty embedded database only).
 */
export async function openDatabase(config: Config): Promise<Database> {
  const embedded = config.databaseUrl ? null : await startEmbedded(path.join(config.dataDir, 'postgres'));
  const dataSource = createDataSource(config.databaseUrl ?? embedded!.url);
  try {
    await dataSource.initialize().catch((err: unknown) => {
      throw config.databaseUrl ? connectError(config.databaseUrl, err) : err;
    });
    // Under the lock: instances starting together run each migration once, and look for an empty database
    // (and seed it) one after the other, so the demo data is written once.
    const seed = await withMigrationLock(dataSource, async () => {
      if (config.migrateOnStart) {
        await runPendingMigrations(dataSource);
      } else {
        const pending = await pendingMigrations(dataSource);
        if (pending.length > 0) throw new PendingMigrationsError(pending);
      }
      const empty = (await dataSource.getRepository(Profile).count()) === 0;
      const wanted = config.seedDemo === 'always' || (config.seedDemo === 'auto' && embedded !== null && empty);
      return wanted && (await seedDemoData(dataSource, createStorage(config)));
    });
    if (seed) logger.info('Seeded demo data');
    return {
      dataSource,
      embedded: embedded !== null,
      seeded: seed,
      close: async () => {
        if (dataSource.isInitialized) await dataSource.destroy();
        await embedded?.stop();
      },
    };
  } catch (err) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw err;
  }
}

/**
 * A DATABASE_URL that cannot be used, in one line naming the variable: where it points (never the password) and
 * what PostgreSQL or the network said.
 */
export function connectError(databaseUrl: string, err: unknown): ConfigError {
  let where = 'the server it names';
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    // config.ts has checked the URL; keep the generic wording if not.
  }
  const e = err as { code?: string; message?: string };
  const reason = e.code && /^[A-Z]/.test(e.code) ? `${e.code}${e.message ? `: ${e.message}` : ''}` : (e.message ?? String(err));
  return new ConfigError(`DATABASE_URL: cannot connect to PostgreSQL at ${where} (${reason.split('\n')[0]})`);
}

/**
 * The embedded PostgreSQL, loaded only when DATABASE_URL is unset: the production image leaves out its package
 * (60 MB of binaries), so there a missing DATABASE_URL is a configuration error, not a crash.
 */
async function startEmbedded(dir: string): Promise<EmbeddedDatabase> {
  let embedded: typeof import('./embedded-postgres');
  try {
    // A CommonJS require, loaded here and not at the top of the file.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous and optional: absent from the image
    embedded = require('./embedded-postgres') as typeof import('./embedded-postgres');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw err;
    throw new ConfigError(
      'DATABASE_URL is not set and this installation has no embedded PostgreSQL: set DATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DATABASE',
    );
  }
  return embedded.startEmbeddedPostgres(dir);
}
