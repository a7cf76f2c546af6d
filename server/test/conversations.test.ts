import { Topics } from '../src/realtime/pubsub';
import { User } from '../src/modules/auth/user.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
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
import { UserType } from '../src/modules/auth/auth.enums';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CONVERSATIONS = `query Conversations($page: PageInput) {
  myConversations(page: $page) {
    total pageCount
    items {
      id counterpartId lastActivityAt messageCount unreadCount franchiseNames canReply
      counterpart { id fullName companyName userType }
      lastMessage { id content }
    }
  }
}`;
const THREAD = `query Thread($counterpartId: ID, $page: PageInput) {
  myConversationMessages(counterpartId: $counterpartId, page: $page) {
    total pageCount
    items { id content subject read sender { id } receiver { id } }
  }
}`;
const MARK_READ = `mutation MarkRead($counterpartId: ID) { markConversationRead(counterpartId: $counterpartId) }`;
const REPLY = `mutation Reply($input: ReplyToConversationInput!, $attachment: Upload) {
  replyToConversation(input: $input, attachment: $attachment) { id subject content attachmentUrl receiver { id } }
}`;

const pdf = testPdf();
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 9, minutes));
const counts = async () => ({
  messages: await server.ds.getRepository(Message).count(),
  files: await server.ds.getRepository(StoredFile).count(),
});

async function as(profile: { email: string }, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return c;
}

const franchisorNamed = (fullName: string, companyName: string) => createProfile(server.ds, { userType: UserType.FRANCHISOR, fullName, companyName });

interface ConversationItem {
  id: string;
  counterpartId: string | null;
  messageCount: number;
  unreadCount: number;
  franchiseNames: string[];
  canReply: boolean;
  counterpart: { id: string; fullName: string; companyName: string } | null;
  lastMessage: { id: string; content: string };
}
type ConversationsResult = { myConversations: { total: number; pageCount: number; items: ConversationItem[] } };
type ThreadResult = { myConversationMessages: { total: number; items: { id: string; content: string; read: boolean }[] } };

/**
 * A customer who requested two franchises of franchisor A and one of B, and talks with both;
 * B wrote last. Another customer also talks with A.
 */
async function scene() {
  const a = await franchisorNamed('Ann Franchisor', 'Alpha Brands');
  const b = await franchisorNamed('Ben Franchisor', 'Beta Group');
  const customer = await createCustomer(server.ds);
  const other = await createCustomer(server.ds);
  const a1 = await createFranchise(server.ds, { franchisorId: a.id, name: 'Zesty Juice' });
  const a2 = await createFranchise(server.ds, { franchisorId: a.id, name: 'Apple Tutors' });
  const b1 = await createFranchise(server.ds, { franchisorId: b.id, name: 'Bike Fixers' });
  const leadA1 = await createLead(server.ds, { customer, franchise: a1 });
  await createLead(server.ds, { customer, franchise: a2 });
  await createLead(server.ds, { customer, franchise: b1 });
  await createLead(server.ds, { customer: other, franchise: a1 });

  const m1 = await createMessage(server.ds, {
    from: a,
    to: customer,
    subject: 'Re: Zesty Juice',
    content: 'A1',
    leadId: leadA1.id,
    createdAt: at(1),
  });
  const m2 = await createMessage(server.ds, { from: customer, to: a, subject: 'Re: Zesty Juice', content: 'A2', createdAt: at(2) });
  const m3 = await createMessage(server.ds, {
    from: a,
    to: customer,
    subject: 'Re: Zesty Juice',
    content: 'A3',
    leadId: leadA1.id,
    createdAt: at(3),
  });
  const m4 = await createMessage(server.ds, { from: a, to: customer, subject: 'Re: Zesty Juice', content: 'A4', createdAt: at(4) });
  const b1m = await createMessage(server.ds, { from: b, to: customer, subject: 'Re: Bike Fixers', content: 'B1', createdAt: at(10) });
  await createMessage(server.ds, { from: a, to: other, subject: 'Re: Zesty Juice', content: 'For the other customer', createdAt: at(20) });
  return { a, b, customer, other, leadA1, messages: { m1, m2, m3, m4, b1m }, client: await as(customer, 'CUSTOMER') };
}

