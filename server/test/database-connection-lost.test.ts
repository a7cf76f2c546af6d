import type { Pool, PoolClient } from 'pg';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * PostgreSQL ends a connection the app has checked out (a restart, a failover, pg_terminate_backend), between two
 * statements of a transaction. Without a listener that is an uncaught 'error' event and the process ends; here the
 * holder's next statement fails, the pool drops the connection, and the next request is served.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The pg Pool under TypeORM (its PostgreSQL driver keeps it as `master`). */
const poolOf = (ds: TestServer['ds']) => (ds.driver as unknown as { master: Pool }).master;

async function terminated(pid: number): Promise<void> {
  const deadline = Date.now() + 5000;
  const alive = async () =>
    ((await server.ds.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = $1', [pid])) as { n: number }[])[0].n > 0;
  while (await alive()) {
    if (Date.now() > deadline) throw new Error('the backend was not terminated');
    await new Promise((r) => setTimeout(r, 20));
  }
  // The client reads the end of its socket on a later turn.
  await new Promise((r) => setTimeout(r, 50));
}

async function searchAnswers(): Promise<void> {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ franchiseSearch { total } }' }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ data: { franchiseSearch: { total: 0 } } });
}

it('survives PostgreSQL ending a connection checked out of the pool, and the pool serves the next query', async () => {
  const client: PoolClient = await poolOf(server.ds).connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  await server.ds.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
  await terminated(rows[0].pid);
  await expect(client.query('SELECT 1')).rejects.toThrow();
  client.release(true);
  await searchAnswers();
});

it('survives it in the middle of a transaction of a query runner', async () => {
  const runner = server.ds.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  const [{ pid }] = (await runner.query('SELECT pg_backend_pid() AS pid')) as { pid: number }[];
  await server.ds.query('SELECT pg_terminate_backend($1)', [pid]);
  await terminated(pid);
  await expect(runner.query('SELECT 1')).rejects.toThrow();
  await runner.release();
  await searchAnswers();
});
