import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createDataSource } from '../../src/db/data-source';
import { freePort } from '../../src/db/free-port';
import { JobQueue } from '../../src/jobs/job-queue';

export interface PrivatePostgres {
  /** The migrated database, pg-boss's schema included. */
  url: string;
  /** Stops PostgreSQL (a fast shutdown: every connection is cut). */
  stop(): Promise<void>;
  /** Starts it again on the same data and port: `url` reaches it again. */
  start(): Promise<void>;
  /** Stops it if running and removes its files. */
  remove(): Promise<void>;
}

/** Sends a command to private-postgres.mjs and waits for its answer. */
function command(child: ChildProcess, name: 'start' | 'stop'): Promise<void> {
  const id = randomBytes(4).toString('hex');
  return new Promise((resolve, reject) => {
    const onMessage = (message: { id: string; error?: string }) => {
      if (message.id !== id) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (message.error) reject(new Error(message.error));
      else resolve();
    };
    const onExit = () => reject(new Error(`PostgreSQL's process exited before it could ${name}`));
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.send({ id, command: name });
  });
}

/**
 * A PostgreSQL of a test's own, migrated as the run's template is (global-setup.ts), for a test that stops and
 * starts it (the run's shared server is never stopped): the same binaries as src/db/embedded-postgres.ts, run by
 * private-postgres.mjs in a Node process of its own and kept in hand for start() after stop() on the same port.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-private-pg-'));
  fs.chmodSync(dir, 0o755); // run as root, PostgreSQL runs as the 'postgres' user and must reach its directory
  const password = randomBytes(16).toString('hex');
  const port = await freePort();
  const child = fork(path.join(__dirname, 'private-postgres.mjs'), [path.join(dir, 'data'), String(port), password], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let running = false;
  const remove = async () => {
    try {
      if (running) await command(child, 'stop');
      running = false;
    } finally {
      if (child.connected) child.disconnect();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    await command(child, 'start');
    running = true;
    const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
    await admin.connect();
    await admin.query('CREATE DATABASE outage');
    await admin.end();
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/outage`;
    const ds = createDataSource(url, { poolSize: 1 });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
      const jobs = new JobQueue(ds);
      await jobs.start();
      await jobs.stop();
    } finally {
      await ds.destroy();
    }
    return {
      url,
      stop: async () => {
        await command(child, 'stop');
        running = false;
      },
      start: async () => {
        await command(child, 'start');
        running = true;
      },
      remove,
    };
  } catch (err) {
    await remove();
    throw err;
  }
}