describe('the conversation list', () => {
  it('groups messages by counterpart, newest activity first, with unread counts and the franchises they are about', async () => {
    const { a, b, client, messages } = await scene();
    await server.ds.getRepository(Message).update({ id: messages.m1.id }, { read: true });
    const { myConversations } = await client.data<ConversationsResult>(CONVERSATIONS);
    expect(myConversations.total).toBe(2);
    expect(myConversations.items).toEqual([
      {
        id: b.id,
        counterpartId: b.id,
        lastActivityAt: at(10).toISOString(),
        messageCount: 1,
        unreadCount: 1,
        franchiseNames: ['Bike Fixers'],
        canReply: true,
        counterpart: { id: b.id, fullName: 'Ben Franchisor', companyName: 'Beta Group', userType: 'FRANCHISOR' },
        lastMessage: { id: messages.b1m.id, content: 'B1' },
      },
      {
        id: a.id,
        counterpartId: a.id,
        lastActivityAt: at(4).toISOString(),
        messageCount: 4,
        unreadCount: 2,
        franchiseNames: ['Apple Tutors', 'Zesty Juice'],
        canReply: true,
        counterpart: { id: a.id, fullName: 'Ann Franchisor', companyName: 'Alpha Brands', userType: 'FRANCHISOR' },
        lastMessage: { id: messages.m4.id, content: 'A4' },
      },
    ]);
  });

  it('moves a conversation to the top when the customer writes in it', async () => {
    const { a, client } = await scene();
    await client.data(REPLY, { input: { counterpartId: a.id, content: 'Still there?' } });
    const { myConversations } = await client.data<ConversationsResult>(CONVERSATIONS);
    expect(myConversations.items.map((c) => c.id)).toEqual([a.id, expect.any(String)]);
    expect(myConversations.items[0]).toMatchObject({ messageCount: 5, lastMessage: { content: 'Still there?' } });
  });

  it("keeps a deleted account's messages as one read-only conversation with an unknown counterpart", async () => {
    const { a, client, messages } = await scene();
    await server.ds.getRepository(Franchise).delete({ franchisorId: a.id });
    await server.ds.getRepository(User).delete({ id: a.id });
    const { myConversations } = await client.data<ConversationsResult>(CONVERSATIONS);
    const deleted = myConversations.items.find((c) => c.counterpartId === null)!;
    expect(deleted).toMatchObject({
      id: 'deleted',
      counterpart: null,
      canReply: false,
      messageCount: 4,
      unreadCount: 3,
      franchiseNames: [],
      lastMessage: { id: messages.m4.id },
    });
    const { myConversationMessages } = await client.data<ThreadResult>(THREAD, { counterpartId: null });
    expect(myConversationMessages.items.map((m) => m.content)).toEqual(['A4', 'A3', 'A2', 'A1']);
    expect(await client.data(MARK_READ, { counterpartId: null })).toEqual({ markConversationRead: 1 });
  });

  it('pages conversations on the server', async () => {
    const customer = await createCustomer(server.ds);
    for (let i = 1; i <= 3; i++) {
      await createMessage(server.ds, { from: await createFranchisor(server.ds), to: customer, content: `No ${i}`, createdAt: at(i) });
    }
    const c = await as(customer, 'CUSTOMER');
    const page2 = await c.data<ConversationsResult>(CONVERSATIONS, { page: { page: 2, pageSize: 2 } });
    expect(page2.myConversations).toMatchObject({ total: 3, pageCount: 2 });
    expect(page2.myConversations.items.map((i) => i.lastMessage.content)).toEqual(['No 1']);
    const beyond = await c.data<ConversationsResult>(CONVERSATIONS, { page: { page: 5, pageSize: 2 } });
    expect(beyond.myConversations).toMatchObject({ total: 3, items: [] });
  });

  it('is empty for a customer without messages', async () => {
    const c = await as(await createCustomer(server.ds), 'CUSTOMER');
    const { myConversations } = await c.data<ConversationsResult>(CONVERSATIONS);
    expect(myConversations).toMatchObject({ total: 0, pageCount: 1, items: [] });
  });
});

