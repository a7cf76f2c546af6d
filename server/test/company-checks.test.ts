import { loadConfig } from '../src/config';
import { AccountStatus, UserType } from '../src/modules/auth/auth.enums';
import { User } from '../src/modules/auth/user.entity';
import type { Profile } from '../src/modules/auth/profile.entity';
import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { CompaniesHouseBudget } from '../src/modules/company-checks/companies-house-budget';
import { CompanyCheck } from '../src/modules/company-checks/company-check.entity';
import { comparableName } from '../src/modules/company-checks/company-status';
import { type CompaniesHouseStandIn, startCompaniesHouseStandIn } from './support/companies-house-stand-in.mjs';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchise, createProfile, token, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let standIn: CompaniesHouseStandIn;
let server: TestServer;
let admin: TestClient;
let adminProfile: Profile;

beforeAll(async () => {
  standIn = await startCompaniesHouseStandIn();
  // Short time-outs and retries, so that a retried check is seen within the test.
  server = await startTestServer({ ...standIn.config, companiesHouseTimeoutMs: 500, companiesHouseRetryDelaySeconds: 1 });
  adminProfile = await createAdmin(server.ds);
  admin = new TestClient(server.url);
  await admin.signIn(adminProfile.email, FACTORY_PASSWORD, 'ADMIN');
});
afterAll(async () => {
  await server.close();
  await standIn.close();
});

const FACTS = `companyNumber notRegistered registerUrl checkedAt registeredName status statusLabel incorporatedOn
  accountsOverdue confirmationStatementOverdue locality sicCodes activeOfficers`;
const MY_COMPANY = `query MyCompany { myCompany { companyNumber notRegistered checksEnabled lastError flags { kind message } facts { ${FACTS} } } }`;
const UPDATE = `mutation Update($input: CompanyNumberInput!) {
  updateMyCompanyNumber(input: $input) { companyNumber notRegistered lastError flags { kind message } facts { ${FACTS} } }
}`;
const SIGN_UP = `mutation SignUp($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }`;
const FRANCHISE = `query Franchise($id: ID!) { franchise(id: $id) { id companyChecked companyFacts { ${FACTS} } } }`;
const SEARCH = `query Search($filters: FranchiseSearchInput) { franchiseSearch(filters: $filters) { items { id companyChecked companyFacts { companyNumber status } } } }`;
const PENDING = `query Pending($filter: PendingListFilter) {
  adminPendingAccounts(filter: $filter) { items { id companyName companyCheck { companyNumber notRegistered registeredName statusLabel checkedAt gone flags { kind message } } } }
}`;
const ADMIN_ACCOUNT = `query Account($id: ID!) { adminFranchisorAccount(id: $id) { id companyCheck { companyNumber gone flags { kind message } } } }`;

type Facts = Record<string, unknown> & { checkedAt: string | null; status: string | null };
type MyCompany = {
  companyNumber: string | null;
  notRegistered: boolean;
  lastError: string | null;
  flags: { kind: string; message: string }[];
  facts: Facts | null;
};

/** A new approved franchisor, signed in. */
async function franchisor(companyName = 'Test Franchise Ltd') {
  const profile = await createProfile(server.ds, { userType: UserType.FRANCHISOR, fullName: 'Franchisor Person', companyName });
  const http = new TestClient(server.url);
  await http.signIn(profile.email, FACTORY_PASSWORD, 'FRANCHISOR');
  return { profile, http };
}

/** A company number of the register's shape no other test uses. */
let numbers = 0;
const companyNumber = (prefix = '') => {
  numbers++;
  const digits = String((Date.now() % 100000) * 100 + numbers).padStart(8, '0');
  return prefix ? `${prefix}${digits.slice(-6)}` : digits.slice(-8);
};

const checkRow = (franchisorId: string) => server.ds.getRepository(CompanyCheck).findOneBy({ franchisorId });

/** Waits until `probe` answers something truthy (checks run as jobs after the mutation). */
async function eventually<T>(probe: () => Promise<T>, what: string, timeoutMs = 20_000): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const checked = (franchisorId: string) => eventually(async () => (await checkRow(franchisorId))?.checkedAt && checkRow(franchisorId), 'the check');

async function saveNumber(http: TestClient, number: string): Promise<MyCompany> {
  return (await http.data<{ updateMyCompanyNumber: MyCompany }>(UPDATE, { input: { companyNumber: number, notRegistered: false } }))
    .updateMyCompanyNumber;
}

