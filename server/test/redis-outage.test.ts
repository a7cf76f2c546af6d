import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, type RunningApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDataSource } from '../src/db/data-source';
import { FREE_FAILURES } from '../src/modules/auth/sign-in-throttle';
import { createAdmin, createCustomer, createFranchise, createFranchisor, FACTORY_PASSWORD, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { captureLogs } from './support/logs';
import { freePort, type PrivateRedis, startPrivateRedis } from './support/redis-server';
import { type TestServer, startTestServer, stopApp } from './support/test-server';
import { collect, socketClient } from './support/ws-client';
import { LEAD_CONSENT } from './support/consent';

/**
 * Redis is a shared helper, not a dependency to die with: a real redis-server of this file's own, stopped under
 * leads, messages, sign-outs and sign-ins, then started again, with two instances of the server on it; and a
 * REDIS_URL that answers nothing from the start. A promise left unhandled anywhere (the old failure: one event while
 * Redis was down ended the process) fails the test it happens in: Jest fails a test during which a rejection goes
 * unhandled. Needs /usr/bin/redis-server (Debian's redis-server package): fails, never skips, without it.
 */

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`;
const SEND_ADMIN = `mutation SendAdmin($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id } }`;
const SUBMIT_LEAD = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const UNREAD_SUB = `subscription Unread { unreadMessageCount }`;
const NEW_LEADS_SUB = `subscription NewLeads { newLeadCount }`;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readiness(url: string) {
  const res = await fetch(`${url}/readyz`);
  return { status: res.status, body: (await res.json()) as { ok: boolean; checks: Record<string, string> } };
}

/** Polls `check` until it holds (a condition to wait for, not a fixed sleep). */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}`);
    await pause(50);
  }
}

/**
 * Sends events until one reaches the subscriber: a subscription through Redis is set up a moment after its
 * connection is ready, and an event published before that is not replayed.
 */
async function untilDelivered(send: () => Promise<unknown>, received: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    await send();
    const wait = Date.now() + 300;
    while (!received() && Date.now() < wait) await pause(20);
    if (received()) return;
    if (Date.now() > deadline) throw new Error('No event reached the subscriber');
  }
}

let addresses = 0;
/** A client address of its own, through the one trusted proxy hop. */
function browser(url: string, cookie: string | null = null) {
  addresses += 1;
  const client = new TestClient(url);
  client.headers['x-forwarded-for'] = `203.0.113.${addresses}`;
  client.cookie = cookie;
  return client;
}

