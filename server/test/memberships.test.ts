import { AdminAction } from '../src/modules/audit/admin-action.entity';
import type { Profile } from '../src/modules/auth/profile.entity';
import { MEMBERSHIP_LAPSE_QUEUE } from '../src/modules/memberships/membership-lapse.service';
import { Membership } from '../src/modules/memberships/membership.entity';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchise, createFranchisor, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { statementsDuring } from './support/statements';
import { type TestServer, startTestServer } from './support/test-server';

/** bfa membership: stated by a franchisor, verified or rejected by an administrator, shown while verified, lapsing after 12 months. */

let server: TestServer;
let admin: { profile: Profile; http: TestClient };
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
});
afterAll(() => server.close());

const DAY = 24 * 3600 * 1000;

const MINE = `query { myMembership { level label membershipNumber status statedAt verifiedAt expiresAt rejectionReason } }`;
const STATE = `mutation State($input: StateMembershipInput!) {
  stateMembership(input: $input) { level label membershipNumber status statedAt verifiedAt expiresAt rejectionReason }
}`;
const WITHDRAW = `mutation { withdrawMembership }`;
const CLAIMS = `query Claims($page: PageInput) {
  adminMembershipClaims(page: $page) {
    total pageCount items { id companyName contactName email level label membershipNumber status statedAt verifiedAt expiresAt }
  }
}`;
const HISTORY = `query History($page: PageInput) {
  adminMembershipHistory(page: $page) { total items { franchisorId companyName action label membershipNumber reason actorName decidedAt } }
}`;
const VERIFY = `mutation Verify($input: VerifyMembershipInput!) { verifyMembership(input: $input) { id status verifiedAt expiresAt rejectionReason } }`;
const REJECT = `mutation Reject($input: RejectMembershipInput!) { rejectMembership(input: $input) { id status verifiedAt expiresAt rejectionReason } }`;
const PUBLIC = `query Public($id: ID!) { franchise(id: $id) { id membership { level label membershipNumber verifiedAt expiresAt } } }`;
const SEARCH = `query Search($filters: FranchiseSearchInput) {
  franchiseSearch(filters: $filters, page: { page: 1, pageSize: 50 }) { items { id companyChecked membership { label } } }
}`;

type View = {
  level: string;
  label: string;
  membershipNumber: string;
  status: string;
  statedAt: string;
  verifiedAt: string | null;
  expiresAt: string | null;
  rejectionReason: string | null;
};
type Claim = { id: string; companyName: string; level: string; membershipNumber: string; status: string; expiresAt: string | null };

async function signedIn(kind: 'admin' | 'franchisor' | 'customer') {
  const profile =
    kind === 'admin' ? await createAdmin(server.ds) : kind === 'franchisor' ? await createFranchisor(server.ds) : await createCustomer(server.ds);
  const http = new TestClient(server.url);
  await http.signIn(profile.email, FACTORY_PASSWORD, kind.toUpperCase() as 'ADMIN');
  return { profile, http };
}

/** A signed-in franchisor with one approved listing. */
async function franchisorWithListing() {
  const franchisor = await signedIn('franchisor');
  const franchise = await createFranchise(server.ds, { franchisorId: franchisor.profile.id, name: token('Listing ') });
  return { ...franchisor, franchise };
}

const stored = (franchisorId: string) => server.ds.getRepository(Membership).findOneBy({ franchisorId });
const auditRows = (targetId: string) =>
  server.ds.getRepository(AdminAction).find({ where: { targetId, targetType: 'membership' }, order: { createdAt: 'ASC' } });
const mailsTo = (to: string): Promise<{ subject: string; text: string }[]> =>
  server.ds.query(
    `SELECT data->'message'->>'subject' AS subject, data->'message'->>'text' AS text
     FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1 ORDER BY created_on`,
    [to],
  );
const badge = async (franchiseId: string) =>
  (await new TestClient(server.url).data<{ franchise: { membership: Record<string, unknown> | null } }>(PUBLIC, { id: franchiseId })).franchise
    .membership;
const claims = async () =>
  (await admin.http.data<{ adminMembershipClaims: { items: Claim[] } }>(CLAIMS, { page: { pageSize: 100 } })).adminMembershipClaims.items;

