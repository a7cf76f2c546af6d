import type WebSocket from 'ws';
import { type RunningApp, startApp } from '../src/app';
import { Topics } from '../src/realtime/pubsub';
import { SOCKET_LIMITS } from '../src/realtime/socket-registry';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { Session } from '../src/modules/auth/session.entity';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { Message } from '../src/modules/messages/message.entity';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor, createMessage } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer, stopApp } from './support/test-server';
import { collect, socketClient, tryUpgrade } from './support/ws-client';

/**
 * The GraphQL websocket as an attacker meets it: the upgrade is refused before switching protocols
 * without an allowed Origin and a live, approved session; sockets and subscriptions are capped; and an
 * open socket keeps asking the database who it belongs to, for every operation and every event.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNREAD_SUB = `subscription Unread { unreadMessageCount }`;
const UNREAD_QUERY = `query UnreadNow { unreadMessageCount }`;
const SEND_ADMIN = `mutation SendAdmin($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id } }`;
const SEND_SUPPORT = `mutation SendSupport($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) { id } }`;

type WsErrors = { message: string; extensions?: { code?: string } }[];
const codeOf = (errors: unknown[]) => (errors[0] as WsErrors)[0]?.extensions?.code;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signedIn(kind: 'admin' | 'franchisor' | 'customer') {
  const profile =
    kind === 'admin' ? await createAdmin(server.ds) : kind === 'franchisor' ? await createFranchisor(server.ds) : await createCustomer(server.ds);
  const http = new TestClient(server.url);
  await http.signIn(profile.email, FACTORY_PASSWORD, kind.toUpperCase() as 'ADMIN');
  return { profile, http };
}

/** A live session written straight through the session service (no sign-in throttling to reckon with). */
async function sessionCookie(userId: string): Promise<string> {
  const { token } = await server.services.sessions.create(userId, null);
  return `${SESSION_COOKIE}=${token}`;
}

const setStatus = (id: string, status: AccountStatus) => server.ds.getRepository(Profile).update({ id }, { status });

function closeAll(sockets: (WebSocket | undefined)[]) {
  for (const s of sockets) s?.terminate();
}

describe('the upgrade', () => {
  it('is refused with 403 from a foreign Origin, even with a live session', async () => {
    const profile = await createCustomer(server.ds);
    const cookie = await sessionCookie(profile.id);
    const foreign = await tryUpgrade(server.url, { cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const noOrigin = await tryUpgrade(server.url, { cookie, origin: null });
    expect(noOrigin.status).toBe(403);
    const same = await tryUpgrade(server.url, { cookie });
    expect(same.status).toBe(101);
    closeAll([same.socket]);
  });

  it('is refused with 403 without a cookie, or with a cookie that names no live session', async () => {
    expect((await tryUpgrade(server.url, { cookie: null })).status).toBe(403);
    expect((await tryUpgrade(server.url, { cookie: `${SESSION_COOKIE}=not-a-session` })).status).toBe(403);
    const profile = await createCustomer(server.ds);
    const cookie = await sessionCookie(profile.id);
    await server.ds.getRepository(Session).delete({ userId: profile.id });
    expect((await tryUpgrade(server.url, { cookie })).status).toBe(403);
  });

  it('is refused with 403 for a franchisor who may not use the portal, as HTTP refuses them', async () => {
    for (const status of [AccountStatus.PENDING, AccountStatus.REJECTED]) {
      const franchisor = await createFranchisor(server.ds, status);
      const cookie = await sessionCookie(franchisor.id);
      expect((await tryUpgrade(server.url, { cookie })).status).toBe(403);
    }
  });

  it('is answered 404 on any other path', async () => {
    const profile = await createCustomer(server.ds);
    const cookie = await sessionCookie(profile.id);
    expect((await tryUpgrade(server.url, { cookie, path: '/elsewhere' })).status).toBe(404);
  });
});

describe('a socket that never says connection_init', () => {
  it('is closed with 4408 after graphql-ws’s recommended 3 s, not left holding a slot for 10 s', async () => {
    const profile = await createCustomer(server.ds);
    const { status, socket } = await tryUpgrade(server.url, { cookie: await sessionCookie(profile.id), silent: true });
    expect(status).toBe(101);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket!.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    // Waits for the server to close it, well short of the old 10 s.
    let deadline: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      closed,
      new Promise<'still open'>((resolve) => (deadline = setTimeout(() => resolve('still open'), 7_000))),
    ]).finally(() => clearTimeout(deadline));
    socket!.terminate();
    expect(outcome).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });
});

