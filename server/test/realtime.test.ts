import { Topics } from '../src/realtime/pubsub';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Message } from '../src/modules/messages/message.entity';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient, tryUpgrade } from './support/ws-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNREAD_SUB = `subscription Unread { unreadMessageCount }`;
const SEND_ADMIN = `mutation SendAdmin($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id } }`;
const MARK_READ = `mutation MarkRead($input: MarkMessagesReadInput!) { markMessagesRead(input: $input) }`;

async function signedIn(kind: 'admin' | 'franchisor' | 'customer') {
  const profile =
    kind === 'admin' ? await createAdmin(server.ds) : kind === 'franchisor' ? await createFranchisor(server.ds) : await createCustomer(server.ds);
  const http = new TestClient(server.url);
  await http.signIn(profile.email, FACTORY_PASSWORD, kind.toUpperCase() as 'ADMIN');
  return { profile, http };
}

describe('unread message count over graphql-ws', () => {
  it('pushes the new count when a message arrives and when it is read', async () => {
    const admin = await signedIn('admin');
    const franchisor = await signedIn('franchisor');
    const { client } = socketClient(server.url, { cookie: franchisor.http.cookie });
    const sub = collect<{ unreadMessageCount: number }>(client, UNREAD_SUB);
    try {
      await listening(server, Topics.UNREAD_MESSAGES, franchisor.profile.id);
      const { sendAdminMessage } = await admin.http.data<{ sendAdminMessage: { id: string } }>(SEND_ADMIN, {
        input: { franchisorId: franchisor.profile.id, subject: 'Welcome', content: 'Your listing is live.' },
      });
      await sub.next(1);
      expect(sub.values[0]).toEqual({ unreadMessageCount: 1 });

      await admin.http.data(SEND_ADMIN, {
        input: { franchisorId: franchisor.profile.id, subject: 'Second', content: 'Another one.' },
      });
      await sub.next(2);
      expect(sub.values[1]).toEqual({ unreadMessageCount: 2 });

      const { markMessagesRead } = await franchisor.http.data<{ markMessagesRead: number }>(MARK_READ, {
        input: { ids: [sendAdminMessage.id] },
      });
      expect(markMessagesRead).toBe(1);
      await sub.next(3);
      expect(sub.values[2]).toEqual({ unreadMessageCount: 1 });
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });

  it("does not push another user's count", async () => {
    const admin = await signedIn('admin');
    const watcher = await signedIn('franchisor');
    const other = await signedIn('franchisor');
    const { client } = socketClient(server.url, { cookie: watcher.http.cookie });
    const sub = collect<{ unreadMessageCount: number }>(client, UNREAD_SUB);
    try {
      await listening(server, Topics.UNREAD_MESSAGES, watcher.profile.id);
      await admin.http.data(SEND_ADMIN, { input: { franchisorId: other.profile.id, subject: 'Hi', content: 'Hello' } });
      await new Promise((r) => setTimeout(r, 300));
      expect(sub.values).toEqual([]);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });

  it('does not let a user mark messages addressed to someone else as read', async () => {
    const admin = await signedIn('admin');
    const receiver = await signedIn('franchisor');
    const intruder = await signedIn('customer');
    const { sendAdminMessage } = await admin.http.data<{ sendAdminMessage: { id: string } }>(SEND_ADMIN, {
      input: { franchisorId: receiver.profile.id, subject: 'Private', content: 'For the franchisor only' },
    });
    const { markMessagesRead } = await intruder.http.data<{ markMessagesRead: number }>(MARK_READ, {
      input: { ids: [sendAdminMessage.id] },
    });
    expect(markMessagesRead).toBe(0);
    expect((await server.ds.getRepository(Message).findOneByOrFail({ id: sendAdminMessage.id })).read).toBe(false);
  });

  // The upgrade itself is refused (403, no protocol switch); test/websocket-security.test.ts covers the rest.
  it('refuses a connection without a session', async () => {
    const { client } = socketClient(server.url, { cookie: null });
    const sub = collect(client, UNREAD_SUB);
    await sub.settled();
    expect(sub.values).toEqual([]);
    await client.dispose();
    expect((await tryUpgrade(server.url, { cookie: null })).status).toBe(403);
  });

  it('refuses a connection from another origin even with a valid session', async () => {
    const user = await signedIn('customer');
    const attempt = await tryUpgrade(server.url, { cookie: user.http.cookie, origin: 'https://evil.example' });
    expect(attempt.status).toBe(403);
  });

  it('closes the socket when its session signs out', async () => {
    const user = await signedIn('customer');
    const { client, closes } = socketClient(server.url, { cookie: user.http.cookie });
    const sub = collect(client, UNREAD_SUB);
    await listening(server, Topics.UNREAD_MESSAGES, user.profile.id);
    await user.http.data(`mutation { signOut }`);
    await sub.settled();
    expect(closes[0]?.code).toBe(4401);
    await client.dispose();
  });

  it('counts a subscription while it listens, and stops at once when the client unsubscribes, with no event in between', async () => {
    const user = await signedIn('customer');
    const { client } = socketClient(server.url, { cookie: user.http.cookie });
    const sub = collect(client, UNREAD_SUB);
    try {
      await listening(server, Topics.UNREAD_MESSAGES, user.profile.id);
      expect(server.services.pubSub.listening(Topics.UNREAD_MESSAGES, user.profile.id)).toBe(1);
      sub.dispose();
      const deadline = Date.now() + 5000;
      while (server.services.pubSub.listening(Topics.UNREAD_MESSAGES, user.profile.id) > 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10));
      expect(server.services.pubSub.listening(Topics.UNREAD_MESSAGES, user.profile.id)).toBe(0);
    } finally {
      await client.dispose();
    }
  });

  it('applies the same validation rules as HTTP', async () => {
    const user = await signedIn('customer');
    const { client } = socketClient(server.url, { cookie: user.http.cookie });
    const sub = collect(client, `subscription { unreadMessageCount nope }`);
    await sub.settled();
    const messages = (sub.errors[0] as { message: string; extensions: { code: string } }[]).map((e) => e.message);
    expect(messages).toContain('Cannot query field "nope" on type "Subscription".');
    await client.dispose();
  });

  it('refuses a franchisor who is no longer approved at the handshake', async () => {
    const user = await signedIn('franchisor');
    await server.ds.getRepository('profiles').update({ id: user.profile.id }, { status: AccountStatus.REJECTED });
    const { client } = socketClient(server.url, { cookie: user.http.cookie });
    const sub = collect(client, UNREAD_SUB);
    await sub.settled();
    expect(sub.values).toEqual([]);
    await client.dispose();
  });
});
