import { AccountStatus } from '../src/modules/auth/auth.enums';
import type { Profile } from '../src/modules/auth/profile.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import type { Franchise } from '../src/modules/catalogue/franchise.entity';
import { LeadStatus } from '../src/modules/lead-intake/lead.enums';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFeaturedAd, createFranchise, createFranchisor, createLead } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
/** The UK calendar day of a moment, as the API takes and gives dates. */
const ukDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

const PERFORMANCE = `query Performance($input: PerformanceRangeInput!) {
  franchisorPerformance(input: $input) {
    range from to
    franchises { franchiseId name status funnel { views clicks requestInfos leads contacted qualified converted conversionRate } }
    total { views clicks requestInfos leads contacted qualified converted conversionRate }
  }
}`;
const PENDING = `query Pending($page: PageInput) { franchisorPendingFranchises(page: $page) { total pageCount items { id name location createdAt } } }`;
const SIGN_INS = `query SignIns { mySignIns { id signedInAt browser location } }`;
const RECORD = `mutation($input: RecordAdMetricsInput!) { recordAdMetrics(input: $input) }`;

interface Funnel {
  views: number;
  clicks: number;
  requestInfos: number;
  leads: number;
  contacted: number;
  qualified: number;
  converted: number;
  conversionRate: number | null;
}
interface Report {
  range: string;
  from: string;
  to: string;
  franchises: { franchiseId: string; name: string; status: string; funnel: Funnel }[];
  total: Funnel;
}

async function signedIn(profile: Profile, type: 'FRANCHISOR' | 'CUSTOMER' | 'ADMIN', headers: Record<string, string> = {}) {
  const c = new TestClient(server.url);
  c.headers = headers;
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return c;
}

async function events(franchise: Franchise, type: 'view' | 'click' | 'request_info', count: number, at: Date) {
  await server.ds.query(`INSERT INTO ad_metrics (franchise_id, metric_type, created_at) SELECT $1, $2, $3 FROM generate_series(1, $4)`, [
    franchise.id,
    type,
    at,
    count,
  ]);
}

async function leads(franchise: Franchise, statuses: LeadStatus[], at: Date) {
  for (const status of statuses) await createLead(server.ds, { customer: null, franchise, status, createdAt: at });
}

// Franchisor A with two approved franchises (Alpha, Beta), one pending and one rejected; franchisor B with one.
let a: Profile;
let b: Profile;
let alpha: Franchise;
let beta: Franchise;
let aPending: Franchise;
let bFranchise: Franchise;
let asA: TestClient;
let asB: TestClient;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1, clientCountryHeader: 'cf-ipcountry' });
  a = await createFranchisor(server.ds);
  b = await createFranchisor(server.ds);
  alpha = await createFranchise(server.ds, { franchisorId: a.id, name: 'Alpha Cleaning' });
  beta = await createFranchise(server.ds, { franchisorId: a.id, name: 'beta Tutors' });
  aPending = await createFranchise(server.ds, { franchisorId: a.id, name: 'Gamma Pending', location: 'Leeds', status: FranchiseStatus.PENDING });
  await createFranchise(server.ds, { franchisorId: a.id, name: 'Delta Rejected', status: FranchiseStatus.REJECTED });
  bFranchise = await createFranchise(server.ds, { franchisorId: b.id, name: 'B Bakery' });
  await createFranchise(server.ds, { franchisorId: b.id, name: 'B Pending', status: FranchiseStatus.PENDING });

  // Events at 2, 15, 60, 200 and 500 days ago: well inside one range and outside the shorter ones.
  for (const [days, n] of [
    [2, 1],
    [15, 10],
    [60, 100],
    [200, 1000],
    [500, 10000],
  ] as const) {
    await events(alpha, 'view', n, ago(days));
    await events(alpha, 'click', n * 2, ago(days));
    await events(alpha, 'request_info', n * 3, ago(days));
  }
  await events(beta, 'view', 7, ago(2));
  await events(bFranchise, 'view', 999, ago(2));
  await events(bFranchise, 'click', 999, ago(15));

  await leads(alpha, [LeadStatus.NEW, LeadStatus.CONTACTED, LeadStatus.MEETING, LeadStatus.QUALIFIED, LeadStatus.CONVERTED, LeadStatus.LOST], ago(2));
  await leads(alpha, [LeadStatus.CONVERTED, LeadStatus.NEW], ago(60));
  await leads(alpha, [LeadStatus.QUALIFIED], ago(500));
  await leads(beta, [LeadStatus.NEW], ago(15));
  await leads(bFranchise, [LeadStatus.CONVERTED, LeadStatus.CONVERTED], ago(2));

  asA = await signedIn(a, 'FRANCHISOR', {
    'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'cf-ipcountry': 'GB',
  });
  asB = await signedIn(b, 'FRANCHISOR', {
    'user-agent':
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'cf-ipcountry': 'FR',
  });
});
afterAll(() => server.close());

