import { Topics } from '../src/realtime/pubsub';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { DataComplaint } from '../src/modules/data-complaints/data-complaint.entity';
import { DataComplaintNote } from '../src/modules/data-complaints/data-complaint-note.entity';
import { COMPLAINT_LIMIT } from '../src/modules/data-complaints/data-complaints.constants';
import { DataComplaintStatus, DataComplaintTopic } from '../src/modules/data-complaints/data-complaints.enums';
import { clientDistDir, clientSsrEntry } from '../src/paths';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor } from './support/factories';
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

const SUBMIT = `mutation Submit($input: SubmitDataComplaintInput!) { submitDataComplaint(input: $input) { reference answerDueAt } }`;
const FIELDS = `id reference fullName email topic topicLabel details status createdAt answerDueAt overdue outcome answeredAt answeredByName noteCount`;
const DETAIL_FIELDS = `complaint { ${FIELDS} } notes { id body authorName createdAt } history { id action label actorName createdAt }`;
const LIST = `query List($filter: DataComplaintFilter, $page: PageInput) {
  adminDataComplaints(filter: $filter, page: $page) { total page pageCount items { ${FIELDS} } }
}`;
const DETAIL = `query Detail($id: ID!) { adminDataComplaint(id: $id) { ${DETAIL_FIELDS} } }`;
const COUNT = `query Count { adminUnansweredComplaintCount }`;
const COUNT_SUB = `subscription CountChanged { adminUnansweredComplaintCount }`;
const STATUS = `mutation Status($input: SetDataComplaintStatusInput!) { setDataComplaintStatus(input: $input) { ${DETAIL_FIELDS} } }`;
const NOTE = `mutation Note($input: AddDataComplaintNoteInput!) { addDataComplaintNote(input: $input) { ${DETAIL_FIELDS} } }`;
const OUTCOME = `mutation Outcome($input: SendDataComplaintOutcomeInput!) { sendDataComplaintOutcome(input: $input) { ${DETAIL_FIELDS} } }`;

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const DAY = 24 * 60 * 60 * 1000;

type Detail = {
  complaint: Record<string, unknown> & { status: string; noteCount: number };
  notes: { body: string; authorName: string | null }[];
  history: { action: string; label: string; actorName: string | null }[];
};

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

const uniqueEmail = () => `person.${randomBytes(4).toString('hex')}@example.test`;
const complaintsFrom = (email: string) => server.ds.getRepository(DataComplaint).find({ where: { email }, order: { createdAt: 'ASC' } });
const auditRows = (targetId: string) =>
  server.ds.getRepository(AdminAction).find({ where: { targetId }, order: { createdAt: 'ASC', action: 'ASC' } });
const mailJobs = (to: string): Promise<{ subject: string; text: string; html: string }[]> =>
  server.ds.query(
    `SELECT data->'message'->>'subject' AS subject, data->'message'->>'text' AS text, data->'message'->>'html' AS html
     FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1 ORDER BY created_on`,
    [to],
  );

const valid = (email = uniqueEmail()) => ({
  fullName: 'Sam Person',
  email,
  topic: 'MARKETING',
  details: 'I keep getting alert e-mails after I asked you to stop.',
});

/** A complaint sent as a visitor would; its row. */
async function complaint(props: Partial<ReturnType<typeof valid>> = {}) {
  const input = { ...valid(), ...props };
  await visitor().data(SUBMIT, { input });
  const [row] = await complaintsFrom(input.email.trim().toLowerCase());
  return row;
}

