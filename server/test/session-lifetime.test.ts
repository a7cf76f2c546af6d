import { randomUUID } from 'node:crypto';
import { loadConfig } from '../src/config';
import { Session } from '../src/modules/auth/session.entity';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, socketClient, tryUpgrade } from './support/ws-client';

/**
 * Issue 27: a session ends SESSION_MAX_AGE_DAYS (30 by default) after its sign-in however active it is, besides
 * the 30-day idle limit. Every door refuses it: GraphQL over HTTP, the websocket (upgrade and each operation on
 * an open socket) and the Express routes that read the session cookie.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const VIEWER = `query Viewer { viewer { id } }`;
const UNREAD = `query Unread { unreadMessageCount }`;
const UNREAD_SUB = `subscription Unread { unreadMessageCount }`;
type WsErrors = { message: string; extensions?: { code?: string } }[];
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signedIn(kind: 'customer' | 'franchisor') {
  const profile = kind === 'customer' ? await createCustomer(server.ds) : await createFranchisor(server.ds);
  const http = new TestClient(server.url);
  await http.signIn(profile.email, FACTORY_PASSWORD, kind.toUpperCase() as 'CUSTOMER');
  return { profile, http };
}

/**
 * Moves the user's sessions' sign-in back by `signedInAgo` while they stay active: used a minute ago and,
 * by the idle limit alone, alive for weeks more.
 */
async function signedInAgo(userId: string, signedInAgo: string) {
  await server.ds.query(
    `UPDATE sessions SET created_at = now() - $2::interval, last_seen_at = now() - interval '1 minute',
       expires_at = now() + interval '29 days' WHERE user_id = $1`,
    [userId, signedInAgo],
  );
}

