import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { LEAD_FORM_LIMIT_PER_IP } from '../src/modules/lead-intake/lead-form.service';
import { FACTORY_PASSWORD, createCustomer, createFranchise, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';
import { LEAD_CONSENT } from './support/consent';

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const SUBMIT = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const leads = () => server.ds.getRepository(FranchiseLead).find({ order: { createdAt: 'ASC' } });
const leadCount = () => server.ds.getRepository(FranchiseLead).count();

const form = (franchiseId: string, overrides: Record<string, string> = {}) => ({
  input: {
    franchiseId,
    consent: LEAD_CONSENT,
    name: '  Jo Bloggs ',
    email: ' Jo.Bloggs@Example.COM ',
    phone: ' 07700 900123 ',
    message: ' Please send me the brochure. ',
    ...overrides,
  },
});

// Every submission counts against the address's hourly allowance; this file stays well under it
// until the last test, which uses it up.
describe('the franchise page request form', () => {
  it('creates a new lead for the franchisor, email lower-cased, country United Kingdom', async () => {
    const franchisor = await createFranchisor(server.ds);
    const f = await createFranchise(server.ds, { franchisorId: franchisor.id });
    const client = new TestClient(server.url);
    const { submitFranchiseLead } = await client.data<{ submitFranchiseLead: { created: boolean } }>(SUBMIT, form(f.id));
    expect(submitFranchiseLead.created).toBe(true);
    const lead = await server.ds.getRepository(FranchiseLead).findOneByOrFail({ franchiseId: f.id });
    expect(lead).toMatchObject({
      franchisorId: franchisor.id,
      userId: null,
      name: 'Jo Bloggs',
      email: 'jo.bloggs@example.com',
      phone: '07700 900123',
      message: 'Please send me the brochure.',
      country: 'United Kingdom',
      status: 'new',
      interestStatus: 'still_interested',
    });
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone is required'],
    ['message', 'Message is required'],
  ])('requires the %s and writes nothing without it', async (field, message) => {
    const f = await createFranchise(server.ds);
    const before = await leadCount();
    const error = await new TestClient(server.url).error(SUBMIT, form(f.id, { [field]: '   ' }));
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(message);
    expect(error.extensions?.fields).toEqual({ [field]: message });
    expect(await leadCount()).toBe(before);
  });

  it("e-mails the franchisor the enquirer's details and sends the enquirer an acknowledgement", async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Mailed Coffee' });
    await new TestClient(server.url).data(SUBMIT, form(franchise.id, { email: 'mailed.enquirer@example.test' }));
    await smtp.waitFor(() => smtp.to(franchisor.email).length >= 1 && smtp.to('mailed.enquirer@example.test').length >= 1);
    const [toFranchisor] = smtp.to(franchisor.email);
    expect(toFranchisor.text).toContain('- Mailed Coffee');
    expect(toFranchisor.text).toContain('Jo Bloggs');
    expect(toFranchisor.replyTo).toBe('mailed.enquirer@example.test');
  });

  it('refuses an invalid email and writes nothing', async () => {
    const f = await createFranchise(server.ds);
    const before = await leadCount();
    const error = await new TestClient(server.url).error(SUBMIT, form(f.id, { email: 'jo@' }));
    expect(error.extensions?.fields).toEqual({ email: 'Please enter a valid email address' });
    expect(await leadCount()).toBe(before);
  });

  it.each([
    ['a pending franchise', FranchiseStatus.PENDING],
    ['a rejected franchise', FranchiseStatus.REJECTED],
  ])('answers "Franchise not found" for %s and writes nothing', async (_label, status) => {
    const f = await createFranchise(server.ds, { status });
    const before = await leadCount();
    const error = await new TestClient(server.url).error(SUBMIT, form(f.id));
    expect(error).toMatchObject({ message: 'Franchise not found', extensions: { code: 'NOT_FOUND' } });
    expect(await leadCount()).toBe(before);
  });

  it('refuses a listing without a franchisor and writes nothing', async () => {
    const f = await createFranchise(server.ds, { franchisorId: null });
    const before = await leadCount();
    const error = await new TestClient(server.url).error(SUBMIT, form(f.id));
    expect(error.message).toBe('This franchise is not taking enquiries at the moment');
    expect(await leadCount()).toBe(before);
  });

  it('links the lead to a signed-in customer and skips their second request for the same franchise', async () => {
    const customer = await createCustomer(server.ds);
    const f = await createFranchise(server.ds);
    const client = new TestClient(server.url);
    await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');

    const first = await client.data<{ submitFranchiseLead: { created: boolean } }>(SUBMIT, form(f.id));
    const again = await client.data<{ submitFranchiseLead: { created: boolean } }>(SUBMIT, form(f.id, { message: 'Again' }));
    expect(first.submitFranchiseLead.created).toBe(true);
    expect(again.submitFranchiseLead.created).toBe(false);
    const mine = await server.ds.getRepository(FranchiseLead).findBy({ franchiseId: f.id });
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ userId: customer.id, message: 'Please send me the brochure.' });

    // Anyone not signed in as a customer leaves unlinked leads, as many as they send.
    const visitor = new TestClient(server.url);
    await visitor.data(SUBMIT, form(f.id));
    const franchisor = await createFranchisor(server.ds);
    const asFranchisor = new TestClient(server.url);
    await asFranchisor.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    await asFranchisor.data(SUBMIT, form(f.id));
    const all = await server.ds.getRepository(FranchiseLead).findBy({ franchiseId: f.id });
    expect(all.map((l) => l.userId).sort()).toEqual([customer.id, null, null].sort());
  });

  it('limits submissions per address, writing nothing once over', async () => {
    const f = await createFranchise(server.ds);
    const client = new TestClient(server.url);
    let refused: { message: string; extensions?: { code?: string } } | undefined;
    for (let i = 0; i <= LEAD_FORM_LIMIT_PER_IP && !refused; i++) {
      const res = await client.request(SUBMIT, form(f.id));
      refused = res.errors?.[0];
    }
    expect(refused).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
    const before = await leadCount();
    expect((await client.error(SUBMIT, form(f.id))).extensions?.code).toBe('RATE_LIMITED');
    expect(await leadCount()).toBe(before);
    expect((await leads()).length).toBeLessThanOrEqual(LEAD_FORM_LIMIT_PER_IP);
  });
});