describe('making a complaint', () => {
  it('stores a complaint from a visitor who is not signed in with a reference, and e-mails the acknowledgement with it at once', async () => {
    const res = await visitor().data<{ submitDataComplaint: { reference: string; answerDueAt: string } }>(SUBMIT, {
      input: { ...valid(), fullName: '  Sam Person ', email: ' Sam.Person@Example.TEST ', details: '  Too many e-mails.  ' },
    });
    const { reference } = res.submitDataComplaint;
    expect(reference).toMatch(new RegExp(`^DC-${new Date().getFullYear()}-\\d{6}$`));
    const [row] = await complaintsFrom('sam.person@example.test');
    expect(row).toMatchObject({
      reference,
      fullName: 'Sam Person',
      email: 'sam.person@example.test',
      topic: DataComplaintTopic.MARKETING,
      details: 'Too many e-mails.',
      status: DataComplaintStatus.OPEN,
      outcome: null,
      answeredAt: null,
    });
    // The answer is due 30 days after it arrived.
    expect(row.answerDueAt.getTime() - row.createdAt.getTime()).toBe(30 * DAY);
    expect(new Date(res.submitDataComplaint.answerDueAt).getTime()).toBe(row.answerDueAt.getTime());

    const [ack] = await mailJobs('sam.person@example.test');
    expect(ack.subject).toBe(`We have received your complaint (reference ${reference})`);
    expect(ack.text).toContain(`Your reference is ${reference}.`);
    expect(ack.text).toContain('E-mails or marketing I received');
    expect(ack.text).toContain('We will answer by: ');
    expect(ack.text).toContain('Too many e-mails.');

    expect(await auditRows(row.id)).toEqual([
      expect.objectContaining({
        actorId: null,
        action: 'receive',
        targetType: 'data_complaint',
        afterStatus: 'open',
        detail: { reference, by: 'Complaint form' },
      }),
    ]);
  });

  it('takes a complaint from a signed-in customer too, and gives each complaint a reference of its own', async () => {
    const customer = await signedIn('customer');
    const first = await visitor(customer.http).data<{ submitDataComplaint: { reference: string } }>(SUBMIT, { input: valid(customer.profile.email) });
    const second = await visitor().data<{ submitDataComplaint: { reference: string } }>(SUBMIT, { input: valid() });
    expect(first.submitDataComplaint.reference).not.toBe(second.submitDataComplaint.reference);
    expect(await complaintsFrom(customer.profile.email)).toHaveLength(1);
  });

  it.each([
    ['a blank name', { fullName: '  ' }, 'fullName', 'Full name is required'],
    ['a name over 200 characters', { fullName: 'n'.repeat(201) }, 'fullName', 'Full name must be at most 200 characters'],
    ['no e-mail address', { email: ' ' }, 'email', 'Email is required'],
    ['an invalid e-mail address', { email: 'sam@' }, 'email', 'Please enter a valid email address'],
    ['an e-mail address over 254 characters', { email: `${'a'.repeat(250)}@x.uk` }, 'email', 'Please enter a valid email address'],
    ['no topic', { topic: null }, 'topic', 'Please choose what your complaint is about'],
    ['blank details', { details: '   ' }, 'details', 'Please tell us what your complaint is about'],
    ['details over 5000 characters', { details: 'x'.repeat(5001) }, 'details', 'Details must be at most 5000 characters'],
  ] as const)('refuses %s with the message and writes and sends nothing', async (_label, change, field, message) => {
    const before = await server.ds.getRepository(DataComplaint).count();
    const input = { ...valid(), ...change };
    const error = await visitor().error(SUBMIT, { input });
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    expect(await server.ds.getRepository(DataComplaint).count()).toBe(before);
    if (typeof input.email === 'string' && input.email.includes('@example.test')) expect(await mailJobs(input.email)).toEqual([]);
  });

  it('accepts exactly 5000 characters of details and a 200-character name', async () => {
    const row = await complaint({ fullName: 'n'.repeat(200), details: 'y'.repeat(5000) });
    expect(row.details).toHaveLength(5000);
    expect(row.fullName).toHaveLength(200);
  });

  it(`accepts ${COMPLAINT_LIMIT} complaints from one address in an hour, then refuses without writing`, async () => {
    const email = uniqueEmail();
    const c = visitor();
    for (let i = 0; i < COMPLAINT_LIMIT; i++) await c.data(SUBMIT, { input: valid(email) });
    const error = await c.error(SUBMIT, { input: valid(email) });
    expect(error.message).toBe(TOO_MANY);
    expect(error.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await complaintsFrom(email)).toHaveLength(COMPLAINT_LIMIT);
    expect(await mailJobs(email)).toHaveLength(COMPLAINT_LIMIT);
    // Another address is not affected.
    await visitor().data(SUBMIT, { input: valid(email) });
    expect(await complaintsFrom(email)).toHaveLength(COMPLAINT_LIMIT + 1);
  });
});

