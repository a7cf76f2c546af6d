import { AdMetric } from '../src/modules/advertising/ad-metric.entity';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { LeadStatus } from '../src/modules/lead-intake/lead.enums';
import { Message } from '../src/modules/messages/message.entity';
import { createCustomer, createFeaturedAd, createFranchise, createFranchisor, createLead, createMessage, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, socketClient } from './support/ws-client';
import { DIALOG_CONSENT, LEAD_CONSENT } from './support/consent';

/**
 * The franchisor's Leads page, its CSV export and the Leads badge: a franchisor reaches only their
 * own leads by every door (GraphQL over HTTP, the websocket, the CSV route).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LIST = `query Leads($filter: FranchisorLeadFilter, $page: PageInput) {
  franchisorLeads(filter: $filter, page: $page) {
    total page pageCount
    items {
      id name email phone city postCode country desiredInvestment desiredTimeframe message status interestStatus
      marketingOptIn consentText consentAt hasAccount unreadMessageCount createdAt franchise { id name }
    }
  }
}`;
const STATS = `query Stats { franchisorLeadStats { total new qualified converted } }`;
const NEW_COUNT = `query NewCount { newLeadCount }`;
const NEW_COUNT_SUB = `subscription NewLeads { newLeadCount }`;
const OPEN = `mutation Open($id: ID!) { openFranchisorLead(id: $id) { id status unreadMessageCount } }`;
const SET_STATUS = `mutation SetStatus($input: SetFranchisorLeadStatusInput!) { setFranchisorLeadStatus(input: $input) { id status } }`;
const MESSAGES = `query LeadMessages($leadId: ID!) {
  franchisorLeadMessages(leadId: $leadId) { total items { id subject content read senderId receiverId } }
}`;
const REPLY = `mutation Reply($input: ReplyToFranchisorLeadInput!) {
  replyToFranchisorLead(input: $input) { id subject content senderId receiverId }
}`;
const SUBMIT_FORM = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const CLAIM = `mutation Claim($input: ClaimFranchisesInput!) { claimPendingFranchises(input: $input) { created skipped } }`;
const SIGN_UP = `mutation SignUp($input: RequestInfoSignUpInput!) { requestInfoSignUp(input: $input) { created } }`;
const SEND_TO_FRANCHISOR = `mutation Send($input: SendRequestMessageInput!) { sendFranchiseRequestMessage(input: $input) { id } }`;
const CUSTOMER_THREAD = `query Thread($counterpartId: ID) { myConversationMessages(counterpartId: $counterpartId) { items { subject content senderId } } }`;

interface ListItem {
  id: string;
  name: string;
  email: string;
  status: string;
  hasAccount: boolean;
  unreadMessageCount: number;
  franchise: { id: string; name: string } | null;
  [field: string]: unknown;
}
interface ListResult {
  franchisorLeads: { total: number; page: number; pageCount: number; items: ListItem[] };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DAY = 24 * 3600 * 1000;

/** A client signed in as this profile (a session written straight through the session service). */
async function as(profile: Profile): Promise<TestClient> {
  const { token } = await server.services.sessions.create(profile.id, null);
  const client = new TestClient(server.url);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return client;
}

/** A franchisor with two franchises and a client signed in as them. */
async function franchisorWithFranchises(names = ['Alpha Cleaning', 'Beta Coffee']) {
  const profile = await createFranchisor(server.ds);
  const franchises = [];
  for (const name of names) franchises.push(await createFranchise(server.ds, { franchisorId: profile.id, name }));
  return { profile, franchises, client: await as(profile) };
}

const list = async (client: TestClient, filter: Record<string, unknown> = {}, page = { page: 1, pageSize: 24 }) =>
  (await client.data<ListResult>(LIST, { filter, page })).franchisorLeads;
const statusOf = async (id: string) => (await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id })).status;