describe('the messages of one conversation', () => {
  it('pages the messages between the two, newest first', async () => {
    const { a, client } = await scene();
    const first = await client.data<ThreadResult>(THREAD, { counterpartId: a.id, page: { page: 1, pageSize: 3 } });
    expect(first.myConversationMessages.total).toBe(4);
    expect(first.myConversationMessages.items.map((m) => m.content)).toEqual(['A4', 'A3', 'A2']);
    const second = await client.data<ThreadResult>(THREAD, { counterpartId: a.id, page: { page: 2, pageSize: 3 } });
    expect(second.myConversationMessages.items.map((m) => m.content)).toEqual(['A1']);
  });

  it("never shows another customer's messages with the same franchisor", async () => {
    const { a, other } = await scene();
    const c = await as(other, 'CUSTOMER');
    const { myConversationMessages } = await c.data<ThreadResult>(THREAD, { counterpartId: a.id });
    expect(myConversationMessages.items.map((m) => m.content)).toEqual(['For the other customer']);
    const stranger = await as(await createCustomer(server.ds), 'CUSTOMER');
    const none = await stranger.data<ThreadResult>(THREAD, { counterpartId: a.id });
    expect(none.myConversationMessages).toMatchObject({ total: 0, items: [] });
  });

  it('refuses an id that is not a profile id', async () => {
    const { client } = await scene();
    const error = await client.error(THREAD, { counterpartId: 'x' });
    expect(error).toMatchObject({ message: 'Conversation not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('read state', () => {
  it("marks only the counterpart's messages to the viewer as read, and returns the unread count left", async () => {
    const { a, other, client, messages } = await scene();
    const { markConversationRead } = await client.data<{ markConversationRead: number }>(MARK_READ, { counterpartId: a.id });
    expect(markConversationRead).toBe(1); // B's message is still unread
    const read = async (id: string) => (await server.ds.getRepository(Message).findOneByOrFail({ id })).read;
    expect(await read(messages.m1.id)).toBe(true);
    expect(await read(messages.m3.id)).toBe(true);
    expect(await read(messages.m4.id)).toBe(true);
    expect(await read(messages.m2.id)).toBe(false); // the customer's own message stays unread for A
    expect(await read(messages.b1m.id)).toBe(false);
    const otherMessage = await server.ds.getRepository(Message).findOneByOrFail({ receiverId: other.id });
    expect(otherMessage.read).toBe(false);
  });

  it("cannot mark another customer's conversation read", async () => {
    const { a, other } = await scene();
    const stranger = await as(await createCustomer(server.ds), 'CUSTOMER');
    expect(await stranger.data(MARK_READ, { counterpartId: a.id })).toEqual({ markConversationRead: 0 });
    expect((await server.ds.getRepository(Message).findOneByOrFail({ receiverId: other.id })).read).toBe(false);
  });

  it('pushes the lower unread count to the live badge when the conversation is opened', async () => {
    const { a, customer, client } = await scene();
    const { client: ws } = socketClient(server.url, { cookie: client.cookie });
    const sub = collect<{ unreadMessageCount: number }>(ws, `subscription { unreadMessageCount }`);
    try {
      await listening(server, Topics.UNREAD_MESSAGES, customer.id);
      expect((await client.data<{ unreadMessageCount: number }>(`{ unreadMessageCount }`)).unreadMessageCount).toBe(4);
      await client.data(MARK_READ, { counterpartId: a.id });
      await sub.next(1);
      expect(sub.values).toEqual([{ unreadMessageCount: 1 }]);
    } finally {
      sub.dispose();
      await ws.dispose();
    }
  });
});

describe('replying', () => {
  it("continues the conversation's subject and request", async () => {
    const { a, leadA1, client } = await scene();
    const { replyToConversation } = await client.data<{ replyToConversation: { id: string; subject: string; receiver: { id: string } } }>(REPLY, {
      input: { counterpartId: a.id, content: 'Thanks!' },
    });
    expect(replyToConversation).toMatchObject({ subject: 'Re: Zesty Juice', receiver: { id: a.id } });
    // The latest message is about no request in particular; the reply is tied to the latest one that is.
    const stored = await server.ds.getRepository(Message).findOneByOrFail({ id: replyToConversation.id });
    expect(stored.leadId).toBe(leadA1.id);
  });

  it("starts a conversation with a franchisor whose franchise the customer requested: 'Re: {franchise name}'", async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Wash & Go' });
    const customer = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer, franchise });
    const c = await as(customer, 'CUSTOMER');
    const { replyToConversation } = await c.data<{ replyToConversation: { id: string; subject: string } }>(REPLY, {
      input: { counterpartId: franchisor.id, content: 'Hello' },
    });
    expect(replyToConversation.subject).toBe('Re: Wash & Go');
    expect((await server.ds.getRepository(Message).findOneByOrFail({ id: replyToConversation.id })).leadId).toBe(lead.id);
  });

  it('cannot start a conversation about a franchise that is no longer listed', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    const customer = await createCustomer(server.ds);
    await createLead(server.ds, { customer, franchise });
    await server.ds.getRepository(Franchise).delete({ id: franchise.id });
    const c = await as(customer, 'CUSTOMER');
    const before = await counts();
    const error = await c.error(REPLY, { input: { counterpartId: franchisor.id, content: 'Hello?' } });
    expect(error.message).toBe('This franchise is no longer available, so its franchisor cannot be messaged about it');
    expect(await counts()).toEqual(before);
  });

  it('refuses a counterpart the customer has no request with and no messages with, and writes nothing', async () => {
    const { a } = await scene();
    const stranger = await as(await createCustomer(server.ds), 'CUSTOMER');
    const admin = await createAdmin(server.ds);
    const before = await counts();
    for (const counterpartId of [a.id, admin.id, (await createCustomer(server.ds)).id]) {
      const res = await stranger.upload(
        REPLY,
        { input: { counterpartId, content: 'Hi' }, attachment: null },
        {
          attachment: { name: 'a.pdf', type: 'application/pdf', data: pdf },
        },
      );
      expect(res.errors?.[0]).toMatchObject({ message: 'Conversation not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an empty reply with "Message is required" and writes nothing', async () => {
    const { a, client } = await scene();
    const before = await counts();
    const error = await client.error(REPLY, { input: { counterpartId: a.id, content: ' ' } });
    expect(error).toMatchObject({ message: 'Message is required', extensions: { fields: { content: 'Message is required' } } });
    expect(await counts()).toEqual(before);
  });

  it('attaches a PDF that the franchisor can download, and refuses other content', async () => {
    const { a, client } = await scene();
    const ok = await client.upload<{ replyToConversation: { attachmentUrl: string } }>(
      REPLY,
      { input: { counterpartId: a.id, content: 'Signed form' }, attachment: null },
      { attachment: { name: 'form.pdf', type: 'application/pdf', data: pdf } },
    );
    expect(ok.errors).toBeUndefined();
    const url = ok.data!.replyToConversation.attachmentUrl;
    expect((await (await as(a, 'FRANCHISOR')).get(url)).status).toBe(200);
    expect((await (await as(await createCustomer(server.ds), 'CUSTOMER')).get(url)).status).toBe(404);

    const before = await counts();
    const bad = await client.upload(
      REPLY,
      { input: { counterpartId: a.id, content: 'Oops' }, attachment: null },
      {
        attachment: { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('GIF89a not really') },
      },
    );
    expect(bad.errors?.[0].message).toBe('Attachments must be an image or a PDF');
    expect(await counts()).toEqual(before);
  });
});

describe('who may use the conversation operations', () => {
  it.each([
    ['list conversations', CONVERSATIONS, () => ({})],
    ['read a conversation', THREAD, (p: Profile) => ({ counterpartId: p.id })],
    ['mark a conversation read', MARK_READ, (p: Profile) => ({ counterpartId: p.id })],
    ['reply', REPLY, (p: Profile) => ({ input: { counterpartId: p.id, content: 'Hi' } })],
  ])('a franchisor or an admin cannot %s', async (_label, query, variables) => {
    const franchisor = await createFranchisor(server.ds);
    const admin = await createAdmin(server.ds);
    const before = await counts();
    for (const [client, counterpart] of [
      [await as(franchisor, 'FRANCHISOR'), admin],
      [await as(admin, 'ADMIN'), franchisor],
    ] as const) {
      const error = await client.error(query, variables(counterpart));
      expect(error).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    }
    expect(await counts()).toEqual(before);
  });
});
