import sharp from 'sharp';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { InterestStatus } from '../src/modules/lead-intake/lead.enums';
import { User } from '../src/modules/auth/user.entity';
import { Message } from '../src/modules/messages/message.entity';
import {
  FACTORY_PASSWORD,
  createAdmin,
  createCustomer,
  createFranchise,
  createFranchisor,
  createLead,
  createMessage,
  testPdf,
} from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LIST = `query Requests($page: PageInput) {
  myFranchiseRequests(page: $page) {
    total page pageCount
    items {
      id status interestStatus createdAt canMessage
      franchise { id name location details { investmentAmount mainImageUrl } }
      franchisor { id fullName companyName }
    }
  }
}`;
const SET_INTEREST = `mutation Interest($input: SetRequestInterestInput!) {
  setFranchiseRequestInterest(input: $input) { id interestStatus }
}`;
const DELETE = `mutation Delete($id: ID!) { deleteFranchiseRequest(id: $id) }`;
const SEND = `mutation Send($input: SendRequestMessageInput!, $attachment: Upload) {
  sendFranchiseRequestMessage(input: $input, attachment: $attachment) {
    id subject content read attachmentUrl sender { id } receiver { id companyName }
  }
}`;

const pdf = testPdf();
const counts = async () => ({
  messages: await server.ds.getRepository(Message).count(),
  files: await server.ds.getRepository(StoredFile).count(),
});

async function as(profile: { email: string }, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return c;
}

/** A customer with one request to an approved franchise of a franchisor. */
async function customerWithRequest(franchiseName = 'Bean There Coffee') {
  const franchisor = await createFranchisor(server.ds);
  const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: franchiseName });
  const customer = await createCustomer(server.ds);
  const lead = await createLead(server.ds, { customer, franchise });
  return { franchisor, franchise, customer, lead, client: await as(customer, 'CUSTOMER') };
}

interface ListResult {
  myFranchiseRequests: {
    total: number;
    pageCount: number;
    items: {
      id: string;
      interestStatus: string;
      canMessage: boolean;
      franchise: { name: string; location: string; details: { investmentAmount: number } } | null;
      franchisor: { companyName: string } | null;
    }[];
  };
}

describe('listing my franchise requests', () => {
  it('shows only my own requests, newest first, with the franchise and its franchisor', async () => {
    const franchisor = await createFranchisor(server.ds);
    const older = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Older Co', location: 'Bristol', investmentAmount: 25000 });
    const newer = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Newer Co', mainImageUrl: '/uploads/x.png' });
    const customer = await createCustomer(server.ds);
    const other = await createCustomer(server.ds);
    await createLead(server.ds, { customer, franchise: older, createdAt: new Date('2026-01-01T10:00:00Z') });
    const latest = await createLead(server.ds, { customer, franchise: newer, createdAt: new Date('2026-02-01T10:00:00Z') });
    await createLead(server.ds, { customer: other, franchise: older });

    const c = await as(customer, 'CUSTOMER');
    const { myFranchiseRequests } = await c.data<ListResult>(LIST);
    expect(myFranchiseRequests.total).toBe(2);
    expect(myFranchiseRequests.items[0]).toMatchObject({
      id: latest.id,
      status: 'NEW',
      interestStatus: 'STILL_INTERESTED',
      canMessage: true,
      franchise: { name: 'Newer Co', details: { investmentAmount: 75000, mainImageUrl: '/uploads/x.png' } },
      franchisor: { id: franchisor.id, companyName: 'Test Franchise Ltd' },
    });
    expect(myFranchiseRequests.items[1].franchise).toMatchObject({
      name: 'Older Co',
      location: 'Bristol',
      details: { investmentAmount: 25000 },
    });
  });

  it('shows a removed or unlisted franchise as unavailable and not messageable', async () => {
    const { customer, franchise, client } = await customerWithRequest();
    const hidden = await createFranchise(server.ds, { franchisorId: franchise.franchisorId, status: FranchiseStatus.REJECTED });
    await createLead(server.ds, { customer, franchise: hidden });
    await server.ds.getRepository(Franchise).delete({ id: franchise.id });

    const { myFranchiseRequests } = await client.data<ListResult>(LIST);
    expect(myFranchiseRequests.total).toBe(2);
    for (const item of myFranchiseRequests.items) {
      expect(item.franchise).toBeNull();
      expect(item.canMessage).toBe(false);
    }
  });

  it('cannot message about a request whose franchisor account is gone', async () => {
    const { franchisor, client } = await customerWithRequest();
    await server.ds.getRepository(Franchise).update({ franchisorId: franchisor.id }, { franchisorId: null });
    await server.ds.getRepository(User).delete({ id: franchisor.id });
    const { myFranchiseRequests } = await client.data<ListResult>(LIST);
    expect(myFranchiseRequests.items[0]).toMatchObject({ franchisor: null, canMessage: false });
    expect(myFranchiseRequests.items[0].franchise).not.toBeNull();
  });

  it('pages on the server', async () => {
    const franchisor = await createFranchisor(server.ds);
    const customer = await createCustomer(server.ds);
    for (let i = 1; i <= 5; i++) {
      const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: `Paged ${i}` });
      await createLead(server.ds, { customer, franchise, createdAt: new Date(Date.UTC(2026, 0, i)) });
    }
    const c = await as(customer, 'CUSTOMER');
    const { myFranchiseRequests } = await c.data<ListResult>(LIST, { page: { page: 2, pageSize: 2 } });
    expect(myFranchiseRequests).toMatchObject({ total: 5, pageCount: 3 });
    expect(myFranchiseRequests.items.map((i) => i.franchise?.name)).toEqual(['Paged 3', 'Paged 2']);
  });
});