describe('caps', () => {
  it(`refuses socket ${SOCKET_LIMITS.perSession + 1} of one session with 429, not another session's`, async () => {
    const profile = await createFranchisor(server.ds);
    const cookie = await sessionCookie(profile.id);
    const open: (WebSocket | undefined)[] = [];
    try {
      for (let i = 0; i < SOCKET_LIMITS.perSession; i++) {
        const attempt = await tryUpgrade(server.url, { cookie, localAddress: '127.0.0.3' });
        expect(attempt.status).toBe(101);
        open.push(attempt.socket);
      }
      expect((await tryUpgrade(server.url, { cookie, localAddress: '127.0.0.3' })).status).toBe(429);
      const other = await tryUpgrade(server.url, { cookie: await sessionCookie(profile.id), localAddress: '127.0.0.3' });
      expect(other.status).toBe(101);
      open.push(other.socket);
    } finally {
      closeAll(open);
    }
  });

  it(`refuses socket ${SOCKET_LIMITS.perAddress + 1} from one address with 429, not from another address`, async () => {
    const profile = await createCustomer(server.ds);
    const sessions = Math.ceil(SOCKET_LIMITS.perAddress / SOCKET_LIMITS.perSession) + 1;
    const cookies = await Promise.all(Array.from({ length: sessions }, () => sessionCookie(profile.id)));
    const open: (WebSocket | undefined)[] = [];
    try {
      for (let i = 0; i < SOCKET_LIMITS.perAddress; i++) {
        const cookie = cookies[Math.floor(i / SOCKET_LIMITS.perSession)];
        const attempt = await tryUpgrade(server.url, { cookie, localAddress: '127.0.0.4' });
        expect(attempt.status).toBe(101);
        open.push(attempt.socket);
      }
      const fresh = cookies[sessions - 1];
      expect((await tryUpgrade(server.url, { cookie: fresh, localAddress: '127.0.0.4' })).status).toBe(429);
      const elsewhere = await tryUpgrade(server.url, { cookie: fresh, localAddress: '127.0.0.5' });
      expect(elsewhere.status).toBe(101);
      open.push(elsewhere.socket);
    } finally {
      closeAll(open);
    }
  });

  it(`answers subscription ${SOCKET_LIMITS.operationsPerSocket + 1} on one socket with RATE_LIMITED; the others stay live`, async () => {
    const admin = await signedIn('admin');
    const franchisor = await signedIn('franchisor');
    const { client } = socketClient(server.url, { cookie: franchisor.http.cookie });
    const subs = Array.from({ length: SOCKET_LIMITS.operationsPerSocket }, () => collect<{ unreadMessageCount: number }>(client, UNREAD_SUB));
    try {
      const extra = collect(client, UNREAD_SUB);
      await extra.settled();
      expect(codeOf(extra.errors)).toBe('RATE_LIMITED');
      expect((extra.errors[0] as WsErrors)[0].message).toBe('Too many live updates are open on this connection. Close one and try again.');

      await pause(300);
      await admin.http.data(SEND_ADMIN, {
        input: { franchisorId: franchisor.profile.id, subject: 'Hello', content: 'To every subscription' },
      });
      for (const sub of subs) await sub.next(1);
      expect(subs.map((s) => s.values[0])).toEqual(subs.map(() => ({ unreadMessageCount: 1 })));
    } finally {
      for (const sub of subs) sub.dispose();
      await client.dispose();
    }
  });
});