describe('a session past its absolute lifetime, though active', () => {
  it('still works just inside the limit, and is refused over HTTP just past it', async () => {
    const { profile, http } = await signedIn('customer');
    await signedInAgo(profile.id, '29 days 23 hours');
    expect(await http.data(VIEWER)).toEqual({ viewer: { id: profile.id } });
    expect(await http.data(UNREAD)).toEqual({ unreadMessageCount: 0 });

    await signedInAgo(profile.id, '30 days 1 minute');
    const cookie = http.cookie;
    const error = await http.error(UNREAD);
    expect(error).toMatchObject({ message: 'Your session has expired. Please sign in again.', extensions: { code: 'SESSION_EXPIRED' } });
    expect(http.cookie).toBeNull(); // the server told the browser to drop it
    http.cookie = cookie;
    expect(await http.data(VIEWER)).toEqual({ viewer: null });
  });

  it('is refused at the websocket upgrade', async () => {
    const { profile, http } = await signedIn('customer');
    const before = await tryUpgrade(server.url, { cookie: http.cookie });
    expect(before.status).toBe(101);
    before.socket?.terminate();

    await signedInAgo(profile.id, '30 days 1 minute');
    expect((await tryUpgrade(server.url, { cookie: http.cookie })).status).toBe(403);
  });

  it('is refused on a socket opened before it ran out: the next operation gets SESSION_EXPIRED and the socket closes with 4401', async () => {
    const { profile, http } = await signedIn('franchisor');
    const { client, closes } = socketClient(server.url, { cookie: http.cookie });
    const keepOpen = collect(client, UNREAD_SUB);
    try {
      const first = collect<{ unreadMessageCount: number }>(client, UNREAD);
      await first.settled();
      expect(first.values).toEqual([{ unreadMessageCount: 0 }]);

      await signedInAgo(profile.id, '30 days 1 minute');
      const after = collect(client, UNREAD);
      await after.settled();
      expect(after.values).toEqual([]);
      expect((after.errors[0] as WsErrors)[0].extensions?.code).toBe('SESSION_EXPIRED');
      const deadline = Date.now() + 5000;
      while (closes.length === 0 && Date.now() < deadline) await pause(20);
      expect(closes[0]?.code).toBe(4401);
    } finally {
      keepOpen.dispose();
      await client.dispose();
    }
  });

  it('stops a running subscription at its next event instead of delivering it, closing with 4401', async () => {
    const admin = await createAdmin(server.ds);
    const adminHttp = new TestClient(server.url);
    await adminHttp.signIn(admin.email, FACTORY_PASSWORD, 'ADMIN');
    const { profile, http } = await signedIn('franchisor');
    const { client, closes } = socketClient(server.url, { cookie: http.cookie });
    const sub = collect<{ unreadMessageCount: number }>(client, UNREAD_SUB);
    const send = (subject: string) =>
      adminHttp.data(`mutation SendAdmin($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id } }`, {
        input: { franchisorId: profile.id, subject, content: 'Hello' },
      });
    try {
      await pause(300);
      await send('Before');
      await sub.next(1);
      await signedInAgo(profile.id, '30 days 1 minute');
      await send('After');
      await sub.settled();
      expect(sub.values).toEqual([{ unreadMessageCount: 1 }]);
      expect(closes[0]?.code).toBe(4401);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });

  it('is refused by the Express routes that read the session cookie', async () => {
    const customer = await signedIn('customer');
    expect((await customer.http.get('/account/export')).status).toBe(200);
    const franchisor = await signedIn('franchisor');
    expect((await franchisor.http.get('/franchisor/leads.csv')).status).toBe(200);
    // A private file the session may not see is a 404 to a live session, a 401 without one.
    const file = `/files/${randomUUID()}`;
    expect((await customer.http.get(file)).status).toBe(404);

    await signedInAgo(customer.profile.id, '30 days 1 minute');
    await signedInAgo(franchisor.profile.id, '30 days 1 minute');
    expect((await customer.http.get('/account/export')).status).toBe(401);
    expect((await franchisor.http.get('/franchisor/leads.csv')).status).toBe(401);
    expect((await customer.http.get(file)).status).toBe(401);
  });
});

describe('the lifetime of a new session', () => {
  it('sets a cookie that lasts until the absolute limit, and sliding never moves the session past it', async () => {
    const customer = await createCustomer(server.ds);
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`,
        variables: { input: { email: customer.email, password: FACTORY_PASSWORD, userType: 'CUSTOMER' } },
      }),
    });
    // Signing in first clears any old cookie; the new one comes last.
    const header = res.headers.getSetCookie().findLast((h) => /^fc_session=[^;]/.test(h))!;
    const session = await server.ds.getRepository(Session).findOneByOrFail({ userId: customer.id });
    const cookieExpires = new Date(/Expires=([^;]+)/i.exec(header)![1]).getTime();
    const limit = session.createdAt.getTime() + 30 * 24 * 3600 * 1000;
    expect(Math.abs(cookieExpires - limit)).toBeLessThan(2000);

    // Used again two hours later, 29 days after sign-in: the idle expiry moves on, but only to the absolute limit.
    await server.ds.query(
      `UPDATE sessions SET created_at = now() - interval '29 days', last_seen_at = now() - interval '2 hours' WHERE user_id = $1`,
      [customer.id],
    );
    const http = new TestClient(server.url);
    http.cookie = header.split(';')[0];
    expect(await http.data(VIEWER)).toEqual({ viewer: { id: customer.id } });
    const touched = await server.ds.getRepository(Session).findOneByOrFail({ userId: customer.id });
    expect(touched.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(touched.expiresAt.getTime()).toBe(touched.createdAt.getTime() + 30 * 24 * 3600 * 1000);
  });

  it('SESSION_MAX_AGE_DAYS sets the limit (30 days unless set; 1 to 365)', () => {
    expect(loadConfig({}).sessionMaxAgeDays).toBe(30);
    expect(loadConfig({ SESSION_MAX_AGE_DAYS: '7' }).sessionMaxAgeDays).toBe(7);
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: '0' })).toThrow('SESSION_MAX_AGE_DAYS must be an integer between 1 and 365, got "0"');
    expect(() => loadConfig({ SESSION_MAX_AGE_DAYS: '366' })).toThrow(/SESSION_MAX_AGE_DAYS/);
  });
});