describe('interest', () => {
  it('switches between not interested and still interested and keeps it', async () => {
    const { lead, client } = await customerWithRequest();
    const off = await client.data<{ setFranchiseRequestInterest: { interestStatus: string } }>(SET_INTEREST, {
      input: { requestId: lead.id, interestStatus: 'NOT_INTERESTED' },
    });
    expect(off.setFranchiseRequestInterest.interestStatus).toBe('NOT_INTERESTED');
    expect((await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).interestStatus).toBe(InterestStatus.NOT_INTERESTED);
    await client.data(SET_INTEREST, { input: { requestId: lead.id, interestStatus: 'STILL_INTERESTED' } });
    expect((await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).interestStatus).toBe(InterestStatus.STILL_INTERESTED);
  });

  it("cannot change another customer's request", async () => {
    const { lead } = await customerWithRequest();
    const intruder = await as(await createCustomer(server.ds), 'CUSTOMER');
    const error = await intruder.error(SET_INTEREST, { input: { requestId: lead.id, interestStatus: 'NOT_INTERESTED' } });
    expect(error).toMatchObject({ message: 'Franchise request not found', extensions: { code: 'NOT_FOUND' } });
    expect((await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).interestStatus).toBe(InterestStatus.STILL_INTERESTED);
  });

  it('refuses an id that is not a request id', async () => {
    const { client } = await customerWithRequest();
    const error = await client.error(SET_INTEREST, { input: { requestId: 'nope', interestStatus: 'NOT_INTERESTED' } });
    expect(error.message).toBe('Franchise request not found');
  });
});

describe('deleting a request', () => {
  it('deletes my request and keeps the messages about it', async () => {
    const { lead, franchisor, customer, client } = await customerWithRequest();
    const message = await createMessage(server.ds, { from: franchisor, to: customer, leadId: lead.id });
    const { deleteFranchiseRequest } = await client.data<{ deleteFranchiseRequest: string }>(DELETE, { id: lead.id });
    expect(deleteFranchiseRequest).toBe(lead.id);
    expect(await server.ds.getRepository(FranchiseLead).existsBy({ id: lead.id })).toBe(false);
    const kept = await server.ds.getRepository(Message).findOneByOrFail({ id: message.id });
    expect(kept).toMatchObject({ content: 'Hello', leadId: null });
  });

  it("cannot delete another customer's request", async () => {
    const { lead } = await customerWithRequest();
    const intruder = await as(await createCustomer(server.ds), 'CUSTOMER');
    const error = await intruder.error(DELETE, { id: lead.id });
    expect(error).toMatchObject({ message: 'Franchise request not found', extensions: { code: 'NOT_FOUND' } });
    expect(await server.ds.getRepository(FranchiseLead).existsBy({ id: lead.id })).toBe(true);
  });
});

