import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { type AppOptions, type RunningApp, startApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { setLogLevel } from '../../src/common/logger';
import { createDataSource } from '../../src/db/data-source';
import { databaseUrl, onServer } from './databases';

export interface TestServer {
  /** http://127.0.0.1:PORT */
  url: string;
  app: RunningApp;
  services: RunningApp['services'];
  ds: DataSource;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real server on a free port with its own fresh, migrated database (cloned from the run's
 * template) and its own data directory. One per test file: call in beforeAll, close in afterAll.
 * With `overrides.databaseUrl`, that database (migrated, the test's own) as it is: nothing cloned or dropped.
 */
export async function startTestServer(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestServer> {
  setLogLevel((process.env.LOG_LEVEL as 'error') ?? 'error');
  const baseUrl = process.env.FC_TEST_BASE_URL!;
  const own = overrides.databaseUrl === undefined;
  const database = `fc_test_${process.env.FC_TEST_RUN_ID}_${randomBytes(4).toString('hex')}`;
  if (own) await cloneTemplate(baseUrl, database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-data-'));
  const config: Config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: databaseUrl(baseUrl, database),
    seedDemo: 'never',
    logLevel: 'error',
    // Tests change data and read the pages again at once; server-render.test.ts turns the cache on for its own test.
    pageCacheSeconds: 0,
    ...overrides,
  };
  const ds = createDataSource(config.databaseUrl!, { poolSize: 5 });
  await ds.initialize();
  const app = await startApp(config, ds, options);
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  return {
    url,
    app,
    services: app.services,
    ds,
    config: { ...config, publicUrl: url },
    close: async () => {
      await stopApp(app);
      await ds.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (own) await onServer(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
    },
  };
}

/** A fresh database cloned from the run's migrated template. */
async function cloneTemplate(baseUrl: string, database: string): Promise<void> {
  await onServer(baseUrl, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE ${database} TEMPLATE ${process.env.FC_TEST_TEMPLATE}`);
        return;
      } catch (err) {
        // Two files cloning the template at the same instant: wait and try again.
        if (attempt < 20 && /being accessed by other users/.test(String(err))) {
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
          continue;
        }
        throw err;
      }
    }
  });
}

/** Stops an app started with startApp (a second instance, a restart) and waits for its port to close. */
export async function stopApp(app: RunningApp | undefined): Promise<void> {
  if (!app) return;
  await app.close();
  await new Promise<void>((resolve) => app.server.close(() => resolve()));
}
