import { Topics } from '../src/realtime/pubsub';
import { Profile } from '../src/modules/auth/profile.entity';
import { Session } from '../src/modules/auth/session.entity';
import { User } from '../src/modules/auth/user.entity';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { scoreBand } from '../src/modules/franchisor-leads/lead-score';
import { InterestStatus, LeadStatus } from '../src/modules/lead-intake/lead.enums';
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
import { collect, listening, socketClient } from './support/ws-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const DELETE_ACCOUNT = `mutation DeleteAccount($input: DeleteAccountInput!) { deleteMyAccount(input: $input) }`;
const SEND = `mutation Send($input: SendRequestMessageInput!, $attachment: Upload) {
  sendFranchiseRequestMessage(input: $input, attachment: $attachment) { id attachmentUrl }
}`;
const pdf = testPdf();

async function as(profile: { email: string }, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return c;
}

/** A customer with a detailed request, a message each way (one with an attachment); another customer alongside. */
async function scene() {
  const franchisor = await createFranchisor(server.ds);
  const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Tidy Gardens' });
  const customer = await createCustomer(server.ds);
  const lead = await createLead(server.ds, {
    customer,
    franchise,
    message: 'Call me on 07700 900999 after 6pm',
    desiredInvestment: '£100,000',
    desiredTimeframe: '6 months',
    status: LeadStatus.MEETING,
    interestStatus: InterestStatus.NOT_INTERESTED,
    marketingOptIn: true,
    consentText: 'By clicking SUBMIT you consent...',
    consentAt: new Date('2026-01-05T12:00:00Z'),
  });
  const other = await createCustomer(server.ds);
  const otherLead = await createLead(server.ds, { customer: other, franchise });
  const received = await createMessage(server.ds, { from: franchisor, to: customer, subject: 'Re: Tidy Gardens', content: 'Shall we meet?' });
  const client = await as(customer, 'CUSTOMER');
  const { sendFranchiseRequestMessage: sent } = (
    await client.upload<{ sendFranchiseRequestMessage: { id: string; attachmentUrl: string } }>(
      SEND,
      { input: { requestId: lead.id, content: 'Yes, Tuesday works.' }, attachment: null },
      { attachment: { name: 'diary.pdf', type: 'application/pdf', data: pdf } },
    )
  ).data!;
  await createMessage(server.ds, { from: franchisor, to: other, content: 'Not for the first customer' });
  return { franchisor, franchise, customer, lead, other, otherLead, received, sent, client };
}