describe('messaging the franchisor of a request', () => {
  it("sends 'Re: {franchise name}' to the request's franchisor, tied to the request", async () => {
    const { lead, franchisor, customer, client } = await customerWithRequest('Pizza Planet');
    const { sendFranchiseRequestMessage } = await client.data<{ sendFranchiseRequestMessage: Record<string, unknown> }>(SEND, {
      input: { requestId: lead.id, content: '  When can we talk?  ' },
    });
    expect(sendFranchiseRequestMessage).toMatchObject({
      subject: 'Re: Pizza Planet',
      content: 'When can we talk?',
      read: false,
      attachmentUrl: null,
      sender: { id: customer.id },
      receiver: { id: franchisor.id, companyName: 'Test Franchise Ltd' },
    });
    const stored = await server.ds.getRepository(Message).findOneByOrFail({ id: sendFranchiseRequestMessage.id as string });
    expect(stored.leadId).toBe(lead.id);
    const f = await as(franchisor, 'FRANCHISOR');
    expect((await f.data<{ unreadMessageCount: number }>(`{ unreadMessageCount }`)).unreadMessageCount).toBe(1);
  });

  it('does not accept a subject: it is always the franchise name', async () => {
    const { lead, client } = await customerWithRequest();
    const before = await counts();
    const error = await client.error(SEND, { input: { requestId: lead.id, content: 'Hi', subject: 'Free money' } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['an empty message', '   ', 'Message is required'],
    ['a message over 10,000 characters', 'x'.repeat(10001), 'Message must be at most 10000 characters'],
  ])('refuses %s and writes nothing', async (_label, content, message) => {
    const { lead, client } = await customerWithRequest();
    const before = await counts();
    const res = await client.upload(
      SEND,
      { input: { requestId: lead.id, content }, attachment: null },
      {
        attachment: { name: 'a.pdf', type: 'application/pdf', data: pdf },
      },
    );
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { content: message } } });
    expect(await counts()).toEqual(before);
  });

  it("cannot message about another customer's request, and stores no attachment", async () => {
    const { lead } = await customerWithRequest();
    const intruder = await as(await createCustomer(server.ds), 'CUSTOMER');
    const before = await counts();
    const res = await intruder.upload(
      SEND,
      { input: { requestId: lead.id, content: 'Hi' }, attachment: null },
      {
        attachment: { name: 'a.pdf', type: 'application/pdf', data: pdf },
      },
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'Franchise request not found', extensions: { code: 'NOT_FOUND' } });
    expect(await counts()).toEqual(before);
  });

  it('cannot message about a removed franchise or to a removed franchisor', async () => {
    const removed = await customerWithRequest();
    await server.ds.getRepository(Franchise).delete({ id: removed.franchise.id });
    // A listing kept after its franchisor's account was removed.
    const gone = await customerWithRequest();
    await server.ds.getRepository(Franchise).update({ id: gone.franchise.id }, { franchisorId: null });
    await server.ds.getRepository(User).delete({ id: gone.franchisor.id });
    const before = await counts();
    expect((await removed.client.error(SEND, { input: { requestId: removed.lead.id, content: 'Hi' } })).message).toBe(
      'This franchise is no longer available, so its franchisor cannot be messaged about it',
    );
    expect((await gone.client.error(SEND, { input: { requestId: gone.lead.id, content: 'Hi' } })).message).toBe(
      'This account no longer exists, so it cannot receive messages',
    );
    expect(await counts()).toEqual(before);
  });

  it('attaches an image that only the customer and the franchisor can download', async () => {
    const { lead, franchisor, client } = await customerWithRequest();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#09f' } })
      .png()
      .toBuffer();
    const res = await client.upload<{ sendFranchiseRequestMessage: { attachmentUrl: string } }>(
      SEND,
      { input: { requestId: lead.id, content: 'My floor plan' }, attachment: null },
      { attachment: { name: 'plan.png', type: 'image/png', data: png } },
    );
    expect(res.errors).toBeUndefined();
    const url = res.data!.sendFranchiseRequestMessage.attachmentUrl;
    expect((await client.get(url)).status).toBe(200);
    const f = await as(franchisor, 'FRANCHISOR');
    const download = await f.get(url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    // Re-encoded (metadata dropped), the same picture.
    const served = await sharp(Buffer.from(await download.arrayBuffer())).metadata();
    expect(served).toMatchObject({ format: 'png', width: (await sharp(png).metadata()).width, height: (await sharp(png).metadata()).height });
    expect((await (await as(await createCustomer(server.ds), 'CUSTOMER')).get(url)).status).toBe(404);
    expect((await (await as(await createFranchisor(server.ds), 'FRANCHISOR')).get(url)).status).toBe(404);
  });

  it.each([
    [
      'a file that is not an image or PDF by content',
      { name: 'cv.pdf', type: 'application/pdf', data: Buffer.from('<html>hi</html>') },
      'Attachments must be an image or a PDF',
    ],
    [
      'a file over 10MB',
      { name: 'big.pdf', type: 'application/pdf', data: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) },
      'Attachments must be smaller than 10MB',
    ],
  ])('refuses %s and writes nothing', async (_label, file, message) => {
    const { lead, client } = await customerWithRequest();
    const before = await counts();
    const res = await client.upload(SEND, { input: { requestId: lead.id, content: 'See attached' }, attachment: null }, { attachment: file });
    expect(res.errors?.[0].message).toBe(message);
    expect(await counts()).toEqual(before);
  });
});

describe('who may use the customer request operations', () => {
  const operations: [string, string, (leadId: string) => Record<string, unknown>][] = [
    ['list', LIST, () => ({})],
    ['set interest', SET_INTEREST, (id) => ({ input: { requestId: id, interestStatus: 'NOT_INTERESTED' } })],
    ['delete', DELETE, (id) => ({ id })],
    ['send a message', SEND, (id) => ({ input: { requestId: id, content: 'Hi' } })],
  ];

  it.each(operations)('a franchisor or an admin cannot %s', async (_label, query, variables) => {
    const { lead } = await customerWithRequest();
    for (const client of [await as(await createFranchisor(server.ds), 'FRANCHISOR'), await as(await createAdmin(server.ds), 'ADMIN')]) {
      const error = await client.error(query, variables(lead.id));
      expect(error).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    }
    const anonymous = await new TestClient(server.url).error(query, variables(lead.id));
    expect(anonymous.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).toMatchObject({
      interestStatus: InterestStatus.STILL_INTERESTED,
    });
  });
});
