import Redis from 'ioredis';
import { startApp, type RunningApp } from '../src/app';
import { createAdmin, createCustomer, createFranchisor, FACTORY_PASSWORD } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, socketClient } from './support/ws-client';

/**
 * Two API instances on one database sharing Redis: an event published by one reaches a subscriber
 * on the other, and sign-in throttling counts attempts across both. Needs TEST_REDIS_URL
 * (CI sets it to the machine's Redis); skipped without it.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('several instances sharing Redis', () => {
  let first: TestServer;
  let second: RunningApp;
  let secondUrl: string;

  beforeAll(async () => {
    // Counters outlive a run in Redis; start this run's per-IP sign-in count from zero.
    const redis = new Redis(redisUrl!);
    await redis.del('ratelimit:signin:ip:127.0.0.1');
    redis.disconnect();
    first = await startTestServer({ redisUrl });
    second = await startApp({ ...first.config, port: 0, redisUrl }, first.ds);
    secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await second.close();
    await new Promise<void>((resolve) => second.server.close(() => resolve()));
    await first.close();
  });

  it('delivers a message event published on one instance to a subscriber on the other', async () => {
    const admin = await createAdmin(first.ds);
    const franchisor = await createFranchisor(first.ds);
    const sender = new TestClient(first.url);
    await sender.signIn(admin.email, FACTORY_PASSWORD, 'ADMIN');
    const receiver = new TestClient(secondUrl);
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

  it('counts sign-in attempts across instances', async () => {
    const customer = await createCustomer(first.ds);
    const signIn = (url: string, password: string) =>
      new TestClient(url).request(`mutation($input: SignInInput!) { signIn(input: $input) { id } }`, {
        input: { email: customer.email, password, userType: 'CUSTOMER' },
      });
    for (let i = 0; i < 5; i++) await signIn(first.url, 'wrong');
    for (let i = 0; i < 5; i++) await signIn(secondUrl, 'wrong');
    const res = await signIn(first.url, FACTORY_PASSWORD);
    expect(res.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});
