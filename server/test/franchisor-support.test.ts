import { Topics } from '../src/realtime/pubsub';
import fs from 'node:fs';
import path from 'node:path';
import { AccountStatus, UserType } from '../src/modules/auth/auth.enums';
import type { Profile } from '../src/modules/auth/profile.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Message } from '../src/modules/messages/message.entity';
import {
  FACTORY_PASSWORD,
  createAdmin,
  createCustomer,
  createFranchise,
  createFranchisor,
  createLead,
  createMessage,
  createProfile,
  testPdf,
} from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

let server: TestServer;
let admin: Profile;
let asAdmin: TestClient;

const SEND = `mutation SendSupport($input: SendSupportMessageInput!, $attachment: Upload) {
  sendSupportMessage(input: $input, attachment: $attachment) { id direction subject content read createdAt attachmentUrl }
}`;
const HISTORY = `query Support($page: PageInput) {
  supportMessages(page: $page) { total page pageCount items { id direction subject content read attachmentUrl } }
}`;
const UNREAD = `query { supportUnreadCount unreadMessageCount }`;
const MARK_READ = `mutation { markSupportMessagesRead }`;
const SEND_ADMIN = `mutation SendAdmin($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id } }`;
const REPLY = `mutation Reply($input: ReplyToConversationInput!) { replyToConversation(input: $input) { id } }`;

const pdf = testPdf();
const counts = async () => ({
  messages: await server.ds.getRepository(Message).count(),
  files: await server.ds.getRepository(StoredFile).count(),
});
const storedFiles = () => {
  const dir = path.join(server.config.dataDir, 'uploads', 'message-attachments');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
};

async function signedIn(profile: Profile, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return c;
}

interface Item {
  id: string;
  direction: 'SENT' | 'RECEIVED';
  subject: string;
  content: string;
  read: boolean;
  attachmentUrl: string | null;
}
const history = async (c: TestClient, page?: { page: number; pageSize: number }) =>
  (await c.data<{ supportMessages: { total: number; page: number; pageCount: number; items: Item[] } }>(HISTORY, { page })).supportMessages;

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server.ds);
  asAdmin = await signedIn(admin, 'ADMIN');
});
afterAll(() => server.close());

describe('sending a support message', () => {
  it('goes to the administrator with an optional image or PDF, and is the newest of the history', async () => {
    const franchisor = await createFranchisor(server.ds);
    const f = await signedIn(franchisor, 'FRANCHISOR');
    const res = await f.upload<{ sendSupportMessage: Item }>(
      SEND,
      { input: { subject: '  Invoice query ', content: 'See attached.' }, attachment: null },
      { attachment: { name: 'invoice.pdf', type: 'application/pdf', data: pdf } },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.sendSupportMessage).toMatchObject({ direction: 'SENT', subject: 'Invoice query', read: false });
    expect(res.data!.sendSupportMessage.attachmentUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/);
    const stored = await server.ds.getRepository(Message).findOneByOrFail({ id: res.data!.sendSupportMessage.id });
    expect([stored.senderId, stored.receiverId]).toEqual([franchisor.id, admin.id]);
    expect((await asAdmin.get(res.data!.sendSupportMessage.attachmentUrl!)).status).toBe(200);

    await f.data(SEND, { input: { subject: 'No attachment', content: 'Just text.' } });
    const { items, total } = await history(f);
    expect(total).toBe(2);
    expect(items.map((m) => [m.subject, m.direction, m.attachmentUrl === null])).toEqual([
      ['No attachment', 'SENT', true],
      ['Invoice query', 'SENT', false],
    ]);
  });

  it.each([
    ['subject', 'Subject is required'],
    ['content', 'Message is required'],
  ])('requires a %s, with the spec wording, and writes nothing (not even the attachment)', async (field, message) => {
    const f = await signedIn(await createFranchisor(server.ds), 'FRANCHISOR');
    const before = { ...(await counts()), disk: storedFiles() };
    const res = await f.upload(
      SEND,
      { input: { subject: 'S', content: 'C', [field]: '  ' }, attachment: null },
      { attachment: { name: 'a.pdf', type: 'application/pdf', data: pdf } },
    );
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect({ ...(await counts()), disk: storedFiles() }).toEqual(before);
  });

  it("answers 'Admin user not found' when the platform has no approved administrator, writing nothing", async () => {
    const f = await signedIn(await createFranchisor(server.ds), 'FRANCHISOR');
    const before = { ...(await counts()), disk: storedFiles() };
    await server.ds.query(`UPDATE profiles SET status = 'pending' WHERE user_type = 'admin' AND status = 'approved' RETURNING id`);
    const suspended: { id: string }[] = await server.ds.query(`SELECT id FROM profiles WHERE user_type = 'admin' AND status = 'pending'`);
    try {
      const res = await f.upload(
        SEND,
        { input: { subject: 'Hello', content: 'Anyone there?' }, attachment: null },
        { attachment: { name: 'a.pdf', type: 'application/pdf', data: pdf } },
      );
      expect(res.errors?.[0]).toMatchObject({ message: 'Admin user not found', extensions: { code: 'NOT_FOUND' } });
      expect({ ...(await counts()), disk: storedFiles() }).toEqual(before);
    } finally {
      await server.ds.query(`UPDATE profiles SET status = 'approved' WHERE id = ANY($1)`, [suspended.map((s) => s.id)]);
    }
  });

  it('refuses an attachment that is neither an image nor a PDF, writing nothing', async () => {
    const f = await signedIn(await createFranchisor(server.ds), 'FRANCHISOR');
    const before = await counts();
    const res = await f.upload(
      SEND,
      { input: { subject: 'S', content: 'C' }, attachment: null },
      { attachment: { name: 'notes.txt', type: 'text/plain', data: Buffer.from('plain text') } },
    );
    expect(res.errors?.[0].message).toBe('Attachments must be an image or a PDF');
    expect(await counts()).toEqual(before);
  });
});