async function myCompany(http: TestClient): Promise<MyCompany> {
  return (await http.data<{ myCompany: MyCompany }>(MY_COMPANY)).myCompany;
}

/** Mail jobs to an address (subject and text). */
const mailsTo = (to: string): Promise<{ subject: string; text: string }[]> =>
  server.ds.query(
    `SELECT data->'message'->>'subject' AS subject, data->'message'->>'text' AS text
     FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1 ORDER BY created_on`,
    [to],
  );

describe('the company number', () => {
  it.each(['ABC', '1234567', '123456789', 'SC12345', 'S1234567', '12-34-56-78', 'SC1234567'])(
    'refuses %s at sign-up with the message, and writes nothing',
    async (bad) => {
      const email = uniqueEmail('franchisor');
      const error = await new TestClient(server.url).error(SIGN_UP, {
        input: { companyName: 'Bad Number Ltd', fullName: 'Pat Bad', email, password: FACTORY_PASSWORD, companyNumber: bad },
      });
      expect(error).toMatchObject({
        message: 'Please enter a valid company number',
        extensions: { code: 'BAD_USER_INPUT', fields: { companyNumber: 'Please enter a valid company number' } },
      });
      expect(await server.ds.getRepository(User).countBy({ email })).toBe(0);
      expect(await server.ds.query(`SELECT 1 FROM company_checks c JOIN profiles p ON p.id = c.franchisor_id WHERE p.email = $1`, [email])).toEqual(
        [],
      );
    },
  );

  it('refuses a bad number in the account with the message and keeps the saved one', async () => {
    const { profile, http } = await franchisor();
    const number = companyNumber();
    await saveNumber(http, number);
    await checked(profile.id);
    const before = await checkRow(profile.id);
    const requestsBefore = standIn.requestsFor(number).length;
    const error = await http.error(UPDATE, { input: { companyNumber: 'NOT-A-NUMBER', notRegistered: false } });
    expect(error).toMatchObject({ message: 'Please enter a valid company number', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await checkRow(profile.id)).toEqual(before);
    expect((await myCompany(http)).companyNumber).toBe(number);
    await server.services.jobs.idle();
    expect(standIn.requestsFor(number).length).toBe(requestsBefore);
  });

  it('normalises the number: spaces dropped, letters upper-cased', async () => {
    const { http } = await franchisor();
    const number = companyNumber('SC');
    const saved = await saveNumber(http, `${number.slice(0, 2).toLowerCase()} ${number.slice(2, 5)} ${number.slice(5)}`);
    expect(saved.companyNumber).toBe(number);
    expect(saved.facts).toMatchObject({
      companyNumber: number,
      registerUrl: `https://find-and-update.company-information.service.gov.uk/company/${number}`,
    });
  });

  it("records 'We are not a registered company' at sign-up; nothing is read", async () => {
    const email = uniqueEmail('franchisor');
    await new TestClient(server.url).data(SIGN_UP, {
      input: { companyName: 'Sole Trader Co', fullName: 'Sam Sole', email, password: FACTORY_PASSWORD, companyNumber: null, notRegistered: true },
    });
    const [row] = await server.ds.query(`SELECT c.* FROM company_checks c JOIN profiles p ON p.id = c.franchisor_id WHERE p.email = $1`, [email]);
    expect(row).toMatchObject({ company_number: null, not_registered: true, checked_at: null });
    // No check was queued for it.
    expect(
      await server.ds.query(`SELECT 1 FROM pgboss.job WHERE name = 'company-check' AND data->>'franchisorId' = $1`, [row.franchisor_id]),
    ).toEqual([]);
  });

  it('checks the number given at sign-up after the sign-up has committed', async () => {
    const number = companyNumber();
    standIn.set(number, { name: 'SIGNED UP TRADING LTD', locality: 'Leeds', sicCodes: ['56101', '77400'], activeOfficers: 3, resignedOfficers: 2 });
    const email = uniqueEmail('franchisor');
    expect(
      await new TestClient(server.url).data(SIGN_UP, {
        input: { companyName: 'Signed Up Trading Ltd', fullName: 'Pat New', email, password: FACTORY_PASSWORD, companyNumber: number },
      }),
    ).toEqual({ signUpFranchisor: true });
    const [{ id }] = await server.ds.query(`SELECT id FROM profiles WHERE email = $1`, [email]);
    const row = await checked(id);
    expect(row).toMatchObject({
      companyNumber: number,
      registeredName: 'SIGNED UP TRADING LTD',
      status: 'active',
      incorporatedOn: '2015-03-12',
      accountsOverdue: false,
      confirmationStatementOverdue: false,
      locality: 'Leeds',
      sicCodes: ['56101', '77400'],
      activeOfficers: 3,
      lastError: null,
    });
    // Basic auth with the key as user name and an empty password.
    expect(standIn.requestsFor(number).map((r) => r.resource)).toEqual(['company', 'officers']);
  });

  it('never holds up a sign-up when the register is down: the account is made and the failure recorded', async () => {
    const number = companyNumber();
    standIn.fail(number, { status: 503, times: 20 });
    const email = uniqueEmail('franchisor');
    expect(
      await new TestClient(server.url).data(SIGN_UP, {
        input: { companyName: 'Down Day Ltd', fullName: 'Pat Down', email, password: FACTORY_PASSWORD, companyNumber: number },
      }),
    ).toEqual({ signUpFranchisor: true });
    const [{ id }] = await server.ds.query(`SELECT id FROM profiles WHERE email = $1`, [email]);
    const row = await eventually(async () => (await checkRow(id))?.lastError && checkRow(id), 'the failure');
    expect(row).toMatchObject({ checkedAt: null, lastError: 'Companies House is unavailable (503)' });
  });
});

describe('the register statuses', () => {
  const statuses: [string, string][] = [
    ['active', 'Active'],
    ['dissolved', 'Dissolved'],
    ['liquidation', 'In liquidation'],
    ['receivership', 'In receivership'],
    ['administration', 'In administration'],
    ['voluntary-arrangement', 'Voluntary arrangement'],
    ['insolvency-proceedings', 'Insolvency proceedings'],
    ['converted-closed', 'Converted or closed'],
    ['removed', 'Removed'],
    ['closed', 'Closed'],
    ['registered', 'Registered'],
    ['open', 'Open'],
  ];

  it.each(statuses)('stores %s with its label, its flag and the public mark', async (status, label) => {
    const { profile, http } = await franchisor('Status Test Ltd');
    const listing = await createFranchise(server.ds, { franchisorId: profile.id, status: FranchiseStatus.PENDING });
    const number = companyNumber();
    standIn.set(number, { status, name: 'STATUS TEST LIMITED' });
    await saveNumber(http, number);
    await checked(profile.id);
    const mine = await myCompany(http);
    expect(mine.facts).toMatchObject({ status, statusLabel: label, registeredName: 'STATUS TEST LIMITED', companyNumber: number });
    expect(mine.facts!.checkedAt).not.toBeNull();
    expect(mine.flags).toEqual(status === 'active' ? [] : [{ kind: 'STATUS_NOT_ACTIVE', message: `Company status is ${label}, not Active` }]);
    // The public reading: the listing approved after the check (a gone company's approved listings would have left).
    await server.ds.getRepository(Franchise).update({ id: listing.id }, { status: FranchiseStatus.APPROVED, approvedAt: new Date() });
    const { franchise } = await new TestClient(server.url).data<{ franchise: { companyChecked: boolean; companyFacts: Facts } }>(FRANCHISE, {
      id: listing.id,
    });
    expect(franchise.companyChecked).toBe(status === 'active');
    expect(franchise.companyFacts).toMatchObject({ status, statusLabel: label });
  });

  it('flags overdue accounts and an overdue confirmation statement, and the listing is not marked checked', async () => {
    const { profile, http } = await franchisor('Late Filer Ltd');
    const listing = await createFranchise(server.ds, { franchisorId: profile.id });
    const number = companyNumber();
    standIn.set(number, { name: 'LATE FILER LTD', accountsOverdue: true, confirmationStatementOverdue: true });
    await saveNumber(http, number);
    await checked(profile.id);
    const mine = await myCompany(http);
    expect(mine.facts).toMatchObject({ status: 'active', accountsOverdue: true, confirmationStatementOverdue: true });
    expect(mine.flags).toEqual([
      { kind: 'ACCOUNTS_OVERDUE', message: 'Accounts are overdue at Companies House' },
      { kind: 'CONFIRMATION_STATEMENT_OVERDUE', message: 'Confirmation statement is overdue at Companies House' },
    ]);
    const { franchise } = await new TestClient(server.url).data<{ franchise: { companyChecked: boolean } }>(FRANCHISE, { id: listing.id });
    expect(franchise.companyChecked).toBe(false);
  });

  it('stores a number the register does not know as not found, without retrying', async () => {
    const { profile, http } = await franchisor();
    const number = companyNumber();
    standIn.set(number, { notFound: true });
    await saveNumber(http, number);
    await checked(profile.id);
    const mine = await myCompany(http);
    expect(mine.facts).toMatchObject({ statusLabel: 'Not found on the register', status: null, registeredName: null });
    expect(mine.flags).toEqual([{ kind: 'NOT_FOUND', message: `Companies House has no company with the number ${number}` }]);
    await server.services.jobs.idle();
    expect(standIn.requestsFor(number).length).toBe(1);
  });

  it('flags a registered name unlike the account company name, ignoring case, punctuation and LTD/LIMITED/PLC', async () => {
    expect(comparableName('Brightside Franchise Group Ltd.')).toBe(comparableName('BRIGHTSIDE FRANCHISE GROUP LIMITED'));
    expect(comparableName('Meridian Business Franchises plc')).toBe(comparableName('MERIDIAN BUSINESS FRANCHISES P.L.C'.replace(/\./g, '')));
    expect(comparableName('Smith & Sons Ltd')).toBe(comparableName('SMITH AND SONS LIMITED'));
    const { profile, http } = await franchisor('Sunrise Cleaning Ltd');
    const number = companyNumber();
    standIn.set(number, { name: 'MOONLIGHT HOLDINGS LIMITED' });
    await saveNumber(http, number);
    await checked(profile.id);
    expect((await myCompany(http)).flags).toEqual([
      { kind: 'NAME_MISMATCH', message: "Registered name MOONLIGHT HOLDINGS LIMITED is unlike the account's company name Sunrise Cleaning Ltd" },
    ]);
  });
});

describe('a dissolved company', () => {
  it('takes its approved listings out of the directory and tells the franchisor and the admins, once', async () => {
    const { profile, http } = await franchisor('Gone Away Ltd');
    const live = await createFranchise(server.ds, { franchisorId: profile.id, name: token('Gone Away Coffee ') });
    const live2 = await createFranchise(server.ds, { franchisorId: profile.id, name: token('Gone Away Tea ') });
    const pending = await createFranchise(server.ds, { franchisorId: profile.id, status: FranchiseStatus.PENDING });
    const number = companyNumber();
    standIn.set(number, { name: 'GONE AWAY LTD', status: 'active' });
    await saveNumber(http, number);
    await checked(profile.id);
    expect(await mailsTo(profile.email)).toEqual([]);

    // The weekly refresh finds it dissolved.
    standIn.set(number, { status: 'dissolved' });
    await server.ds.getRepository(CompanyCheck).update({ franchisorId: profile.id }, { refreshQueuedAt: new Date('2000-01-01') });
    expect(await server.services.companyRefresh.queueRefreshNow()).toBeGreaterThanOrEqual(1);
    await eventually(async () => (await checkRow(profile.id))?.status === 'dissolved', 'the dissolved status');
    await server.services.jobs.idle();

    for (const listing of [live, live2]) {
      const row = await server.ds.getRepository(Franchise).findOneByOrFail({ id: listing.id });
      expect(row).toMatchObject({ status: 'rejected', approvedAt: null });
      expect(row.rejectionReason).toContain(`Companies House lists GONE AWAY LTD (${number}) as dissolved`);
      expect((await new TestClient(server.url).data<{ franchise: unknown }>(FRANCHISE, { id: listing.id })).franchise).toBeNull();
      const audit = await server.ds.getRepository(AdminAction).findBy({ targetId: listing.id });
      expect(audit).toEqual([
        expect.objectContaining({ actorId: null, action: 'unpublish', targetType: 'franchise', beforeStatus: 'approved', afterStatus: 'rejected' }),
      ]);
      // The listing's history names what took it down, not 'a former administrator'.
      expect(await server.services.audit.history('franchise', listing.id)).toEqual([
        expect.objectContaining({ action: 'unpublish', actorName: 'Companies House check' }),
      ]);
    }
    const search = await new TestClient(server.url).data<{ franchiseSearch: { items: { id: string }[] } }>(SEARCH, {
      filters: { text: 'Gone Away' },
    });
    expect(search.franchiseSearch.items.map((i) => i.id)).not.toContain(live.id);
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: pending.id })).toMatchObject({ status: 'pending' });

    const franchisorMails = await mailsTo(profile.email);
    expect(franchisorMails).toHaveLength(1);
    expect(franchisorMails[0].subject).toBe('Companies House lists your company as dissolved');
    expect(franchisorMails[0].text).toContain(live.name);
    expect(franchisorMails[0].text).toContain(live2.name);
    const adminMails = await mailsTo(adminProfile.email);
    expect(adminMails.filter((m) => m.subject === 'Company dissolved: Gone Away Ltd')).toHaveLength(1);
    expect((await myCompany(http)).flags).toContainEqual({ kind: 'STATUS_NOT_ACTIVE', message: 'Company status is Dissolved, not Active' });

    // Still dissolved a week later: nothing more happens.
    await server.ds.getRepository(CompanyCheck).update({ franchisorId: profile.id }, { refreshQueuedAt: new Date('2000-01-01') });
    const requests = standIn.requestsFor(number).length;
    await server.services.companyRefresh.queueRefreshNow();
    await eventually(async () => standIn.requestsFor(number).length >= requests + 2, 'the second refresh');
    await server.services.jobs.idle();
    expect(await mailsTo(profile.email)).toHaveLength(1);
    expect((await mailsTo(adminProfile.email)).filter((m) => m.subject === 'Company dissolved: Gone Away Ltd')).toHaveLength(1);
  });
});

