import { Topics } from '../src/realtime/pubsub';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { ListingReport } from '../src/modules/listing-reports/listing-report.entity';
import { REPORT_LIMIT } from '../src/modules/listing-reports/listing-reports.constants';
import { ListingReportReason, ListingReportStatus } from '../src/modules/listing-reports/listing-reports.enums';
import { clientDistDir, clientSsrEntry } from '../src/paths';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchise, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient, subscriptionAnswers } from './support/ws-client';

let server: TestServer;
let admin: { profile: Profile; http: TestClient };
beforeAll(async () => {
  // Trusting one proxy lets each visitor come from an address of its own (X-Forwarded-For): per-address limits stay per test.
  server = await startTestServer({ trustProxy: 1 });
  admin = await signedIn('admin');
});
afterAll(() => server.close());

const REPORT = `mutation Report($input: ReportListingInput!) { reportListing(input: $input) }`;
const LIST = `query Reports($filter: ListingReportFilter, $page: PageInput) {
  adminListingReports(filter: $filter, page: $page) {
    total page pageCount
    items { id reason reasonLabel details reporterEmail createdAt status resolution resolutionNote resolvedAt resolvedByName
            franchiseId franchiseName franchiseStatus franchisorName }
  }
}`;
const COUNT = `query OpenReports { adminOpenReportCount }`;
const COUNT_SUB = `subscription OpenReportsChanged { adminOpenReportCount }`;
const RESOLVE = `mutation Resolve($input: ResolveListingReportInput!) {
  resolveListingReport(input: $input) { id status resolution resolutionNote resolvedAt resolvedByName franchiseStatus }
}`;
const SEARCH = `query Search($filters: FranchiseSearchInput) { franchiseSearch(filters: $filters) { total items { id } } }`;
const FRANCHISE = `query Franchise($id: ID!) { franchise(id: $id) { id } }`;

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

async function signedIn(kind: 'admin' | 'franchisor' | 'customer') {
  const profile =
    kind === 'admin' ? await createAdmin(server.ds) : kind === 'franchisor' ? await createFranchisor(server.ds) : await createCustomer(server.ds);
  const http = new TestClient(server.url);
  await http.signIn(profile.email, FACTORY_PASSWORD, kind.toUpperCase() as 'ADMIN');
  return { profile, http };
}

/** A visitor with a client address of its own. */
function visitor(client = new TestClient(server.url)) {
  const [a, b, c] = randomBytes(3);
  client.headers = { 'x-forwarded-for': `198.${a}.${b}.${c}` };
  return client;
}

const reportsOf = (franchiseId: string) => server.ds.getRepository(ListingReport).find({ where: { franchiseId }, order: { createdAt: 'ASC' } });
const auditRows = (targetId: string) => server.ds.getRepository(AdminAction).find({ where: { targetId }, order: { createdAt: 'ASC' } });
const mailJobs = (to: string): Promise<{ subject: string; text: string }[]> =>
  server.ds.query(
    `SELECT data->'message'->>'subject' AS subject, data->'message'->>'text' AS text
     FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1 ORDER BY created_on`,
    [to],
  );
const allMailText = async (): Promise<string> =>
  ((await server.ds.query(`SELECT data::text AS d FROM pgboss.job WHERE name = 'mail'`)) as { d: string }[]).map((r) => r.d).join('\n');

const valid = (franchiseId: string) => ({
  franchiseId,
  reason: 'MISLEADING_FIGURES',
  details: 'The earnings figure is the best outlet, not the average.',
  email: null as string | null,
});

/** An open report on a new listing of a new franchisor, sent as a visitor would. */
async function openReport(props: { email?: string | null; reason?: string; details?: string } = {}) {
  const franchisor = await createFranchisor(server.ds);
  const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
  await visitor().data(REPORT, { input: { ...valid(franchise.id), ...props } });
  const [report] = await reportsOf(franchise.id);
  return { franchisor, franchise, report };
}

