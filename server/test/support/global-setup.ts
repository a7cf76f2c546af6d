import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { createDataSource } from '../../src/db/data-source';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { JobQueue } from '../../src/jobs/job-queue';
import { databaseUrl, onServer } from './databases';

/**
 * Once per run: find a PostgreSQL (TEST_DATABASE_URL, or an embedded one in a temp dir), create a
 * template database and run the migrations on it. Each test file then clones the template.
 */
export default async function globalSetup() {
  const runId = randomBytes(4).toString('hex');
  let baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-pg-'));
    fs.chmodSync(dir, 0o755);
    const embedded = await startEmbeddedPostgres(path.join(dir, 'postgres'));
    (globalThis as Record<string, unknown>).__embeddedPg = { embedded, dir };
    baseUrl = embedded.url;
  }
  const template = `fc_test_${runId}_template`;
  await onServer(baseUrl, (c) => c.query(`CREATE DATABASE ${template}`));
  const ds = createDataSource(databaseUrl(baseUrl, template), { poolSize: 1 });
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  // pg-boss's schema too, so that each file's clone starts its job queue without creating tables.
  const jobs = new JobQueue(ds);
  await jobs.start();
  await jobs.stop();
  await ds.destroy();

  process.env.FC_TEST_BASE_URL = baseUrl;
  process.env.FC_TEST_TEMPLATE = template;
  process.env.FC_TEST_RUN_ID = runId;
  process.env.LOG_LEVEL = process.env.LOG_LEVEL ?? 'error';
}
