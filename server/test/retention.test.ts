import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';
import { RETENTION_QUEUE } from '../src/modules/retention/retention.service';
import { RETENTION_RULES } from '../src/modules/retention/retention.rules';
import {
  FACTORY_PASSWORD,
  createCustomer,
  createFranchise,
  createFranchisor,
  createLead,
  createMessage,
  createProfile,
  uniqueEmail,
} from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { UserType } from '../src/modules/auth/auth.enums';
import { ConsentAction, ConsentPath } from '../src/modules/consents/consents.enums';

// The daily retention job (issue 41, part 4) on dated rows: each period's rows just past it go, those just within
// it stay. Periods here are the defaults: requests 24 months, sign-ins 12, contact messages 12.

let server: TestServer;
beforeAll(async () => {
  // No pause between batches: the job queue's idle() then waits for a whole run.
  server = await startTestServer({ retention: { ...loadConfig({}).retention, batchPauseSeconds: 0 } });
  // The clock's own first run (started at start-up) is finished, and a run of today is recorded so its later ticks
  // do nothing: otherwise, on a slow machine, a tick's run anonymised a test's rows before the test's runNow counted them.
  await server.services.retention.runNow();
  await server.services.jobs.idle(RETENTION_QUEUE);
});
afterAll(() => server.close());

/** An interval literal for PostgreSQL: `months` months, give or take `days` days (negative: more recent). */
const ago = (months: number, days: number) => `now() - interval '${months} months ${days} days'`;
const PAST = 1;
const WITHIN = -1;

async function setDate(table: string, column: string, id: string, when: string) {
  await server.ds.query(`UPDATE ${table} SET ${column} = ${when} WHERE id = $1`, [id]);
}

async function rows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  return server.ds.query(sql, params);
}

