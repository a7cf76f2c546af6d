import { Topics } from '../src/realtime/pubsub';
import { AccountStatus, UserType } from '../src/modules/auth/auth.enums';
import type { Profile } from '../src/modules/auth/profile.entity';
import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Message } from '../src/modules/messages/message.entity';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor, createMessage, createProfile, testPdf } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

let server: TestServer;
let admin: Profile;
let asAdmin: TestClient;

const SEND = `mutation SendAdmin($input: SendAdminMessageInput!, $attachment: Upload) {
  sendAdminMessage(input: $input, attachment: $attachment) {
    id direction subject content read attachmentUrl
    sender { id fullName userType } receiver { id companyName } franchisor { id companyName fullName }
  }
}`;
const LIST = `query Inbox($page: PageInput, $filter: AdminMessagesFilter) {
  adminMessages(page: $page, filter: $filter) {
    total page pageCount
    items { id direction subject content read createdAt attachmentUrl sender { fullName companyName userType } franchisor { id companyName fullName } }
  }
}`;
const UNREAD = `query { adminUnreadMessageCount }`;
const MARK = `mutation MarkInbox($input: MarkMessagesReadInput!) { markAdminMessagesRead(input: $input) }`;
const RECIPIENTS = `query Recipients($input: MessageRecipientSearch) { messageRecipients(input: $input) { id companyName fullName } }`;
const SUPPORT = `mutation Support($input: SendSupportMessageInput!, $attachment: Upload) {
  sendSupportMessage(input: $input, attachment: $attachment) { id attachmentUrl }
}`;
const SUPPORT_HISTORY = `query { supportMessages { total items { subject direction read } } }`;

const pdf = testPdf();

interface Item {
  id: string;
  direction: 'INBOUND' | 'OUTBOUND';
  subject: string;
  content: string;
  read: boolean;
  attachmentUrl: string | null;
  sender: { fullName: string; companyName: string | null; userType: string } | null;
  franchisor: { id: string; companyName: string | null; fullName: string } | null;
}
type Page = { total: number; page: number; pageCount: number; items: Item[] };

async function signedIn(profile: Profile, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return c;
}
const inbox = async (c: TestClient, variables: Record<string, unknown> = {}) =>
  (await c.data<{ adminMessages: Page }>(LIST, variables)).adminMessages;
const counts = async () => ({
  messages: await server.ds.getRepository(Message).count(),
  files: await server.ds.getRepository(StoredFile).count(),
  audit: await server.ds.getRepository(AdminAction).count(),
});
/** Every test starts from an inbox with nothing unread; the inbox is shared by all of this file's admins. */
const readEverything = () => server.ds.query(`UPDATE messages SET read = true WHERE platform = 'in'`);

beforeAll(async () => {
  server = await startTestServer();
  admin = await createAdmin(server.ds);
  asAdmin = await signedIn(admin, 'ADMIN');
});
afterAll(() => server.close());