const report = async (client: TestClient, input: Record<string, unknown>) =>
  (await client.data<{ franchisorPerformance: Report }>(PERFORMANCE, { input })).franchisorPerformance;
const row = (r: Report, franchise: Franchise) => r.franchises.find((f) => f.franchiseId === franchise.id)!.funnel;

describe('performance metrics', () => {
  it('counts the funnel of each range per franchise, ending today', async () => {
    const expected: Record<string, { views: number; leads: number; contacted: number; qualified: number; converted: number }> = {
      LAST_7_DAYS: { views: 1, leads: 6, contacted: 5, qualified: 2, converted: 1 },
      LAST_30_DAYS: { views: 11, leads: 6, contacted: 5, qualified: 2, converted: 1 },
      LAST_3_MONTHS: { views: 111, leads: 8, contacted: 6, qualified: 3, converted: 2 },
      LAST_YEAR: { views: 1111, leads: 8, contacted: 6, qualified: 3, converted: 2 },
    };
    const today = ukDay(new Date());
    for (const [range, want] of Object.entries(expected)) {
      const r = await report(asA, { range });
      expect(r.range).toBe(range);
      expect(r.to).toBe(today);
      expect(row(r, alpha)).toEqual({
        ...want,
        clicks: want.views * 2,
        requestInfos: want.views * 3,
        conversionRate: want.converted / want.leads,
      });
    }
    expect((await report(asA, { range: 'LAST_7_DAYS' })).from).toBe(ukDay(ago(6)));
    expect((await report(asA, { range: 'LAST_30_DAYS' })).from).toBe(ukDay(ago(29)));
  });

  it('lists every franchise of the franchisor by name, with a total row that sums them', async () => {
    const r = await report(asA, { range: 'LAST_30_DAYS' });
    expect(r.franchises.map((f) => [f.name, f.status])).toEqual([
      ['Alpha Cleaning', 'APPROVED'],
      ['beta Tutors', 'APPROVED'],
      ['Delta Rejected', 'REJECTED'],
      ['Gamma Pending', 'PENDING'],
    ]);
    expect(row(r, beta)).toEqual({ views: 7, clicks: 0, requestInfos: 0, leads: 1, contacted: 0, qualified: 0, converted: 0, conversionRate: 0 });
    expect(row(r, aPending)).toEqual({
      views: 0,
      clicks: 0,
      requestInfos: 0,
      leads: 0,
      contacted: 0,
      qualified: 0,
      converted: 0,
      conversionRate: null,
    });
    expect(r.total).toEqual({ views: 18, clicks: 22, requestInfos: 33, leads: 7, contacted: 5, qualified: 2, converted: 1, conversionRate: 1 / 7 });
  });

  it('takes a custom range of two UK dates, both included', async () => {
    const r = await report(asA, { range: 'CUSTOM', from: ukDay(ago(20)), to: ukDay(ago(10)) });
    expect([r.from, r.to]).toEqual([ukDay(ago(20)), ukDay(ago(10))]);
    expect(row(r, alpha)).toMatchObject({ views: 10, clicks: 20, requestInfos: 30, leads: 0 });
    expect(row(r, beta)).toMatchObject({ views: 0, leads: 1 });
    expect(r.total).toMatchObject({ views: 10, leads: 1, conversionRate: 0 });

    const oneDay = await report(asA, { range: 'CUSTOM', from: ukDay(ago(500)), to: ukDay(ago(500)) });
    expect(row(oneDay, alpha)).toMatchObject({ views: 10000, clicks: 20000, leads: 1, qualified: 1, converted: 0 });
    const everything = await report(asA, { range: 'CUSTOM', from: ukDay(ago(800)), to: ukDay(new Date()) });
    expect(everything.total).toMatchObject({ views: 11118, leads: 10, converted: 2 });
  });

  it.each([
    ['no dates', {}, 'Please choose both dates for a custom range'],
    ['one date', { from: '2025-01-01' }, 'Please choose both dates for a custom range'],
    ['a date that does not exist', { from: '2025-02-30', to: '2025-03-10' }, 'Please enter a valid date'],
    ['a malformed date', { from: '2025-01-01', to: '10/03/2025' }, 'Please enter a valid date'],
    ['the dates the wrong way round', { from: '2025-03-10', to: '2025-03-01' }, "The 'From' date must be on or before the 'To' date"],
  ])('refuses a custom range with %s', async (_label, dates, message) => {
    const error = await asA.error(PERFORMANCE, { input: { range: 'CUSTOM', ...dates } });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('counts views and clicks the public site records, at once', async () => {
    const fresh = await createFranchise(server.ds, { franchisorId: a.id, name: 'Zeta Fresh' });
    const ad = await createFeaturedAd(server.ds, fresh.id);
    const visitor = new TestClient(server.url);
    await visitor.data(RECORD, {
      input: {
        events: [
          { franchiseId: fresh.id, adId: ad.id, type: 'VIEW' },
          { franchiseId: fresh.id, type: 'CLICK' },
        ],
      },
    });
    await visitor.data(RECORD, { input: { events: [{ franchiseId: fresh.id, type: 'VIEW' }] } });
    expect(row(await report(asA, { range: 'LAST_7_DAYS' }), fresh)).toMatchObject({ views: 2, clicks: 1 });

    // Deleting the featured ad keeps the listing's events; deleting events takes them off the counts.
    await server.ds.query(`DELETE FROM featured_ads WHERE id = $1`, [ad.id]);
    expect(row(await report(asA, { range: 'LAST_7_DAYS' }), fresh)).toMatchObject({ views: 2, clicks: 1 });
    await server.ds.query(`DELETE FROM ad_metrics WHERE franchise_id = $1 AND metric_type = 'view'`, [fresh.id]);
    expect(row(await report(asA, { range: 'LAST_7_DAYS' }), fresh)).toMatchObject({ views: 0, clicks: 1 });
    await server.ds.query(`DELETE FROM franchises WHERE id = $1`, [fresh.id]);
  });

  it("never shows another franchisor's franchises or counts", async () => {
    const r = await report(asB, { range: 'LAST_YEAR' });
    expect(r.franchises.map((f) => f.name)).toEqual(['B Bakery', 'B Pending']);
    expect(r.total).toMatchObject({ views: 999, clicks: 999, leads: 2, converted: 2, conversionRate: 1 });
    const mine = await report(asA, { range: 'LAST_YEAR' });
    expect(mine.franchises.map((f) => f.franchiseId)).not.toContain(bFranchise.id);
  });
});

describe('pending franchise approvals', () => {
  it("shows the franchisor's own listings awaiting review, newest first, paged", async () => {
    const newer = await createFranchise(server.ds, { franchisorId: a.id, name: 'Eta Pending', status: FranchiseStatus.PENDING });
    const { franchisorPendingFranchises: page1 } = await asA.data<{
      franchisorPendingFranchises: { total: number; pageCount: number; items: { id: string; name: string; location: string }[] };
    }>(PENDING, { page: { page: 1, pageSize: 1 } });
    expect(page1).toMatchObject({ total: 2, pageCount: 2, items: [{ id: newer.id, name: 'Eta Pending' }] });
    const { franchisorPendingFranchises: page2 } = await asA.data<{ franchisorPendingFranchises: { items: { id: string; location: string }[] } }>(
      PENDING,
      { page: { page: 2, pageSize: 1 } },
    );
    expect(page2.items).toEqual([expect.objectContaining({ id: aPending.id, location: 'Leeds' })]);
    const { franchisorPendingFranchises: past } = await asA.data<{ franchisorPendingFranchises: { total: number; items: unknown[] } }>(PENDING, {
      page: { page: 5, pageSize: 1 },
    });
    expect(past).toEqual({ total: 2, pageCount: 2, items: [] });
    await server.ds.query(`DELETE FROM franchises WHERE id = $1`, [newer.id]);

    const { franchisorPendingFranchises: ofB } = await asB.data<{ franchisorPendingFranchises: { total: number; items: { name: string }[] } }>(
      PENDING,
    );
    expect(ofB).toMatchObject({ total: 1, items: [{ name: 'B Pending' }] });
  });
});

describe('recent login activity', () => {
  it("shows the account's own sign-ins with a browser label and the proxy's country, newest first", async () => {
    await signedIn(a, 'FRANCHISOR', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0' });
    const { mySignIns } = await asA.data<{ mySignIns: { browser: string; location: string | null; signedInAt: string }[] }>(SIGN_INS);
    expect(mySignIns.map((s) => [s.browser, s.location])).toEqual([
      ['Firefox 128 on Linux', null],
      ['Chrome 126 on Windows', 'United Kingdom'],
    ]);
    expect(Date.now() - new Date(mySignIns[1].signedInAt).getTime()).toBeLessThan(10 * 60 * 1000);

    const { mySignIns: ofB } = await asB.data<{ mySignIns: { browser: string; location: string | null }[] }>(SIGN_INS);
    expect(ofB).toEqual([{ id: expect.any(String), signedInAt: expect.any(String), browser: 'Safari 17 on iOS', location: 'France' }]);
  });

  it('shows at most the newest 10 (older ones wait for the retention job), and ignores a country header a proxy would not send', async () => {
    const c = await createFranchisor(server.ds);
    await server.ds.query(
      `INSERT INTO sign_ins (user_id, browser, created_at) SELECT $1, 'Old browser ' || n, now() - (n || ' days')::interval FROM generate_series(1, 12) n`,
      [c.id],
    );
    await server.ds.query(`INSERT INTO sign_ins (user_id, browser, created_at) VALUES ($1, 'Ancient', now() - interval '91 days')`, [c.id]);
    const client = await signedIn(c, 'FRANCHISOR', { 'user-agent': 'curl/8.5.0', 'cf-ipcountry': 'XX' });
    const { mySignIns } = await client.data<{ mySignIns: { browser: string; location: string | null }[] }>(SIGN_INS);
    expect(mySignIns).toHaveLength(10);
    expect(mySignIns[0]).toMatchObject({ browser: 'curl', location: null });
    expect(mySignIns[1].browser).toBe('Old browser 1');
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM sign_ins WHERE user_id = $1`, [c.id]);
    // Signing in no longer prunes: sign-ins go after RETENTION_SIGN_IN_MONTHS, by the daily job (retention.test.ts).
    expect(n).toBe(14);
  });

  it('is empty for an account that never signed in here, and admins see their own too', async () => {
    const admin = await createAdmin(server.ds);
    await server.ds.query(`DELETE FROM sign_ins WHERE user_id = $1`, [admin.id]);
    const client = await signedIn(admin, 'ADMIN', {
      'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    });
    const { mySignIns } = await client.data<{ mySignIns: { browser: string }[] }>(SIGN_INS);
    expect(mySignIns.map((s) => s.browser)).toEqual(['Safari 17 on macOS']);
    await server.ds.query(`DELETE FROM sign_ins WHERE user_id = $1`, [admin.id]);
    expect((await client.data<{ mySignIns: unknown[] }>(SIGN_INS)).mySignIns).toEqual([]);
  });
});

describe('who may read the dashboard', () => {
  const queries: [string, string, Record<string, unknown>][] = [
    ['performance', PERFORMANCE, { input: { range: 'LAST_7_DAYS' } }],
    ['pending approvals', PENDING, {}],
  ];

  it.each(queries)('refuses anonymous callers the %s', async (_name, query, variables) => {
    expect((await new TestClient(server.url).error(query, variables)).extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses anonymous callers the sign-ins, and customers everything', async () => {
    expect((await new TestClient(server.url).error(SIGN_INS)).extensions?.code).toBe('UNAUTHENTICATED');
    const customer = await signedIn(await createCustomer(server.ds), 'CUSTOMER');
    for (const [query, variables] of [...queries.map(([, q, v]) => [q, v] as const), [SIGN_INS, {}] as const]) {
      expect(await customer.error(query, variables)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    }
  });

  it.each([
    [AccountStatus.PENDING, 'ACCOUNT_PENDING'],
    [AccountStatus.REJECTED, 'ACCOUNT_REJECTED'],
  ])('refuses a franchisor whose account is %s', async (status, code) => {
    const f = await createFranchisor(server.ds);
    const client = await signedIn(f, 'FRANCHISOR');
    await server.ds.query(`UPDATE profiles SET status = $2 WHERE id = $1`, [f.id, status]);
    for (const [query, variables] of [...queries.map(([, q, v]) => [q, v] as const), [SIGN_INS, {}] as const]) {
      expect((await client.error(query, variables)).extensions?.code).toBe(code);
    }
  });
});