const state = (http: TestClient, level: string | null, membershipNumber: string) =>
  http.data<{ stateMembership: View }>(STATE, { input: { level, membershipNumber } });
const verify = (franchisorId: string, level = 'FULL', membershipNumber = 'BFA-1234') =>
  admin.http.data<{ verifyMembership: { status: string; verifiedAt: string; expiresAt: string } }>(VERIFY, {
    input: { franchisorId, level, membershipNumber },
  });

/** Moves a verification back in time (as if it had been made `daysAgo` days ago). */
const verifiedDaysAgo = (franchisorId: string, daysAgo: number) =>
  server.ds.query(
    `UPDATE franchisor_memberships SET verified_at = now() - make_interval(days => $2), expires_at = now() - make_interval(days => $2) + interval '12 months'
     WHERE franchisor_id = $1`,
    [franchisorId, daysAgo],
  );
const runClock = async () => {
  await server.services.jobs.send(MEMBERSHIP_LAPSE_QUEUE, {});
  await server.services.jobs.idle(MEMBERSHIP_LAPSE_QUEUE);
};

describe('who may do what', () => {
  it('franchisor operations refuse anonymous callers, customers and administrators', async () => {
    const customer = await signedIn('customer');
    for (const [query, variables] of [
      [MINE, {}],
      [STATE, { input: { level: 'FULL', membershipNumber: 'A1' } }],
      [WITHDRAW, {}],
    ] as const) {
      expect((await new TestClient(server.url).error(query, variables)).extensions?.code).toBe('UNAUTHENTICATED');
      expect(await customer.http.error(query, variables)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
      expect(await admin.http.error(query, variables)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    }
  });

  it('only an administrator lists, verifies or rejects; a franchisor cannot verify their own claim', async () => {
    const { profile, http } = await signedIn('franchisor');
    await state(http, 'FULL', 'BFA-1234');
    const customer = await signedIn('customer');
    const operations: [string, Record<string, unknown>][] = [
      [CLAIMS, {}],
      [HISTORY, {}],
      [VERIFY, { input: { franchisorId: profile.id, level: 'FULL', membershipNumber: 'BFA-1234' } }],
      [REJECT, { input: { franchisorId: profile.id, level: 'FULL', membershipNumber: 'BFA-1234', reason: 'No' } }],
    ];
    for (const [query, variables] of operations) {
      expect((await new TestClient(server.url).error(query, variables)).extensions?.code).toBe('UNAUTHENTICATED');
      expect(await customer.http.error(query, variables)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
      expect(await http.error(query, variables)).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    }
    expect(await stored(profile.id)).toMatchObject({ state: 'pending', verifiedAt: null, expiresAt: null });
    expect(await auditRows(profile.id)).toEqual([]);
  });

  it("a franchisor reads, restates and withdraws only their own membership, never another's", async () => {
    const a = await signedIn('franchisor');
    const b = await signedIn('franchisor');
    await state(a.http, 'FULL', 'A-1');
    expect((await b.http.data<{ myMembership: View | null }>(MINE)).myMembership).toBeNull();
    expect((await b.http.data<{ withdrawMembership: boolean }>(WITHDRAW)).withdrawMembership).toBe(false);
    await state(b.http, 'ASSOCIATE', 'B-2');
    expect(await stored(a.profile.id)).toMatchObject({ level: 'full', membershipNumber: 'A-1' });
    expect(await stored(b.profile.id)).toMatchObject({ level: 'associate', membershipNumber: 'B-2' });
    // The mutations take no franchisor id: there is no way to name another's.
    expect((await b.http.error(STATE, { input: { level: 'FULL', membershipNumber: 'X', franchisorId: a.profile.id } })).extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await b.http.data<{ withdrawMembership: boolean }>(WITHDRAW)).withdrawMembership).toBe(true);
    expect(await stored(b.profile.id)).toBeNull();
    expect(await stored(a.profile.id)).toMatchObject({ membershipNumber: 'A-1', state: 'pending' });
  });
});

describe('stating a membership', () => {
  it('stores it pending with the time it was stated; no badge yet', async () => {
    const { profile, http, franchise } = await franchisorWithListing();
    const before = Date.now();
    const { stateMembership } = await state(http, 'PROVISIONAL', '  PRV-0042  ');
    expect(stateMembership).toMatchObject({
      level: 'PROVISIONAL',
      label: 'bfa Provisional member',
      membershipNumber: 'PRV-0042',
      status: 'PENDING',
      verifiedAt: null,
      expiresAt: null,
      rejectionReason: null,
    });
    expect(new Date(stateMembership.statedAt).getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect((await http.data<{ myMembership: View }>(MINE)).myMembership).toEqual(stateMembership);
    expect(await badge(franchise.id)).toBeNull();
    expect((await claims()).find((c) => c.id === profile.id)).toMatchObject({
      status: 'PENDING',
      membershipNumber: 'PRV-0042',
      level: 'PROVISIONAL',
    });
  });

  it.each([
    ['no level', null, 'BFA-1', 'level', 'Please choose your membership level'],
    ['a blank number', 'FULL', '   ', 'membershipNumber', 'Membership number is required'],
    ['a number over 20 characters', 'FULL', 'A'.repeat(21), 'membershipNumber', 'Membership number must be at most 20 characters'],
    ['spaces inside the number', 'FULL', 'BFA 1234', 'membershipNumber', 'Membership number can only contain letters, digits and hyphens'],
    ['other characters', 'FULL', 'BFA/1234', 'membershipNumber', 'Membership number can only contain letters, digits and hyphens'],
    ['hyphens only', 'FULL', '---', 'membershipNumber', 'Membership number can only contain letters, digits and hyphens'],
  ])('refuses %s with its message and writes nothing', async (_name, level, membershipNumber, field, message) => {
    const { profile, http } = await signedIn('franchisor');
    const error = await http.error(STATE, { input: { level, membershipNumber } });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await stored(profile.id)).toBeNull();

    // A verified membership stays as it was too.
    await state(http, 'FULL', 'BFA-1234');
    await verify(profile.id);
    const verified = await stored(profile.id);
    await http.error(STATE, { input: { level, membershipNumber } });
    expect(await stored(profile.id)).toEqual(verified);
  });

  it('takes exactly 20 characters', async () => {
    const { http } = await signedIn('franchisor');
    expect((await state(http, 'FULL', 'A1-'.repeat(6) + 'ZZ')).stateMembership.membershipNumber).toHaveLength(20);
  });

  it('withdraws it: the row and the badge go', async () => {
    const { profile, http, franchise } = await franchisorWithListing();
    await state(http, 'FULL', 'BFA-1234');
    await verify(profile.id);
    expect(await badge(franchise.id)).not.toBeNull();
    expect((await http.data<{ withdrawMembership: boolean }>(WITHDRAW)).withdrawMembership).toBe(true);
    expect(await stored(profile.id)).toBeNull();
    expect(await badge(franchise.id)).toBeNull();
    expect((await http.data<{ myMembership: View | null }>(MINE)).myMembership).toBeNull();
  });
});

describe('verifying and rejecting', () => {
  it('verifies for 12 months: the badge shows with its date, an audit row, and the franchisor is e-mailed', async () => {
    const { profile, http, franchise } = await franchisorWithListing();
    await state(http, 'FULL', 'BFA-1234');
    const { verifyMembership } = await verify(profile.id);
    expect(verifyMembership).toMatchObject({ id: profile.id, status: 'VERIFIED', rejectionReason: null });
    const verifiedAt = new Date(verifyMembership.verifiedAt);
    const expiresAt = new Date(verifyMembership.expiresAt);
    const inAYear = new Date(verifiedAt);
    inAYear.setUTCFullYear(inAYear.getUTCFullYear() + 1);
    expect(Math.abs(expiresAt.getTime() - inAYear.getTime())).toBeLessThanOrEqual(DAY);

    expect(await stored(profile.id)).toMatchObject({ state: 'verified', verifiedBy: admin.profile.id, rejectionReason: null });
    expect(await badge(franchise.id)).toEqual({
      level: 'FULL',
      label: 'bfa Full member',
      membershipNumber: 'BFA-1234',
      verifiedAt: verifyMembership.verifiedAt,
      expiresAt: verifyMembership.expiresAt,
    });
    expect((await http.data<{ myMembership: View }>(MINE)).myMembership).toMatchObject({
      status: 'VERIFIED',
      verifiedAt: verifyMembership.verifiedAt,
    });
    expect(await auditRows(profile.id)).toEqual([
      expect.objectContaining({
        actorId: admin.profile.id,
        action: 'verify',
        beforeStatus: 'pending',
        afterStatus: 'verified',
        detail: { companyName: 'Test Franchise Ltd', level: 'full', membershipNumber: 'BFA-1234' },
      }),
    ]);
    const mails = await mailsTo(profile.email);
    expect(mails).toEqual([expect.objectContaining({ subject: 'Your bfa membership has been verified' })]);
    expect(mails[0].text).toContain('BFA-1234');
    expect((await claims()).map((c) => c.id)).not.toContain(profile.id);
  });

  it('needs a reason to reject: refused with its message, nothing written, no audit row, no e-mail', async () => {
    const { profile, http } = await signedIn('franchisor');
    await state(http, 'ASSOCIATE', 'ASC-77');
    for (const reason of ['', '   ']) {
      const error = await admin.http.error(REJECT, { input: { franchisorId: profile.id, level: 'ASSOCIATE', membershipNumber: 'ASC-77', reason } });
      expect(error).toMatchObject({
        message: 'Please give a reason for the rejection',
        extensions: { code: 'BAD_USER_INPUT', fields: { reason: 'Please give a reason for the rejection' } },
      });
    }
    const long = await admin.http.error(REJECT, {
      input: { franchisorId: profile.id, level: 'ASSOCIATE', membershipNumber: 'ASC-77', reason: 'x'.repeat(1001) },
    });
    expect(long.message).toBe('Reason must be at most 1000 characters');
    expect(await stored(profile.id)).toMatchObject({ state: 'pending', rejectionReason: null });
    expect(await auditRows(profile.id)).toEqual([]);
    expect(await mailsTo(profile.email)).toEqual([]);
  });

  it('rejects with a reason: the franchisor sees it, is e-mailed it, and the decision is audited', async () => {
    const { profile, http, franchise } = await franchisorWithListing();
    await state(http, 'ASSOCIATE', 'ASC-77');
    const reason = 'The bfa has no member with this number.';
    const { rejectMembership } = await admin.http.data<{ rejectMembership: { status: string; rejectionReason: string } }>(REJECT, {
      input: { franchisorId: profile.id, level: 'ASSOCIATE', membershipNumber: 'ASC-77', reason: `  ${reason} ` },
    });
    expect(rejectMembership).toMatchObject({ status: 'REJECTED', rejectionReason: reason });
    expect((await http.data<{ myMembership: View }>(MINE)).myMembership).toMatchObject({
      status: 'REJECTED',
      rejectionReason: reason,
      verifiedAt: null,
    });
    expect(await badge(franchise.id)).toBeNull();
    expect(await auditRows(profile.id)).toEqual([
      expect.objectContaining({ action: 'reject', beforeStatus: 'pending', afterStatus: 'rejected', detail: expect.objectContaining({ reason }) }),
    ]);
    const [mail] = await mailsTo(profile.email);
    expect(mail.subject).toBe('Your bfa membership could not be verified');
    expect(mail.text).toContain(reason);

    const { adminMembershipHistory } = await admin.http.data<{
      adminMembershipHistory: { items: { franchisorId: string; action: string; label: string; reason: string; actorName: string }[] };
    }>(HISTORY, { page: { pageSize: 100 } });
    expect(adminMembershipHistory.items.find((h) => h.franchisorId === profile.id)).toEqual(
      expect.objectContaining({ action: 'reject', label: 'bfa Associate member', reason, actorName: 'Admin Person' }),
    );
  });

  it('restating after a decision puts it back to pending: the badge goes until verified again', async () => {
    const { profile, http, franchise } = await franchisorWithListing();
    await state(http, 'FULL', 'BFA-1234');
    await verify(profile.id);
    expect(await badge(franchise.id)).not.toBeNull();

    await state(http, 'FULL', 'BFA-9999');
    expect(await stored(profile.id)).toMatchObject({ state: 'pending', verifiedAt: null, verifiedBy: null, expiresAt: null });
    expect(await badge(franchise.id)).toBeNull();
    expect((await claims()).find((c) => c.id === profile.id)).toMatchObject({ status: 'PENDING', membershipNumber: 'BFA-9999' });

    await verify(profile.id, 'FULL', 'BFA-9999');
    expect(await badge(franchise.id)).toMatchObject({ membershipNumber: 'BFA-9999' });
  });

  it('refuses to decide a claim that changed since it was read, or that no longer waits', async () => {
    const { profile, http } = await signedIn('franchisor');
    await state(http, 'FULL', 'BFA-1234');
    await state(http, 'FULL', 'BFA-5678');
    expect(await admin.http.error(VERIFY, { input: { franchisorId: profile.id, level: 'FULL', membershipNumber: 'BFA-1234' } })).toMatchObject({
      message: 'The franchisor has changed this membership since the list was loaded. Check the new details and decide again.',
      extensions: { code: 'CONFLICT' },
    });
    expect(await admin.http.error(VERIFY, { input: { franchisorId: profile.id, level: 'ASSOCIATE', membershipNumber: 'BFA-5678' } })).toMatchObject({
      extensions: { code: 'CONFLICT' },
    });
    expect(await stored(profile.id)).toMatchObject({ state: 'pending' });

    await verify(profile.id, 'FULL', 'BFA-5678');
    expect(
      await admin.http.error(REJECT, { input: { franchisorId: profile.id, level: 'FULL', membershipNumber: 'BFA-5678', reason: 'Late' } }),
    ).toMatchObject({ message: 'This membership is no longer waiting for verification', extensions: { code: 'CONFLICT' } });
    expect(await stored(profile.id)).toMatchObject({ state: 'verified' });
    expect(await auditRows(profile.id)).toHaveLength(1);

    const unknown = await admin.http.error(VERIFY, {
      input: { franchisorId: '00000000-0000-4000-8000-000000000000', level: 'FULL', membershipNumber: 'X' },
    });
    expect(unknown).toMatchObject({ message: 'Membership not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('lists the waiting claims page by page on the server', async () => {
    const total = (await admin.http.data<{ adminMembershipClaims: { total: number } }>(CLAIMS, { page: { pageSize: 1 } })).adminMembershipClaims
      .total;
    const { http } = await signedIn('franchisor');
    await state(http, 'FULL', 'PAGE-1');
    const { adminMembershipClaims } = await admin.http.data<{ adminMembershipClaims: { total: number; pageCount: number; items: Claim[] } }>(CLAIMS, {
      page: { page: 1, pageSize: 1 },
    });
    expect(adminMembershipClaims.total).toBe(total + 1);
    expect(adminMembershipClaims.pageCount).toBe(total + 1);
    expect(adminMembershipClaims.items).toHaveLength(1);
    const beyond = await admin.http.data<{ adminMembershipClaims: { total: number; items: Claim[] } }>(CLAIMS, { page: { page: 500, pageSize: 1 } });
    expect(beyond.adminMembershipClaims).toMatchObject({ total: total + 1, items: [] });
  });
});

describe('the public badge', () => {
  it('shows on every card of a search page only for verified, unlapsed memberships', async () => {
    const name = token('Badge search ');
    const verified = await franchisorWithListing();
    const pending = await franchisorWithListing();
    const lapsed = await franchisorWithListing();
    for (const f of [verified, pending, lapsed]) {
      await server.ds.query(`UPDATE franchises SET name = $2 WHERE id = $1`, [f.franchise.id, `${name} ${f.profile.id.slice(0, 4)}`]);
      await state(f.http, 'FULL', 'BFA-1234');
    }
    await verify(verified.profile.id);
    await verify(lapsed.profile.id);
    await verifiedDaysAgo(lapsed.profile.id, 400);
    const withoutOwner = await createFranchise(server.ds, { franchisorId: null, name: `${name} orphan` });

    let franchiseSearch: { items: { id: string; membership: unknown }[] } = { items: [] };
    const statements = await statementsDuring(server.ds, async () => {
      ({ franchiseSearch } = await new TestClient(server.url).data<{ franchiseSearch: typeof franchiseSearch }>(SEARCH, { filters: { text: name } }));
    });
    // The badges and the 'Company checked' marks of the whole page: one statement.
    expect(statements.filter((q) => /franchisor_memberships|company_checks/.test(q))).toHaveLength(1);
    const byId = new Map(franchiseSearch.items.map((i) => [i.id, i.membership]));
    expect(byId.get(verified.franchise.id)).toEqual({ label: 'bfa Full member' });
    expect(byId.get(pending.franchise.id)).toBeNull();
    expect(byId.get(lapsed.franchise.id)).toBeNull();
    expect(byId.get(withoutOwner.id)).toBeNull();
  });
});

describe('lapsing after 12 months', () => {
  it('the clock stores its job on its own (one per slot across instances)', async () => {
    const scheduled = async () =>
      (
        await server.ds.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = $1 AND singleton_key = $1`, [
          MEMBERSHIP_LAPSE_QUEUE,
        ])
      )[0].n;
    for (let i = 0; i < 50 && (await scheduled()) === 0; i++) await new Promise((r) => setTimeout(r, 200));
    expect(await scheduled()).toBe(1);
  });

  it('lapses 12 months after verification: no badge, LAPSED for the franchisor, back in the queue, and verified again by an admin', async () => {
    const { profile, http, franchise } = await franchisorWithListing();
    await state(http, 'FULL', 'BFA-1234');
    await verify(profile.id);
    await verifiedDaysAgo(profile.id, 364);
    expect(await badge(franchise.id)).not.toBeNull();
    await verifiedDaysAgo(profile.id, 367);
    expect(await badge(franchise.id)).toBeNull();
    expect((await http.data<{ myMembership: View }>(MINE)).myMembership).toMatchObject({ status: 'LAPSED' });
    expect((await claims()).find((c) => c.id === profile.id)).toMatchObject({ status: 'LAPSED' });

    await verify(profile.id);
    const badgeAgain = await badge(franchise.id);
    expect(new Date(String(badgeAgain?.expiresAt)).getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    expect((await auditRows(profile.id)).map((r) => [r.action, r.beforeStatus, r.afterStatus])).toEqual([
      ['verify', 'pending', 'verified'],
      ['verify', 'lapsed', 'verified'],
    ]);
  });

  it('a verification due within 30 days waits in the queue while its badge still shows', async () => {
    const { profile, http, franchise } = await franchisorWithListing();
    await state(http, 'FULL', 'BFA-1234');
    await verify(profile.id);
    expect((await claims()).map((c) => c.id)).not.toContain(profile.id);
    await verifiedDaysAgo(profile.id, 340);
    expect((await claims()).find((c) => c.id === profile.id)).toMatchObject({ status: 'VERIFIED' });
    expect(await badge(franchise.id)).not.toBeNull();
  });

  it('e-mails a reminder 30 days before expiry once, and a notice once it lapses', async () => {
    const { profile, http } = await signedIn('franchisor');
    await state(http, 'FULL', 'BFA-1234');
    await verify(profile.id);
    const subjects = async () => (await mailsTo(profile.email)).map((m) => m.subject);

    await verifiedDaysAgo(profile.id, 300); // 65 days to go: nothing yet
    await runClock();
    expect(await subjects()).toEqual(['Your bfa membership has been verified']);

    await verifiedDaysAgo(profile.id, 340); // 25 days to go
    await runClock();
    await runClock();
    const reminders = (await subjects()).filter((s) => s.startsWith('Your bfa membership badge lapses on'));
    expect(reminders).toHaveLength(1);
    expect((await stored(profile.id))?.reminderSentAt).not.toBeNull();

    await verifiedDaysAgo(profile.id, 370);
    await runClock();
    await runClock();
    expect((await subjects()).filter((s) => s === 'Your bfa membership badge has lapsed')).toHaveLength(1);
    expect((await subjects()).filter((s) => s.startsWith('Your bfa membership badge lapses on'))).toHaveLength(1);

    // Verified again: a new year, a new reminder when it comes.
    await verify(profile.id);
    expect(await stored(profile.id)).toMatchObject({ reminderSentAt: null, lapseNoticeSentAt: null });
  });

  it('sends no reminder for a membership that lapsed before the clock saw it, only the notice', async () => {
    const { profile, http } = await signedIn('franchisor');
    await state(http, 'PROVISIONAL', 'P-1');
    await verify(profile.id, 'PROVISIONAL', 'P-1');
    await verifiedDaysAgo(profile.id, 380);
    await runClock();
    expect((await mailsTo(profile.email)).map((m) => m.subject)).toEqual([
      'Your bfa membership has been verified',
      'Your bfa membership badge has lapsed',
    ]);
  });
});
