// What every benchmark shares: a scratch database on the local PostgreSQL migrated with the server's own
// migrations, the real server started against it, timing with warm-up and percentiles, and the
// machine line of a report.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Loads the server's dependencies (pg, the built server modules) from a plain script. */
export const require = createRequire(path.join(root, 'server', 'package.json'));
export const pg = require('pg');

export const RUNS = Number(process.env.BENCH_RUNS ?? 40);
export const WARMUP = 3;

export const log = (...args) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...args);
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const ms = (v) => `${v.toFixed(1)} ms`;

const baseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function onServer(sql) {
  const u = new URL(baseUrl);
  u.pathname = '/postgres';
  const client = new pg.Client({ connectionString: u.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A scratch database `name` on the local PostgreSQL (or TEST_DATABASE_URL's server); BENCH_DB_SUFFIX is appended,
 * so that two checkouts can run the same benchmark on one server without dropping each other's database.
 */
export function benchDatabase(base) {
  const name = `${base}${process.env.BENCH_DB_SUFFIX ?? ''}`;
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  return {
    url,
    host: u.host,
    /** Drops any earlier copy, creates it and runs the server's migrations. */
    async create() {
      log(`Creating database ${name}`);
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await onServer(`CREATE DATABASE ${name}`);
      require(path.join(root, 'node_modules', 'reflect-metadata'));
      const { createDataSource } = require(path.join(root, 'server', 'dist', 'db', 'data-source.js'));
      const ds = createDataSource(url, { poolSize: 1 });
      await ds.initialize();
      await ds.runMigrations({ transaction: 'each' });
      await ds.destroy();
    },
    /** Whether it exists (a seeded copy kept to start later runs from). */
    async exists() {
      const u = new URL(baseUrl);
      u.pathname = '/postgres';
      const client = new pg.Client({ connectionString: u.toString() });
      await client.connect();
      try {
        return (await client.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [name])).rowCount > 0;
      } finally {
        await client.end();
      }
    },
    /** Drops any earlier copy and creates it as a copy of `template` (a database nobody is connected to). */
    async copyOf(template) {
      log(`Creating database ${name} from ${template}`);
      await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await onServer(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    },
    name,
    /** Kept when BENCH_KEEP is set, to look at afterwards. */
    async drop() {
      if (!process.env.BENCH_KEEP) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The Node that runs the servers benchmarked: BENCH_NODE, a path to a node binary (the production image runs
 * Node 26, see the Dockerfile), else the one running the bench.
 */
export const serverNode = process.env.BENCH_NODE ?? process.execPath;
export const serverNodeVersion = () => execFileSync(serverNode, ['--version'], { encoding: 'utf8' }).trim();

/** Builds the server if its sources changed (as `npm start` does). */
export async function buildServer() {
  const build = spawn(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'server'], { cwd: root, stdio: 'inherit' });
  await new Promise((resolve, reject) => build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed')))));
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The built server on a free port against `dbUrl`, without demo data (`env` adds or overrides variables);
 * `checkout`: another built checkout's server (a before/after comparison), this one by default.
 * `stop()` ends it and removes its files; `pid` is the server process, for memory readings.
 */
export async function startServer(dbUrl, env = {}, { stdout = 'ignore', checkout = root } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-bench-'));
  const server = spawn(serverNode, [path.join(checkout, 'server', 'dist', 'main.js')], {
    cwd: checkout,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...env,
    },
    // `stdout`: where the server's log lines go ('ignore', 'inherit', or a file descriptor: bench/load/access-log.mjs).
    stdio: ['ignore', stdout, 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  /** Resolves once the server has shut down, so its database can be dropped without cutting it off. */
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop, pid: server.pid };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error('The server did not start');
}

/** One GraphQL request over HTTP; `cookie` signs it in. Throws on GraphQL errors. */
export async function graphql(url, query, variables = {}, cookie, headers = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** p50 and p95 of RUNS timed calls of `fn` after WARMUP untimed ones, one at a time; `last` is the last result. */
export async function time(fn) {
  for (let i = 0; i < WARMUP; i++) await fn();
  const times = [];
  let last;
  for (let i = 0; i < RUNS; i++) {
    const t = process.hrtime.bigint();
    last = await fn();
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), last };
}

/**
 * Times several ways of asking for the same thing, taking turns run by run in the order given, so that a slow spell
 * of the machine falls on all of them rather than on one side of a comparison. Each is a function, or
 * `{ before, run }` where `before` runs untimed just ahead of each run. `runs` timed runs each, after the warm-up.
 */
export async function timeSideBySide(ways, runs = RUNS) {
  const steps = ways.map((way) => (typeof way === 'function' ? { run: way } : way));
  const once = async ({ before, run }) => {
    await before?.();
    const t = process.hrtime.bigint();
    const result = await run();
    return [Number(process.hrtime.bigint() - t) / 1e6, result];
  };
  for (let i = 0; i < WARMUP; i++) for (const step of steps) await once(step);
  const times = steps.map(() => []);
  const last = [];
  for (let i = 0; i < runs; i++) {
    for (const [k, step] of steps.entries()) [times[k][i], last[k]] = await once(step);
  }
  return times.map((ts, k) => {
    ts.sort((a, b) => a - b);
    return { p50: percentile(ts, 50), p95: percentile(ts, 95), last: last[k] };
  });
}

/** The report's opening lines: when, with what command, on what machine and under what load. */
export function machineLines(command, dbHost) {
  const servers = serverNode === process.execPath ? '' : ` (the servers on Node ${serverNodeVersion()}: BENCH_NODE)`;
  return [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`${command}\` on ${os.cpus().length} CPU cores`,
    `(${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}${servers}, PostgreSQL at ${dbHost}; load average`,
    `${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1 / 5 / 15 minutes) when it finished. The server, PostgreSQL and this`,
    'script share those cores, so absolute figures are pessimistic and noisy; compare rows with each other.',
  ];
}

export function writeReport(name, lines) {
  const file = path.join(root, 'bench', 'results', name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, lines.join('\n'));
  log(`Wrote ${path.relative(root, file)}`);
}

/** Signs in through the API; returns the session cookie to send (sign-in first clears an earlier cookie, so the last one). */
export async function signIn(url, email, password, userType) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: SignInInput!) { signIn(input: $input) { id } }',
      variables: { input: { email, password, userType } },
    }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return res.headers.getSetCookie().at(-1).split(';')[0];
}

/**
 * A client of the bench database for seeding: `q(label, sql, params)` runs one statement and logs its row count and
 * time; `hashPassword` is the server's own (built). Call `client.end()` when done.
 */
export async function seedClient(url) {
  const client = new pg.Client({ connectionString: url, application_name: 'bench' });
  await client.connect();
  const q = async (label, sql, params) => {
    const t = Date.now();
    const res = await client.query(sql, params);
    log(`  ${label}: ${res.rowCount ?? ''} (${seconds(Date.now() - t)})`);
    return res;
  };
  const { hashPassword } = require(path.join(root, 'server', 'dist', 'modules', 'auth', 'password.js'));
  return { client, q, hashPassword };
}