describe('requests and their messages, 24 months after the last activity', () => {
  it('anonymises a request past its period and deletes its messages and attachments; keeps one within it or with a recent message', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    const past = await createCustomer(server.ds);
    const within = await createCustomer(server.ds);
    const talking = await createCustomer(server.ds);

    const stale = await createLead(server.ds, { customer: past, franchise });
    const fresh = await createLead(server.ds, { customer: within, franchise });
    const answered = await createLead(server.ds, { customer: talking, franchise });

    // The stale request's conversation, with an attachment in storage.
    const key = `message-attachments/${randomBytes(8).toString('hex')}.pdf`;
    await server.services.storage.put(key, Buffer.from('%PDF-1.4 a CV'));
    const [file] = await rows<{ id: string }>(
      `INSERT INTO stored_files (storage_key, original_name, mime_type, size_bytes, owner_id, visibility)
       VALUES ($1, 'cv.pdf', 'application/pdf', 13, $2, 'private') RETURNING id`,
      [key, past.id],
    );
    const oldMessage = await createMessage(server.ds, { from: past, to: franchisor, leadId: stale.id, content: 'My CV attached' });
    await server.ds.query(`UPDATE messages SET attachment_file_id = $1, created_at = ${ago(24, 2)} WHERE id = $2`, [file.id, oldMessage.id]);
    const recent = await createMessage(server.ds, { from: franchisor, to: talking, leadId: answered.id, content: 'Still keen?' });

    await setDate('franchise_leads', 'updated_at', stale.id, ago(24, PAST));
    await setDate('franchise_leads', 'updated_at', fresh.id, ago(24, WITHIN));
    await setDate('franchise_leads', 'updated_at', answered.id, ago(30, 0));
    await setDate('messages', 'created_at', recent.id, ago(1, 0));

    const { counts } = await server.services.retention.runNow();
    expect(counts.requests).toBeGreaterThanOrEqual(1);
    expect(counts['request-messages']).toBeGreaterThanOrEqual(1);

    const leads = await rows<Record<string, unknown>>(
      `SELECT id, name, email, phone, message, city, post_code, user_id, franchise_id, franchisor_id, anonymised_at FROM franchise_leads WHERE id = ANY($1)`,
      [[stale.id, fresh.id, answered.id]],
    );
    const byId = (id: string) => leads.find((l) => l.id === id)!;
    // The request stays for the figures, without the person.
    expect(byId(stale.id)).toMatchObject({
      name: 'Anonymised',
      email: '',
      phone: '',
      message: '',
      city: '',
      post_code: '',
      user_id: null,
      franchise_id: franchise.id,
      franchisor_id: franchisor.id,
    });
    expect(byId(stale.id).anonymised_at).not.toBeNull();
    expect(byId(fresh.id)).toMatchObject({ name: within.fullName, email: within.email, user_id: within.id, anonymised_at: null });
    expect(byId(answered.id)).toMatchObject({ email: talking.email, anonymised_at: null });

    const messages = await rows<{ id: string }>(`SELECT id FROM messages WHERE id = ANY($1)`, [[oldMessage.id, recent.id]]);
    expect(messages.map((m) => m.id)).toEqual([recent.id]);
    expect(await rows(`SELECT id FROM stored_files WHERE id = $1`, [file.id])).toEqual([]);
    expect(fs.existsSync(path.join(server.config.dataDir, 'uploads', key))).toBe(false);

    // The customer no longer sees it among their requests; the franchisor still counts it, without the person.
    const customer = new TestClient(server.url);
    await customer.signIn(past.email, FACTORY_PASSWORD, 'CUSTOMER');
    const mine = await customer.data<{ myFranchiseRequests: { items: { id: string }[] } }>(`query { myFranchiseRequests { items { id } } }`);
    expect(mine.myFranchiseRequests.items).toEqual([]);
    const owner = new TestClient(server.url);
    await owner.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    const leadsSeen = await owner.data<{ franchisorLeads: { items: { id: string; name: string; email: string; phone: string }[] } }>(
      `query { franchisorLeads(page: { page: 1, pageSize: 50 }) { items { id name email phone } } }`,
    );
    expect(leadsSeen.franchisorLeads.items.find((l) => l.id === stale.id)).toEqual({ id: stale.id, name: 'Anonymised', email: '', phone: '' });
  });

  it('deletes a message of no request 24 months after it was sent, not a day before', async () => {
    const a = await createCustomer(server.ds);
    const b = await createFranchisor(server.ds);
    const old = await createMessage(server.ds, { from: a, to: b, content: 'Old hello' });
    const young = await createMessage(server.ds, { from: b, to: a, content: 'Recent hello' });
    await setDate('messages', 'created_at', old.id, ago(24, PAST));
    await setDate('messages', 'created_at', young.id, ago(24, WITHIN));
    await server.services.retention.runNow();
    const left = await rows<{ id: string }>(`SELECT id FROM messages WHERE id = ANY($1)`, [[old.id, young.id]]);
    expect(left.map((m) => m.id)).toEqual([young.id]);
  });
});