describe('reporting a listing', () => {
  it('stores a report from a visitor who is not signed in, trimmed, and acknowledges it to the address given', async () => {
    const franchise = await createFranchise(server.ds);
    const res = await visitor().data<{ reportListing: boolean }>(REPORT, {
      input: { ...valid(franchise.id), details: '  Figures are wrong.  ', email: ' Sam.Reporter@Example.test ' },
    });
    expect(res.reportListing).toBe(true);
    expect(await reportsOf(franchise.id)).toEqual([
      expect.objectContaining({
        reason: ListingReportReason.MISLEADING_FIGURES,
        details: 'Figures are wrong.',
        reporterEmail: 'sam.reporter@example.test',
        status: ListingReportStatus.OPEN,
        resolution: null,
        resolutionNote: null,
      }),
    ]);
    const [ack] = await mailJobs('sam.reporter@example.test');
    expect(ack.subject).toBe(`We have received your report about ${franchise.name}`);
    expect(ack.text).toContain('We do not pass your e-mail address to the franchisor.');
  });

  it('takes a report from a signed-in customer, without details or e-mail, and sends no acknowledgement', async () => {
    const franchise = await createFranchise(server.ds);
    const customer = await signedIn('customer');
    await visitor(customer.http).data(REPORT, { input: { franchiseId: franchise.id, reason: 'OFFENSIVE_CONTENT' } });
    expect(await reportsOf(franchise.id)).toEqual([
      expect.objectContaining({ reason: ListingReportReason.OFFENSIVE_CONTENT, details: null, reporterEmail: null }),
    ]);
    expect(await mailJobs(customer.profile.email)).toEqual([]);
  });

  it.each([
    ['no reason', { reason: null }, 'reason', 'Please choose a reason for your report'],
    ['details over 2000 characters', { details: 'x'.repeat(2001) }, 'details', 'Details must be at most 2000 characters'],
    ["'Something else' without details", { reason: 'SOMETHING_ELSE', details: '   ' }, 'details', 'Please tell us what is wrong with this listing'],
    [
      "'Something else' with no details at all",
      { reason: 'SOMETHING_ELSE', details: null },
      'details',
      'Please tell us what is wrong with this listing',
    ],
    ['an invalid e-mail address', { email: 'sam@' }, 'email', 'Please enter a valid email address'],
    ['an e-mail address over 254 characters', { email: `${'a'.repeat(250)}@x.uk` }, 'email', 'Please enter a valid email address'],
  ] as const)('refuses %s with the message and writes nothing', async (_label, change, field, message) => {
    const franchise = await createFranchise(server.ds);
    const error = await visitor().error(REPORT, { input: { ...valid(franchise.id), ...change } });
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    expect(await reportsOf(franchise.id)).toEqual([]);
  });

  it('accepts exactly 2000 characters of details, and details for any reason', async () => {
    const franchise = await createFranchise(server.ds);
    await visitor().data(REPORT, { input: { ...valid(franchise.id), reason: 'SOMETHING_ELSE', details: 'y'.repeat(2000) } });
    expect((await reportsOf(franchise.id))[0].details).toHaveLength(2000);
  });

  it.each([
    ['pending', FranchiseStatus.PENDING],
    ['rejected', FranchiseStatus.REJECTED],
  ])('refuses a report about a %s listing (not public) and about an unknown one', async (_label, status) => {
    const franchise = await createFranchise(server.ds, { status });
    const error = await visitor().error(REPORT, { input: valid(franchise.id) });
    expect(error).toMatchObject({ message: 'Franchise not found', extensions: { code: 'NOT_FOUND' } });
    expect(await reportsOf(franchise.id)).toEqual([]);
    const unknown = await visitor().error(REPORT, { input: valid('not-an-id') });
    expect(unknown.message).toBe('Franchise not found');
  });

  it(`accepts ${REPORT_LIMIT} reports from one address in an hour, then refuses without writing`, async () => {
    const franchise = await createFranchise(server.ds);
    const c = visitor();
    for (let i = 0; i < REPORT_LIMIT; i++) await c.data(REPORT, { input: valid(franchise.id) });
    const error = await c.error(REPORT, { input: valid(franchise.id) });
    expect(error.message).toBe(TOO_MANY);
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await reportsOf(franchise.id)).toHaveLength(REPORT_LIMIT);
    // Another address is not affected.
    await visitor().data(REPORT, { input: valid(franchise.id) });
    expect(await reportsOf(franchise.id)).toHaveLength(REPORT_LIMIT + 1);
  });
});

