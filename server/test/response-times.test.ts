import type { Franchise } from '../src/modules/catalogue/franchise.entity';
import type { Profile } from '../src/modules/auth/profile.entity';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { LeadStatus } from '../src/modules/lead-intake/lead.enums';
import { createCustomer, createFranchise, createFranchisor, createLead, createMessage } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Response times (issue 29): when a lead was first answered, the franchisor's public figures over 90 days (shown
 * from 5 leads), the 'Most responsive' sort, the franchisor's own dashboard figures and the 24-hour reminder.
 */
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

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

const SET_STATUS = `mutation SetStatus($input: SetFranchisorLeadStatusInput!) { setFranchisorLeadStatus(input: $input) { id status } }`;
const FRANCHISE = `query Franchise($id: ID!) { franchise(id: $id) { id responseTime { summary medianSeconds withinDayPercent leads } } }`;
const SEARCH = `query Search($filters: FranchiseSearchInput) {
  franchiseSearch(filters: $filters, page: { page: 1, pageSize: 50 }) { items { id name responseTime { summary } } }
}`;
const MINE = `query Mine { franchisorResponseTimes {
  leads answeredWithinDay withinDayPercent medianSeconds summary shownOnListings minimumLeads
  weeks { weekStart leads answeredWithinDay medianSeconds }
} }`;
const REQUESTS = `query Requests { myFranchiseRequests { items { id answeredAt } } }`;

async function as(profile: Profile): Promise<TestClient> {
  const { token } = await server.services.sessions.create(profile.id, null);
  const client = new TestClient(server.url);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return client;
}

const firstResponse = async (id: string) => (await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id })).firstResponseAt;

/** Leads of the franchise created `ageDays` ago, each answered after the given hours (null: never). */
async function leadsAnsweredAfter(franchise: Franchise, hours: (number | null)[], ageDays = 10) {
  const createdAt = new Date(Date.now() - ageDays * DAY);
  for (const h of hours) {
    await createLead(server.ds, {
      customer: null,
      franchise,
      createdAt,
      status: h === null ? LeadStatus.NEW : LeadStatus.CONTACTED,
      firstResponseAt: h === null ? null : new Date(createdAt.getTime() + h * HOUR),
    });
  }
}

const refresh = () => server.ds.transaction((m) => server.services.responseTimes.refresh(m));

describe("a lead's first response", () => {
  it("is the franchisor's first message to the enquirer about it, kept when more follow", async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    const customer = await createCustomer(server.ds);
    const createdAt = new Date('2026-01-05T09:00:00Z');
    const lead = await createLead(server.ds, { customer, franchise, createdAt });

    // The enquirer's own message is no answer.
    await createMessage(server.ds, { from: customer, to: franchisor, leadId: lead.id, createdAt: new Date('2026-01-05T10:00:00Z') });
    expect(await firstResponse(lead.id)).toBeNull();

    await createMessage(server.ds, { from: franchisor, to: customer, leadId: lead.id, createdAt: new Date('2026-01-05T12:30:00Z') });
    await createMessage(server.ds, { from: franchisor, to: customer, leadId: lead.id, createdAt: new Date('2026-01-06T08:00:00Z') });
    expect(await firstResponse(lead.id)).toEqual(new Date('2026-01-05T12:30:00Z'));

    // The customer sees when it was answered.
    const { myFranchiseRequests } = await (
      await as(customer)
    ).data<{ myFranchiseRequests: { items: { id: string; answeredAt: string | null }[] } }>(REQUESTS);
    expect(myFranchiseRequests.items).toEqual([{ id: lead.id, answeredAt: '2026-01-05T12:30:00.000Z' }]);
  });

  it('is the moment the status moves past new, when no message came first; a lead left alone has none', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    const customer = await createCustomer(server.ds);
    const worked = await createLead(server.ds, { customer, franchise, createdAt: new Date(Date.now() - 5 * HOUR) });
    const untouched = await createLead(server.ds, { customer: null, franchise, createdAt: new Date(Date.now() - 5 * HOUR) });

    const before = Date.now();
    await (await as(franchisor)).data(SET_STATUS, { input: { leadId: worked.id, status: 'MEETING' } });
    const answered = await firstResponse(worked.id);
    expect(answered!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(answered!.getTime()).toBeLessThanOrEqual(Date.now());

    // Moving it back to new and on again leaves the first response where it was.
    await (await as(franchisor)).data(SET_STATUS, { input: { leadId: worked.id, status: 'NEW' } });
    await (await as(franchisor)).data(SET_STATUS, { input: { leadId: worked.id, status: 'CONTACTED' } });
    expect(await firstResponse(worked.id)).toEqual(answered);
    expect(await firstResponse(untouched.id)).toBeNull();

    const { myFranchiseRequests } = await (
      await as(customer)
    ).data<{ myFranchiseRequests: { items: { id: string; answeredAt: string | null }[] } }>(REQUESTS);
    expect(myFranchiseRequests.items).toEqual([{ id: worked.id, answeredAt: answered!.toISOString() }]);
  });
});

