import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { MIGRATION_LOCK_KEY } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import { databaseUrl, onServer } from './support/databases';

// Migrations as operators run them: real processes of the built server (`node scripts/build.mjs` first) on an
// empty database, started together as a deployment starts several instances, or run as their own step.

const dist = path.resolve(__dirname, '../dist');
const migrationFiles = fs.readdirSync(path.resolve(__dirname, '../src/db/migrations')).filter((f) => /^\d+-.+\.ts$/.test(f));

beforeAll(() => {
  if (!fs.existsSync(path.join(dist, 'main.js')) || !fs.existsSync(path.join(dist, 'db/cli.js'))) {
    throw new Error('Build the server first (node scripts/build.mjs): these tests run server/dist');
  }
});

const baseUrl = () => process.env.FC_TEST_BASE_URL!;
const created: string[] = [];
const running = new Set<ChildProcess>();
const dataDirs: string[] = [];

/** A new database with nothing in it: no tables, no migrations. */
async function emptyDatabase(): Promise<string> {
  const name = `fc_test_${process.env.FC_TEST_RUN_ID}_mig_${randomBytes(4).toString('hex')}`;
  await onServer(baseUrl(), (c) => c.query(`CREATE DATABASE ${name}`));
  created.push(name);
  return databaseUrl(baseUrl(), name);
}

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  for (const name of created) await onServer(baseUrl(), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
});

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(script: string, args: string[], env: Record<string, string>): Run {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-migrate-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [path.join(dist, script), ...args], {
    // Only what the server needs: none of the developer's own DATABASE_URL, REDIS_URL, ...
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, SEED_DEMO: 'never', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, exited };
}

/**
 * Takes the migration lock as another instance would, until the returned function is called: processes started
 * meanwhile all wait at the door, and race when it opens, on every run.
 */
async function holdLock(url: string): Promise<() => Promise<void>> {
  const holder = new Client({ connectionString: url });
  holder.on('error', () => {});
  await holder.connect();
  await holder.query(`SELECT pg_advisory_lock($1::bigint)`, [MIGRATION_LOCK_KEY]);
  let released: Promise<void> | undefined;
  return () => (released ??= holder.end());
}

const waiting = (r: Run) => r.output().includes('Another instance is migrating the database; waiting for it');

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The address a started server prints, or the reason it stopped first. */
async function address(server: Run): Promise<string> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = /is running at (http:\/\/\S+)/.exec(server.output());
    if (found) return found[1];
    if (exitCode !== undefined) throw new Error(`The server exited with ${exitCode}:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`The server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function stop(server: Run): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** How many times each migration was recorded as run. */
async function migrationsRun(url: string): Promise<Map<string, number>> {
  const rows = await query<{ name: string; n: number }>(url, `SELECT name, count(*)::int AS n FROM migrations GROUP BY name`);
  return new Map(rows.map((r) => [r.name, r.n]));
}

function expectEachOnce(ran: Map<string, number>) {
  expect(migrations).toHaveLength(migrationFiles.length);
  expect(ran.size).toBe(migrationFiles.length);
  expect([...ran.values()].every((n) => n === 1)).toBe(true);
  expect([...ran.keys()].sort()).toEqual(migrations.map((m) => m.name).sort());
}

describe('two instances starting together on an empty database', () => {
  it('both become ready, and each migration ran once', async () => {
    const url = await emptyDatabase();
    const release = await holdLock(url);
    const servers = [run('main.js', [], { DATABASE_URL: url }), run('main.js', [], { DATABASE_URL: url })];
    try {
      await until(() => servers.every(waiting), 'both to wait for the lock');
      await release();
      const addresses = await Promise.all(servers.map(address));
      for (const at of addresses) {
        const ready = await fetch(`${at}/readyz`);
        expect(ready.status).toBe(200);
      }
      expectEachOnce(await migrationsRun(url));
      // One ran them all; the other, let in after it, found none pending.
      expect(
        servers
          .map((s) => /Ran (\d+) migration/.exec(s.output())?.[1] ?? '0')
          .map(Number)
          .sort(),
      ).toEqual([0, migrationFiles.length]);
    } finally {
      await release();
      const codes = await Promise.all(servers.map(stop));
      expect({ codes, output: servers.map((s) => s.output()) }).toEqual({ codes: [0, 0], output: expect.anything() });
    }
  }, 120_000);
});

describe('migrations as their own step (MIGRATE_ON_START=false)', () => {
  it('refuses to start while migrations are pending, then starts once `cli.js migrate` (run twice at once) has run them', async () => {
    const url = await emptyDatabase();
    const refused = run('main.js', [], { DATABASE_URL: url, MIGRATE_ON_START: 'false' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain(
      `${migrationFiles.length} migration(s) pending: run \`npm run migrate\` (node server/dist/db/cli.js migrate) first`,
    );
    expect(refused.output()).not.toContain('is running at');
    // Nothing was written: the schema is as empty as it was.
    expect(await query(url, `SELECT tablename FROM pg_tables WHERE schemaname = 'public'`)).toEqual([]);

    const release = await holdLock(url);
    const migrators = [run('db/cli.js', ['migrate'], { DATABASE_URL: url }), run('db/cli.js', ['migrate'], { DATABASE_URL: url })];
    try {
      await until(() => migrators.every(waiting), 'both to wait for the lock');
    } finally {
      await release();
    }
    const codes = await Promise.all(migrators.map((m) => m.exited));
    expect({ codes, output: migrators.map((m) => m.output()) }).toEqual({ codes: [0, 0], output: expect.anything() });
    expectEachOnce(await migrationsRun(url));

    const server = run('main.js', [], { DATABASE_URL: url, MIGRATE_ON_START: 'false' });
    try {
      expect((await fetch(`${await address(server)}/readyz`)).status).toBe(200);
      expect(server.output()).not.toMatch(/Ran \d+ migration/);
    } finally {
      expect(await stop(server)).toBe(0);
    }
  }, 120_000);
});

describe('the demo seed', () => {
  it('is written once when two seeds start together on an empty database', async () => {
    const url = await emptyDatabase();
    const release = await holdLock(url);
    const seeds = [run('db/cli.js', ['seed'], { DATABASE_URL: url }), run('db/cli.js', ['seed'], { DATABASE_URL: url })];
    try {
      await until(() => seeds.every(waiting), 'both to wait for the lock');
    } finally {
      await release();
    }
    const codes = await Promise.all(seeds.map((s) => s.exited));
    expect({ codes, output: seeds.map((s) => s.output()) }).toEqual({ codes: [0, 0], output: expect.anything() });
    expect(seeds.filter((s) => s.output().includes('Seeded demo data'))).toHaveLength(1);
    expectEachOnce(await migrationsRun(url));
    const [{ admins, users }] = await query<{ admins: number; users: number }>(
      url,
      `SELECT count(*) FILTER (WHERE email = 'admin@demo.test')::int AS admins, count(*)::int AS users FROM users`,
    );
    expect(admins).toBe(1);
    expect(users).toBeGreaterThan(1);
  }, 120_000);
});