describe('who may see and resolve reports', () => {
  it.each([
    ['adminListingReports', LIST, () => ({})],
    ['adminOpenReportCount', COUNT, () => ({})],
    ['resolveListingReport', RESOLVE, () => ({ input: { reportId: '', action: 'DISMISSED', note: 'No' } })],
  ])('%s refuses anonymous, customer, franchisor and unapproved-admin callers', async (_name, query, variables) => {
    const { franchise, report } = await openReport();
    const vars = query === RESOLVE ? { input: { reportId: report.id, action: 'UNPUBLISHED', note: 'Gone' } } : variables();
    const customer = await signedIn('customer');
    const franchisor = await signedIn('franchisor');
    const demoted = await signedIn('admin');
    await server.ds.getRepository(Profile).update({ id: demoted.profile.id }, { status: AccountStatus.PENDING, approvedAt: null });

    expect((await new TestClient(server.url).error(query, vars)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await customer.http.error(query, vars)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    expect(await franchisor.http.error(query, vars)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    expect(await demoted.http.error(query, vars)).toMatchObject({ extensions: { code: 'ACCOUNT_PENDING' } });
    // Nothing changed.
    expect(await server.ds.getRepository(ListingReport).findOneByOrFail({ id: report.id })).toMatchObject({ status: 'open', resolution: null });
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: franchise.id })).toMatchObject({ status: 'approved' });
    expect(await auditRows(report.id)).toEqual([]);
  });

  it("refuses the open-report count's subscription to a franchisor", async () => {
    const franchisor = await signedIn('franchisor');
    const answers = await subscriptionAnswers(server.url, franchisor.http.cookie, COUNT_SUB);
    expect(JSON.stringify(answers)).toContain('Unauthorized access');
  });
});

describe('the admin queue', () => {
  it('lists open reports first (oldest first), then resolved ones; filters by status; pages on the server', async () => {
    const first = await openReport({ email: 'first@example.test' });
    const second = await openReport({ reason: 'NOT_A_REAL_BUSINESS', details: '' });
    const resolved = await openReport();
    await admin.http.data(RESOLVE, { input: { reportId: resolved.report.id, action: 'DISMISSED', note: 'Checked: fine.' } });

    type Page = { adminListingReports: { total: number; pageCount: number; items: Record<string, unknown>[] } };
    const all = (await admin.http.data<Page>(LIST, { page: { page: 1, pageSize: 100 } })).adminListingReports;
    const ids = all.items.map((i) => i.id);
    const statuses = all.items.map((i) => i.status);
    // Every open report comes before every resolved one.
    expect(statuses.lastIndexOf('OPEN')).toBeLessThan(statuses.indexOf('RESOLVED'));
    expect(ids.indexOf(first.report.id)).toBeLessThan(ids.indexOf(second.report.id));
    expect(all.items.find((i) => i.id === first.report.id)).toMatchObject({
      reason: 'MISLEADING_FIGURES',
      reasonLabel: 'Misleading figures',
      reporterEmail: 'first@example.test',
      status: 'OPEN',
      franchiseId: first.franchise.id,
      franchiseName: first.franchise.name,
      franchiseStatus: 'APPROVED',
      franchisorName: first.franchisor.companyName,
    });
    expect(all.items.find((i) => i.id === second.report.id)).toMatchObject({ reasonLabel: 'Not a real business', details: null });
    expect(all.items.find((i) => i.id === resolved.report.id)).toMatchObject({
      status: 'RESOLVED',
      resolution: 'DISMISSED',
      resolutionNote: 'Checked: fine.',
      resolvedByName: admin.profile.fullName,
    });

    const open = (await admin.http.data<Page>(LIST, { filter: { status: 'OPEN' }, page: { page: 1, pageSize: 100 } })).adminListingReports;
    expect(open.items.every((i) => i.status === 'OPEN')).toBe(true);
    expect(open.items.map((i) => i.id)).toEqual(expect.arrayContaining([first.report.id, second.report.id]));
    const done = (await admin.http.data<Page>(LIST, { filter: { status: 'RESOLVED' } })).adminListingReports;
    expect(done.items.map((i) => i.id)).toEqual([resolved.report.id]);

    const paged = (await admin.http.data<Page>(LIST, { page: { page: 2, pageSize: 1 } })).adminListingReports;
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(all.total);
    expect(paged.pageCount).toBe(all.total);
    expect(paged.items[0].id).toBe(all.items[1].id);
    const past = (await admin.http.data<Page>(LIST, { page: { page: 999, pageSize: 10 } })).adminListingReports;
    expect(past).toMatchObject({ items: [], total: all.total });
  });
});

