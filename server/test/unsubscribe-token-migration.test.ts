import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { type RunningApp, startApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDataSource } from '../src/db/data-source';
import { migrations } from '../src/db/migrations';
import { HashedUnsubscribeTokens1795712337531 } from '../src/db/migrations/1795712337531-hashed-unsubscribe-tokens';
import { TestClient } from './support/graphql-client';
import { databaseUrl, onServer } from './support/databases';
import { stopApp } from './support/test-server';

/**
 * Issue 27: unsubscribe tokens were stored in plain text. A link in an alert mail sent before the change carries
 * its search's plain token; after the migration the database holds only its hash, and the link still works.
 */
const baseUrl = () => process.env.FC_TEST_BASE_URL!;
const database = `fc_test_${process.env.FC_TEST_RUN_ID}_unsub_${randomBytes(4).toString('hex')}`;
const url = () => databaseUrl(baseUrl(), database);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-unsub-'));
let ds: DataSource | undefined;
let app: RunningApp | undefined;

beforeAll(() => onServer(baseUrl(), (c) => c.query(`CREATE DATABASE ${database}`)));
afterAll(async () => {
  await stopApp(app);
  await ds?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await onServer(baseUrl(), (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
});

it('a link mailed before the migration still unsubscribes after it, and the database holds only its hash', async () => {
  // The schema as it was: every migration before this one.
  const before = migrations.slice(0, migrations.indexOf(HashedUnsubscribeTokens1795712337531));
  const old = new DataSource({ ...createDataSource(url()).options, migrations: before } as DataSourceOptions);
  await old.initialize();
  await old.runMigrations();
  // A customer's saved search with a weekly alert, and the plain token its mails carried (as the old code made it).
  const plain = randomBytes(32).toString('base64url');
  const [search]: { id: string }[] = await old.query(
    `WITH u AS (INSERT INTO users (email, password_hash) VALUES ('old-mail@example.test', 'x') RETURNING id, email),
          p AS (INSERT INTO profiles (id, full_name, email, user_type, status) SELECT id, 'Old Mail', email, 'customer', 'approved' FROM u RETURNING id)
     INSERT INTO saved_searches (customer_id, name, alert, next_alert_at, unsubscribe_token)
     SELECT id, 'From an old mail', 'weekly', now() + interval '7 days', $1 FROM p RETURNING id`,
    [plain],
  );
  await old.destroy();

  ds = createDataSource(url(), { poolSize: 5 });
  await ds.initialize();
  expect((await ds.runMigrations()).map((m) => m.name)).toContain('HashedUnsubscribeTokens1795712337531');

  // Only the hash is left.
  const columns: unknown[] = await ds.query(
    `SELECT 1 FROM information_schema.columns WHERE table_name = 'saved_searches' AND column_name = 'unsubscribe_token'`,
  );
  expect(columns).toEqual([]);
  const tokens: { token_hash: string; saved_search_id: string }[] = await ds.query(
    `SELECT token_hash, saved_search_id FROM saved_search_unsubscribe_tokens`,
  );
  expect(tokens).toEqual([{ token_hash: createHash('sha256').update(plain).digest('hex'), saved_search_id: search.id }]);
  const holding: unknown[] = await ds.query(
    `SELECT 1 FROM saved_searches s WHERE s::text LIKE $1 UNION ALL SELECT 1 FROM saved_search_unsubscribe_tokens t WHERE t::text LIKE $1`,
    [`%${plain}%`],
  );
  expect(holding).toEqual([]);

  // The old mail's link, as the mail client's one-click POST and as the page's mutation.
  app = await startApp(
    { ...loadConfig({}), port: 0, host: '127.0.0.1', dataDir, databaseUrl: url(), seedDemo: 'never', logLevel: 'error', pageCacheSeconds: 0 },
    ds,
  );
  const server = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const oneClick = await fetch(`${server}/alerts/unsubscribe?token=${plain}`, { method: 'POST' });
  expect(oneClick.status).toBe(200);
  expect(await oneClick.text()).toBe('You will no longer receive alerts for "From an old mail".');
  const [row] = await ds.query(`SELECT alert, next_alert_at FROM saved_searches WHERE id = $1`, [search.id]);
  expect(row).toEqual({ alert: 'none', next_alert_at: null });
  const page = await new TestClient(server).data(`mutation Unsubscribe($token: String!) { unsubscribeSearchAlert(token: $token) }`, {
    token: plain,
  });
  expect(page).toEqual({ unsubscribeSearchAlert: 'From an old mail' });
});