describe('the other records', () => {
  it('deletes contact messages and sign-ins after 12 months, and ended sessions and sign-in links', async () => {
    const insertContact = async (when: string) =>
      (
        await rows<{ id: string }>(
          `INSERT INTO contact_messages (full_name, email, subject, message, created_at) VALUES ('Pat', $1, 'Hello', 'A question', ${when}) RETURNING id`,
          [uniqueEmail('contact')],
        )
      )[0].id;
    const contactPast = await insertContact(ago(12, PAST));
    const contactWithin = await insertContact(ago(12, WITHIN));

    const user = await createProfile(server.ds, { userType: UserType.CUSTOMER });
    const insertSignIn = async (when: string) =>
      (await rows<{ id: string }>(`INSERT INTO sign_ins (user_id, browser, created_at) VALUES ($1, 'Firefox', ${when}) RETURNING id`, [user.id]))[0]
        .id;
    const signInPast = await insertSignIn(ago(12, PAST));
    const signInWithin = await insertSignIn(ago(12, WITHIN));

    const insertSession = async (expires: string) =>
      (
        await rows<{ id: string }>(
          `INSERT INTO sessions (user_id, token_hash, expires_at, last_seen_at) VALUES ($1, $2, ${expires}, now()) RETURNING id`,
          [user.id, randomBytes(32).toString('hex')],
        )
      )[0].id;
    const ended = await insertSession(`now() - interval '2 days'`);
    const alive = await insertSession(`now() + interval '2 days'`);
    const insertLink = async (expires: string) =>
      (
        await rows<{ id: string }>(`INSERT INTO magic_link_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, ${expires}) RETURNING id`, [
          user.id,
          randomBytes(32).toString('hex'),
        ])
      )[0].id;
    const spent = await insertLink(`now() - interval '2 days'`);
    const live = await insertLink(`now() + interval '10 minutes'`);

    await server.services.retention.runNow();

    const ids = async (table: string, list: string[]) =>
      (await rows<{ id: string }>(`SELECT id FROM ${table} WHERE id = ANY($1)`, [list])).map((r) => r.id);
    expect(await ids('contact_messages', [contactPast, contactWithin])).toEqual([contactWithin]);
    expect(await ids('sign_ins', [signInPast, signInWithin])).toEqual([signInWithin]);
    expect(await ids('sessions', [ended, alive])).toEqual([alive]);
    expect(await ids('magic_link_tokens', [spent, live])).toEqual([live]);
  });

  it("clears a listing reporter's address 12 months after a resolved report, keeping the report; an open one keeps it", async () => {
    const franchise = await createFranchise(server.ds);
    const insert = async (status: string, when: string) =>
      (
        await rows<{ id: string }>(
          `INSERT INTO listing_reports (franchise_id, reason, reporter_email, status, created_at) VALUES ($1, 'other', $2, $3, ${when}) RETURNING id`,
          [franchise.id, uniqueEmail('reporter'), status],
        )
      )[0].id;
    const resolvedPast = await insert('resolved', ago(12, PAST));
    const resolvedWithin = await insert('resolved', ago(12, WITHIN));
    const openPast = await insert('open', ago(12, PAST));
    await server.services.retention.runNow();
    const reports = await rows<{ id: string; reporter_email: string | null }>(`SELECT id, reporter_email FROM listing_reports WHERE id = ANY($1)`, [
      [resolvedPast, resolvedWithin, openPast],
    ]);
    const email = (id: string) => reports.find((r) => r.id === id)?.reporter_email;
    expect(reports).toHaveLength(3);
    expect(email(resolvedPast)).toBeNull();
    expect(email(resolvedWithin)).toMatch(/@example\.test$/);
    expect(email(openPast)).toMatch(/@example\.test$/);
  });
});