describe('resolving a report', () => {
  it('dismisses with a note: resolved, audited, and nobody e-mailed', async () => {
    const { franchisor, franchise, report } = await openReport();
    const { resolveListingReport } = await admin.http.data<{ resolveListingReport: Record<string, unknown> }>(RESOLVE, {
      input: { reportId: report.id, action: 'DISMISSED', note: '  Figures match the disclosure document.  ' },
    });
    expect(resolveListingReport).toMatchObject({
      id: report.id,
      status: 'RESOLVED',
      resolution: 'DISMISSED',
      resolutionNote: 'Figures match the disclosure document.',
      resolvedByName: admin.profile.fullName,
      franchiseStatus: 'APPROVED',
    });
    expect(await auditRows(report.id)).toEqual([
      expect.objectContaining({
        actorId: admin.profile.id,
        action: 'dismiss',
        targetType: 'listing_report',
        beforeStatus: 'open',
        afterStatus: 'resolved',
        detail: { franchiseId: franchise.id, name: franchise.name, reason: 'Figures match the disclosure document.' },
      }),
    ]);
    expect(await mailJobs(franchisor.email)).toEqual([]);
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: franchise.id })).toMatchObject({ status: 'approved' });
  });

  it("asks the franchisor: e-mailed the report's substance and the note, never the reporter's address; the listing stays", async () => {
    const { franchisor, franchise, report } = await openReport({
      email: 'secret.reporter@example.test',
      details: 'The turnover figure is a projection, not an average.',
    });
    await admin.http.data(RESOLVE, { input: { reportId: report.id, action: 'ASKED_FRANCHISOR', note: 'Please state the basis of the figure.' } });

    const [mail] = await mailJobs(franchisor.email);
    expect(mail.subject).toBe(`A report about your listing ${franchise.name}`);
    expect(mail.text).toContain('Misleading figures');
    expect(mail.text).toContain('The turnover figure is a projection, not an average.');
    expect(mail.text).toContain('Please state the basis of the figure.');
    expect(JSON.stringify(await mailJobs(franchisor.email))).not.toContain('secret.reporter');
    expect(await auditRows(report.id)).toEqual([
      expect.objectContaining({ action: 'ask_franchisor', beforeStatus: 'open', afterStatus: 'resolved' }),
    ]);
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: franchise.id })).toMatchObject({ status: 'approved' });
  });

  it('unpublishes the listing: it leaves search and its page, the franchisor is e-mailed, both steps are audited', async () => {
    const { franchisor, franchise, report } = await openReport({ email: 'another.reporter@example.test' });
    const before = await new TestClient(server.url).data<{ franchiseSearch: { items: { id: string }[] } }>(SEARCH, {
      filters: { text: franchise.name },
    });
    expect(before.franchiseSearch.items.map((i) => i.id)).toEqual([franchise.id]);

    const { resolveListingReport } = await admin.http.data<{ resolveListingReport: Record<string, unknown> }>(RESOLVE, {
      input: { reportId: report.id, action: 'UNPUBLISHED', note: 'The company was dissolved in 2023.' },
    });
    expect(resolveListingReport).toMatchObject({ resolution: 'UNPUBLISHED', franchiseStatus: 'REJECTED' });

    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: franchise.id })).toMatchObject({
      status: FranchiseStatus.REJECTED,
      approvedAt: null,
      rejectionReason: 'The company was dissolved in 2023.',
    });
    const after = await new TestClient(server.url).data<{ franchiseSearch: { total: number } }>(SEARCH, { filters: { text: franchise.name } });
    expect(after.franchiseSearch.total).toBe(0);
    expect((await new TestClient(server.url).data<{ franchise: unknown }>(FRANCHISE, { id: franchise.id })).franchise).toBeNull();

    const [mail] = await mailJobs(franchisor.email);
    expect(mail.subject).toBe(`Your listing ${franchise.name} has been unpublished`);
    expect(mail.text).toContain('The company was dissolved in 2023.');
    expect(mail.text).not.toContain('another.reporter');

    expect(await auditRows(report.id)).toEqual([
      expect.objectContaining({ actorId: admin.profile.id, action: 'unpublish', targetType: 'listing_report', afterStatus: 'resolved' }),
    ]);
    expect(await auditRows(franchise.id)).toEqual([
      expect.objectContaining({
        actorId: admin.profile.id,
        action: 'unpublish',
        targetType: 'franchise',
        beforeStatus: 'approved',
        afterStatus: 'rejected',
        detail: { name: franchise.name, reason: 'The company was dissolved in 2023.', reportId: report.id },
      }),
    ]);
  });

  it.each([
    ['a blank note', '   ', 'Note is required'],
    ['a note over 1000 characters', 'n'.repeat(1001), 'Note must be at most 1000 characters'],
  ])('refuses %s with the message and changes nothing', async (_label, note, message) => {
    const { franchisor, franchise, report } = await openReport();
    const error = await admin.http.error(RESOLVE, { input: { reportId: report.id, action: 'UNPUBLISHED', note } });
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { note: message } });
    expect(await server.ds.getRepository(ListingReport).findOneByOrFail({ id: report.id })).toMatchObject({ status: 'open' });
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: franchise.id })).toMatchObject({ status: 'approved' });
    expect(await auditRows(report.id)).toEqual([]);
    expect(await mailJobs(franchisor.email)).toEqual([]);
  });

  it('resolves a report once only, and refuses unknown reports', async () => {
    const { franchisor, report } = await openReport();
    await admin.http.data(RESOLVE, { input: { reportId: report.id, action: 'DISMISSED', note: 'Fine.' } });
    const again = await admin.http.error(RESOLVE, { input: { reportId: report.id, action: 'ASKED_FRANCHISOR', note: 'Ask' } });
    expect(again).toMatchObject({ message: 'This report has already been resolved', extensions: { code: 'CONFLICT' } });
    expect(await auditRows(report.id)).toHaveLength(1);
    expect(await mailJobs(franchisor.email)).toEqual([]);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await admin.http.error(RESOLVE, { input: { reportId: id, action: 'DISMISSED', note: 'x' } })).message).toBe('Report not found');
    }
  });

  it('refuses to unpublish a listing that is no longer published, and to ask a listing without a franchisor; nothing written', async () => {
    const { franchisor, franchise, report } = await openReport();
    await server.ds.getRepository(Franchise).update({ id: franchise.id }, { status: FranchiseStatus.PENDING });
    const error = await admin.http.error(RESOLVE, { input: { reportId: report.id, action: 'UNPUBLISHED', note: 'Gone' } });
    expect(error).toMatchObject({ message: 'This listing is not published, so it cannot be unpublished', extensions: { code: 'CONFLICT' } });
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: franchise.id })).toMatchObject({ status: 'pending' });
    expect(await server.ds.getRepository(ListingReport).findOneByOrFail({ id: report.id })).toMatchObject({ status: 'open' });
    expect(await auditRows(report.id)).toEqual([]);
    expect(await auditRows(franchise.id)).toEqual([]);
    expect(await mailJobs(franchisor.email)).toEqual([]);

    const orphan = await createFranchise(server.ds, { franchisorId: null });
    await visitor().data(REPORT, { input: valid(orphan.id) });
    const [orphanReport] = await reportsOf(orphan.id);
    const ask = await admin.http.error(RESOLVE, { input: { reportId: orphanReport.id, action: 'ASKED_FRANCHISOR', note: 'Ask' } });
    expect(ask).toMatchObject({ message: 'This listing has no franchisor to ask', extensions: { code: 'CONFLICT' } });
    expect(await auditRows(orphanReport.id)).toEqual([]);
    // Unpublishing an ownerless listing works; there is nobody to e-mail.
    await admin.http.data(RESOLVE, { input: { reportId: orphanReport.id, action: 'UNPUBLISHED', note: 'Not a business' } });
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: orphan.id })).toMatchObject({ status: 'rejected' });
  });
});

