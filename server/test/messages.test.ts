import sharp from 'sharp';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { Message } from '../src/modules/messages/message.entity';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor, testPdf } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SEND_ADMIN = `mutation SendAdmin($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id subject content read sender { fullName userType } receiver { id } } }`;
const SEND_SUPPORT = `mutation Support($input: SendSupportMessageInput!, $attachment: Upload) {
  sendSupportMessage(input: $input, attachment: $attachment) { id attachmentUrl }
}`;
const MY_MESSAGES = `query Mine($page: PageInput) { myMessages(page: $page) { total page pageCount items { id subject sender { fullName } } } }`;

const pdf = testPdf();
const messageCount = () => server.ds.getRepository(Message).count();

async function as(profile: { email: string }, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return c;
}

describe('admin messages to franchisors', () => {
  it('delivers to an approved franchisor, who sees it in their list with the sender', async () => {
    const admin = await createAdmin(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const a = await as(admin, 'ADMIN');
    const { sendAdminMessage } = await a.data<{ sendAdminMessage: Record<string, unknown> }>(SEND_ADMIN, {
      input: { franchisorId: franchisor.id, subject: '  Listing update ', content: 'Please add photos.' },
    });
    expect(sendAdminMessage).toMatchObject({
      subject: 'Listing update',
      read: false,
      sender: { fullName: 'Admin Person', userType: 'ADMIN' },
      receiver: { id: franchisor.id },
    });
    const f = await as(franchisor, 'FRANCHISOR');
    const { myMessages } = await f.data<{ myMessages: { total: number; items: { subject: string }[] } }>(MY_MESSAGES);
    expect(myMessages.total).toBe(1);
    expect(myMessages.items[0].subject).toBe('Listing update');
  });

  it.each([
    ['a pending franchisor', AccountStatus.PENDING],
    ['a rejected franchisor', AccountStatus.REJECTED],
  ])('refuses %s with "Please select a franchisor" and writes nothing', async (_label, status) => {
    const admin = await createAdmin(server.ds);
    const franchisor = await createFranchisor(server.ds, status);
    const a = await as(admin, 'ADMIN');
    const before = await messageCount();
    const error = await a.error(SEND_ADMIN, { input: { franchisorId: franchisor.id, subject: 'S', content: 'C' } });
    expect(error.message).toBe('Please select a franchisor');
    expect(await messageCount()).toBe(before);
  });

  it('refuses a customer as the addressee and a missing franchisor id', async () => {
    const admin = await createAdmin(server.ds);
    const customer = await createCustomer(server.ds);
    const a = await as(admin, 'ADMIN');
    const toCustomer = await a.error(SEND_ADMIN, { input: { franchisorId: customer.id, subject: 'S', content: 'C' } });
    const none = await a.error(SEND_ADMIN, { input: { franchisorId: '', subject: 'S', content: 'C' } });
    expect(toCustomer.message).toBe('Please select a franchisor');
    expect(none.extensions?.fields).toEqual({ franchisorId: 'Please select a franchisor' });
  });

  it.each([
    ['subject', 'Subject is required'],
    ['content', 'Message is required'],
  ])('requires a %s', async (field, message) => {
    const admin = await createAdmin(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const a = await as(admin, 'ADMIN');
    const before = await messageCount();
    const error = await a.error(SEND_ADMIN, {
      input: { franchisorId: franchisor.id, subject: 'S', content: 'C', [field]: '   ' },
    });
    expect(error.message).toBe(message);
    expect(await messageCount()).toBe(before);
  });

  it('pages the message list on the server', async () => {
    const admin = await createAdmin(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const a = await as(admin, 'ADMIN');
    for (let i = 1; i <= 3; i++) {
      await a.data(SEND_ADMIN, { input: { franchisorId: franchisor.id, subject: `No ${i}`, content: 'x' } });
    }
    const f = await as(franchisor, 'FRANCHISOR');
    const { myMessages } = await f.data<{ myMessages: { total: number; pageCount: number; items: { subject: string }[] } }>(MY_MESSAGES, {
      page: { page: 2, pageSize: 2 },
    });
    expect(myMessages).toMatchObject({ total: 3, pageCount: 2 });
    expect(myMessages.items.map((m) => m.subject)).toEqual(['No 1']);
  });
});

describe('franchisor support messages with attachments', () => {
  it('sends a PDF that only the two parties can download', async () => {
    await createAdmin(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const f = await as(franchisor, 'FRANCHISOR');
    const res = await f.upload<{ sendSupportMessage: { attachmentUrl: string } }>(
      SEND_SUPPORT,
      { input: { subject: 'Invoice query', content: 'See attached.' }, attachment: null },
      { attachment: { name: 'C:\\Users\\me\\invoice march.pdf', type: 'application/pdf', data: pdf } },
    );
    expect(res.errors).toBeUndefined();
    const url = res.data!.sendSupportMessage.attachmentUrl;
    expect(url).toMatch(/^\/files\/[0-9a-f-]{36}$/);

    const mine = await f.get(url);
    expect(mine.status).toBe(200);

    // The oldest approved admin receives support messages.
    const receiverId = (await server.ds.getRepository(Message).findOneByOrFail({ subject: 'Invoice query' })).receiverId!;
    const receiver = await server.ds.getRepository('profiles').findOneByOrFail({ id: receiverId });
    const a = await as(receiver as { email: string }, 'ADMIN');
    const download = await a.get(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="invoice march.pdf"; filename*=UTF-8''invoice%20march.pdf`);
    // Stored as pdf-lib rewrote it (files/pdf-check.ts): a PDF still, with the sent document's page.
    const served = Buffer.from(await download.arrayBuffer()).toString('latin1');
    expect(served.startsWith('%PDF-')).toBe(true);
    expect(served).toContain('/MediaBox [ 0 0 200 200 ]');

    const other = await as(await createFranchisor(server.ds), 'FRANCHISOR');
    expect((await other.get(url)).status).toBe(404);
    expect((await new TestClient(server.url).get(url)).status).toBe(401);
  });

  it('accepts an image checked by its content', async () => {
    await createAdmin(server.ds);
    const f = await as(await createFranchisor(server.ds), 'FRANCHISOR');
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const res = await f.upload(
      SEND_SUPPORT,
      { input: { subject: 'Photo', content: 'x' }, attachment: null },
      {
        attachment: { name: 'photo.png', type: 'image/png', data: png },
      },
    );
    expect(res.errors).toBeUndefined();
    const file = await server.ds.getRepository(StoredFile).findOneByOrFail({ originalName: 'photo.png' });
    expect(file).toMatchObject({ mimeType: 'image/png' }); // re-encoded, so not the bytes sent
    expect(file.storageKey).toMatch(/^message-attachments\/[0-9a-f-]{36}\.png$/);
  });

  it('refuses a file whose content is not an image or PDF, whatever its name says, and writes nothing', async () => {
    await createAdmin(server.ds);
    const f = await as(await createFranchisor(server.ds), 'FRANCHISOR');
    const before = { messages: await messageCount(), files: await server.ds.getRepository(StoredFile).count() };
    const res = await f.upload(
      SEND_SUPPORT,
      { input: { subject: 'Sneaky', content: 'x' }, attachment: null },
      {
        attachment: { name: 'report.pdf', type: 'application/pdf', data: Buffer.from('<script>alert(1)</script>') },
      },
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Attachments must be an image or a PDF',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await messageCount()).toBe(before.messages);
    expect(await server.ds.getRepository(StoredFile).count()).toBe(before.files);
  });

  it('refuses an attachment over 10MB', async () => {
    await createAdmin(server.ds);
    const f = await as(await createFranchisor(server.ds), 'FRANCHISOR');
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await f.upload(
      SEND_SUPPORT,
      { input: { subject: 'Big', content: 'x' }, attachment: null },
      {
        attachment: { name: 'big.pdf', type: 'application/pdf', data: big },
      },
    );
    expect(res.errors?.[0].message).toMatch(/10MB|10 MB|exceeds/i);
    expect(await server.ds.getRepository(Message).countBy({ subject: 'Big' })).toBe(0);
  });

  it('refuses a multipart request without the CSRF preflight header', async () => {
    const f = await as(await createFranchisor(server.ds), 'FRANCHISOR');
    const res = await f.upload(
      SEND_SUPPORT,
      { input: { subject: 'CSRF', content: 'x' }, attachment: null },
      { attachment: { name: 'a.pdf', type: 'application/pdf', data: pdf } },
      {},
    );
    expect(res.status).toBe(400);
    expect(await server.ds.getRepository(Message).countBy({ subject: 'CSRF' })).toBe(0);
  });

  it('says "Admin user not found" when the platform has no administrator', async () => {
    const empty = await startTestServer();
    try {
      const franchisor = await createFranchisor(empty.ds);
      const c = new TestClient(empty.url);
      await c.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
      const error = await c.error(SEND_SUPPORT, { input: { subject: 'Help', content: 'Anyone there?' } });
      expect(error.message).toBe('Admin user not found');
    } finally {
      await empty.close();
    }
  });
});