describe('the public figures', () => {
  it('are shown from 5 settled leads: median and share within 24 hours over the last 90 days', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    await leadsAnsweredAfter(franchise, [1, 2.5, 30, null]);
    // Not counted: a lead from before the window, and a fresh unanswered one that may yet be answered within a day.
    await leadsAnsweredAfter(franchise, [0.5], 100);
    await leadsAnsweredAfter(franchise, [null], 0.1);
    await refresh();
    const anonymous = new TestClient(server.url);
    const read = async () => (await anonymous.data<{ franchise: { responseTime: unknown } }>(FRANCHISE, { id: franchise.id })).franchise.responseTime;
    expect(await read()).toBeNull();

    await leadsAnsweredAfter(franchise, [2]);
    await refresh();
    // 1h, 2h, 2.5h, 30h, never: the middle one is 2.5 hours; 3 of 5 within a day.
    expect(await read()).toEqual({ summary: 'Usually replies within 3 hours', medianSeconds: 9000, withinDayPercent: 60, leads: 5 });
  });

  it('have no median when more than half of the leads went unanswered', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    await leadsAnsweredAfter(franchise, [1, 2, null, null, null]);
    await refresh();
    const { franchise: read } = await new TestClient(server.url).data<{ franchise: { responseTime: unknown } }>(FRANCHISE, { id: franchise.id });
    expect(read.responseTime).toEqual({ summary: null, medianSeconds: null, withinDayPercent: 40, leads: 5 });
  });

  it("sort 'Most responsive' puts the fastest first and listings with too few leads last", async () => {
    const tag = `Responsive${Date.now()}`;
    const listing = async (name: string, hours: (number | null)[]) => {
      const franchisor = await createFranchisor(server.ds);
      const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: `${tag} ${name}` });
      await leadsAnsweredAfter(franchise, hours);
      return franchise;
    };
    const few = await listing('Few', [0.1, 0.1]);
    const slow = await listing('Slow', [20, 20, 20, 20, 20]);
    const silent = await listing('Silent', [1, null, null, null, null]);
    const fast = await listing('Fast', [0.5, 0.5, 1, 1, 1]);
    await refresh();
    const { franchiseSearch } = await new TestClient(server.url).data<{
      franchiseSearch: { items: { id: string; responseTime: { summary: string | null } | null }[] };
    }>(SEARCH, { filters: { text: tag, sort: 'MOST_RESPONSIVE' } });
    expect(franchiseSearch.items.map((i) => i.id)).toEqual([fast.id, slow.id, silent.id, few.id]);
    expect(franchiseSearch.items.map((i) => i.responseTime?.summary ?? null)).toEqual([
      'Usually replies within an hour',
      'Usually replies within a day',
      null,
      null,
    ]);
  });
});

describe("the franchisor's own figures", () => {
  it('are their own only, with a weekly trend', async () => {
    const quick = await createFranchisor(server.ds);
    const slow = await createFranchisor(server.ds);
    await leadsAnsweredAfter(await createFranchise(server.ds, { franchisorId: quick.id }), [1, 1, 1]);
    await leadsAnsweredAfter(await createFranchise(server.ds, { franchisorId: slow.id }), [40, 40, 40, 40, 40, null], 3);

    type Mine = {
      franchisorResponseTimes: {
        leads: number;
        medianSeconds: number | null;
        summary: string | null;
        shownOnListings: boolean;
        weeks: { leads: number }[];
      };
    };
    const q = (await (await as(quick)).data<Mine>(MINE)).franchisorResponseTimes;
    expect(q).toMatchObject({ leads: 3, medianSeconds: 3600, withinDayPercent: 100, summary: null, shownOnListings: false, minimumLeads: 5 });
    const s = (await (await as(slow)).data<Mine>(MINE)).franchisorResponseTimes;
    expect(s).toMatchObject({
      leads: 6,
      medianSeconds: 144000,
      withinDayPercent: 0,
      summary: 'Usually replies within 2 days',
      shownOnListings: true,
    });
    // About 13 weeks, oldest first; all six leads in one of them.
    expect(s.weeks.length).toBeGreaterThanOrEqual(13);
    expect(s.weeks.map((w) => w.leads).reduce((a, b) => a + b)).toBe(6);
    expect(q.weeks.map((w) => w.leads).reduce((a, b) => a + b)).toBe(3);

    const customer = await createCustomer(server.ds);
    expect((await (await as(customer)).error(MINE)).extensions?.code).toBe('FORBIDDEN');
    expect((await new TestClient(server.url).error(MINE)).extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the reminder of an untouched lead', () => {
  it('goes to the franchisor once, after 24 hours, and not for leads already handled', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Reminder Bakery' });
    const customer = await createCustomer(server.ds);
    const dayAndMore = new Date(Date.now() - 25 * HOUR);
    await createLead(server.ds, { customer: null, franchise, name: 'Una Touched', createdAt: dayAndMore });
    await createLead(server.ds, { customer: null, franchise, name: 'Fresh Enquirer', createdAt: new Date(Date.now() - 2 * HOUR) });
    const handled = await createLead(server.ds, { customer: null, franchise, name: 'Handled Enquirer', createdAt: dayAndMore });
    await server.ds.query(`UPDATE franchise_leads SET status = 'contacted' WHERE id = $1`, [handled.id]);
    const messaged = await createLead(server.ds, { customer, franchise, name: 'Messaged Enquirer', createdAt: dayAndMore });
    await createMessage(server.ds, { from: franchisor, to: customer, leadId: messaged.id, createdAt: new Date(Date.now() - 20 * HOUR) });

    const remind = () => server.ds.transaction((m) => server.services.leadReminders.remind(m));
    await remind();
    await remind();
    await server.services.mailer.idle();
    const mails = smtp.to(franchisor.email);
    expect(mails.map((m) => m.subject)).toEqual(['Una Touched is waiting for your reply']);
    expect(mails[0].text).toContain('Una Touched, about Reminder Bakery');
    expect(mails[0].text).not.toContain('Fresh Enquirer');
  });
});