describe('who may use the admin inbox', () => {
  const operations: [string, string, Record<string, unknown>][] = [
    ['send', SEND, { input: { franchisorId: '00000000-0000-4000-8000-000000000000', subject: 'S', content: 'C' } }],
    ['history', LIST, {}],
    ['unread count', UNREAD, {}],
    ['mark read', MARK, { input: { ids: [] } }],
    ['recipients', RECIPIENTS, {}],
  ];

  it.each(operations)(
    'refuses the %s to anonymous callers, customers, franchisors and unapproved admins, writing nothing',
    async (_n, query, variables) => {
      const franchisor = await createFranchisor(server.ds);
      const pendingAdmin = await createAdmin(server.ds);
      const asPending = await signedIn(pendingAdmin, 'ADMIN');
      await server.ds.query(`UPDATE profiles SET status = $2 WHERE id = $1`, [pendingAdmin.id, AccountStatus.PENDING]);
      const rejectedAdmin = await createAdmin(server.ds);
      const asRejected = await signedIn(rejectedAdmin, 'ADMIN');
      await server.ds.query(`UPDATE profiles SET status = $2 WHERE id = $1`, [rejectedAdmin.id, AccountStatus.REJECTED]);
      const vars =
        variables.input && 'franchisorId' in (variables.input as object)
          ? { input: { ...(variables.input as object), franchisorId: franchisor.id } }
          : variables;
      const before = await counts();

      expect((await new TestClient(server.url).error(query, vars)).extensions?.code).toBe('UNAUTHENTICATED');
      const customer = await signedIn(await createCustomer(server.ds), 'CUSTOMER');
      expect(await customer.error(query, vars)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
      const f = await signedIn(franchisor, 'FRANCHISOR');
      expect(await f.error(query, vars)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
      for (const c of [asPending, asRejected]) {
        expect(await c.error(query, vars)).toMatchObject({ message: 'Your account is pending approval', extensions: { code: 'ACCOUNT_PENDING' } });
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses the live badge to a franchisor over the websocket', async () => {
    const f = await signedIn(await createFranchisor(server.ds), 'FRANCHISOR');
    const { client } = socketClient(server.url, { cookie: f.cookie });
    try {
      const answer = await new Promise<unknown>((resolve) => {
        client.subscribe({ query: `subscription { adminUnreadMessageCount }` }, { next: resolve, error: resolve, complete: () => {} });
      });
      expect(answer).toMatchObject({ errors: [{ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } }] });
    } finally {
      await client.dispose();
    }
  });
});

describe('sending a message to a franchisor', () => {
  it('delivers to an approved franchisor with an optional attachment, records an audit entry and shows in the history', async () => {
    const franchisor = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: 'Acme Cleaning Ltd', fullName: 'Ada Owner' });
    const res = await asAdmin.upload<{ sendAdminMessage: Item & { receiver: { id: string } } }>(
      SEND,
      { input: { franchisorId: franchisor.id, subject: '  Listing update ', content: ' Please add photos. ' }, attachment: null },
      { attachment: { name: 'terms.pdf', type: 'application/pdf', data: pdf } },
    );
    expect(res.errors).toBeUndefined();
    const sent = res.data!.sendAdminMessage;
    expect(sent).toMatchObject({
      direction: 'OUTBOUND',
      subject: 'Listing update',
      content: 'Please add photos.',
      read: false,
      sender: { id: admin.id, fullName: 'Admin Person', userType: 'ADMIN' },
      receiver: { id: franchisor.id, companyName: 'Acme Cleaning Ltd' },
      franchisor: { id: franchisor.id, companyName: 'Acme Cleaning Ltd', fullName: 'Ada Owner' },
    });
    expect(sent.attachmentUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/);

    const [entry] = await server.ds.getRepository(AdminAction).findBy({ targetType: 'message', targetId: sent.id });
    expect(entry).toMatchObject({
      actorId: admin.id,
      action: 'send',
      detail: { franchisorId: franchisor.id, subject: 'Listing update', attachment: true },
    });

    // The franchisor reads it on their Support page, and can download the attachment; so can another admin.
    const f = await signedIn(franchisor, 'FRANCHISOR');
    expect((await f.data<{ supportMessages: { items: unknown[] } }>(SUPPORT_HISTORY)).supportMessages.items).toEqual([
      { subject: 'Listing update', direction: 'RECEIVED', read: false },
    ]);
    expect((await f.get(sent.attachmentUrl!)).status).toBe(200);
    const otherAdmin = await signedIn(await createAdmin(server.ds), 'ADMIN');
    expect((await otherAdmin.get(sent.attachmentUrl!)).status).toBe(200);
    expect((await (await signedIn(await createFranchisor(server.ds), 'FRANCHISOR')).get(sent.attachmentUrl!)).status).toBe(404);

    const { items } = await inbox(otherAdmin, { filter: { franchisorId: franchisor.id } });
    expect(items.map((m) => [m.subject, m.direction, m.sender?.fullName])).toEqual([['Listing update', 'OUTBOUND', 'Admin Person']]);
  });

  it.each([
    ['a pending franchisor', AccountStatus.PENDING],
    ['a rejected franchisor', AccountStatus.REJECTED],
  ])("refuses %s with 'Please select a franchisor', writing nothing (not even the attachment)", async (_l, status) => {
    const franchisor = await createFranchisor(server.ds, status);
    const before = await counts();
    const res = await asAdmin.upload(
      SEND,
      { input: { franchisorId: franchisor.id, subject: 'S', content: 'C' }, attachment: null },
      { attachment: { name: 'a.pdf', type: 'application/pdf', data: pdf } },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Please select a franchisor',
      extensions: { code: 'BAD_USER_INPUT', fields: { franchisorId: 'Please select a franchisor' } },
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no franchisor', ''],
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a customer', 'customer'],
    ['an administrator', 'admin'],
  ])("refuses %s with 'Please select a franchisor', writing nothing", async (_l, who) => {
    const franchisorId = who === 'customer' ? (await createCustomer(server.ds)).id : who === 'admin' ? admin.id : who;
    const before = await counts();
    const error = await asAdmin.error(SEND, { input: { franchisorId, subject: 'S', content: 'C' } });
    expect(error).toMatchObject({ message: 'Please select a franchisor', extensions: { fields: { franchisorId: 'Please select a franchisor' } } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['subject', 'Subject is required'],
    ['content', 'Message is required'],
  ])('requires a %s, with the spec wording, and writes nothing', async (field, message) => {
    const franchisor = await createFranchisor(server.ds);
    const before = await counts();
    const error = await asAdmin.error(SEND, { input: { franchisorId: franchisor.id, subject: 'S', content: 'C', [field]: '   ' } });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await counts()).toEqual(before);
  });

  it('offers only approved franchisors as recipients, searchable by company, contact or e-mail', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const approved = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: `${tag} Approved Ltd`, fullName: 'Amy' });
    await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: `${tag} Pending Ltd`, status: AccountStatus.PENDING });
    await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: `${tag} Rejected Ltd`, status: AccountStatus.REJECTED });
    await createProfile(server.ds, { userType: UserType.CUSTOMER, fullName: `${tag} Customer` });
    const found = await asAdmin.data<{ messageRecipients: { id: string }[] }>(RECIPIENTS, { input: { search: tag.toUpperCase() } });
    expect(found.messageRecipients).toEqual([{ id: approved.id, companyName: `${tag} Approved Ltd`, fullName: 'Amy' }]);
    const all = await asAdmin.data<{ messageRecipients: { id: string }[] }>(RECIPIENTS, { input: { limit: 50 } });
    expect(all.messageRecipients.length).toBeGreaterThan(0);
    expect(all.messageRecipients.length).toBeLessThanOrEqual(50);
    const tooMany = await asAdmin.error(RECIPIENTS, { input: { limit: 500 } });
    expect(tooMany.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the shared platform inbox', () => {
  it("puts a franchisor's support message before every approved admin, paged, with the sender's company and contact name or null", async () => {
    await readEverything();
    const secondAdmin = await createAdmin(server.ds);
    const asSecond = await signedIn(secondAdmin, 'ADMIN');
    const franchisor = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: 'Bright Kids Ltd', fullName: 'Ben Bright' });
    const gone = await createFranchisor(server.ds);
    const f = await signedIn(franchisor, 'FRANCHISOR');
    await f.data(SUPPORT, { input: { subject: 'First question', content: 'Hello?' } });
    await f.data(SUPPORT, { input: { subject: 'Second question', content: 'Hello again' } });
    await createMessage(server.ds, { from: gone, to: admin, subject: 'From a deleted account' });
    await server.ds.query(`DELETE FROM profiles WHERE id = $1`, [gone.id]);

    for (const c of [asAdmin, asSecond]) {
      expect(await c.data(UNREAD)).toEqual({ adminUnreadMessageCount: 3 });
      const first = await inbox(c, { page: { page: 1, pageSize: 2 } });
      expect(first.total).toBeGreaterThanOrEqual(3);
      expect(first.items.map((m) => [m.subject, m.direction, m.read, m.sender?.companyName ?? null, m.sender?.fullName ?? null])).toEqual([
        ['From a deleted account', 'INBOUND', false, null, null],
        ['Second question', 'INBOUND', false, 'Bright Kids Ltd', 'Ben Bright'],
      ]);
      const second = await inbox(c, { page: { page: 2, pageSize: 2 } });
      expect(second.items[0]).toMatchObject({ subject: 'First question', franchisor: { companyName: 'Bright Kids Ltd' } });
    }

    const unread = await inbox(asSecond, { filter: { unreadOnly: true } });
    expect(unread.total).toBe(3);
    const mine = await inbox(asSecond, { filter: { franchisorId: franchisor.id } });
    expect(mine.items.map((m) => m.subject)).toEqual(['Second question', 'First question']);
  });

  it('keeps customer conversations out of the inbox', async () => {
    const franchisor = await createFranchisor(server.ds);
    const customer = await createCustomer(server.ds);
    await createMessage(server.ds, { from: customer, to: franchisor, subject: 'Customer question' });
    const { items } = await inbox(asAdmin, { filter: { franchisorId: franchisor.id } });
    expect(items).toEqual([]);
  });

  it('marks inbound messages read for every admin once one opens them; the franchisor sees them read', async () => {
    await readEverything();
    const franchisor = await createFranchisor(server.ds);
    const f = await signedIn(franchisor, 'FRANCHISOR');
    const { sendSupportMessage: one } = await f.data<{ sendSupportMessage: { id: string } }>(SUPPORT, { input: { subject: 'One', content: 'x' } });
    const { sendSupportMessage: two } = await f.data<{ sendSupportMessage: { id: string } }>(SUPPORT, { input: { subject: 'Two', content: 'y' } });
    const { sendAdminMessage: outbound } = await asAdmin.data<{ sendAdminMessage: { id: string } }>(SEND, {
      input: { franchisorId: franchisor.id, subject: 'Answer', content: 'z' },
    });
    const other = await signedIn(await createAdmin(server.ds), 'ADMIN');
    expect(await other.data(UNREAD)).toEqual({ adminUnreadMessageCount: 2 });

    // Only inbound ones change; an outbound id is the franchisor's to read.
    expect(await asAdmin.data(MARK, { input: { ids: [one.id, outbound.id] } })).toEqual({ markAdminMessagesRead: 1 });
    expect(await other.data(UNREAD)).toEqual({ adminUnreadMessageCount: 1 });
    const [{ read }] = await server.ds.query(`SELECT read FROM messages WHERE id = $1`, [outbound.id]);
    expect(read).toBe(false);
    expect(await other.data(MARK, { input: { ids: [two.id] } })).toEqual({ markAdminMessagesRead: 0 });

    const history = (await f.data<{ supportMessages: { items: { subject: string; read: boolean }[] } }>(SUPPORT_HISTORY)).supportMessages;
    expect(history.items.map((m) => [m.subject, m.read])).toEqual([
      ['Answer', false],
      ['Two', true],
      ['One', true],
    ]);
  });
});