describe('the leads list', () => {
  it('shows a franchisor only their own leads, newest first, with everything the enquirer gave', async () => {
    const a = await franchisorWithFranchises();
    const b = await franchisorWithFranchises();
    const customer = await createCustomer(server.ds);
    const consentAt = new Date(Date.now() - 2 * DAY);
    const older = await createLead(server.ds, {
      customer,
      franchise: a.franchises[0],
      createdAt: new Date(Date.now() - 2 * DAY),
      desiredInvestment: '£100,000',
      desiredTimeframe: '6 months',
      country: 'United Kingdom',
      marketingOptIn: true,
      consentText: 'By clicking SUBMIT you consent',
      consentAt,
    });
    const newer = await createLead(server.ds, { customer: null, franchise: a.franchises[1], name: 'Vera Visitor' });
    await createLead(server.ds, { customer, franchise: b.franchises[0] });
    await createMessage(server.ds, { from: customer, to: a.profile, leadId: older.id });
    await createMessage(server.ds, { from: customer, to: a.profile, leadId: older.id, read: true });

    const page = await list(a.client);
    expect(page.total).toBe(2);
    expect(page.items.map((l) => l.id)).toEqual([newer.id, older.id]);
    expect(page.items[1]).toEqual({
      id: older.id,
      name: customer.fullName,
      email: customer.email,
      phone: '07700 900123',
      city: 'Leeds',
      postCode: 'LS1 4AP',
      country: 'United Kingdom',
      desiredInvestment: '£100,000',
      desiredTimeframe: '6 months',
      message: 'Interested in this franchise',
      status: 'NEW',
      interestStatus: 'STILL_INTERESTED',
      marketingOptIn: true,
      consentText: 'By clicking SUBMIT you consent',
      consentAt: consentAt.toISOString(),
      hasAccount: true,
      unreadMessageCount: 1,
      createdAt: older.createdAt.toISOString(),
      franchise: { id: a.franchises[0].id, name: 'Alpha Cleaning' },
    });
    expect(page.items[0]).toMatchObject({ name: 'Vera Visitor', hasAccount: false, unreadMessageCount: 0, consentText: null });

    const bPage = await list(b.client);
    expect(bPage.items.map((l) => l.franchise?.id)).toEqual([b.franchises[0].id]);
  });

  it('filters by status, own franchise, UK date range and name or e-mail, and pages on the server', async () => {
    const a = await franchisorWithFranchises();
    const b = await franchisorWithFranchises();
    const [f1, f2] = a.franchises;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const leads = [
      await createLead(server.ds, { customer: null, franchise: f1, name: 'Olivia Grant', email: 'olivia@example.test', createdAt: at(40) }),
      await createLead(server.ds, {
        customer: null,
        franchise: f1,
        name: 'Oscar Wilde',
        email: 'poet@example.test',
        createdAt: at(20),
        status: LeadStatus.QUALIFIED,
      }),
      await createLead(server.ds, {
        customer: null,
        franchise: f2,
        name: 'Nora 100% Sure',
        email: 'nora@example.test',
        createdAt: at(10),
        status: LeadStatus.QUALIFIED,
      }),
      await createLead(server.ds, { customer: null, franchise: f2, name: 'Liam Stone', email: 'liam.o@example.test', createdAt: at(1) }),
    ];
    await createLead(server.ds, { customer: null, franchise: b.franchises[0], name: 'Olivia Other' });
    const ids = async (filter: Record<string, unknown>) => (await list(a.client, filter)).items.map((l) => l.name);

    expect(await ids({ status: 'QUALIFIED' })).toEqual(['Nora 100% Sure', 'Oscar Wilde']);
    expect(await ids({ franchiseId: f2.id })).toEqual(['Liam Stone', 'Nora 100% Sure']);
    expect(await ids({ franchiseId: b.franchises[0].id })).toEqual([]);
    expect(await ids({ status: 'QUALIFIED', franchiseId: f1.id })).toEqual(['Oscar Wilde']);
    const day = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    expect(await ids({ from: day(leads[1].createdAt), to: day(leads[2].createdAt) })).toEqual(['Nora 100% Sure', 'Oscar Wilde']);
    expect(await ids({ from: day(leads[3].createdAt) })).toEqual(['Liam Stone']);
    expect(await ids({ to: day(leads[0].createdAt) })).toEqual(['Olivia Grant']);
    // Name or e-mail, any case; LIKE's wildcards are plain characters.
    expect(await ids({ search: '  OLIV ' })).toEqual(['Olivia Grant']);
    expect(await ids({ search: 'POET@' })).toEqual(['Oscar Wilde']);
    expect(await ids({ search: '.o@' })).toEqual(['Liam Stone']);
    expect(await ids({ search: '100%' })).toEqual(['Nora 100% Sure']);
    expect(await ids({ search: '%' })).toEqual(['Nora 100% Sure']);

    const second = await list(a.client, {}, { page: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    expect(second.items.map((l) => l.name)).toEqual(['Olivia Grant']);
    const beyond = await list(a.client, {}, { page: 5, pageSize: 3 });
    expect(beyond).toMatchObject({ total: 4, items: [] });
  });

  it('refuses malformed filters with their messages', async () => {
    const a = await franchisorWithFranchises();
    const bad = async (filter: Record<string, unknown>) => a.client.error(LIST, { filter });
    expect(await bad({ from: '2026-02-30' })).toMatchObject({ message: 'Please enter a valid date', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await bad({ to: 'yesterday' })).toMatchObject({ message: 'Please enter a valid date' });
    expect(await bad({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({
      message: "The 'From' date must be on or before the 'To' date",
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await bad({ status: 'ARCHIVED' })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await bad({ search: 'x'.repeat(201) })).message).toBe('Search must be at most 200 characters');
  });

  it('counts the stat cards of the franchisor alone', async () => {
    const a = await franchisorWithFranchises();
    const b = await franchisorWithFranchises();
    const statuses = [LeadStatus.NEW, LeadStatus.NEW, LeadStatus.CONTACTED, LeadStatus.QUALIFIED, LeadStatus.CONVERTED, LeadStatus.LOST];
    for (const status of statuses) await createLead(server.ds, { customer: null, franchise: a.franchises[0], status });
    await createLead(server.ds, { customer: null, franchise: b.franchises[0], status: LeadStatus.NEW });
    expect((await a.client.data(STATS)).franchisorLeadStats).toEqual({ total: 6, new: 2, qualified: 1, converted: 1 });
    expect((await b.client.data(STATS)).franchisorLeadStats).toEqual({ total: 1, new: 1, qualified: 0, converted: 0 });
    expect((await a.client.data(NEW_COUNT)).newLeadCount).toBe(2);
  });
});

describe('opening a lead and setting its status', () => {
  it("sets a new lead to contacted and marks the customer's messages about it read; others stay as they are", async () => {
    const a = await franchisorWithFranchises();
    const customer = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer, franchise: a.franchises[0] });
    const other = await createLead(server.ds, { customer, franchise: a.franchises[1] });
    const aboutLead = await createMessage(server.ds, { from: customer, to: a.profile, leadId: lead.id });
    const aboutOther = await createMessage(server.ds, { from: customer, to: a.profile, leadId: other.id });

    const { openFranchisorLead } = await a.client.data<{ openFranchisorLead: { status: string; unreadMessageCount: number } }>(OPEN, {
      id: lead.id,
    });
    expect(openFranchisorLead).toMatchObject({ status: 'CONTACTED', unreadMessageCount: 0 });
    expect(await statusOf(lead.id)).toBe(LeadStatus.CONTACTED);
    expect((await server.ds.getRepository(Message).findOneByOrFail({ id: aboutLead.id })).read).toBe(true);
    expect((await server.ds.getRepository(Message).findOneByOrFail({ id: aboutOther.id })).read).toBe(false);
    expect(await statusOf(other.id)).toBe(LeadStatus.NEW);

    // A lead past new keeps its status when opened again.
    await server.ds.getRepository(FranchiseLead).update({ id: lead.id }, { status: LeadStatus.MEETING });
    expect((await a.client.data<{ openFranchisorLead: { status: string } }>(OPEN, { id: lead.id })).openFranchisorLead.status).toBe('MEETING');
  });

  it('accepts each of the six statuses and refuses any other value, writing nothing', async () => {
    const a = await franchisorWithFranchises();
    const lead = await createLead(server.ds, { customer: null, franchise: a.franchises[0] });
    for (const status of ['CONTACTED', 'MEETING', 'QUALIFIED', 'CONVERTED', 'LOST', 'NEW']) {
      const { setFranchisorLeadStatus } = await a.client.data<{ setFranchisorLeadStatus: { status: string } }>(SET_STATUS, {
        input: { leadId: lead.id, status },
      });
      expect(setFranchisorLeadStatus.status).toBe(status);
      expect(await statusOf(lead.id)).toBe(status.toLowerCase());
    }
    for (const status of ['ARCHIVED', 'new', '']) {
      const error = await a.client.error(SET_STATUS, { input: { leadId: lead.id, status } });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await statusOf(lead.id)).toBe(LeadStatus.NEW);
    expect(await a.client.error(SET_STATUS, { input: { leadId: 'not-an-id', status: 'LOST' } })).toMatchObject({
      message: 'Lead not found',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('messages with the enquirer', () => {
  it("lets the franchisor read the customer's messages about a lead and answer them as 'Re: {franchise name}'", async () => {
    const a = await franchisorWithFranchises(['Gamma Gardens']);
    const customer = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer, franchise: a.franchises[0] });
    const customerClient = await as(customer);
    await customerClient.data(SEND_TO_FRANCHISOR, { input: { requestId: lead.id, content: 'Is the territory of Leeds free?' } });

    const before = (
      await a.client.data<{ franchisorLeadMessages: { total: number; items: { content: string; read: boolean }[] } }>(MESSAGES, { leadId: lead.id })
    ).franchisorLeadMessages;
    expect(before).toEqual({
      total: 1,
      items: [expect.objectContaining({ content: 'Is the territory of Leeds free?', read: false, subject: 'Re: Gamma Gardens' })],
    });
    expect((await list(a.client)).items[0].unreadMessageCount).toBe(1);

    await a.client.data(OPEN, { id: lead.id });
    expect((await list(a.client)).items[0].unreadMessageCount).toBe(0);

    const { replyToFranchisorLead } = await a.client.data<{ replyToFranchisorLead: Record<string, string> }>(REPLY, {
      input: { leadId: lead.id, content: '  Yes, Leeds is free.  ' },
    });
    expect(replyToFranchisorLead).toMatchObject({
      subject: 'Re: Gamma Gardens',
      content: 'Yes, Leeds is free.',
      senderId: a.profile.id,
      receiverId: customer.id,
    });
    const thread = await customerClient.data<{ myConversationMessages: { items: { content: string; senderId: string }[] } }>(CUSTOMER_THREAD, {
      counterpartId: a.profile.id,
    });
    expect(thread.myConversationMessages.items.map((m) => m.content)).toEqual(['Yes, Leeds is free.', 'Is the territory of Leeds free?']);
    expect((await customerClient.data<{ unreadMessageCount: number }>(`query { unreadMessageCount }`)).unreadMessageCount).toBe(1);
    expect((await a.client.data<{ franchisorLeadMessages: { total: number } }>(MESSAGES, { leadId: lead.id })).franchisorLeadMessages.total).toBe(2);
  });

  it('refuses a blank answer and an answer to a visitor without an account, writing nothing', async () => {
    const a = await franchisorWithFranchises();
    const customer = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer, franchise: a.franchises[0] });
    const visitorLead = await createLead(server.ds, { customer: null, franchise: a.franchises[0] });
    const count = () => server.ds.getRepository(Message).countBy({ senderId: a.profile.id });
    expect(await a.client.error(REPLY, { input: { leadId: lead.id, content: '   ' } })).toMatchObject({
      message: 'Message is required',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await a.client.error(REPLY, { input: { leadId: visitorLead.id, content: 'Hello' } })).message).toBe(
      'This enquirer has no account, so they cannot be messaged here. Reply by e-mail or phone.',
    );
    expect(await count()).toBe(0);
  });
});

describe('ownership: franchisor B never reaches franchisor A’s leads', () => {
  it('cannot open, change, read or answer them, and nothing changes', async () => {
    const a = await franchisorWithFranchises();
    const b = await franchisorWithFranchises();
    const customer = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer, franchise: a.franchises[0] });
    const message = await createMessage(server.ds, { from: customer, to: a.profile, leadId: lead.id });

    const notFound = { message: 'Lead not found', extensions: { code: 'NOT_FOUND' } };
    expect(await b.client.error(OPEN, { id: lead.id })).toMatchObject(notFound);
    expect(await b.client.error(SET_STATUS, { input: { leadId: lead.id, status: 'LOST' } })).toMatchObject(notFound);
    expect(await b.client.error(MESSAGES, { leadId: lead.id })).toMatchObject(notFound);
    expect(await b.client.error(REPLY, { input: { leadId: lead.id, content: 'Poaching you' } })).toMatchObject(notFound);

    expect(await statusOf(lead.id)).toBe(LeadStatus.NEW);
    expect((await server.ds.getRepository(Message).findOneByOrFail({ id: message.id })).read).toBe(false);
    expect(await server.ds.getRepository(Message).countBy({ senderId: b.profile.id })).toBe(0);
    expect((await list(b.client, { search: customer.email })).total).toBe(0);
  });

  it('refuses customers, visitors and franchisors who are pending or rejected', async () => {
    const a = await franchisorWithFranchises();
    const lead = await createLead(server.ds, { customer: null, franchise: a.franchises[0] });
    const pending = await as(await createFranchisor(server.ds, AccountStatus.PENDING));
    const rejected = await as(await createFranchisor(server.ds, AccountStatus.REJECTED));
    const customer = await as(await createCustomer(server.ds));
    const anonymous = new TestClient(server.url);
    const cases: [TestClient, string][] = [
      [anonymous, 'UNAUTHENTICATED'],
      [customer, 'FORBIDDEN'],
      [pending, 'ACCOUNT_PENDING'],
      [rejected, 'ACCOUNT_REJECTED'],
    ];
    for (const [client, code] of cases) {
      expect((await client.error(LIST)).extensions?.code).toBe(code);
      expect((await client.error(STATS)).extensions?.code).toBe(code);
      expect((await client.error(NEW_COUNT)).extensions?.code).toBe(code);
      expect((await client.error(OPEN, { id: lead.id })).extensions?.code).toBe(code);
      expect((await client.error(SET_STATUS, { input: { leadId: lead.id, status: 'LOST' } })).extensions?.code).toBe(code);
    }
    expect(await statusOf(lead.id)).toBe(LeadStatus.NEW);
  });
});

describe('CSV export', () => {
  /** Splits RFC 4180 text (every cell quoted) into rows of cells. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let i = 0;
    while (i < text.length) {
      expect(text[i]).toBe('"');
      let cell = '';
      i++;
      for (;;) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
      row.push(cell);
      if (text[i] === ',') i++;
      else {
        expect(text.slice(i, i + 2)).toBe('\r\n');
        i += 2;
        rows.push(row);
        row = [];
      }
    }
    return rows;
  }

  it("downloads the franchisor's filtered leads, quoted, with formulas defused", async () => {
    const a = await franchisorWithFranchises(['Delta Dogs', 'Echo Estates']);
    const b = await franchisorWithFranchises();
    await createLead(server.ds, {
      customer: null,
      franchise: a.franchises[0],
      name: '=HYPERLINK("http://evil.example","Click")',
      phone: '+44 7700 900123',
      message: 'Line one, with "quotes"\nLine two',
      status: LeadStatus.QUALIFIED,
      desiredInvestment: '£250,000',
    });
    await createLead(server.ds, { customer: null, franchise: a.franchises[1], name: '@SUM(A1)', email: uniqueEmail('minus') });
    await createLead(server.ds, { customer: null, franchise: b.franchises[0], name: 'Belongs To B' });

    const res = await a.client.get('/franchisor/leads.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const body = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(body.slice(1));
    expect(header.slice(0, 4)).toEqual(['Date', 'Name', 'Email', 'Phone']);
    expect(rows).toHaveLength(2);
    const column = (name: string) => header.indexOf(name);
    const qualified = rows.find((r) => r[column('Status')] === 'Qualified')!;
    expect(qualified[column('Name')]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(qualified[column('Phone')]).toBe("'+44 7700 900123");
    expect(qualified[column('Message')]).toBe('Line one, with "quotes"\nLine two');
    expect(qualified[column('Franchise')]).toBe('Delta Dogs');
    expect(qualified[column('Desired investment')]).toBe('£250,000');
    expect(qualified[column('Date')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows.map((r) => r[column('Name')])).toContain("'@SUM(A1)");
    expect(body).not.toContain('Belongs To B');

    const filtered = parseCsv((await (await a.client.get('/franchisor/leads.csv?status=qualified')).text()).replace(/^\uFEFF/, ''));
    expect(filtered.slice(1).map((r) => r[column('Franchise')])).toEqual(['Delta Dogs']);
    const byFranchise = await a.client.get(`/franchisor/leads.csv?franchiseId=${a.franchises[1].id}&search=sum`);
    expect(
      parseCsv((await byFranchise.text()).replace(/^\uFEFF/, ''))
        .slice(1)
        .map((r) => r[column('Franchise')]),
    ).toEqual(['Echo Estates']);
    // Another franchisor's franchise as the filter gives nothing of theirs.
    const foreign = await a.client.get(`/franchisor/leads.csv?franchiseId=${b.franchises[0].id}`);
    expect(parseCsv((await foreign.text()).replace(/^\uFEFF/, ''))).toHaveLength(1);
  });

  it('asks the same access question as GraphQL, and checks the filters', async () => {
    const a = await franchisorWithFranchises();
    await createLead(server.ds, { customer: null, franchise: a.franchises[0], name: 'Private Person' });
    const anonymous = new TestClient(server.url);
    const customer = await as(await createCustomer(server.ds));
    const pending = await as(await createFranchisor(server.ds, AccountStatus.PENDING));
    const rejected = await as(await createFranchisor(server.ds, AccountStatus.REJECTED));
    const b = await as(await createFranchisor(server.ds));

    const got = async (client: TestClient, path = '/franchisor/leads.csv') => {
      const res = await client.get(path);
      return { status: res.status, text: await res.text() };
    };
    expect(await got(anonymous)).toEqual({ status: 401, text: 'Not authenticated' });
    expect(await got(customer)).toEqual({ status: 403, text: 'Unauthorized access' });
    expect((await got(pending)).status).toBe(403);
    expect(await got(rejected)).toEqual({
      status: 403,
      text: 'Your account application has been rejected. Please contact support for more information.',
    });
    const other = await got(b);
    expect(other.status).toBe(200);
    expect(other.text).not.toContain('Private Person');

    // A franchisor rejected after signing in is refused at once.
    await server.ds.getRepository(Profile).update({ id: a.profile.id }, { status: AccountStatus.REJECTED });
    expect((await got(a.client)).status).toBe(403);
    await server.ds.getRepository(Profile).update({ id: a.profile.id }, { status: AccountStatus.APPROVED });

    expect(await got(a.client, '/franchisor/leads.csv?status=archived')).toEqual({ status: 400, text: 'Please choose a status from the list' });
    expect(await got(a.client, '/franchisor/leads.csv?from=2026-13-01')).toEqual({ status: 400, text: 'Please enter a valid date' });
    expect(await got(a.client, '/franchisor/leads.csv?from=2026-03-02&to=2026-03-01')).toEqual({
      status: 400,
      text: "The 'From' date must be on or before the 'To' date",
    });
  });
});

describe('lead creation', () => {
  const requestInfos = async (franchiseId: string) =>
    (await server.ds.getRepository(AdMetric).findBy({ franchiseId })).filter((m) => m.metricType === 'request_info');

  it('records exactly one request_info per lead, from the lead form, the request dialog and claimed selections', async () => {
    const a = await franchisorWithFranchises(['Featured One', 'Featured Two', 'Plain Three']);
    const [featured, other, plain] = a.franchises;
    const ad = await createFeaturedAd(server.ds, featured.id);
    await createFeaturedAd(server.ds, featured.id, { createdAt: new Date(Date.now() - DAY) });
    const otherAd = await createFeaturedAd(server.ds, other.id);

    await new TestClient(server.url).data(SUBMIT_FORM, {
      input: {
        consent: LEAD_CONSENT,
        franchiseId: featured.id,
        name: 'Form Person',
        email: uniqueEmail('form'),
        phone: '07700 900123',
        message: 'Hi',
      },
    });
    expect((await requestInfos(featured.id)).map((m) => m.adId)).toEqual([ad.id]);

    const customer = await as(await createCustomer(server.ds));
    const { claimPendingFranchises } = await customer.data<{ claimPendingFranchises: { created: number } }>(CLAIM, {
      input: { consent: DIALOG_CONSENT, franchiseIds: [featured.id, other.id, plain.id, featured.id] },
    });
    expect(claimPendingFranchises.created).toBe(3);
    expect((await requestInfos(featured.id)).map((m) => m.adId)).toEqual([ad.id, ad.id]);
    expect((await requestInfos(other.id)).map((m) => m.adId)).toEqual([otherAd.id]);
    expect((await requestInfos(plain.id)).map((m) => m.adId)).toEqual([null]);

    // A repeat claim writes no lead and no metric.
    await customer.data(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: [featured.id] } });
    expect(await requestInfos(featured.id)).toHaveLength(2);

    const { requestInfoSignUp } = await new TestClient(server.url).data<{ requestInfoSignUp: { created: number } }>(SIGN_UP, {
      input: {
        email: uniqueEmail('dialog'),
        firstName: 'Jo',
        lastName: 'Bloggs',
        password: 'secret1',
        phone: '07700 900123',
        city: 'Leeds',
        postCode: 'LS1 4AP',
        desiredInvestment: '£100,000',
        desiredTimeframe: '6 months',
        message: 'Tell me more',
        marketingOptIn: false,
        franchiseIds: [featured.id],
        consent: DIALOG_CONSENT,
      },
    });
    expect(requestInfoSignUp.created).toBe(1);
    expect((await requestInfos(featured.id)).map((m) => m.adId)).toEqual([ad.id, ad.id, ad.id]);
    expect(await server.ds.getRepository(FranchiseLead).countBy({ franchisorId: a.profile.id })).toBe(5);
  });
});

describe('the newLeadCount subscription', () => {
  it('changes over a real websocket when a lead arrives and when it is opened, and only for its franchisor', async () => {
    const a = await franchisorWithFranchises(['Live One']);
    const b = await franchisorWithFranchises(['Live Other']);
    await createLead(server.ds, { customer: null, franchise: a.franchises[0] });
    const { client } = socketClient(server.url, { cookie: a.client.cookie });
    const sub = collect<{ newLeadCount: number }>(client, NEW_COUNT_SUB);
    try {
      await collect(client, NEW_COUNT).settled();
      await pause(200);
      // Another franchisor's lead is not pushed to this socket.
      await new TestClient(server.url).data(SUBMIT_FORM, {
        input: {
          consent: LEAD_CONSENT,
          franchiseId: b.franchises[0].id,
          name: 'For B',
          email: uniqueEmail('b'),
          phone: '07700 900123',
          message: 'Hi',
        },
      });
      await new TestClient(server.url).data(SUBMIT_FORM, {
        input: {
          consent: LEAD_CONSENT,
          franchiseId: a.franchises[0].id,
          name: 'For A',
          email: uniqueEmail('a'),
          phone: '07700 900123',
          message: 'Hi',
        },
      });
      await sub.next(1);
      expect(sub.values).toEqual([{ newLeadCount: 2 }]);

      const customer = await as(await createCustomer(server.ds));
      await customer.data(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: [a.franchises[0].id] } });
      await sub.next(2);
      expect(sub.values[1]).toEqual({ newLeadCount: 3 });

      const newest = (await list(a.client)).items[0];
      await a.client.data(OPEN, { id: newest.id });
      await sub.next(3);
      expect(sub.values[2]).toEqual({ newLeadCount: 2 });

      await a.client.data(SET_STATUS, { input: { leadId: newest.id, status: 'NEW' } });
      await sub.next(4);
      expect(sub.values[3]).toEqual({ newLeadCount: 3 });
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });

  it('is refused to other roles, and stops at the next event for a franchisor rejected while the socket is open', async () => {
    const customer = await as(await createCustomer(server.ds));
    const customerSocket = socketClient(server.url, { cookie: customer.cookie });
    const refused = await new Promise<{ data?: unknown; errors?: readonly { extensions?: { code?: unknown } }[] }>((resolve, reject) => {
      customerSocket.client.subscribe({ query: NEW_COUNT_SUB }, { next: resolve, error: reject, complete: () => undefined });
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await customerSocket.client.dispose();

    const a = await franchisorWithFranchises(['Soon Rejected']);
    const { client, closes } = socketClient(server.url, { cookie: a.client.cookie });
    const sub = collect<{ newLeadCount: number }>(client, NEW_COUNT_SUB);
    try {
      await collect(client, NEW_COUNT).settled();
      await pause(200);
      await server.ds.getRepository(Profile).update({ id: a.profile.id }, { status: AccountStatus.REJECTED });
      await new TestClient(server.url).data(SUBMIT_FORM, {
        input: {
          consent: LEAD_CONSENT,
          franchiseId: a.franchises[0].id,
          name: 'After',
          email: uniqueEmail('after'),
          phone: '07700 900123',
          message: 'Hi',
        },
      });
      await sub.settled();
      expect(sub.values).toEqual([]);
      expect(closes[0]?.code).toBe(4403);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});
