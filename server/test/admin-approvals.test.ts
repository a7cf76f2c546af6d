import { Topics } from '../src/realtime/pubsub';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { Session } from '../src/modules/auth/session.entity';
import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import {
  FACTORY_PASSWORD,
  createAdmin,
  createCategory,
  createCustomer,
  createFranchise,
  createFranchisor,
  createProfile,
  token,
  uniqueEmail,
} from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient, subscriptionAnswers } from './support/ws-client';
import { UserType } from '../src/modules/auth/auth.enums';

let server: TestServer;
let admin: { profile: Profile; http: TestClient };
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn('admin');
});
afterAll(() => server.close());

const COUNTS = `query Counts { adminPendingCounts { accounts franchises } }`;
const COUNTS_SUB = `subscription CountsChanged { adminPendingCountsChanged { accounts franchises } }`;
const ACCOUNTS = `query Accounts($filter: PendingListFilter, $page: PageInput) {
  adminPendingAccounts(filter: $filter, page: $page) { total page pageCount items { id companyName contactName email requestedAt } }
}`;
const FRANCHISES = `query Franchises($filter: PendingListFilter, $page: PageInput) {
  adminPendingFranchises(filter: $filter, page: $page) {
    total items { id name shortDescription location franchisorName submittedAt }
  }
}`;
const LOGINS = `query Logins { adminRecentFranchisorLogins { id companyName contactName lastLogin } }`;
const REVIEW = `query Review($id: ID!) {
  adminFranchiseReview(id: $id) {
    id name status approvedAt rejectionReason franchisorCompanyName franchisorContactName franchisorEmail
    history { action beforeStatus afterStatus reason actorName createdAt }
  }
}`;
const PREVIEW = `query Preview($id: ID!) {
  adminFranchisePreview(id: $id) { id name location status details { shortDescription longDescription brochureUrl } categories { name }
    gallery { imageUrl } faqs { question } testimonials { authorName } successStories { title } }
}`;
const HISTORY = `query History($type: String!, $id: ID!) { adminHistory(targetType: $type, targetId: $id) { action afterStatus actorName } }`;
const APPROVE_ACCOUNT = `mutation ApproveAccount($id: ID!) { approveAccount(id: $id) { id status approvedAt } }`;
const REJECT_ACCOUNT = `mutation RejectAccount($id: ID!) { rejectAccount(id: $id) { id status approvedAt } }`;
const APPROVE_FRANCHISE = `mutation ApproveFranchise($id: ID!) { approveFranchise(id: $id) { id status approvedAt rejectionReason } }`;
const REJECT_FRANCHISE = `mutation RejectFranchise($input: RejectFranchiseInput!) {
  rejectFranchise(input: $input) { id status approvedAt rejectionReason }
}`;
const SEARCH = `query Search($filters: FranchiseSearchInput) { franchiseSearch(filters: $filters) { total items { id } } }`;
const MY_FRANCHISES = `query Mine { myFranchises { items { id status rejectionReason } } }`;
const SIGN_UP = `mutation SignUp($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }`;
const VIEWER = `query Viewer { viewer { id } }`;
const UPDATE_MINE = `mutation UpdateMine($id: ID!, $input: FranchiseFormInput!) { updateMyFranchise(id: $id, input: $input) { id status } }`;

async function signedIn(kind: 'admin' | 'franchisor' | 'customer') {
  const profile =
    kind === 'admin' ? await createAdmin(server.ds) : kind === 'franchisor' ? await createFranchisor(server.ds) : await createCustomer(server.ds);
  const http = new TestClient(server.url);
  await http.signIn(profile.email, FACTORY_PASSWORD, kind.toUpperCase() as 'ADMIN');
  return { profile, http };
}

const pendingFranchisor = (companyName = token('Pending Co ')) =>
  createProfile(server.ds, { userType: UserType.FRANCHISOR, status: AccountStatus.PENDING, companyName, fullName: 'Pat Pending' });