describe('consent records, 6 years after they were last relied on', () => {
  const YEARS = 6 * 12;
  async function insertConsent(props: { kind: 'request' | 'marketing'; action?: 'given' | 'withdrawn'; personId?: string | null; lastUsed: string }) {
    const [row] = await rows<{ id: string }>(
      `INSERT INTO consent_records (kind, action, path, text, recipients, notice_version, person_id, email, created_at, last_used_at)
       VALUES ($1, $2, 'request_dialog', 'I agree', '[]', '2026-11', $3, $4, ${ago(YEARS + 30, 0)}, ${props.lastUsed}) RETURNING id`,
      [props.kind, props.action ?? 'given', props.personId ?? null, uniqueEmail('consent')],
    );
    return row.id;
  }
  const link = (leadId: string, recordId: string) =>
    server.ds.query(`INSERT INTO lead_consents (lead_id, consent_record_id) VALUES ($1, $2)`, [leadId, recordId]);
  const left = async (ids: string[]) =>
    (await rows<{ id: string }>(`SELECT id FROM consent_records WHERE id = ANY($1)`, [ids])).map((r) => r.id).sort();
  const lastUsed = async (id: string) =>
    (await rows<{ last_used_at: Date }>(`SELECT last_used_at FROM consent_records WHERE id = $1`, [id]))[0].last_used_at;

  it('deletes a record 6 years after its last use, not a day before, and never one a live request or an alert still relies on', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    const customer = await createCustomer(server.ds);
    const past = await insertConsent({ kind: 'request', lastUsed: ago(YEARS, PAST) });
    const within = await insertConsent({ kind: 'request', lastUsed: ago(YEARS, WITHIN) });
    // Past its period by the date, but its request still holds the person's details (updated recently).
    const liveRequest = await insertConsent({ kind: 'request', lastUsed: ago(YEARS, PAST) });
    await link((await createLead(server.ds, { customer, franchise })).id, liveRequest);
    // The request it was sent under is anonymised: nothing relies on it any more.
    const anonymised = await insertConsent({ kind: 'request', lastUsed: ago(YEARS, PAST) });
    const gone = await createLead(server.ds, { customer: await createCustomer(server.ds), franchise });
    await server.ds.query(`UPDATE franchise_leads SET anonymised_at = now() WHERE id = $1`, [gone.id]);
    await link(gone.id, anonymised);

    // Marketing: a consent given by someone with an alert still on stays; one whose alerts are off, and a withdrawal, go.
    const subscriber = await createCustomer(server.ds);
    await server.ds.query(`INSERT INTO saved_searches (customer_id, name, alert) VALUES ($1, 'Cafés', 'weekly')`, [subscriber.id]);
    const alertOn = await insertConsent({ kind: 'marketing', personId: subscriber.id, lastUsed: ago(YEARS, PAST) });
    const lapsed = await createCustomer(server.ds);
    const alertOff = await insertConsent({ kind: 'marketing', personId: lapsed.id, lastUsed: ago(YEARS, PAST) });
    const withdrawal = await insertConsent({ kind: 'marketing', action: 'withdrawn', personId: lapsed.id, lastUsed: ago(YEARS, PAST) });

    const { counts } = await server.services.retention.runNow();
    expect(counts['consent-records']).toBeGreaterThanOrEqual(4);
    expect(await left([past, within, liveRequest, anonymised, alertOn, alertOff, withdrawal])).toEqual([within, liveRequest, alertOn].sort());
  });

  it('starts the period again when a request sent under a record is anonymised, when marketing is withdrawn and when the account is deleted', async () => {
    const franchise = await createFranchise(server.ds);
    const customer = await createCustomer(server.ds);
    // A request past its 24 months, sent under a consent recorded 7 years ago: anonymising it is the record's last use.
    const record = await insertConsent({ kind: 'request', personId: customer.id, lastUsed: ago(7 * 12, 0) });
    const lead = await createLead(server.ds, { customer, franchise });
    await link(lead.id, record);
    await setDate('franchise_leads', 'updated_at', lead.id, ago(24, PAST));
    const before = Date.now();
    await server.services.retention.runNow();
    expect(await left([record])).toEqual([record]);
    expect((await lastUsed(record)).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Withdrawing marketing is the last use of the marketing consents given before it.
    const given = await insertConsent({ kind: 'marketing', personId: customer.id, lastUsed: ago(7 * 12, 0) });
    await server.ds.transaction((em) =>
      server.services.consents.recordMarketing(em, customer.id, ConsentAction.WITHDRAWN, ConsentPath.SAVED_SEARCHES, 'Alert off'),
    );
    expect((await lastUsed(given)).getTime()).toBeGreaterThanOrEqual(before - 1000);

    // Deleting the account is the last use of all its records, which stay (without the account) as the evidence.
    const other = await createCustomer(server.ds);
    const old = await insertConsent({ kind: 'request', personId: other.id, lastUsed: ago(7 * 12, 0) });
    await server.services.account.deleteCustomer(other.id, FACTORY_PASSWORD);
    const [kept] = await rows<{ person_id: string | null; last_used_at: Date }>(`SELECT person_id, last_used_at FROM consent_records WHERE id = $1`, [
      old,
    ]);
    expect(kept.person_id).toBeNull();
    expect(kept.last_used_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('the daily job', () => {
  it('runs from its clock in batches of RETENTION_BATCH_SIZE (500) until nothing is due, records the run, and runs once a day', async () => {
    await server.ds.query(`DELETE FROM retention_runs`);
    const marker = `batch-${randomBytes(4).toString('hex')}`;
    await server.ds.query(
      `INSERT INTO contact_messages (full_name, email, subject, message, created_at)
       SELECT 'Pat', 'pat@example.test', $1, 'Old', ${ago(13, 0)} FROM generate_series(1, 1001)`,
      [marker],
    );
    // The clock's tick, as the job queue sends it.
    await server.services.jobs.send(RETENTION_QUEUE, {});
    await server.services.jobs.idle(RETENTION_QUEUE);
    expect(await rows(`SELECT 1 FROM contact_messages WHERE subject = $1`, [marker])).toEqual([]);
    const runs = await rows<{ finished_at: Date | null; counts: Record<string, number> }>(`SELECT finished_at, counts FROM retention_runs`);
    expect(runs).toHaveLength(1);
    expect(runs[0].finished_at).not.toBeNull();
    expect(runs[0].counts['contact-messages']).toBe(1001);

    // A second tick the same day does nothing.
    await server.ds.query(
      `INSERT INTO contact_messages (full_name, email, subject, message, created_at) VALUES ('Pat', 'p@example.test', $1, 'Old', ${ago(13, 0)})`,
      [marker],
    );
    await server.services.jobs.send(RETENTION_QUEUE, {});
    await server.services.jobs.idle(RETENTION_QUEUE);
    expect(await rows(`SELECT 1 FROM retention_runs`)).toHaveLength(1);
    expect(await rows(`SELECT 1 FROM contact_messages WHERE subject = $1`, [marker])).toHaveLength(1);
  });

  it('vacuums the tables a rule changed after its last batch, so the pages read no dead rows it left', async () => {
    const vacuums = async () =>
      (await rows<{ n: number }>(`SELECT vacuum_count::int AS n FROM pg_stat_user_tables WHERE relname = 'contact_messages'`))[0].n;
    const before = await vacuums();
    await server.ds.query(
      `INSERT INTO contact_messages (full_name, email, subject, message, created_at)
       SELECT 'Pat', 'pat@example.test', 'Vacuum', 'Old', ${ago(13, 0)} FROM generate_series(1, 3)`,
    );
    await server.services.retention.runNow();
    expect(await vacuums()).toBeGreaterThan(before);
  });

  it('has an index on the referencing columns of every foreign key into a table it changes', async () => {
    // Without one, each row the job deletes has PostgreSQL read the whole referencing table (ON DELETE SET NULL).
    const tables = [...new Set(RETENTION_RULES.flatMap((rule) => rule.tables))];
    const unindexed = await rows(
      `SELECT c.conrelid::regclass::text AS referencing, c.conname AS constraint FROM pg_constraint c
       WHERE c.contype = 'f' AND c.confrelid::regclass::text = ANY($1)
         AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid
                         AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey)`,
      [tables],
    );
    expect(tables).toEqual(expect.arrayContaining(['franchise_leads', 'messages', 'stored_files', 'contact_messages']));
    expect(unindexed).toEqual([]);
  });

  it('states the configured periods to anyone through the public retentionPeriods field', async () => {
    const data = await new TestClient(server.url).data<{ retentionPeriods: Record<string, number> }>(
      `query { retentionPeriods { requestMonths signInMonths contactMonths consentYears } }`,
    );
    expect(data.retentionPeriods).toEqual({ requestMonths: 24, signInMonths: 12, contactMonths: 12, consentYears: 6 });
  });
});

describe('the retention and sender variables', () => {
  it('have defaults', () => {
    const config = loadConfig({});
    expect(config.retention).toEqual({
      requestMonths: 24,
      signInMonths: 12,
      contactMonths: 12,
      consentYears: 6,
      batchSize: 500,
      batchPauseSeconds: 1,
    });
    expect(config.mailSender.company).toBe('Franchise Compass Ltd');
    expect(config.mailSender.postalAddress).toMatch(/London/);
  });

  it('take valid values', () => {
    const config = loadConfig({
      RETENTION_REQUEST_MONTHS: '36',
      RETENTION_SIGN_IN_MONTHS: '6',
      RETENTION_CONTACT_MONTHS: '18',
      RETENTION_CONSENT_YEARS: '7',
      RETENTION_BATCH_SIZE: '200',
      RETENTION_BATCH_PAUSE_SECONDS: '0',
      MAIL_SENDER_COMPANY: 'Acme Directory Ltd',
      MAIL_POSTAL_ADDRESS: '2 High Street, York, YO1 7HH',
    });
    expect(config.retention).toEqual({
      requestMonths: 36,
      signInMonths: 6,
      contactMonths: 18,
      consentYears: 7,
      batchSize: 200,
      batchPauseSeconds: 0,
    });
    expect(config.mailSender).toEqual({ company: 'Acme Directory Ltd', postalAddress: '2 High Street, York, YO1 7HH' });
  });

  it.each([
    [{ RETENTION_REQUEST_MONTHS: '0' }, 'RETENTION_REQUEST_MONTHS must be an integer between 1 and 120, got "0"'],
    [{ RETENTION_REQUEST_MONTHS: '24 months' }, 'RETENTION_REQUEST_MONTHS must be an integer between 1 and 120, got "24 months"'],
    [{ RETENTION_SIGN_IN_MONTHS: '1.5' }, 'RETENTION_SIGN_IN_MONTHS must be an integer between 1 and 120, got "1.5"'],
    [{ RETENTION_CONTACT_MONTHS: '121' }, 'RETENTION_CONTACT_MONTHS must be an integer between 1 and 120, got "121"'],
    [{ RETENTION_CONSENT_YEARS: '-6' }, 'RETENTION_CONSENT_YEARS must be an integer between 1 and 20, got "-6"'],
    [{ RETENTION_BATCH_SIZE: '5' }, 'RETENTION_BATCH_SIZE must be an integer between 10 and 10000, got "5"'],
    [{ RETENTION_BATCH_SIZE: '1e6' }, 'RETENTION_BATCH_SIZE must be an integer between 10 and 10000, got "1e6"'],
    [{ RETENTION_BATCH_PAUSE_SECONDS: '0.5' }, 'RETENTION_BATCH_PAUSE_SECONDS must be an integer between 0 and 300, got "0.5"'],
    [{ RETENTION_BATCH_PAUSE_SECONDS: '301' }, 'RETENTION_BATCH_PAUSE_SECONDS must be an integer between 0 and 300, got "301"'],
    [
      { RETENTION_REQUEST_MONTHS: '36', RETENTION_CONSENT_YEARS: '2' },
      'RETENTION_CONSENT_YEARS (2 years) must be at least RETENTION_REQUEST_MONTHS (36 months): the record of consent must outlive the requests it covers',
    ],
    [
      { MAIL_POSTAL_ADDRESS: '2 High Street\nYork' },
      'MAIL_POSTAL_ADDRESS must be one line of at most 300 characters (separate the parts of an address with commas), got "2 High Street\nYork"',
    ],
    [
      { MAIL_SENDER_COMPANY: 'x'.repeat(201) },
      `MAIL_SENDER_COMPANY must be one line of at most 200 characters (separate the parts of an address with commas), got "${'x'.repeat(201)}"`,
    ],
  ])('refuse %j at start-up', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
