import fs from 'node:fs';
import { onServer } from './databases';

export default async function globalTeardown() {
  const baseUrl = process.env.FC_TEST_BASE_URL!;
  const runId = process.env.FC_TEST_RUN_ID!;
  await onServer(baseUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`fc_test_${runId}_%`]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
  const pg = (globalThis as Record<string, unknown>).__embeddedPg as { embedded: { stop(): Promise<void> }; dir: string } | undefined;
  if (pg) {
    await pg.embedded.stop();
    fs.rmSync(pg.dir, { recursive: true, force: true });
  }
}