describe('an open socket whose franchisor is rejected after the handshake', () => {
  it('refuses a new operation with the code HTTP gives, and closes with 4403', async () => {
    const franchisor = await signedIn('franchisor');
    const { client, closes } = socketClient(server.url, { cookie: franchisor.http.cookie });
    const keepOpen = collect(client, UNREAD_SUB);
    try {
      const before = collect<{ unreadMessageCount: number }>(client, UNREAD_QUERY);
      await before.settled();
      expect(before.values).toEqual([{ unreadMessageCount: 0 }]);

      await setStatus(franchisor.profile.id, AccountStatus.REJECTED);
      const overHttp = await franchisor.http.error(UNREAD_QUERY);
      expect(overHttp.extensions?.code).toBe('ACCOUNT_REJECTED');

      expect(closes).toEqual([]);
      const after = collect(client, UNREAD_QUERY);
      await after.settled();
      expect(after.values).toEqual([]);
      expect(codeOf(after.errors)).toBe('ACCOUNT_REJECTED');
      expect((after.errors[0] as WsErrors)[0].message).toBe(overHttp.message);
      await waitFor(() => closes.length > 0);
      expect(closes[0].code).toBe(4403);
    } finally {
      keepOpen.dispose();
      await client.dispose();
    }
  });

  it('cannot send a support message over it', async () => {
    await createAdmin(server.ds);
    const franchisor = await signedIn('franchisor');
    const { client, closes } = socketClient(server.url, { cookie: franchisor.http.cookie });
    const keepOpen = collect(client, UNREAD_SUB);
    try {
      // The socket is open and acknowledged before the rejection.
      await collect(client, UNREAD_QUERY).settled();
      await setStatus(franchisor.profile.id, AccountStatus.REJECTED);
      expect(closes).toEqual([]);
      const send = collect(client, SEND_SUPPORT, { input: { subject: 'Still here', content: 'After rejection' } });
      await send.settled();
      expect(send.values).toEqual([]);
      expect(codeOf(send.errors)).toBe('ACCOUNT_REJECTED');
      expect(await server.ds.getRepository(Message).countBy({ senderId: franchisor.profile.id })).toBe(0);
    } finally {
      keepOpen.dispose();
      await client.dispose();
    }
  });

  it('stops a running badge subscription at the next event instead of delivering it', async () => {
    const admin = await signedIn('admin');
    const franchisor = await signedIn('franchisor');
    const { client, closes } = socketClient(server.url, { cookie: franchisor.http.cookie });
    const sub = collect<{ unreadMessageCount: number }>(client, UNREAD_SUB);
    try {
      await pause(300);
      const send = (subject: string) => admin.http.data(SEND_ADMIN, { input: { franchisorId: franchisor.profile.id, subject, content: 'Hello' } });
      await send('Before');
      await sub.next(1);

      await setStatus(franchisor.profile.id, AccountStatus.REJECTED);
      // The admin cannot write to a rejected franchisor; a message from anyone else raises the same event.
      await createMessage(server.ds, { from: admin.profile, to: franchisor.profile });
      await server.services.messages.notifyUnread(franchisor.profile.id);
      await sub.settled();
      expect(sub.values).toEqual([{ unreadMessageCount: 1 }]);
      expect(closes[0]?.code).toBe(4403);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });

  it('is closed with 4403 at once when its account access is revoked, on every session', async () => {
    const franchisor = await signedIn('franchisor');
    const phone = new TestClient(server.url);
    await phone.signIn(franchisor.profile.email, FACTORY_PASSWORD, 'FRANCHISOR');
    const sockets = [franchisor.http.cookie, phone.cookie].map((cookie) => socketClient(server.url, { cookie }));
    const subs = sockets.map(({ client }) => collect(client, UNREAD_SUB));
    try {
      await pause(300);
      await setStatus(franchisor.profile.id, AccountStatus.REJECTED);
      await server.services.sockets.revokeUser(franchisor.profile.id);
      for (const sub of subs) await sub.settled();
      expect(sockets.map((s) => s.closes[0]?.code)).toEqual([4403, 4403]);
    } finally {
      for (const s of sockets) await s.client.dispose();
    }
  });
});

describe('an open socket whose session is deleted (as by signing out on another instance)', () => {
  it('stops a running subscription at the next event with 4401', async () => {
    const admin = await signedIn('admin');
    const franchisor = await signedIn('franchisor');
    const { client, closes } = socketClient(server.url, { cookie: franchisor.http.cookie });
    const sub = collect<{ unreadMessageCount: number }>(client, UNREAD_SUB);
    try {
      await pause(300);
      await server.ds.getRepository(Session).delete({ userId: franchisor.profile.id });
      await admin.http.data(SEND_ADMIN, {
        input: { franchisorId: franchisor.profile.id, subject: 'Gone', content: 'Not for a dead session' },
      });
      await sub.settled();
      expect(sub.values).toEqual([]);
      expect(closes[0]?.code).toBe(4401);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });

  it('answers a new operation with SESSION_EXPIRED, as HTTP does, and closes with 4401', async () => {
    const franchisor = await signedIn('franchisor');
    const { client, closes } = socketClient(server.url, { cookie: franchisor.http.cookie });
    const keepOpen = collect<{ unreadMessageCount: number }>(client, UNREAD_SUB);
    try {
      // The subscription keeps the socket open. Its own check must pass before the session is deleted, or it
      // closes the socket before the new operation is sent: an event reaching it shows it has.
      for (let sent = 0; keepOpen.values.length === 0 && sent < 20; sent++) {
        server.services.pubSub.publish(Topics.UNREAD_MESSAGES, franchisor.profile.id, { count: 1 });
        await pause(100);
      }
      expect(keepOpen.values).not.toEqual([]);
      await server.ds.getRepository(Session).delete({ userId: franchisor.profile.id });
      expect(closes).toEqual([]);
      const after = collect(client, UNREAD_QUERY);
      await after.settled();
      expect(after.values).toEqual([]);
      expect(codeOf(after.errors)).toBe('SESSION_EXPIRED');
      expect((await franchisor.http.error(UNREAD_QUERY)).extensions?.code).toBe('SESSION_EXPIRED');
      await waitFor(() => closes.length > 0);
      expect(closes[0].code).toBe(4401);
    } finally {
      keepOpen.dispose();
      await client.dispose();
    }
  });
});

async function waitFor(check: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await pause(20);
  }
}

/** Two instances sharing PostgreSQL and Redis: closing sockets reaches the other instance. */
const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('across instances sharing Redis', () => {
  let first: TestServer;
  let second: RunningApp;
  let secondUrl: string;

  beforeAll(async () => {
    first = await startTestServer({ redisUrl });
    second = await startApp({ ...first.config, port: 0, redisUrl }, first.ds);
    secondUrl = `http://127.0.0.1:${(second.server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await stopApp(second);
    await first.close();
  });

  async function socketOnSecond(userType: 'CUSTOMER' | 'FRANCHISOR') {
    const profile = userType === 'CUSTOMER' ? await createCustomer(first.ds) : await createFranchisor(first.ds);
    const http = new TestClient(first.url);
    await http.signIn(profile.email, FACTORY_PASSWORD, userType);
    const { client, closes } = socketClient(secondUrl, { cookie: http.cookie });
    const sub = collect(client, UNREAD_SUB);
    await pause(300);
    return { profile, http, client, closes, sub };
  }

  it('signing out on one instance closes that session’s socket on the other with 4401', async () => {
    const { http, client, closes, sub } = await socketOnSecond('CUSTOMER');
    try {
      await http.data(`mutation { signOut }`);
      await sub.settled();
      expect(closes[0]?.code).toBe(4401);
    } finally {
      await client.dispose();
    }
  });

  it('revoking an account on one instance closes its sockets on the other with 4403', async () => {
    const { profile, client, closes, sub } = await socketOnSecond('FRANCHISOR');
    try {
      await first.ds.getRepository(Profile).update({ id: profile.id }, { status: AccountStatus.REJECTED });
      await first.services.sockets.revokeUser(profile.id);
      await sub.settled();
      expect(closes[0]?.code).toBe(4403);
    } finally {
      await client.dispose();
    }
  });
});