describe('the weekly refresh', () => {
  it('queues a 168th of the franchisors with a number each hour, oldest first, nobody twice within 6 days', async () => {
    await server.services.jobs.idle();
    const now = new Date();
    const week = 8 * 24 * 3600_000;
    const { profile: oldest, http } = await franchisor();
    await saveNumber(http, companyNumber());
    await checked(oldest.id);
    const other = await franchisor();
    await saveNumber(other.http, companyNumber());
    await checked(other.profile.id);
    // Everyone last queued over a week ago, one of them longest ago.
    await server.ds.query(`UPDATE company_checks SET refresh_queued_at = $1 WHERE company_number IS NOT NULL`, [new Date(now.getTime() - week)]);
    await server.ds.getRepository(CompanyCheck).update({ franchisorId: oldest.id }, { refreshQueuedAt: new Date(now.getTime() - 2 * week) });
    const [{ n }] = await server.ds.query(`SELECT count(*)::int AS n FROM company_checks WHERE company_number IS NOT NULL AND NOT not_registered`);
    const share = Math.ceil(n / 168);

    const requests = standIn.requestsFor((await checkRow(oldest.id))!.companyNumber!).length;
    expect(await server.services.companyRefresh.queueRefreshNow(now)).toBe(share);
    expect((await checkRow(oldest.id))!.refreshQueuedAt).toEqual(now);
    await eventually(
      async () => standIn.requestsFor((await checkRow(oldest.id))!.companyNumber!).length === requests + 2,
      'the refresh of the oldest',
    );

    // An hour later the next share; whoever was queued within 6 days is left alone.
    const hourLater = new Date(now.getTime() + 3600_000);
    expect(await server.services.companyRefresh.queueRefreshNow(hourLater)).toBe(share);
    expect((await checkRow(oldest.id))!.refreshQueuedAt).toEqual(now);
    await server.ds.query(`UPDATE company_checks SET refresh_queued_at = now() WHERE company_number IS NOT NULL`);
    expect(await server.services.companyRefresh.queueRefreshNow(hourLater)).toBe(0);
    await server.services.jobs.idle();
  });
});