describe('who may see and work complaints', () => {
  it.each([
    ['adminDataComplaints', LIST],
    ['adminDataComplaint', DETAIL],
    ['adminUnansweredComplaintCount', COUNT],
    ['setDataComplaintStatus', STATUS],
    ['addDataComplaintNote', NOTE],
    ['sendDataComplaintOutcome', OUTCOME],
  ])('%s refuses anonymous, customer, franchisor and unapproved-admin callers, and changes nothing', async (_name, query) => {
    const row = await complaint();
    const vars =
      query === STATUS
        ? { input: { complaintId: row.id, status: 'IN_PROGRESS' } }
        : query === NOTE
          ? { input: { complaintId: row.id, note: 'A note' } }
          : query === OUTCOME
            ? { input: { complaintId: row.id, outcome: 'Resolved.' } }
            : query === DETAIL
              ? { id: row.id }
              : {};
    const customer = await signedIn('customer');
    const franchisor = await signedIn('franchisor');
    const demoted = await signedIn('admin');
    await server.ds.getRepository(Profile).update({ id: demoted.profile.id }, { status: AccountStatus.PENDING, approvedAt: null });

    expect((await new TestClient(server.url).error(query, vars)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await customer.http.error(query, vars)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    expect(await franchisor.http.error(query, vars)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    expect(await demoted.http.error(query, vars)).toMatchObject({ extensions: { code: 'ACCOUNT_PENDING' } });
    expect(await server.ds.getRepository(DataComplaint).findOneByOrFail({ id: row.id })).toMatchObject({ status: 'open', outcome: null });
    expect(await server.ds.getRepository(DataComplaintNote).countBy({ complaintId: row.id })).toBe(0);
    expect((await auditRows(row.id)).map((a) => a.action)).toEqual(['receive']);
    expect(await mailJobs(row.email)).toHaveLength(1);
  });

  it("refuses the unanswered count's subscription to a customer", async () => {
    const customer = await signedIn('customer');
    const answers = await subscriptionAnswers(server.url, customer.http.cookie, COUNT_SUB);
    expect(JSON.stringify(answers)).toContain('Unauthorized access');
  });
});

describe('the admin queue', () => {
  it('lists unanswered complaints first (answer soonest due first), flags the overdue, filters and pages on the server', async () => {
    const later = await complaint({ topic: 'SECURITY' });
    const overdue = await complaint();
    await server.ds.getRepository(DataComplaint).update({ id: overdue.id }, { answerDueAt: new Date(Date.now() - DAY) });
    const answered = await complaint();
    await admin.http.data(OUTCOME, { input: { complaintId: answered.id, outcome: 'Done.' } });

    type Page = { adminDataComplaints: { total: number; pageCount: number; items: Record<string, unknown>[] } };
    const all = (await admin.http.data<Page>(LIST, { page: { page: 1, pageSize: 100 } })).adminDataComplaints;
    const ids = all.items.map((i) => i.id);
    const statuses = all.items.map((i) => i.status);
    expect(statuses.lastIndexOf('OPEN')).toBeLessThan(statuses.indexOf('ANSWERED'));
    expect(ids.indexOf(overdue.id)).toBeLessThan(ids.indexOf(later.id));
    expect(all.items.find((i) => i.id === overdue.id)).toMatchObject({ overdue: true, status: 'OPEN' });
    expect(all.items.find((i) => i.id === later.id)).toMatchObject({
      reference: later.reference,
      fullName: 'Sam Person',
      email: later.email,
      topic: 'SECURITY',
      topicLabel: 'A possible leak or misuse of my data',
      overdue: false,
      noteCount: 0,
      answeredByName: null,
    });
    expect(all.items.find((i) => i.id === answered.id)).toMatchObject({
      status: 'ANSWERED',
      outcome: 'Done.',
      answeredByName: admin.profile.fullName,
    });

    const open = (await admin.http.data<Page>(LIST, { filter: { unanswered: true }, page: { page: 1, pageSize: 100 } })).adminDataComplaints;
    expect(open.items.every((i) => i.status !== 'ANSWERED')).toBe(true);
    expect(open.items.map((i) => i.id)).toEqual(expect.arrayContaining([later.id, overdue.id]));
    const done = (await admin.http.data<Page>(LIST, { filter: { unanswered: false }, page: { page: 1, pageSize: 100 } })).adminDataComplaints;
    expect(done.items.every((i) => i.status === 'ANSWERED')).toBe(true);
    expect(done.items.map((i) => i.id)).toContain(answered.id);

    const paged = (await admin.http.data<Page>(LIST, { page: { page: 2, pageSize: 1 } })).adminDataComplaints;
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBe(all.total);
    expect(paged.items[0].id).toBe(all.items[1].id);
    expect((await admin.http.data<Page>(LIST, { page: { page: 999, pageSize: 10 } })).adminDataComplaints).toMatchObject({
      items: [],
      total: all.total,
    });
  });

  it('refuses an unknown complaint', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect(await admin.http.error(DETAIL, { id })).toMatchObject({ message: 'Complaint not found', extensions: { code: 'NOT_FOUND' } });
      expect((await admin.http.error(NOTE, { input: { complaintId: id, note: 'x' } })).message).toBe('Complaint not found');
    }
  });
});

describe('working a complaint', () => {
  it('moves it to in progress and back, each change audited and in its history; the same status again records nothing', async () => {
    const row = await complaint();
    const moved = (await admin.http.data<{ setDataComplaintStatus: Detail }>(STATUS, { input: { complaintId: row.id, status: 'IN_PROGRESS' } }))
      .setDataComplaintStatus;
    expect(moved.complaint.status).toBe('IN_PROGRESS');
    await admin.http.data(STATUS, { input: { complaintId: row.id, status: 'IN_PROGRESS' } });
    await admin.http.data(STATUS, { input: { complaintId: row.id, status: 'OPEN' } });

    expect((await auditRows(row.id)).map((a) => [a.action, a.actorId, a.beforeStatus, a.afterStatus])).toEqual([
      ['receive', null, null, 'open'],
      ['status', admin.profile.id, 'open', 'in_progress'],
      ['status', admin.profile.id, 'in_progress', 'open'],
    ]);
    const { history } = (await admin.http.data<{ adminDataComplaint: Detail }>(DETAIL, { id: row.id })).adminDataComplaint;
    expect(history.map((h) => [h.label, h.actorName])).toEqual([
      ['Status changed from In progress to Open', admin.profile.fullName],
      ['Status changed from Open to In progress', admin.profile.fullName],
      ['Complaint received; acknowledgement e-mailed', 'Complaint form'],
    ]);
  });

  it('refuses to mark a complaint answered without the outcome; nothing changes', async () => {
    const row = await complaint();
    const error = await admin.http.error(STATUS, { input: { complaintId: row.id, status: 'ANSWERED' } });
    expect(error).toMatchObject({ message: 'A complaint is answered by sending the outcome', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.ds.getRepository(DataComplaint).findOneByOrFail({ id: row.id })).toMatchObject({ status: 'open' });
    expect(await auditRows(row.id)).toHaveLength(1);
  });

  it('adds internal notes, audited, that are never e-mailed', async () => {
    const row = await complaint();
    const { addDataComplaintNote } = await admin.http.data<{ addDataComplaintNote: Detail }>(NOTE, {
      input: { complaintId: row.id, note: '  Checked the alert log: two sends after the opt-out.  ' },
    });
    expect(addDataComplaintNote.notes).toEqual([
      expect.objectContaining({ body: 'Checked the alert log: two sends after the opt-out.', authorName: admin.profile.fullName }),
    ]);
    expect(addDataComplaintNote.complaint.noteCount).toBe(1);
    expect(addDataComplaintNote.history[0]).toMatchObject({ action: 'note', label: 'Internal note added', actorName: admin.profile.fullName });
    const [, audit] = await auditRows(row.id);
    expect(audit).toMatchObject({ action: 'note', actorId: admin.profile.id, beforeStatus: 'open', afterStatus: 'open' });
    expect(JSON.stringify(audit.detail)).not.toContain('alert log');

    await admin.http.data(OUTCOME, { input: { complaintId: row.id, outcome: 'We have stopped the alerts.' } });
    expect(JSON.stringify(await mailJobs(row.email))).not.toContain('alert log');
  });

  it.each([
    ['a blank note', '   ', 'Note is required'],
    ['a note over 2000 characters', 'n'.repeat(2001), 'Note must be at most 2000 characters'],
  ])('refuses %s with the message and writes nothing', async (_label, note, message) => {
    const row = await complaint();
    const error = await admin.http.error(NOTE, { input: { complaintId: row.id, note } });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { note: message } } });
    expect(await server.ds.getRepository(DataComplaintNote).countBy({ complaintId: row.id })).toBe(0);
    expect(await auditRows(row.id)).toHaveLength(1);
  });

  it("sends the outcome: e-mailed with the reference and the person's right to complain to the ICO, answered, audited", async () => {
    const row = await complaint();
    await admin.http.data(STATUS, { input: { complaintId: row.id, status: 'IN_PROGRESS' } });
    const { sendDataComplaintOutcome } = await admin.http.data<{ sendDataComplaintOutcome: Detail }>(OUTCOME, {
      input: { complaintId: row.id, outcome: '  We found two alerts sent after you opted out and have fixed the cause.  ' },
    });
    expect(sendDataComplaintOutcome.complaint).toMatchObject({
      status: 'ANSWERED',
      outcome: 'We found two alerts sent after you opted out and have fixed the cause.',
      answeredByName: admin.profile.fullName,
      overdue: false,
    });
    expect(sendDataComplaintOutcome.history[0]).toMatchObject({ label: 'Outcome e-mailed; complaint answered', actorName: admin.profile.fullName });

    const [, outcome] = await mailJobs(row.email);
    expect(outcome.subject).toBe(`Our answer to your complaint (reference ${row.reference})`);
    expect(outcome.text).toContain('We found two alerts sent after you opted out and have fixed the cause.');
    expect(outcome.text).toContain("you may complain to the Information Commissioner's Office (ICO)");
    expect(outcome.text).toContain('https://ico.org.uk/make-a-complaint/');
    expect(outcome.html).toContain('href="https://ico.org.uk/make-a-complaint/"');

    const steps = await auditRows(row.id);
    expect(steps[steps.length - 1]).toMatchObject({
      action: 'send_outcome',
      actorId: admin.profile.id,
      beforeStatus: 'in_progress',
      afterStatus: 'answered',
    });
  });

  it('answers once: a second outcome and status changes are refused, notes are still taken', async () => {
    const row = await complaint();
    await admin.http.data(OUTCOME, { input: { complaintId: row.id, outcome: 'First answer.' } });
    for (const [query, input] of [
      [OUTCOME, { complaintId: row.id, outcome: 'Second answer.' }],
      [STATUS, { complaintId: row.id, status: 'IN_PROGRESS' }],
    ] as const) {
      expect(await admin.http.error(query, { input })).toMatchObject({
        message: 'This complaint has already been answered',
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await mailJobs(row.email)).toHaveLength(2);
    expect(await server.ds.getRepository(DataComplaint).findOneByOrFail({ id: row.id })).toMatchObject({
      status: 'answered',
      outcome: 'First answer.',
    });
    await admin.http.data(NOTE, { input: { complaintId: row.id, note: 'They replied with thanks.' } });
    expect((await auditRows(row.id)).map((a) => a.action)).toEqual(['receive', 'send_outcome', 'note']);
  });

  it.each([
    ['a blank outcome', ' ', 'Outcome is required'],
    ['an outcome over 5000 characters', 'o'.repeat(5001), 'Outcome must be at most 5000 characters'],
  ])('refuses %s with the message; nothing written or sent', async (_label, outcome, message) => {
    const row = await complaint();
    const error = await admin.http.error(OUTCOME, { input: { complaintId: row.id, outcome } });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { outcome: message } } });
    expect(await server.ds.getRepository(DataComplaint).findOneByOrFail({ id: row.id })).toMatchObject({ status: 'open', outcome: null });
    expect(await mailJobs(row.email)).toHaveLength(1);
    expect(await auditRows(row.id)).toHaveLength(1);
  });
});