describe('Redis stopped under traffic, then started again', () => {
  let redis: PrivateRedis;
  let first: TestServer;
  let second: RunningApp;
  let secondDs: ReturnType<typeof createDataSource>;
  let secondDataDir: string;
  let secondUrl: string;
  // Who stays connected throughout: an admin who writes, a franchisor listening on the second instance.
  let admin: TestClient;
  let franchisorId: string;
  let farSocket: ReturnType<typeof socketClient>;
  let farUnread: ReturnType<typeof collect<{ unreadMessageCount: number }>>;
  const sendToFranchisor = (subject: string) =>
    admin.data(SEND_ADMIN, { input: { franchisorId, subject, content: 'A message for the franchisor.' } });

  beforeAll(async () => {
    redis = await startPrivateRedis();
    first = await startTestServer({ redisUrl: redis.url, trustProxy: 1 });
    secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-data-'));
    secondDs = createDataSource(first.config.databaseUrl!, { poolSize: 5 });
    await secondDs.initialize();
    second = await startApp({ ...first.config, port: 0, dataDir: secondDataDir }, secondDs);
    secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;

    const adminProfile = await createAdmin(first.ds);
    admin = browser(first.url);
    await admin.signIn(adminProfile.email, FACTORY_PASSWORD, 'ADMIN');
    const franchisor = await createFranchisor(first.ds);
    franchisorId = franchisor.id;
    const onSecond = browser(secondUrl);
    await onSecond.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    farSocket = socketClient(secondUrl, { cookie: onSecond.cookie });
    farUnread = collect<{ unreadMessageCount: number }>(farSocket.client, UNREAD_SUB);
  });
  afterAll(async () => {
    farUnread?.dispose();
    await farSocket?.client.dispose();
    await stopApp(second);
    await secondDs?.destroy();
    if (secondDataDir) fs.rmSync(secondDataDir, { recursive: true, force: true });
    await first?.close();
    await redis?.stop();
  });

  it('shares events between the instances while Redis answers', async () => {
    await untilDelivered(
      () => sendToFranchisor('Before the outage'),
      () => farUnread.values.length > 0,
    );
  });

  describe('while Redis is down', () => {
    beforeAll(async () => {
      await redis.stop();
    });

    it('stays ready, naming Redis as degraded', async () => {
      await until('readiness shows Redis degraded', async () => (await readiness(first.url)).body.checks.redis === 'degraded');
      expect(await readiness(first.url)).toEqual({ status: 200, body: { ok: true, checks: { database: 'ok', redis: 'degraded' } } });
      expect(await readiness(secondUrl)).toEqual({ status: 200, body: { ok: true, checks: { database: 'ok', redis: 'degraded' } } });
    });

    it("takes a lead and a message, and the franchisor's badges on the same instance still move", async () => {
      const franchisor = await createFranchisor(first.ds);
      const franchise = await createFranchise(first.ds, { franchisorId: franchisor.id });
      const onFirst = browser(first.url);
      await onFirst.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
      const { client } = socketClient(first.url, { cookie: onFirst.cookie });
      const leads = collect<{ newLeadCount: number }>(client, NEW_LEADS_SUB);
      const unread = collect<{ unreadMessageCount: number }>(client, UNREAD_SUB);
      try {
        // Both subscriptions are running once a query on the same socket has answered.
        await collect(client, '{ newLeadCount }').settled();
        await pause(100);
        await browser(first.url).data(SUBMIT_LEAD, {
          input: {
            consent: LEAD_CONSENT,
            franchiseId: franchise.id,
            name: 'During the outage',
            email: uniqueEmail('lead'),
            phone: '07700 900123',
            message: 'Hi',
          },
        });
        await leads.next(1);
        expect(leads.values).toEqual([{ newLeadCount: 1 }]);

        await admin.data(SEND_ADMIN, { input: { franchisorId: franchisor.id, subject: 'Outage', content: 'Still here.' } });
        await unread.next(1);
        expect(unread.values).toEqual([{ unreadMessageCount: 1 }]);
      } finally {
        leads.dispose();
        unread.dispose();
        await client.dispose();
      }
    });

    it("signs out, closing the session's socket on this instance", async () => {
      const customer = await createCustomer(first.ds);
      const onFirst = browser(first.url);
      await onFirst.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
      const { client, closes } = socketClient(first.url, { cookie: onFirst.cookie });
      const sub = collect(client, UNREAD_SUB);
      try {
        await collect(client, '{ unreadMessageCount }').settled();
        expect(await onFirst.data(`mutation { signOut }`)).toEqual({ signOut: true });
        await sub.settled();
        expect(closes[0]?.code).toBe(4401);
      } finally {
        await client.dispose();
      }
    });

    it('answers sign-ins, and still limits them, counting in the process', async () => {
      const customer = await createCustomer(first.ds);
      const signIn = (client: TestClient, password: string) =>
        client.request(SIGN_IN, { input: { email: customer.email, password, userType: 'CUSTOMER' } });
      expect((await signIn(browser(first.url), FACTORY_PASSWORD)).errors).toBeUndefined();

      const guesser = browser(first.url);
      for (let i = 0; i < FREE_FAILURES; i++) {
        expect((await signIn(guesser, 'wrong')).errors?.[0].extensions?.code).toBe('INVALID_CREDENTIALS');
      }
      expect((await signIn(guesser, FACTORY_PASSWORD)).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    });
  });

  it('shares events between the instances again once Redis is back', async () => {
    await redis.start();
    for (const url of [first.url, secondUrl]) {
      await until('readiness shows Redis ok', async () => (await readiness(url)).body.checks.redis === 'ok');
    }
    // The franchisor's subscription on the second instance was made before the outage: it is restored.
    const before = farUnread.values.length;
    await untilDelivered(
      () => sendToFranchisor('After the outage'),
      () => farUnread.values.length > before,
    );
    expect(farSocket.closes).toEqual([]);
  });
});

describe('REDIS_URL', () => {
  let server: TestServer;
  afterAll(() => server?.close());

  it('refuses a URL that is not redis:// or rediss:// at start-up, naming the variable', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow('REDIS_URL must use redis: or rediss:');
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/^REDIS_URL /);
    expect(() => loadConfig({ REDIS_URL: 'redis://' })).toThrow('REDIS_URL must name a host (redis://HOST:PORT)');
  });

  it('starts degraded, says so once naming REDIS_URL (not its password), and serves', async () => {
    const redisUrl = `redis://:not-for-logs@127.0.0.1:${await freePort()}`;
    const logLevel = process.env.LOG_LEVEL;
    const { lines } = await captureLogs(async () => {
      // startTestServer sets the level from LOG_LEVEL: keep the warnings this test reads.
      process.env.LOG_LEVEL = 'info';
      try {
        server = await startTestServer({ redisUrl, trustProxy: 1 });
      } finally {
        if (logLevel === undefined) delete process.env.LOG_LEVEL;
        else process.env.LOG_LEVEL = logLevel;
      }
      const customer = await createCustomer(server.ds);
      await until('readiness shows Redis degraded', async () => (await readiness(server.url)).body.checks.redis === 'degraded');
      const res = await browser(server.url).request<{ signIn: { id: string } }>(SIGN_IN, {
        input: { email: customer.email, password: FACTORY_PASSWORD, userType: 'CUSTOMER' },
      });
      expect(res.data?.signIn.id).toBe(customer.id);
    });
    // One line for the outage, not one per connection or reconnection attempt.
    const redisLines = lines.filter((line) => /redis/i.test(line.msg));
    expect(redisLines).toEqual([expect.objectContaining({ level: 'warn', msg: expect.stringContaining('REDIS_URL') })]);
    expect(JSON.stringify(lines)).not.toContain('not-for-logs');
    expect(await readiness(server.url)).toEqual({ status: 200, body: { ok: true, checks: { database: 'ok', redis: 'degraded' } } });
  });
});