describe('when the register pushes back', () => {
  it('waits out a 429 (Retry-After) and retries', async () => {
    const { profile, http } = await franchisor();
    const number = companyNumber();
    standIn.fail(number, { resource: 'company', status: 429, retryAfter: 1 });
    await saveNumber(http, number);
    const row = await checked(profile.id);
    expect(row).toMatchObject({ status: 'active', lastError: null });
    const [first, second] = standIn.requestsFor(number, 'company');
    expect(second.at - first.at).toBeGreaterThanOrEqual(1000);
  });

  it('retries a time-out', async () => {
    const { profile, http } = await franchisor();
    const number = companyNumber();
    // The client waits 500 ms in this server.
    standIn.fail(number, { resource: 'company', delayMs: 1500 });
    await saveNumber(http, number);
    const failure = await eventually(async () => (await checkRow(profile.id))?.lastError, 'the time-out');
    expect(failure).toBe('Companies House did not answer within 0.5 s');
    const row = await checked(profile.id);
    expect(row).toMatchObject({ status: 'active', lastError: null });
    expect(standIn.requestsFor(number, 'company').length).toBe(2);
  });

  it('retries a 5xx of the officers resource and keeps the earlier facts meanwhile', async () => {
    const { profile, http } = await franchisor();
    const number = companyNumber();
    standIn.fail(number, { resource: 'officers', status: 500, times: 2 });
    await saveNumber(http, number);
    const row = await checked(profile.id);
    expect(row).toMatchObject({ activeOfficers: 2, lastError: null });
    expect(standIn.requestsFor(number, 'officers').length).toBe(3);
  });

  it('shares one request budget between instances and pauses all of it after a 429', async () => {
    const budget = new CompaniesHouseBudget(server.ds, { limit: 24, windowSeconds: 60 });
    const other = new CompaniesHouseBudget(server.ds, { limit: 24, windowSeconds: 60 });
    // A fresh bucket: 95 % of 24 is 22, a twelfth of that (2) at once, the rest 20 a minute.
    await server.ds.query(`DELETE FROM companies_house_budget`);
    expect(budget.capacity).toBe(2);
    expect(await budget.take()).toBe(0);
    expect(await other.take()).toBe(0);
    expect(await budget.take()).toBeGreaterThan(0);
    await other.pause(30_000);
    expect(await budget.take()).toBeGreaterThan(25_000);
    await server.ds.query(`DELETE FROM companies_house_budget`);
  });
});