describe('downloading my data', () => {
  it('gives a signed-in customer their profile, requests and messages as a JSON attachment', async () => {
    const { customer, franchise, lead, received, sent, client } = await scene();
    const res = await client.get('/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="franchise-compass-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const data = (await res.json()) as { profile: object; franchiseRequests: object[]; messages: object[] };
    expect(data.profile).toMatchObject({ id: customer.id, fullName: 'Customer Person', email: customer.email, userType: 'customer' });
    expect(data.franchiseRequests).toEqual([
      expect.objectContaining({
        id: lead.id,
        franchise: { id: franchise.id, name: 'Tidy Gardens' },
        message: 'Call me on 07700 900999 after 6pm',
        desiredInvestment: '£100,000',
        interestStatus: 'not_interested',
        marketingOptIn: true,
      }),
    ]);
    expect(data.messages).toEqual([
      expect.objectContaining({
        id: received.id,
        direction: 'received',
        counterpart: { name: 'Franchisor Person', companyName: 'Test Franchise Ltd' },
        content: 'Shall we meet?',
        attachment: null,
      }),
      expect.objectContaining({
        id: sent.id,
        direction: 'sent',
        subject: 'Re: Tidy Gardens',
        content: 'Yes, Tuesday works.',
        attachment: { name: 'diary.pdf', type: 'application/pdf', sizeBytes: expect.any(Number), url: sent.attachmentUrl },
      }),
    ]);
    expect(JSON.stringify(data)).not.toContain('Not for the first customer');
  });

  it('is refused without a session and to franchisors and admins', async () => {
    expect((await new TestClient(server.url).get('/account/export')).status).toBe(401);
    expect((await (await as(await createFranchisor(server.ds), 'FRANCHISOR')).get('/account/export')).status).toBe(403);
    expect((await (await as(await createAdmin(server.ds), 'ADMIN')).get('/account/export')).status).toBe(403);
  });
});

describe('deleting my account', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const { customer, lead, client } = await scene();
    const wrong = await client.error(DELETE_ACCOUNT, { input: { password: 'not-my-password' } });
    expect(wrong).toMatchObject({
      message: 'Incorrect password',
      extensions: { code: 'BAD_USER_INPUT', fields: { password: 'Incorrect password' } },
    });
    const blank = await client.error(DELETE_ACCOUNT, { input: { password: '' } });
    expect(blank).toMatchObject({ message: 'Password is required', extensions: { fields: { password: 'Password is required' } } });
    expect(await server.ds.getRepository(User).existsBy({ id: customer.id })).toBe(true);
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).toMatchObject({
      userId: customer.id,
      name: customer.fullName,
    });
    expect((await client.data<{ viewer: { id: string } }>(`{ viewer { id } }`)).viewer.id).toBe(customer.id);
  });

  it("erases the customer's personal data from their requests, keeps the franchisor's copy, and nothing else changes", async () => {
    const { customer, franchisor, franchise, lead, otherLead, client } = await scene();
    const before = await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id });
    const otherBefore = await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: otherLead.id });

    expect(await client.data(DELETE_ACCOUNT, { input: { password: FACTORY_PASSWORD } })).toEqual({ deleteMyAccount: true });

    const after = await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id });
    expect(after).toEqual({
      ...before,
      userId: null,
      name: 'Deleted customer',
      email: '',
      phone: '',
      city: '',
      postCode: '',
      message: '',
      marketingOptIn: false,
      consentText: null,
      consentAt: null,
      updatedAt: expect.any(Date),
      // The lead score follows what is left to check: no phone number, no message of their own (2 points less).
      scorePoints: before.scorePoints - 2,
      score: scoreBand(before.scorePoints - 2),
    });
    expect(after).toMatchObject({
      franchiseId: franchise.id,
      franchisorId: franchisor.id,
      status: LeadStatus.MEETING,
      interestStatus: InterestStatus.NOT_INTERESTED,
      desiredInvestment: '£100,000',
      desiredTimeframe: '6 months',
      country: 'United Kingdom',
    });
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: otherLead.id })).toEqual(otherBefore);
    expect(await server.ds.getRepository(User).existsBy({ id: customer.id })).toBe(false);
    expect(await server.ds.getRepository(Profile).existsBy({ id: customer.id })).toBe(false);
  });

  it("keeps the messages' text, with the deleted side shown as unknown, and the franchisor can still open the attachment", async () => {
    const { customer, franchisor, received, sent, client } = await scene();
    await client.data(DELETE_ACCOUNT, { input: { password: FACTORY_PASSWORD } });

    expect(await server.ds.getRepository(Message).findOneByOrFail({ id: received.id })).toMatchObject({
      senderId: franchisor.id,
      receiverId: null,
      content: 'Shall we meet?',
    });
    const f = await as(franchisor, 'FRANCHISOR');
    const { myMessages } = await f.data<{ myMessages: { items: { id: string; content: string; sender: null | { id: string } }[] } }>(
      `{ myMessages { items { id content sender { id } } } }`,
    );
    expect(myMessages.items.find((m) => m.id === sent.id)).toEqual({ id: sent.id, content: 'Yes, Tuesday works.', sender: null });
    expect((await f.get(sent.attachmentUrl)).status).toBe(200);
    expect(await server.ds.getRepository(Message).countBy({ senderId: customer.id })).toBe(0);
  });

  it('ends every session of the account, closes its live socket and frees the e-mail', async () => {
    const { customer, client } = await scene();
    const otherDevice = await as(customer, 'CUSTOMER');
    const { client: ws, closes } = socketClient(server.url, { cookie: otherDevice.cookie });
    const sub = collect(ws, `subscription { unreadMessageCount }`);
    await listening(server, Topics.UNREAD_MESSAGES, customer.id);

    await client.data(DELETE_ACCOUNT, { input: { password: FACTORY_PASSWORD } });
    expect(client.cookie).toBeNull();
    await sub.settled();
    expect(closes[0]?.code).toBe(4401);
    await ws.dispose();

    expect(await server.ds.getRepository(Session).countBy({ userId: customer.id })).toBe(0);
    const stale = await otherDevice.error(`{ myFranchiseRequests { total } }`);
    expect(stale.extensions?.code).toBe('SESSION_EXPIRED');
    const signIn = await new TestClient(server.url).error(
      `mutation { signIn(input: { email: "${customer.email}", password: "${FACTORY_PASSWORD}", userType: CUSTOMER }) { id } }`,
    );
    expect(signIn.message).toBe('Invalid email or password');
    await new TestClient(server.url).data(
      `mutation { signUpCustomer(input: { fullName: "New Me", email: "${customer.email}", password: "Another-1" }) { id } }`,
    );
  });

  it('is only for customers', async () => {
    for (const [profile, type] of [
      [await createFranchisor(server.ds), 'FRANCHISOR'],
      [await createAdmin(server.ds), 'ADMIN'],
    ] as const) {
      const c = await as(profile, type);
      const error = await c.error(DELETE_ACCOUNT, { input: { password: FACTORY_PASSWORD } });
      expect(error).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
      expect(await server.ds.getRepository(User).existsBy({ id: profile.id })).toBe(true);
    }
  });
});