const mailJobs = (to: string): Promise<{ subject: string; text: string }[]> =>
  server.ds.query(
    `SELECT data->'message'->>'subject' AS subject, data->'message'->>'text' AS text
     FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1 ORDER BY created_on`,
    [to],
  );

const auditRows = (targetId: string) => server.ds.getRepository(AdminAction).find({ where: { targetId }, order: { createdAt: 'ASC' } });

describe('who may use the approval operations', () => {
  let unapprovedAdmin: TestClient;
  let account: Profile;
  let listing: Franchise;
  beforeAll(async () => {
    const demoted = await signedIn('admin');
    // Signed in while approved, then set back to pending: the next request is refused.
    await server.ds.getRepository(Profile).update({ id: demoted.profile.id }, { status: AccountStatus.PENDING, approvedAt: null });
    unapprovedAdmin = demoted.http;
    account = await pendingFranchisor();
    listing = await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
  });

  const operations: [string, string, () => Record<string, unknown>][] = [
    ['adminPendingCounts', COUNTS, () => ({})],
    ['adminPendingAccounts', ACCOUNTS, () => ({})],
    ['adminPendingFranchises', FRANCHISES, () => ({})],
    ['adminRecentFranchisorLogins', LOGINS, () => ({})],
    ['adminFranchiseReview', REVIEW, () => ({ id: listing.id })],
    ['adminFranchisePreview', PREVIEW, () => ({ id: listing.id })],
    ['adminHistory', HISTORY, () => ({ type: 'franchise', id: listing.id })],
    ['approveAccount', APPROVE_ACCOUNT, () => ({ id: account.id })],
    ['rejectAccount', REJECT_ACCOUNT, () => ({ id: account.id })],
    ['approveFranchise', APPROVE_FRANCHISE, () => ({ id: listing.id })],
    ['rejectFranchise', REJECT_FRANCHISE, () => ({ input: { franchiseId: listing.id, reason: 'No' } })],
  ];

  it.each(operations)('%s refuses anonymous, customer, franchisor and unapproved-admin callers', async (_name, query, variables) => {
    const customer = await signedIn('customer');
    const franchisor = await signedIn('franchisor');
    expect((await new TestClient(server.url).error(query, variables())).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await customer.http.error(query, variables())).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    expect(await franchisor.http.error(query, variables())).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    expect(await unapprovedAdmin.error(query, variables())).toMatchObject({
      message: 'Your account is pending approval',
      extensions: { code: 'ACCOUNT_PENDING' },
    });
    // Nothing changed.
    expect(await server.ds.getRepository(Profile).findOneByOrFail({ id: account.id })).toMatchObject({ status: 'pending', approvedAt: null });
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: listing.id })).toMatchObject({ status: 'pending' });
    expect(await auditRows(account.id)).toEqual([]);
    expect(await auditRows(listing.id)).toEqual([]);
  });

  it('refuses the pending-count subscription to a franchisor', async () => {
    const franchisor = await signedIn('franchisor');
    const answers = await subscriptionAnswers(server.url, franchisor.http.cookie, COUNTS_SUB);
    expect(JSON.stringify(answers)).toContain('Unauthorized access');
    expect(JSON.stringify(answers)).not.toContain('accounts');
  });
});