describe('the message history', () => {
  it('holds the conversation with the platform in both directions, newest first and paged, and nothing else', async () => {
    const franchisor = await createFranchisor(server.ds);
    const other = await createFranchisor(server.ds);
    const customer = await createCustomer(server.ds);
    const secondAdmin = await createProfile(server.ds, { userType: UserType.ADMIN, fullName: 'Second Admin' });
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await createMessage(server.ds, { from: franchisor, to: admin, subject: 'Question', createdAt: at(50), read: true });
    await createMessage(server.ds, { from: admin, to: franchisor, subject: 'Re: Question', createdAt: at(40) });
    await createMessage(server.ds, { from: secondAdmin, to: franchisor, subject: 'From the other admin', createdAt: at(30) });
    // Not support: a customer's conversation and another franchisor's support.
    const lead = await createLead(server.ds, { customer, franchise: await createFranchise(server.ds, { franchisorId: franchisor.id }) });
    await createMessage(server.ds, { from: customer, to: franchisor, subject: 'Re: A franchise', leadId: lead.id, createdAt: at(20) });
    await createMessage(server.ds, { from: franchisor, to: customer, subject: 'Re: A franchise', leadId: lead.id, createdAt: at(10) });
    await createMessage(server.ds, { from: other, to: admin, subject: 'Someone else', createdAt: at(5) });
    await createMessage(server.ds, { from: admin, to: other, subject: 'Someone else again', createdAt: at(4) });

    const f = await signedIn(franchisor, 'FRANCHISOR');
    const first = await history(f, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(first.items.map((m) => [m.subject, m.direction, m.read])).toEqual([
      ['From the other admin', 'RECEIVED', false],
      ['Re: Question', 'RECEIVED', false],
    ]);
    const second = await history(f, { page: 2, pageSize: 2 });
    expect(second.items.map((m) => [m.subject, m.direction, m.read])).toEqual([['Question', 'SENT', true]]);
    expect((await history(f, { page: 3, pageSize: 2 })).items).toEqual([]);
    expect((await history(f, { page: 3, pageSize: 2 })).total).toBe(3);

    const theirs = await history(await signedIn(other, 'FRANCHISOR'));
    expect(theirs.items.map((m) => m.subject)).toEqual(['Someone else again', 'Someone else']);
  });

  it("marks the platform's messages read when opened, leaving customers' messages unread", async () => {
    const franchisor = await createFranchisor(server.ds);
    const customer = await createCustomer(server.ds);
    await createMessage(server.ds, { from: admin, to: franchisor, subject: 'One' });
    await createMessage(server.ds, { from: admin, to: franchisor, subject: 'Two' });
    await createMessage(server.ds, { from: customer, to: franchisor, subject: 'Re: A franchise' });
    const f = await signedIn(franchisor, 'FRANCHISOR');
    expect(await f.data(UNREAD)).toEqual({ supportUnreadCount: 2, unreadMessageCount: 3 });
    expect(await f.data(MARK_READ)).toEqual({ markSupportMessagesRead: 0 });
    expect(await f.data(UNREAD)).toEqual({ supportUnreadCount: 0, unreadMessageCount: 1 });
    expect((await history(f)).items.every((m) => m.read)).toBe(true);
    const [{ read }] = await server.ds.query(`SELECT read FROM messages WHERE sender_id = $1`, [customer.id]);
    expect(read).toBe(false);
  });

  it("shows the franchisor whether the platform has read what they sent, and marking read never touches another's messages", async () => {
    const franchisor = await createFranchisor(server.ds);
    const other = await createFranchisor(server.ds);
    await createMessage(server.ds, { from: admin, to: other, subject: 'For the other one' });
    const f = await signedIn(franchisor, 'FRANCHISOR');
    const { sendSupportMessage } = await f.data<{ sendSupportMessage: Item }>(SEND, { input: { subject: 'Read me', content: 'Please.' } });
    await f.data(MARK_READ);
    expect((await history(f)).items[0]).toMatchObject({ id: sendSupportMessage.id, read: false });
    await asAdmin.data(`mutation($input: MarkMessagesReadInput!) { markMessagesRead(input: $input) }`, { input: { ids: [sendSupportMessage.id] } });
    expect((await history(f)).items[0]).toMatchObject({ id: sendSupportMessage.id, read: true });
    expect(await (await signedIn(other, 'FRANCHISOR')).data(UNREAD)).toEqual({ supportUnreadCount: 1, unreadMessageCount: 1 });
  });
});

describe('the Support badge over graphql-ws', () => {
  it('changes when the platform writes and when the franchisor opens the history, not for customer messages', async () => {
    const franchisor = await createFranchisor(server.ds);
    const customer = await createCustomer(server.ds);
    await createLead(server.ds, { customer, franchise: await createFranchise(server.ds, { franchisorId: franchisor.id }) });
    const f = await signedIn(franchisor, 'FRANCHISOR');
    const c = await signedIn(customer, 'CUSTOMER');
    const { client } = socketClient(server.url, { cookie: f.cookie });
    const sub = collect<{ supportUnreadCount: number }>(client, `subscription Support { supportUnreadCount }`);
    const all = collect<{ unreadMessageCount: number }>(client, `subscription All { unreadMessageCount }`);
    try {
      await listening(server, Topics.UNREAD_SUPPORT, franchisor.id);
      await listening(server, Topics.UNREAD_MESSAGES, franchisor.id);
      await asAdmin.data(SEND_ADMIN, { input: { franchisorId: franchisor.id, subject: 'Welcome', content: 'Your listing is live.' } });
      await sub.next(1);
      expect(sub.values[0]).toEqual({ supportUnreadCount: 1 });

      await c.data(REPLY, { input: { counterpartId: franchisor.id, content: 'Is the territory free?' } });
      await all.next(2);
      expect(all.values.map((v) => v.unreadMessageCount)).toEqual([1, 2]);

      await f.data(MARK_READ);
      await waitFor(() => sub.values.at(-1)?.supportUnreadCount === 0);
      expect(sub.values.every((v) => v.supportUnreadCount <= 1)).toBe(true);
      await all.next(3);
      expect(all.values.at(-1)).toEqual({ unreadMessageCount: 1 });
    } finally {
      sub.dispose();
      all.dispose();
      await client.dispose();
    }
  });

  it('is refused to customers, and stops for a franchisor whose account is rejected', async () => {
    const customer = await signedIn(await createCustomer(server.ds), 'CUSTOMER');
    const { client: customerSocket } = socketClient(server.url, { cookie: customer.cookie });
    try {
      const answer = await new Promise<unknown>((resolve) => {
        customerSocket.subscribe({ query: `subscription { supportUnreadCount }` }, { next: resolve, error: resolve, complete: () => {} });
      });
      expect(JSON.stringify(answer)).toContain('Unauthorized access');
    } finally {
      await customerSocket.dispose();
    }

    const franchisor = await createFranchisor(server.ds);
    const f = await signedIn(franchisor, 'FRANCHISOR');
    const { client, closes } = socketClient(server.url, { cookie: f.cookie });
    const sub = collect<{ supportUnreadCount: number }>(client, `subscription { supportUnreadCount }`);
    try {
      await listening(server, Topics.UNREAD_SUPPORT, franchisor.id);
      await server.ds.query(`UPDATE profiles SET status = $2 WHERE id = $1`, [franchisor.id, AccountStatus.REJECTED]);
      await asAdmin.request(SEND_ADMIN, { input: { franchisorId: franchisor.id, subject: 'S', content: 'C' } });
      await createMessage(server.ds, { from: admin, to: franchisor, subject: 'After rejection' });
      await server.services.messages.notifyUnread(franchisor.id);
      await waitFor(() => sub.completed || sub.errors.length > 0 || closes.length > 0);
      expect(sub.values).toEqual([]);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});

describe('who may use support', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['send', SEND, { input: { subject: 'S', content: 'C' } }],
    ['history', HISTORY, {}],
    ['unread count', `query { supportUnreadCount }`, {}],
    ['mark read', MARK_READ, {}],
  ];

  it.each(operations)('refuses anonymous callers and customers the %s', async (_name, query, variables) => {
    expect((await new TestClient(server.url).error(query, variables)).extensions?.code).toBe('UNAUTHENTICATED');
    const customer = await signedIn(await createCustomer(server.ds), 'CUSTOMER');
    expect(await customer.error(query, variables)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
  });

  it('refuses a franchisor whose account is pending, writing nothing', async () => {
    const franchisor = await createFranchisor(server.ds);
    const f = await signedIn(franchisor, 'FRANCHISOR');
    await server.ds.query(`UPDATE profiles SET status = 'pending' WHERE id = $1`, [franchisor.id]);
    const before = await counts();
    for (const [, query, variables] of operations) {
      expect((await f.error(query, variables)).extensions?.code).toBe('ACCOUNT_PENDING');
    }
    expect(await counts()).toEqual(before);
  });
});

async function waitFor(check: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 25));
  }
}