describe('the unanswered count', () => {
  it('counts open and in-progress complaints and pushes the count over graphql-ws when one arrives and when one is answered', async () => {
    const { client } = socketClient(server.url, { cookie: admin.http.cookie });
    const sub = collect<{ adminUnansweredComplaintCount: number }>(client, COUNT_SUB);
    try {
      await listening(server, Topics.ADMIN_UNANSWERED_COMPLAINTS, 'admins');
      const start = (await admin.http.data<{ adminUnansweredComplaintCount: number }>(COUNT)).adminUnansweredComplaintCount;
      const row = await complaint();
      await sub.next(1);
      expect(sub.values[0].adminUnansweredComplaintCount).toBe(start + 1);
      // In progress still waits for an answer.
      await admin.http.data(STATUS, { input: { complaintId: row.id, status: 'IN_PROGRESS' } });
      expect((await admin.http.data<{ adminUnansweredComplaintCount: number }>(COUNT)).adminUnansweredComplaintCount).toBe(start + 1);
      await admin.http.data(OUTCOME, { input: { complaintId: row.id, outcome: 'Answered.' } });
      await sub.next(2);
      expect(sub.values[1].adminUnansweredComplaintCount).toBe(start);
      expect((await admin.http.data<{ adminUnansweredComplaintCount: number }>(COUNT)).adminUnansweredComplaintCount).toBe(start);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});

describe('the complaint page without JavaScript', () => {
  let page: TestServer;
  beforeAll(async () => {
    if (!fs.existsSync(clientSsrEntry) || !fs.existsSync(path.join(clientDistDir, 'index.html'))) {
      throw new Error('Build the client first (node scripts/build.mjs): these tests read its server render');
    }
    page = await startTestServer({ trustProxy: 1, publicUrl: 'https://www.franchise-compass.example' });
  });
  afterAll(() => page?.close());

  const shown = (html: string) =>
    html
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const post = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const [a, b, c] = randomBytes(3);
    const res = await fetch(`${page.url}/data-complaint`, {
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
  const rows = (email: string) => page.ds.getRepository(DataComplaint).countBy({ email });
  const form = (email: string) => ({
    fullName: 'Pat Posted',
    email,
    topic: 'SHARING',
    details: 'You passed my details to a franchise I never chose.',
  });

  it('renders the page on the server with a form that posts to itself; the footer and the privacy page link to it', async () => {
    const res = await fetch(`${page.url}/data-complaint`);
    expect(res.status).toBe(200);
    const html = shown(await res.text());
    expect(html).toContain('Make a complaint about your data');
    const tag = /<form[^>]*aria-label="Make a complaint about your data"[^>]*>/.exec(html)?.[0];
    expect(tag).toContain('method="post"');
    expect(tag).toContain('action="/data-complaint"');
    for (const name of ['fullName', 'email']) expect(html).toMatch(new RegExp(`<input[^>]*name="${name}"`));
    for (const value of ['SHARING', 'MARKETING', 'RIGHTS_REQUEST', 'ACCURACY', 'SECURITY', 'SOMETHING_ELSE']) {
      expect(html).toMatch(new RegExp(`<input[^>]*name="topic"[^>]*value="${value}"|<input[^>]*value="${value}"[^>]*name="topic"`));
    }
    expect(html).toMatch(/<textarea[^>]*name="details"/);
    expect(html).toContain('ico.org.uk/make-a-complaint');
    expect(await (await fetch(`${page.url}/privacy`)).text()).toContain('href="/data-complaint"');
    expect(await (await fetch(`${page.url}/about`)).text()).toMatch(/<footer[\s\S]*href="\/data-complaint"/);
  });

  it('stores a posted complaint once and redirects (303) to the confirmation with its reference', async () => {
    const email = uniqueEmail();
    const res = await post(form(email));
    expect(res.status).toBe(303);
    const [row] = await page.ds.getRepository(DataComplaint).findBy({ email });
    expect(res.location).toBe(`/data-complaint?sent=${row.reference}`);
    expect(await rows(email)).toBe(1);
    const confirmed = shown(await (await fetch(page.url + res.location!)).text());
    expect(confirmed).toContain('We have received your complaint');
    expect(confirmed).toContain(row.reference);
    // Only a reference is shown: anything else in the address is the form again.
    const forged = shown(await (await fetch(`${page.url}/data-complaint?sent=${encodeURIComponent('<b>x</b>')}`)).text());
    expect(forged).not.toContain('We have received your complaint');
  });

  it.each([
    ['no name', { fullName: '' }, 'Full name is required'],
    ['an invalid e-mail', { email: 'pat@' }, 'Please enter a valid email address'],
    ['no topic', { topic: '' }, 'Please choose what your complaint is about'],
    ['a topic not on the list', { topic: 'BORING' }, 'Please choose what your complaint is about'],
    ['no details', { details: '  ' }, 'Please tell us what your complaint is about'],
  ])('refuses %s: the page again (422) with the message and the values, nothing written', async (_label, change, message) => {
    const email = uniqueEmail();
    const fields = { ...form(email), ...change };
    const before = await page.ds.getRepository(DataComplaint).count();
    const res = await post(fields);
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = shown(res.html);
    expect(html).toContain(message);
    if (fields.fullName) expect(html).toContain(fields.fullName);
    expect(await page.ds.getRepository(DataComplaint).count()).toBe(before);
  });

  it('refuses a post from another site (403) and, over the limit, answers 429 with the wording of the other forms', async () => {
    const email = uniqueEmail();
    const foreign = await post(form(email), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(await rows(email)).toBe(0);

    const address = { 'x-forwarded-for': '203.0.113.78' };
    for (let i = 0; i < COMPLAINT_LIMIT; i++) expect((await post(form(email), address)).status).toBe(303);
    const limited = await post(form(email), address);
    expect(limited.status).toBe(429);
    expect(shown(limited.html)).toContain(TOO_MANY);
    expect(await rows(email)).toBe(COMPLAINT_LIMIT);
  });
});