describe('without a key', () => {
  let keyless: TestServer;
  beforeAll(async () => {
    keyless = await startTestServer({ companiesHouseApiBase: standIn.apiBase });
  });
  afterAll(() => keyless.close());

  it("stores the number, reads nothing and says 'not checked yet'", async () => {
    const email = uniqueEmail('franchisor');
    const number = companyNumber();
    await new TestClient(keyless.url).data(SIGN_UP, {
      input: { companyName: 'Keyless Ltd', fullName: 'Kim Keyless', email, password: FACTORY_PASSWORD, companyNumber: number },
    });
    const [{ id }] = await keyless.ds.query(`SELECT id FROM profiles WHERE email = $1`, [email]);
    await keyless.ds.query(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE id = $1`, [id]);
    const listing = await createFranchise(keyless.ds, { franchisorId: id });
    await keyless.services.jobs.idle();
    expect(await keyless.services.companyRefresh.queueRefreshNow()).toBe(0);
    const http = new TestClient(keyless.url);
    await http.signIn(email, FACTORY_PASSWORD, 'FRANCHISOR');
    const mine = (await http.data<{ myCompany: MyCompany & { checksEnabled: boolean } }>(MY_COMPANY)).myCompany;
    expect(mine).toMatchObject({
      companyNumber: number,
      checksEnabled: false,
      flags: [],
      facts: { companyNumber: number, checkedAt: null, status: null },
    });
    const { franchise } = await new TestClient(keyless.url).data<{ franchise: { companyChecked: boolean; companyFacts: Facts } }>(FRANCHISE, {
      id: listing.id,
    });
    expect(franchise).toMatchObject({ companyChecked: false, companyFacts: { companyNumber: number, checkedAt: null } });
    expect(standIn.requestsFor(number)).toEqual([]);
  });
});

describe('configuration', () => {
  it('reads COMPANIES_HOUSE_API_KEY and COMPANIES_HOUSE_API_BASE, and names the variable to fix', () => {
    expect(loadConfig({})).toMatchObject({
      companiesHouseApiKey: undefined,
      companiesHouseApiBase: 'https://api.company-information.service.gov.uk',
    });
    expect(loadConfig({ COMPANIES_HOUSE_API_KEY: ' 0a1b2c3d-4e5f ', COMPANIES_HOUSE_API_BASE: 'http://127.0.0.1:9/' })).toMatchObject({
      companiesHouseApiKey: '0a1b2c3d-4e5f',
      companiesHouseApiBase: 'http://127.0.0.1:9',
    });
    expect(() => loadConfig({ COMPANIES_HOUSE_API_KEY: 'has a space' })).toThrow(/COMPANIES_HOUSE_API_KEY/);
    expect(() => loadConfig({ COMPANIES_HOUSE_API_BASE: 'ftp://example.test' })).toThrow(/COMPANIES_HOUSE_API_BASE/);
  });
});

describe('who reads what', () => {
  it("shows a franchisor only its own company; customers and guests are refused; franchisors cannot use the admin's views", async () => {
    const a = await franchisor('Alpha Ltd');
    const b = await franchisor('Beta Ltd');
    const number = companyNumber();
    await saveNumber(a.http, number);
    expect((await myCompany(b.http)).companyNumber).toBeNull();
    expect((await myCompany(b.http)).facts).toBeNull();
    expect(JSON.stringify(await myCompany(b.http))).not.toContain(number);

    const customer = await createCustomer(server.ds);
    const customerHttp = new TestClient(server.url);
    await customerHttp.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    expect(await customerHttp.error(MY_COMPANY)).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await customerHttp.error(UPDATE, { input: { companyNumber: number, notRegistered: false } })).toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await new TestClient(server.url).error(MY_COMPANY)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await b.http.error(PENDING)).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await b.http.error(ADMIN_ACCOUNT, { id: a.profile.id })).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it('limits how often a franchisor changes its number', async () => {
    const { http } = await franchisor();
    for (let i = 0; i < 10; i++) await saveNumber(http, companyNumber());
    expect(await http.error(UPDATE, { input: { companyNumber: companyNumber(), notRegistered: false } })).toMatchObject({
      extensions: { code: 'RATE_LIMITED' },
    });
  });
});

describe('flags for administrators', () => {
  it('shows the company check and its flags in Account Approvals and on the franchisor page', async () => {
    const companyName = token('Pending Flags ') + ' Ltd';
    const email = uniqueEmail('franchisor');
    const number = companyNumber();
    standIn.set(number, { name: 'SOMETHING ELSE ENTIRELY LTD', accountsOverdue: true, status: 'liquidation' });
    await new TestClient(server.url).data(SIGN_UP, {
      input: { companyName, fullName: 'Pat Pending', email, password: FACTORY_PASSWORD, companyNumber: number },
    });
    const [{ id }] = await server.ds.query(`SELECT id FROM profiles WHERE email = $1`, [email]);
    await checked(id);
    const { adminPendingAccounts } = await admin.data<{
      adminPendingAccounts: { items: { id: string; companyCheck: { flags: { kind: string; message: string }[] } & Record<string, unknown> }[] };
    }>(PENDING, { filter: { search: companyName } });
    const [item] = adminPendingAccounts.items;
    expect(item.id).toBe(id);
    expect(item.companyCheck).toMatchObject({
      companyNumber: number,
      registeredName: 'SOMETHING ELSE ENTIRELY LTD',
      statusLabel: 'In liquidation',
      gone: false,
    });
    expect(item.companyCheck.flags.map((f) => f.message)).toEqual([
      'Company status is In liquidation, not Active',
      'Accounts are overdue at Companies House',
      `Registered name SOMETHING ELSE ENTIRELY LTD is unlike the account's company name ${companyName}`,
    ]);

    const { adminFranchisorAccount } = await admin.data<{ adminFranchisorAccount: { companyCheck: { flags: { kind: string }[] } } }>(ADMIN_ACCOUNT, {
      id,
    });
    expect(adminFranchisorAccount.companyCheck.flags.map((f) => f.kind)).toEqual(['STATUS_NOT_ACTIVE', 'ACCOUNTS_OVERDUE', 'NAME_MISMATCH']);
  });

  it('shows nothing for an account that said nothing, and no flags for one that is not registered', async () => {
    const quiet = await createProfile(server.ds, { userType: UserType.FRANCHISOR, status: AccountStatus.PENDING, companyName: token('Quiet ') });
    const { adminPendingAccounts } = await admin.data<{ adminPendingAccounts: { items: { companyCheck: unknown }[] } }>(PENDING, {
      filter: { search: quiet.companyName },
    });
    expect(adminPendingAccounts.items).toEqual([expect.objectContaining({ companyCheck: null })]);
  });
});