describe('the Messages badge over graphql-ws', () => {
  it("changes for every admin when a franchisor writes and when any admin opens the message, not for others' messages", async () => {
    await readEverything();
    const franchisor = await createFranchisor(server.ds);
    const customer = await createCustomer(server.ds);
    const f = await signedIn(franchisor, 'FRANCHISOR');
    const c = await signedIn(customer, 'CUSTOMER');
    const second = await signedIn(await createAdmin(server.ds), 'ADMIN');
    const sockets = [socketClient(server.url, { cookie: asAdmin.cookie }), socketClient(server.url, { cookie: second.cookie })];
    const subs = sockets.map(({ client }) => collect<{ adminUnreadMessageCount: number }>(client, `subscription Inbox { adminUnreadMessageCount }`));
    try {
      await listening(server, Topics.ADMIN_UNREAD_MESSAGES, 'admins', 2);
      const { sendSupportMessage } = await f.data<{ sendSupportMessage: { id: string } }>(SUPPORT, { input: { subject: 'Help', content: 'Please' } });
      for (const sub of subs) await sub.next(1);
      expect(subs.map((s) => s.values)).toEqual([[{ adminUnreadMessageCount: 1 }], [{ adminUnreadMessageCount: 1 }]]);

      // Messages outside the inbox (a customer to a franchisor, an admin to a franchisor) push nothing here.
      await c
        .data(`mutation($input: ReplyToConversationInput!) { replyToConversation(input: $input) { id } }`, {
          input: { counterpartId: franchisor.id, content: 'Hi' },
        })
        .catch(() => undefined);
      await asAdmin.data(SEND, { input: { franchisorId: franchisor.id, subject: 'Reply', content: 'Done' } });

      await second.data(MARK, { input: { ids: [sendSupportMessage.id] } });
      for (const sub of subs) await sub.next(2);
      expect(subs.map((s) => s.values)).toEqual([
        [{ adminUnreadMessageCount: 1 }, { adminUnreadMessageCount: 0 }],
        [{ adminUnreadMessageCount: 1 }, { adminUnreadMessageCount: 0 }],
      ]);
    } finally {
      subs.forEach((s) => s.dispose());
      await Promise.all(sockets.map(({ client }) => client.dispose()));
    }
  });

  it("still pushes the franchisor's Support badge when an admin writes", async () => {
    const franchisor = await createFranchisor(server.ds);
    const f = await signedIn(franchisor, 'FRANCHISOR');
    const { client } = socketClient(server.url, { cookie: f.cookie });
    const sub = collect<{ supportUnreadCount: number }>(client, `subscription { supportUnreadCount }`);
    try {
      await listening(server, Topics.UNREAD_SUPPORT, franchisor.id);
      await asAdmin.data(SEND, { input: { franchisorId: franchisor.id, subject: 'Hello', content: 'From the team' } });
      await sub.next(1);
      expect(sub.values).toEqual([{ supportUnreadCount: 1 }]);
      await f.data(`mutation { markSupportMessagesRead }`);
      await sub.next(2);
      expect(sub.values[1]).toEqual({ supportUnreadCount: 0 });
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});
