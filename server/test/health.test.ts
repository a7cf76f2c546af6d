import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * GET /healthz: liveness, touches nothing. GET /readyz: readiness, 503 when the database is down; Redis down only
 * degrades the instance, which stays ready (test/redis-outage.test.ts covers the rest of that outage).
 */

async function getJson(url: string) {
  const res = await fetch(url);
  const text = await res.text();
  return {
    status: res.status,
    body: JSON.parse(text) as { ok: boolean; checks?: Record<string, string> },
    text,
    cacheControl: res.headers.get('cache-control'),
  };
}

/** Polls until `check` holds: the app connects to Redis a moment after it starts. */
async function until(check: () => Promise<boolean>, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('with PostgreSQL only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('is live and ready while the database answers', async () => {
    expect(await getJson(`${server.url}/healthz`)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await getJson(`${server.url}/readyz`)).toMatchObject({
      status: 200,
      body: { ok: true, checks: { database: 'ok' } },
      cacheControl: 'no-store',
    });
  });

  it('is not ready once the database is gone, says which dependency failed and nothing more; still live', async () => {
    await server.ds.destroy();
    try {
      const ready = await getJson(`${server.url}/readyz`);
      expect(ready).toMatchObject({ status: 503, body: { ok: false, checks: { database: 'unavailable' } } });
      expect(ready.text).not.toMatch(/127\.0\.0\.1|5432|ECONNREFUSED|pool|postgres/i);
      expect(await getJson(`${server.url}/healthz`)).toMatchObject({ status: 200, body: { ok: true } });
    } finally {
      await server.ds.initialize();
    }
    expect(await getJson(`${server.url}/readyz`)).toMatchObject({ status: 200, body: { ok: true } });
  });
});

/** Redis reached through a local relay the test can cut, to make Redis unreachable for this server only. */
async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let open = true;
  const relay = net.createServer((inbound) => {
    if (!open) return inbound.destroy();
    const outbound = net.connect(Number(port), hostname);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `redis://127.0.0.1:${(relay.address() as AddressInfo).port}`,
    /** Drops every connection and refuses new ones. */
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    close: () => new Promise<void>((resolve) => relay.close(() => resolve())),
  };
}

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('with Redis configured', () => {
  let server: TestServer;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  beforeAll(async () => {
    relay = await startRelay(redisUrl!);
    server = await startTestServer({ redisUrl: relay.url });
  });
  afterAll(async () => {
    await server.close();
    await relay.close();
  });

  it('checks Redis too: ready while it answers, still ready but naming it degraded when it does not', async () => {
    await until(async () => (await getJson(`${server.url}/readyz`)).body.checks?.redis === 'ok');
    expect(await getJson(`${server.url}/readyz`)).toMatchObject({
      status: 200,
      body: { ok: true, checks: { database: 'ok', redis: 'ok' } },
    });
    relay.cut();
    const ready = await getJson(`${server.url}/readyz`);
    expect(ready).toMatchObject({ status: 200, body: { ok: true, checks: { database: 'ok', redis: 'degraded' } }, cacheControl: 'no-store' });
    expect(ready.text).not.toMatch(/127\.0\.0\.1|6379|ECONNREFUSED/i);
    expect(await getJson(`${server.url}/healthz`)).toMatchObject({ status: 200, body: { ok: true } });
  });
});