describe('the open-report count over graphql-ws', () => {
  it('pushes the count when a report arrives and when one is resolved', async () => {
    const { client } = socketClient(server.url, { cookie: admin.http.cookie });
    const sub = collect<{ adminOpenReportCount: number }>(client, COUNT_SUB);
    try {
      await listening(server, Topics.ADMIN_OPEN_REPORTS, 'admins');
      const start = (await admin.http.data<{ adminOpenReportCount: number }>(COUNT)).adminOpenReportCount;
      const { report } = await openReport();
      await sub.next(1);
      expect(sub.values[0].adminOpenReportCount).toBe(start + 1);
      await admin.http.data(RESOLVE, { input: { reportId: report.id, action: 'DISMISSED', note: 'Fine.' } });
      await sub.next(2);
      expect(sub.values[1].adminOpenReportCount).toBe(start);
      expect((await admin.http.data<{ adminOpenReportCount: number }>(COUNT)).adminOpenReportCount).toBe(start);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});

describe('the report page without JavaScript', () => {
  const PUBLIC_ORIGIN = 'https://www.franchise-compass.example';
  let page: TestServer;
  beforeAll(async () => {
    if (!fs.existsSync(clientSsrEntry) || !fs.existsSync(path.join(clientDistDir, 'index.html'))) {
      throw new Error('Build the client first (node scripts/build.mjs): these tests read its server render');
    }
    page = await startTestServer({ trustProxy: 1, publicUrl: PUBLIC_ORIGIN });
  });
  afterAll(() => page?.close());

  const shown = (html: string) =>
    html
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const post = async (pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const [a, b, c] = randomBytes(3);
    const res = await fetch(page.url + pathname, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: page.url,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': `203.${a}.${b}.${c}`,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: res.status, location: res.headers.get('location'), html: await res.text(), headers: res.headers };
  };
  const count = (franchiseId: string) => page.ds.getRepository(ListingReport).countBy({ franchiseId });

  it('renders the page on the server with a form that posts to itself, marked noindex', async () => {
    const f = await createFranchise(page.ds, { name: 'Posted Report Pizzas' });
    const res = await fetch(`${page.url}/franchise/${f.id}/report`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = shown(await res.text());
    expect(html).toContain('Report this listing');
    expect(html).toContain('Posted Report Pizzas');
    const form = /<form[^>]*aria-label="Report this listing"[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/franchise/${f.id}/report"`);
    for (const value of ['MISLEADING_FIGURES', 'NOT_A_REAL_BUSINESS', 'OFFENSIVE_CONTENT', 'SOMETHING_ELSE']) {
      expect(html).toMatch(new RegExp(`<input[^>]*name="reason"[^>]*value="${value}"|<input[^>]*value="${value}"[^>]*name="reason"`));
    }
    expect(html).toMatch(/<textarea[^>]*name="details"/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    // The franchise page links to it.
    expect(await (await fetch(`${page.url}/franchise/${f.id}`)).text()).toContain(`href="/franchise/${f.id}/report"`);
  });

  it('stores a posted report once and redirects (303) to the page showing the confirmation', async () => {
    const f = await createFranchise(page.ds);
    const res = await post(`/franchise/${f.id}/report`, { reason: 'OFFENSIVE_CONTENT', details: 'Rude words in the gallery.', email: '' });
    expect(res.status).toBe(303);
    expect(res.location).toBe(`/franchise/${f.id}/report?sent=1`);
    expect(await count(f.id)).toBe(1);
    const confirmed = shown(await (await fetch(page.url + res.location!)).text());
    expect(confirmed).toContain('Thank you. We will look at your report.');
    expect(shown(await (await fetch(`${page.url}/franchise/${f.id}/report`)).text())).not.toContain('Thank you. We will look at your report.');
  });

  it.each([
    ['no reason', { reason: '', details: '', email: '' }, 'Please choose a reason for your report'],
    ['a reason not on the list', { reason: 'BORING', details: '', email: '' }, 'Please choose a reason for your report'],
    ["'Something else' without details", { reason: 'SOMETHING_ELSE', details: ' ', email: '' }, 'Please tell us what is wrong with this listing'],
    ['an invalid e-mail', { reason: 'OFFENSIVE_CONTENT', details: 'Keep me', email: 'me@' }, 'Please enter a valid email address'],
  ])('refuses %s: the page again (422) with the message and the values, nothing written', async (_label, fields, message) => {
    const f = await createFranchise(page.ds);
    const res = await post(`/franchise/${f.id}/report`, fields);
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = shown(res.html);
    expect(html).toContain(message);
    if (fields.details.trim()) expect(html).toContain(fields.details);
    expect(await count(f.id)).toBe(0);
  });

  it('refuses a post from another site (403) and, over the limit, answers 429 with the wording of the other forms', async () => {
    const f = await createFranchise(page.ds);
    const foreign = await post(
      `/franchise/${f.id}/report`,
      { reason: 'OFFENSIVE_CONTENT', details: '', email: '' },
      {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(foreign.status).toBe(403);
    expect(await count(f.id)).toBe(0);

    const address = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < REPORT_LIMIT; i++) {
      expect((await post(`/franchise/${f.id}/report`, { reason: 'OFFENSIVE_CONTENT', details: '', email: '' }, address)).status).toBe(303);
    }
    const limited = await post(`/franchise/${f.id}/report`, { reason: 'OFFENSIVE_CONTENT', details: '', email: '' }, address);
    expect(limited.status).toBe(429);
    expect(shown(limited.html)).toContain(TOO_MANY);
    expect(await count(f.id)).toBe(REPORT_LIMIT);
  });
});