describe('account approvals', () => {
  it('lists pending franchisor accounts only, newest first, searchable and paged', async () => {
    const company = token('Listed Co ');
    const older = await pendingFranchisor(`${company} A`);
    const newer = await pendingFranchisor(`${company} B`);
    await createFranchisor(server.ds); // approved: not listed
    await createProfile(server.ds, { userType: UserType.FRANCHISOR, status: AccountStatus.REJECTED, companyName: `${company} R` });

    const { adminPendingAccounts } = await admin.http.data<{
      adminPendingAccounts: { total: number; pageCount: number; items: { id: string; companyName: string; contactName: string; email: string }[] };
    }>(ACCOUNTS, { filter: { search: company }, page: { page: 1, pageSize: 1 } });
    expect(adminPendingAccounts.total).toBe(2);
    expect(adminPendingAccounts.pageCount).toBe(2);
    expect(adminPendingAccounts.items).toEqual([
      expect.objectContaining({ id: newer.id, companyName: `${company} B`, contactName: 'Pat Pending', email: newer.email }),
    ]);
    const second = await admin.http.data<{ adminPendingAccounts: { items: { id: string }[] } }>(ACCOUNTS, {
      filter: { search: company },
      page: { page: 2, pageSize: 1 },
    });
    expect(second.adminPendingAccounts.items.map((i) => i.id)).toEqual([older.id]);
  });

  it('treats search wildcards literally and refuses an over-long search', async () => {
    const { adminPendingAccounts } = await admin.http.data<{ adminPendingAccounts: { total: number } }>(ACCOUNTS, {
      filter: { search: '%_%' },
    });
    expect(adminPendingAccounts.total).toBe(0);
    const error = await admin.http.error(ACCOUNTS, { filter: { search: 'x'.repeat(201) } });
    expect(error.message).toBe('Search must be at most 200 characters');
  });

  it('approves a pending account: approved_at now, audit entry, confirmation e-mail, and the franchisor gets in', async () => {
    const account = await pendingFranchisor();
    const franchisor = new TestClient(server.url);
    expect(
      (
        await franchisor.error(`mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`, {
          input: { email: account.email, password: FACTORY_PASSWORD, userType: 'FRANCHISOR' },
        })
      ).message,
    ).toBe('Your account is still awaiting approval. Please check your email for confirmation once your account has been approved.');

    const before = Date.now();
    const { approveAccount } = await admin.http.data<{ approveAccount: { status: string; approvedAt: string } }>(APPROVE_ACCOUNT, {
      id: account.id,
    });
    expect(approveAccount.status).toBe('APPROVED');
    const saved = await server.ds.getRepository(Profile).findOneByOrFail({ id: account.id });
    expect(saved.status).toBe(AccountStatus.APPROVED);
    expect(saved.approvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect(await auditRows(account.id)).toEqual([
      expect.objectContaining({
        actorId: admin.profile.id,
        action: 'approve',
        targetType: 'account',
        beforeStatus: 'pending',
        afterStatus: 'approved',
      }),
    ]);
    const { adminHistory } = await admin.http.data<{ adminHistory: { action: string; actorName: string }[] }>(HISTORY, {
      type: 'account',
      id: account.id,
    });
    expect(adminHistory).toEqual([{ action: 'approve', afterStatus: 'approved', actorName: 'Admin Person' }]);

    const mails = await mailJobs(account.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your franchisor account has been approved']);
    expect(mails[0].text).toContain('/franchisor/login');

    await franchisor.signIn(account.email, FACTORY_PASSWORD, 'FRANCHISOR');
    expect((await franchisor.data<{ viewer: { id: string } }>(VIEWER)).viewer.id).toBe(account.id);
  });

  it('rejects a pending account: approved_at cleared, polite e-mail, sessions ended, and sign-in stays refused', async () => {
    const account = await pendingFranchisor();
    // A session left from before (e.g. made by hand): rejection ends it.
    await server.ds.getRepository(Profile).update({ id: account.id }, { approvedAt: new Date() });
    await server.services.sessions.create(account.id, null);

    const { rejectAccount } = await admin.http.data<{ rejectAccount: { status: string; approvedAt: string | null } }>(REJECT_ACCOUNT, {
      id: account.id,
    });
    expect(rejectAccount).toEqual({ id: account.id, status: 'REJECTED', approvedAt: null });
    expect(await server.ds.getRepository(Profile).findOneByOrFail({ id: account.id })).toMatchObject({ status: 'rejected', approvedAt: null });
    expect(await server.ds.getRepository(Session).countBy({ userId: account.id })).toBe(0);
    expect(await auditRows(account.id)).toEqual([expect.objectContaining({ action: 'reject', beforeStatus: 'pending', afterStatus: 'rejected' })]);
    expect((await mailJobs(account.email)).map((m) => m.subject)).toEqual(['Your franchisor account application']);

    const error = await new TestClient(server.url).error(`mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`, {
      input: { email: account.email, password: FACTORY_PASSWORD, userType: 'FRANCHISOR' },
    });
    expect(error.message).toBe('Your account application has been rejected. Please contact support for more information.');
  });

  it('acts only on pending franchisor accounts and changes nothing otherwise', async () => {
    const approved = await createFranchisor(server.ds);
    const rejected = await createProfile(server.ds, { userType: UserType.FRANCHISOR, status: AccountStatus.REJECTED });
    for (const [op, id] of [
      [REJECT_ACCOUNT, approved.id],
      [APPROVE_ACCOUNT, approved.id],
      [APPROVE_ACCOUNT, rejected.id],
      [REJECT_ACCOUNT, rejected.id],
    ] as const) {
      expect(await admin.http.error(op, { id })).toMatchObject({
        message: 'This account is no longer pending approval',
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await server.ds.getRepository(Profile).findOneByOrFail({ id: approved.id })).toMatchObject({ status: 'approved' });
    expect(await server.ds.getRepository(Profile).findOneByOrFail({ id: rejected.id })).toMatchObject({ status: 'rejected', approvedAt: null });
    expect(await auditRows(approved.id)).toEqual([]);
    expect(await mailJobs(approved.email)).toEqual([]);

    // A customer or an admin is not a franchisor account; a malformed id is simply not found.
    const customer = await createCustomer(server.ds);
    const pendingAdmin = await createAdmin(server.ds, AccountStatus.PENDING);
    for (const id of [customer.id, pendingAdmin.id, 'not-a-uuid']) {
      expect(await admin.http.error(APPROVE_ACCOUNT, { id })).toMatchObject({ message: 'Account not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await server.ds.getRepository(Profile).findOneByOrFail({ id: pendingAdmin.id })).toMatchObject({ status: 'pending' });
  });

  it('closes a rejected franchisor’s open sockets at once', async () => {
    // An approved franchisor with a socket is put back to pending by hand, then rejected.
    const franchisor = await signedIn('franchisor');
    const { client, closes } = socketClient(server.url, { cookie: franchisor.http.cookie });
    const sub = collect(client, `subscription { newLeadCount }`);
    try {
      await listening(server, Topics.NEW_LEADS, franchisor.profile.id);
      await server.ds.getRepository(Profile).update({ id: franchisor.profile.id }, { status: AccountStatus.PENDING });
      await admin.http.data(REJECT_ACCOUNT, { id: franchisor.profile.id });
      const deadline = Date.now() + 5000;
      while (closes.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(closes[0]?.code).toBeGreaterThanOrEqual(4401);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});

describe('franchise approvals', () => {
  it('lists pending listings with short description, location, franchisor or none, newest first', async () => {
    const tag = token('Queue ');
    const owner = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: 'Queue Owner Ltd' });
    const older = await createFranchise(server.ds, {
      name: `${tag} Older`,
      status: FranchiseStatus.PENDING,
      franchisorId: owner.id,
      shortDescription: 'Coffee vans',
      location: 'Leeds',
      createdAt: new Date(Date.now() - 60_000),
    });
    const orphan = await createFranchise(server.ds, { name: `${tag} Orphan`, status: FranchiseStatus.PENDING, franchisorId: null });
    await createFranchise(server.ds, { name: `${tag} Approved` });

    const { adminPendingFranchises } = await admin.http.data<{
      adminPendingFranchises: { total: number; items: Record<string, unknown>[] };
    }>(FRANCHISES, { filter: { search: tag } });
    expect(adminPendingFranchises.total).toBe(2);
    expect(adminPendingFranchises.items).toEqual([
      expect.objectContaining({ id: orphan.id, franchisorName: null }),
      expect.objectContaining({
        id: older.id,
        name: `${tag} Older`,
        shortDescription: 'Coffee vans',
        location: 'Leeds',
        franchisorName: 'Queue Owner Ltd',
      }),
    ]);
  });

  it('approves a pending listing: approved_at now, public in search at once, audit, e-mail', async () => {
    const owner = await createFranchisor(server.ds);
    const category = await createCategory(server.ds, { name: token('Approvals ') });
    const name = token('Searchable ');
    const listing = await createFranchise(server.ds, { name, status: FranchiseStatus.PENDING, franchisorId: owner.id, categoryIds: [category.id] });
    const search = () => admin.http.data<{ franchiseSearch: { total: number } }>(SEARCH, { filters: { text: name } });
    expect((await search()).franchiseSearch.total).toBe(0);

    const { approveFranchise } = await admin.http.data<{ approveFranchise: { status: string; approvedAt: string } }>(APPROVE_FRANCHISE, {
      id: listing.id,
    });
    expect(approveFranchise.status).toBe('APPROVED');
    expect(approveFranchise.approvedAt).not.toBeNull();
    expect((await search()).franchiseSearch.total).toBe(1);
    expect((await auditRows(listing.id)).map((a) => [a.action, a.beforeStatus, a.afterStatus, a.actorId])).toEqual([
      ['approve', 'pending', 'approved', admin.profile.id],
    ]);
    expect((await mailJobs(owner.email)).map((m) => m.subject)).toEqual([`Your franchise ${name} has been approved`]);
  });

  it('rejects with an optional reason: approved_at cleared, reason e-mailed and shown to the franchisor', async () => {
    const owner = await signedIn('franchisor');
    const listing = await createFranchise(server.ds, { status: FranchiseStatus.PENDING, franchisorId: owner.profile.id });
    const { rejectFranchise } = await admin.http.data<{ rejectFranchise: Record<string, unknown> }>(REJECT_FRANCHISE, {
      input: { franchiseId: listing.id, reason: '  Please add a brochure.  ' },
    });
    expect(rejectFranchise).toEqual({ id: listing.id, status: 'REJECTED', approvedAt: null, rejectionReason: 'Please add a brochure.' });
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: listing.id })).toMatchObject({
      status: 'rejected',
      approvedAt: null,
      rejectionReason: 'Please add a brochure.',
    });
    const mails = await mailJobs(owner.profile.email);
    expect(mails.map((m) => m.subject)).toEqual([`Your franchise ${listing.name} was not approved`]);
    expect(mails[0].text).toContain('Please add a brochure.');

    const { myFranchises } = await owner.http.data<{ myFranchises: { items: { id: string; rejectionReason: string | null }[] } }>(MY_FRANCHISES);
    expect(myFranchises.items).toEqual([{ id: listing.id, status: 'REJECTED', rejectionReason: 'Please add a brochure.' }]);

    const { adminFranchiseReview } = await admin.http.data<{ adminFranchiseReview: { history: Record<string, unknown>[] } }>(REVIEW, {
      id: listing.id,
    });
    expect(adminFranchiseReview.history).toEqual([
      expect.objectContaining({
        action: 'reject',
        beforeStatus: 'pending',
        afterStatus: 'rejected',
        reason: 'Please add a brochure.',
        actorName: 'Admin Person',
      }),
    ]);
  });

  it('rejects without a reason', async () => {
    const listing = await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
    const { rejectFranchise } = await admin.http.data<{ rejectFranchise: Record<string, unknown> }>(REJECT_FRANCHISE, {
      input: { franchiseId: listing.id, reason: '   ' },
    });
    expect(rejectFranchise).toMatchObject({ status: 'REJECTED', rejectionReason: null });
  });

  it('refuses an over-long reason and writes nothing', async () => {
    const owner = await createFranchisor(server.ds);
    const listing = await createFranchise(server.ds, { status: FranchiseStatus.PENDING, franchisorId: owner.id });
    const error = await admin.http.error(REJECT_FRANCHISE, { input: { franchiseId: listing.id, reason: 'x'.repeat(1001) } });
    expect(error.message).toBe('Reason must be at most 1000 characters');
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: listing.id })).toMatchObject({ status: 'pending', rejectionReason: null });
    expect(await auditRows(listing.id)).toEqual([]);
    expect(await mailJobs(owner.email)).toEqual([]);
  });

  it('acts only on pending listings and changes nothing otherwise', async () => {
    const approved = await createFranchise(server.ds);
    const rejected = await createFranchise(server.ds, { status: FranchiseStatus.REJECTED });
    for (const [query, variables] of [
      [APPROVE_FRANCHISE, { id: approved.id }],
      [REJECT_FRANCHISE, { input: { franchiseId: approved.id } }],
      [APPROVE_FRANCHISE, { id: rejected.id }],
      [REJECT_FRANCHISE, { input: { franchiseId: rejected.id, reason: 'again' } }],
    ] as const) {
      expect(await admin.http.error(query, variables)).toMatchObject({
        message: 'This franchise is no longer pending approval',
        extensions: { code: 'CONFLICT' },
      });
    }
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: approved.id })).toMatchObject({ status: 'approved' });
    expect(await server.ds.getRepository(Franchise).findOneByOrFail({ id: rejected.id })).toMatchObject({ status: 'rejected' });
    expect(await auditRows(approved.id)).toEqual([]);
    expect(await admin.http.error(APPROVE_FRANCHISE, { id: 'nope' })).toMatchObject({ message: 'Franchise not found' });
  });

  it('the review shows a listing in any status with every related record and its franchisor', async () => {
    const owner = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: 'Review Co', fullName: 'Rita Review' });
    const category = await createCategory(server.ds, { name: token('Review cat ') });
    const listing = await createFranchise(server.ds, {
      status: FranchiseStatus.PENDING,
      franchisorId: owner.id,
      categoryIds: [category.id],
      brochureUrl: '/files/brochure.pdf',
      longDescription: 'Long words',
    });
    const { adminFranchiseReview } = await admin.http.data<{ adminFranchiseReview: Record<string, unknown> }>(REVIEW, { id: listing.id });
    const { adminFranchisePreview } = await admin.http.data<{ adminFranchisePreview: Record<string, unknown> }>(PREVIEW, { id: listing.id });
    expect(adminFranchiseReview).toMatchObject({
      id: listing.id,
      status: 'PENDING',
      franchisorCompanyName: 'Review Co',
      franchisorContactName: 'Rita Review',
      franchisorEmail: owner.email,
      history: [],
    });
    expect(adminFranchisePreview).toMatchObject({
      status: 'PENDING',
      details: { longDescription: 'Long words', brochureUrl: '/files/brochure.pdf' },
      categories: [{ name: category.name }],
    });
    expect(await admin.http.error(REVIEW, { id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({ message: 'Franchise not found' });
    expect(await admin.http.error(PREVIEW, { id: 'nope' })).toMatchObject({ message: 'Franchise not found' });
  });
});

describe('dashboard', () => {
  it('counts pending accounts and listings', async () => {
    const before = (await admin.http.data<{ adminPendingCounts: { accounts: number; franchises: number } }>(COUNTS)).adminPendingCounts;
    await pendingFranchisor();
    await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
    await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
    const after = (await admin.http.data<{ adminPendingCounts: { accounts: number; franchises: number } }>(COUNTS)).adminPendingCounts;
    expect(after).toEqual({ accounts: before.accounts + 1, franchises: before.franchises + 2 });
  });

  it('shows 10 franchisors by latest sign-in, then those who never signed in', async () => {
    // Sign-ins in the future, so that these are the latest whatever else this file created.
    const day = 24 * 60 * 60 * 1000;
    const logged: Profile[] = [];
    for (let i = 1; i <= 11; i++) {
      const p = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: `Login Co ${i}`, fullName: `Contact ${i}` });
      await server.ds.getRepository(Profile).update({ id: p.id }, { lastLogin: new Date(Date.now() + i * day) });
      logged.push(p);
    }
    const { adminRecentFranchisorLogins } = await admin.http.data<{
      adminRecentFranchisorLogins: { id: string; companyName: string; contactName: string; lastLogin: string | null }[];
    }>(LOGINS);
    expect(adminRecentFranchisorLogins.map((r) => r.companyName)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Login Co ${i}`));
    expect(adminRecentFranchisorLogins[0]).toMatchObject({ id: logged[10].id, contactName: 'Contact 11' });
    await server.ds.getRepository(Profile).update({ userType: UserType.FRANCHISOR }, { lastLogin: null });
    const never = (await admin.http.data<{ adminRecentFranchisorLogins: { lastLogin: string | null }[] }>(LOGINS)).adminRecentFranchisorLogins;
    expect(never).toHaveLength(10);
    expect(never.every((r) => r.lastLogin === null)).toBe(true);
  });
});

describe('pending counts over graphql-ws', () => {
  it('pushes new counts on a franchisor sign-up, a listing submission and each decision', async () => {
    const { client } = socketClient(server.url, { cookie: admin.http.cookie });
    const sub = collect<{ adminPendingCountsChanged: { accounts: number; franchises: number } }>(client, COUNTS_SUB);
    try {
      await listening(server, Topics.ADMIN_PENDING_COUNTS, 'admins');
      const start = (await admin.http.data<{ adminPendingCounts: { accounts: number; franchises: number } }>(COUNTS)).adminPendingCounts;

      const email = uniqueEmail('signup');
      await new TestClient(server.url).data(SIGN_UP, {
        input: { companyName: 'Live Badge Ltd', fullName: 'Liv Badge', email, password: 'secret-123' },
      });
      await sub.next(1);
      expect(sub.values[0].adminPendingCountsChanged).toEqual({ accounts: start.accounts + 1, franchises: start.franchises });

      const signedUp = await server.ds.getRepository(Profile).findOneByOrFail({ email });
      await admin.http.data(APPROVE_ACCOUNT, { id: signedUp.id });
      await sub.next(2);
      expect(sub.values[1].adminPendingCountsChanged).toEqual(start);

      // The franchisor edits a rejected listing: it goes back to review (an approved one's edit is a revision).
      const owner = await signedIn('franchisor');
      const main = await createCategory(server.ds, { name: token('Live ') });
      const listing = await createFranchise(server.ds, { franchisorId: owner.profile.id, status: FranchiseStatus.REJECTED });
      await owner.http.data(UPDATE_MINE, {
        id: listing.id,
        input: {
          name: listing.name,
          location: 'UK',
          shortDescription: 'Edited',
          longDescription: 'Edited listing',
          investmentAmount: 1000,
          categories: [{ mainCategoryId: main.id, subcategoryIds: [] }],
          gallery: [],
          faqs: [],
          testimonials: [],
          successStories: [],
        },
      });
      await sub.next(3);
      expect(sub.values[2].adminPendingCountsChanged).toEqual({ accounts: start.accounts, franchises: start.franchises + 1 });

      await admin.http.data(REJECT_FRANCHISE, { input: { franchiseId: listing.id } });
      await sub.next(4);
      expect(sub.values[3].adminPendingCountsChanged).toEqual(start);
    } finally {
      sub.dispose();
      await client.dispose();
    }
  });
});
