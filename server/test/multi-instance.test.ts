import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp, type RunningApp } from '../src/app';
import { createDataSource } from '../src/db/data-source';
import { createAdmin, createCustomer, createFranchisor, FACTORY_PASSWORD, testPdf } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestS3, startTestS3 } from './support/s3';
import { type TestServer, startTestServer, stopApp } from './support/test-server';
import { collect, socketClient } from './support/ws-client';

/**
 * Two instances of the server, as behind one load balancer: each with its own process state, database
 * pool and data directory, sharing only PostgreSQL, Redis and the object store (s3rver). Whatever a user
 * does through one instance holds on the other. Needs TEST_REDIS_URL (CI sets it to the machine's
 * Redis); skipped without it.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('two instances sharing PostgreSQL, Redis and the object store', () => {
  let s3: TestS3;
  let first: TestServer;
  let second: RunningApp;
  let secondDs: ReturnType<typeof createDataSource>;
  let secondDataDir: string;
  let secondUrl: string;
  // The load balancer's view of this run's client: one address, fresh each run, since counters
  // in Redis outlive a run.
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  /** A browser talking to one instance, from this run's address. */
  const browser = (url: string, cookie: string | null = null) => {
    const client = new TestClient(url);
    client.headers['x-forwarded-for'] = address;
    client.cookie = cookie;
    return client;
  };

  beforeAll(async () => {
    s3 = await startTestS3();
    first = await startTestServer({ redisUrl, s3: s3.config, trustProxy: 1 });
    secondDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-data-'));
    secondDs = createDataSource(first.config.databaseUrl!, { poolSize: 5 });
    await secondDs.initialize();
    second = await startApp({ ...first.config, port: 0, dataDir: secondDataDir }, secondDs);
    secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await stopApp(second);
    await secondDs.destroy();
    fs.rmSync(secondDataDir, { recursive: true, force: true });
    await first.close();
    await s3.close();
  });

  it('keeps a user signed in on the other instance with the same cookie', async () => {
    const customer = await createCustomer(first.ds);
    const onFirst = browser(first.url);
    await onFirst.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const onSecond = browser(secondUrl, onFirst.cookie);
    const { viewer } = await onSecond.data<{ viewer: { id: string; email: string } | null }>(`{ viewer { id email } }`);
    expect(viewer).toEqual({ id: customer.id, email: customer.email });
  });

  it('serves a file uploaded through one instance from the other', async () => {
    const admin = await createAdmin(first.ds);
    const franchisor = await createFranchisor(first.ds);
    const sender = browser(first.url);
    await sender.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    const pdf = testPdf('across instances');
    const res = await sender.upload<{ sendSupportMessage: { attachmentUrl: string } }>(
      `mutation($input: SendSupportMessageInput!, $attachment: Upload) {
        sendSupportMessage(input: $input, attachment: $attachment) { attachmentUrl }
      }`,
      { input: { subject: 'Shared file', content: 'See attached.' }, attachment: null },
      { attachment: { name: 'shared.pdf', type: 'application/pdf', data: pdf } },
      { 'apollo-require-preflight': 'true', 'x-forwarded-for': address },
    );
    expect(res.errors).toBeUndefined();

    const reader = browser(secondUrl);
    await reader.signIn(admin.email, FACTORY_PASSWORD, 'ADMIN');
    const download = await reader.get(res.data!.sendSupportMessage.attachmentUrl);
    expect(download.status).toBe(200);
    // The rewritten PDF (files/pdf-check.ts) keeps the sent document's title.
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toContain('(across instances)');
    expect(await s3.keys()).toContainEqual(expect.stringMatching(/^message-attachments\/[0-9a-f-]{36}\.pdf$/));
  });

  it('counts sign-in attempts across instances', async () => {
    const customer = await createCustomer(first.ds);
    const signIn = (url: string, password: string) =>
      browser(url).request(`mutation($input: SignInInput!) { signIn(input: $input) { id } }`, {
        input: { email: customer.email, password, userType: 'CUSTOMER' },
      });
    for (let i = 0; i < 5; i++) await signIn(first.url, 'wrong');
    for (let i = 0; i < 5; i++) await signIn(secondUrl, 'wrong');
    const res = await signIn(first.url, FACTORY_PASSWORD);
    expect(res.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('counts sign-in attempts across instances behind one trusted proxy hop, whatever the client forges', async () => {
    const customer = await createCustomer(first.ds);
    // The proxy appends this run's client address to whatever X-Forwarded-For the client sent.
    const forged = () => `198.51.${randomInt(256)}.${randomInt(1, 255)}`;
    const signIn = (url: string, password: string) => {
      const client = new TestClient(url);
      client.headers['x-forwarded-for'] = `${forged()}, ${address}`;
      return client.request(`mutation($input: SignInInput!) { signIn(input: $input) { id } }`, {
        input: { email: customer.email, password, userType: 'CUSTOMER' },
      });
    };
    for (let i = 0; i < 5; i++) {
      expect((await signIn(i % 2 ? secondUrl : first.url, 'wrong')).errors?.[0].extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    expect((await signIn(first.url, FACTORY_PASSWORD)).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect((await signIn(secondUrl, FACTORY_PASSWORD)).errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('delivers a live badge event published on one instance to a subscriber on the other', async () => {
    const admin = await createAdmin(first.ds);
    const franchisor = await createFranchisor(first.ds);
    const sender = browser(first.url);
    await sender.signIn(admin.email, FACTORY_PASSWORD, 'ADMIN');
    const receiver = browser(secondUrl);
    await receiver.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');

    const { client } = socketClient(secondUrl, { cookie: receiver.cookie });
    const sub = collect<{ unreadMessageCount: number }>(client, 'subscription { unreadMessageCount }');
    try {
      await new Promise((r) => setTimeout(r, 300));
      await sender.data(`mutation($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id } }`, {
        input: { franchisorId: franchisor.id, subject: 'Across instances', content: 'Hello from instance one' },
      });
      await sub.next(1);
      expect(sub.values[0]).toEqual({ unreadMessageCount: 1 });
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });

  it("closes a session's websocket on one instance when it signs out on the other", async () => {
    const customer = await createCustomer(first.ds);
    const onFirst = browser(first.url);
    await onFirst.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const { client, closes } = socketClient(secondUrl, { cookie: onFirst.cookie });
    const sub = collect(client, 'subscription { unreadMessageCount }');
    try {
      await new Promise((r) => setTimeout(r, 300));
      await onFirst.data(`mutation { signOut }`);
      await sub.settled();
      expect(closes[0]?.code).toBe(4401);
    } finally {
      await client.dispose();
    }
  });
});
