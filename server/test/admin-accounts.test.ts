import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { AccountStatus, UserType } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { Session } from '../src/modules/auth/session.entity';
import { User } from '../src/modules/auth/user.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { CategoryMapping } from '../src/modules/catalogue/category-mapping.entity';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { Message } from '../src/modules/messages/message.entity';
import {
  FACTORY_PASSWORD,
  createAdmin,
  createCategory,
  createCustomer,
  createFranchise,
  createFranchisor,
  createLead,
  createMessage,
  createProfile,
  token,
} from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, socketClient } from './support/ws-client';

let server: TestServer;
let admin: TestClient;
let adminId: string;
beforeAll(async () => {
  server = await startTestServer();
  const profile = await createAdmin(server.ds);
  adminId = profile.id;
  admin = await as(profile, 'ADMIN');
});
afterAll(() => server.close());

const LIST = `query Accounts($filter: AdminFranchisorAccountFilter, $page: PageInput) {
  adminFranchisorAccounts(filter: $filter, page: $page) {
    total page pageSize pageCount
    items { id companyName contactName email categories franchiseCount status createdAt }
  }
}`;
const ONE = `query One($id: ID!) { adminFranchisorAccount(id: $id) { id companyName contactName franchiseCount categories status } }`;
const FRANCHISES = `query Franchises($id: ID!, $page: PageInput) {
  adminFranchisorFranchises(franchisorId: $id, page: $page) {
    total pageCount items { id name location status shortDescription mainImageUrl createdAt }
  }
}`;
const HISTORY = `query History($id: ID!) { adminAccountHistory(id: $id) { action beforeStatus afterStatus actorName reason createdAt } }`;
const DELETE = `mutation Delete($input: DeleteFranchisorAccountsInput!) {
  deleteFranchisorAccounts(input: $input) { deletedIds deletedFranchises }
}`;

interface Account {
  id: string;
  companyName: string | null;
  contactName: string;
  email: string;
  categories: string[];
  franchiseCount: number;
  status: string;
  createdAt: string;
}
interface AccountPage {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: Account[];
}

async function as(profile: { email: string }, type: 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER') {
  const c = new TestClient(server.url);
  await c.signIn(profile.email, FACTORY_PASSWORD, type);
  return c;
}

const list = async (filter: Record<string, unknown> = {}, page: Record<string, unknown> = { page: 1, pageSize: 100 }) =>
  (await admin.data<{ adminFranchisorAccounts: AccountPage }>(LIST, { filter, page })).adminFranchisorAccounts;

/** A franchisor with a distinctive company, two franchises (one pending) in three categories, a lead and messages. */
async function franchisorScene(tag = token('Acme')) {
  const franchisor = await createProfile(server.ds, {
    userType: UserType.FRANCHISOR,
    companyName: `${tag} Holdings`,
    fullName: `${tag} Contact`,
    email: `${tag.toLowerCase()}@example.test`,
  });
  const food = await createCategory(server.ds, { name: token('Food ') });
  const coffee = await createCategory(server.ds, { name: token('Coffee '), parentId: food.id });
  const cleaning = await createCategory(server.ds, { name: token('Cleaning ') });
  const cafe = await createFranchise(server.ds, {
    franchisorId: franchisor.id,
    name: `${tag} Cafe`,
    location: 'Leeds',
    shortDescription: 'Coffee bars',
    mainImageUrl: '/uploads/main-images/cafe.png',
    categoryIds: [food.id, coffee.id],
    createdAt: new Date('2026-01-01T10:00:00Z'),
  });
  const clean = await createFranchise(server.ds, {
    franchisorId: franchisor.id,
    name: `${tag} Clean`,
    status: FranchiseStatus.PENDING,
    categoryIds: [food.id, cleaning.id],
    createdAt: new Date('2026-02-01T10:00:00Z'),
  });
  const customer = await createCustomer(server.ds);
  const lead = await createLead(server.ds, { customer, franchise: cafe });
  const toCustomer = await createMessage(server.ds, { from: franchisor, to: customer, content: 'Happy to help' });
  return { franchisor, cafe, clean, customer, lead, toCustomer, categories: [food, coffee, cleaning] };
}

const refusals = async (run: (c: TestClient) => Promise<{ message: string; extensions?: { code?: string } }>) => {
  const clients: [string, TestClient][] = [
    ['anonymous', new TestClient(server.url)],
    ['customer', await as(await createCustomer(server.ds), 'CUSTOMER')],
    ['franchisor', await as(await createFranchisor(server.ds), 'FRANCHISOR')],
  ];
  // An admin who is not approved cannot sign in at all; one whose approval is withdrawn is refused at once.
  const pendingAdmin = await createAdmin(server.ds);
  const unapproved = await as(pendingAdmin, 'ADMIN');
  await server.ds.getRepository(Profile).update({ id: pendingAdmin.id }, { status: AccountStatus.PENDING, approvedAt: null });
  clients.push(['unapproved admin', unapproved]);
  const seen: Record<string, unknown> = {};
  for (const [who, c] of clients) {
    const e = await run(c);
    seen[who] = { message: e.message, code: e.extensions?.code };
  }
  expect(seen).toEqual({
    anonymous: { message: 'Not authenticated', code: 'UNAUTHENTICATED' },
    customer: { message: 'Unauthorized access', code: 'FORBIDDEN' },
    franchisor: { message: 'Unauthorized access', code: 'FORBIDDEN' },
    'unapproved admin': { message: 'Your account is pending approval', code: 'ACCOUNT_PENDING' },
  });
};

describe('who may use the Accounts page', () => {
  it('refuses anonymous, customer, franchisor and unapproved-admin callers for every operation', async () => {
    const { franchisor } = await franchisorScene();
    await refusals((c) => c.error(LIST));
    await refusals((c) => c.error(ONE, { id: franchisor.id }));
    await refusals((c) => c.error(FRANCHISES, { id: franchisor.id }));
    await refusals((c) => c.error(HISTORY, { id: franchisor.id }));
    await refusals((c) => c.error(DELETE, { input: { ids: [franchisor.id] } }));
    expect(await server.ds.getRepository(Profile).existsBy({ id: franchisor.id })).toBe(true);
    expect(await server.ds.getRepository(Franchise).countBy({ franchisorId: franchisor.id })).toBe(2);
  });
});

describe('the accounts list', () => {
  it("shows each franchisor's company, contact, e-mail, distinct categories, franchise count, status and creation date", async () => {
    const { franchisor, categories } = await franchisorScene();
    const bare = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: token('Bare '), status: AccountStatus.PENDING });
    const { items } = await list();
    const row = items.find((a) => a.id === franchisor.id);
    expect(row).toEqual({
      id: franchisor.id,
      companyName: franchisor.companyName,
      contactName: franchisor.fullName,
      email: franchisor.email,
      categories: categories.map((c) => c.name).sort(),
      franchiseCount: 2,
      status: 'APPROVED',
      createdAt: franchisor.createdAt.toISOString(),
    });
    expect(items.find((a) => a.id === bare.id)).toMatchObject({ categories: [], franchiseCount: 0, status: 'PENDING' });
    // Only franchisors: never the admin or customers.
    const types = await server.ds.getRepository(Profile).findBy(items.map((a) => ({ id: a.id })));
    expect(new Set(types.map((p) => p.userType))).toEqual(new Set([UserType.FRANCHISOR]));
    expect(items.some((a) => a.id === adminId)).toBe(false);
  });

  it('pages on the server, newest first, with the total of every page', async () => {
    const tag = token('Paging');
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const p = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: `${tag} ${i}` });
      made.push(p.id);
    }
    const first = await list({ search: tag }, { page: 1, pageSize: 2 });
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.items.map((a) => a.id)).toEqual([made[4], made[3]]);
    const last = await list({ search: tag }, { page: 3, pageSize: 2 });
    expect(last.items.map((a) => a.id)).toEqual([made[0]]);
    const beyond = await list({ search: tag }, { page: 9, pageSize: 2 });
    expect(beyond).toMatchObject({ total: 5, items: [] });
    const tooBig = await admin.error(LIST, { page: { page: 1, pageSize: 101 } });
    expect(tooBig.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('searches company, contact name and e-mail in any case, and treats % and _ as plain text', async () => {
    const tag = token('Srch');
    const byCompany = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: `${tag} Bakeries`, fullName: 'Ann One' });
    const byContact = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: 'Other Ltd', fullName: `Bob ${tag}` });
    const byEmail = await createProfile(server.ds, { userType: UserType.FRANCHISOR, email: `${tag.toLowerCase()}-x@example.test` });
    await createProfile(server.ds, { userType: UserType.CUSTOMER, fullName: `${tag} Customer` });
    const ids = async (search: string) => (await list({ search })).items.map((a) => a.id).sort();
    expect(await ids(tag.toUpperCase())).toEqual([byCompany.id, byContact.id, byEmail.id].sort());
    expect(await ids(`  ${tag} bakeries `)).toEqual([byCompany.id]);
    expect(await ids(`bob ${tag}`)).toEqual([byContact.id]);
    expect(await ids(`${tag.toLowerCase()}-x@`)).toEqual([byEmail.id]);
    expect(await list({ search: `${tag}%` })).toMatchObject({ total: 0, items: [] });
    expect(await list({ search: `${tag}_` })).toMatchObject({ total: 0, items: [] });
  });

  it('refuses an over-long search with its message', async () => {
    const e = await admin.error(LIST, { filter: { search: 'x'.repeat(201) } });
    expect(e).toMatchObject({ message: 'Search must be at most 200 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });
});

describe("a franchisor's franchises", () => {
  it('gives the account header and the franchises as cards, newest first, in every status', async () => {
    const { franchisor, cafe, clean } = await franchisorScene();
    const { adminFranchisorAccount } = await admin.data<{ adminFranchisorAccount: Account }>(ONE, { id: franchisor.id });
    expect(adminFranchisorAccount).toMatchObject({ id: franchisor.id, companyName: franchisor.companyName, franchiseCount: 2 });
    const { adminFranchisorFranchises: page } = await admin.data<{
      adminFranchisorFranchises: { total: number; items: Record<string, unknown>[] };
    }>(FRANCHISES, { id: franchisor.id });
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      expect.objectContaining({ id: clean.id, name: clean.name, status: 'PENDING', shortDescription: 'A franchise opportunity', mainImageUrl: null }),
      expect.objectContaining({
        id: cafe.id,
        name: cafe.name,
        location: 'Leeds',
        status: 'APPROVED',
        shortDescription: 'Coffee bars',
        mainImageUrl: '/uploads/main-images/cafe.png',
      }),
    ]);
  });

  it('answers an unknown, malformed or non-franchisor id with "Franchisor account not found"', async () => {
    const customer = await createCustomer(server.ds);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', customer.id, adminId]) {
      for (const query of [ONE, FRANCHISES]) {
        const e = await admin.error(query, { id });
        expect(e).toMatchObject({ message: 'Franchisor account not found', extensions: { code: 'NOT_FOUND' } });
      }
    }
  });
});

describe('deleting accounts', () => {
  it('deletes the selected franchisors and their franchises; leads, messages and other accounts stay', async () => {
    const one = await franchisorScene();
    const two = await franchisorScene();
    const bystander = await franchisorScene();
    const res = await admin.data<{ deleteFranchisorAccounts: { deletedIds: string[]; deletedFranchises: number } }>(DELETE, {
      input: { ids: [one.franchisor.id, two.franchisor.id, one.franchisor.id] },
    });
    expect(res.deleteFranchisorAccounts.deletedIds.sort()).toEqual([one.franchisor.id, two.franchisor.id].sort());
    expect(res.deleteFranchisorAccounts.deletedFranchises).toBe(4);

    for (const s of [one, two]) {
      expect(await server.ds.getRepository(User).existsBy({ id: s.franchisor.id })).toBe(false);
      expect(await server.ds.getRepository(Profile).existsBy({ id: s.franchisor.id })).toBe(false);
      expect(await server.ds.getRepository(Franchise).countBy({ franchisorId: s.franchisor.id })).toBe(0);
      for (const f of [s.cafe, s.clean]) {
        expect(await server.ds.getRepository(Franchise).existsBy({ id: f.id })).toBe(false);
        expect(await server.ds.getRepository(FranchiseDetails).existsBy({ franchiseId: f.id })).toBe(false);
        expect(await server.ds.getRepository(CategoryMapping).existsBy({ franchiseId: f.id })).toBe(false);
      }
      // The customer's request stays, with no franchise (shown as 'Franchise Not Available'); the message keeps its text.
      expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: s.lead.id })).toMatchObject({
        userId: s.customer.id,
        franchiseId: null,
        franchisorId: null,
      });
      expect(await server.ds.getRepository(Message).findOneByOrFail({ id: s.toCustomer.id })).toMatchObject({
        senderId: null,
        receiverId: s.customer.id,
        content: 'Happy to help',
      });
    }
    expect(await server.ds.getRepository(Franchise).countBy({ franchisorId: bystander.franchisor.id })).toBe(2);
    const { items } = await list();
    expect(items.map((a) => a.id)).toContain(bystander.franchisor.id);
    expect(items.map((a) => a.id)).not.toContain(one.franchisor.id);
    const gone = await admin.error(ONE, { id: one.franchisor.id });
    expect(gone.message).toBe('Franchisor account not found');
  });

  it('writes one audit entry per account, with who, the status before and the company', async () => {
    const { franchisor } = await franchisorScene();
    await createProfile(server.ds, { userType: UserType.FRANCHISOR });
    await admin.data(DELETE, { input: { ids: [franchisor.id] } });
    const entries = await server.ds.getRepository(AdminAction).findBy({ targetType: 'account', targetId: franchisor.id });
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: adminId,
        action: 'delete',
        beforeStatus: 'approved',
        afterStatus: null,
        detail: { companyName: franchisor.companyName, franchises: 2 },
      }),
    ]);
  });

  it("ends the deleted franchisor's sessions at once: the next request is refused and the live socket closes", async () => {
    const { franchisor } = await franchisorScene();
    const f = await as(franchisor, 'FRANCHISOR');
    await f.data(`{ myFranchises { total } }`);
    const { client: ws, closes } = socketClient(server.url, { cookie: f.cookie });
    const sub = collect(ws, `subscription { newLeadCount }`);
    // The subscription is live once the server has registered the socket.
    await f.data(`{ newLeadCount }`);
    await new Promise((r) => setTimeout(r, 300));

    await admin.data(DELETE, { input: { ids: [franchisor.id] } });
    await sub.settled();
    expect(closes[0]?.code).toBe(4401);
    await ws.dispose();

    expect(await server.ds.getRepository(Session).countBy({ userId: franchisor.id })).toBe(0);
    const stale = await f.error(`{ myFranchises { total } }`);
    expect(stale.extensions?.code).toBe('SESSION_EXPIRED');
    const again = await new TestClient(server.url).error(
      `mutation { signIn(input: { email: "${franchisor.email}", password: "${FACTORY_PASSWORD}", userType: FRANCHISOR }) { id } }`,
    );
    expect(again.message).toBe('Invalid email or password');
  });

  it('refuses the whole request when any id is not a franchisor account, and changes nothing', async () => {
    const { franchisor } = await franchisorScene();
    const customer = await createCustomer(server.ds);
    const otherAdmin = await createAdmin(server.ds);
    const auditBefore = await server.ds.getRepository(AdminAction).count();
    for (const stranger of ['00000000-0000-4000-8000-000000000000', 'not-an-id', customer.id, otherAdmin.id, adminId]) {
      const e = await admin.error(DELETE, { input: { ids: [franchisor.id, stranger] } });
      expect(e).toMatchObject({
        message: 'Some of the selected accounts no longer exist or are not franchisor accounts. Nothing was deleted; reload the list and try again.',
        extensions: { code: 'NOT_FOUND' },
      });
    }
    for (const id of [franchisor.id, customer.id, otherAdmin.id, adminId]) {
      expect(await server.ds.getRepository(Profile).existsBy({ id })).toBe(true);
    }
    expect(await server.ds.getRepository(Franchise).countBy({ franchisorId: franchisor.id })).toBe(2);
    expect(await server.ds.getRepository(AdminAction).count()).toBe(auditBefore);
  });

  it('refuses an empty selection and more than 100 ids with their messages, and changes nothing', async () => {
    const { franchisor } = await franchisorScene();
    const empty = await admin.error(DELETE, { input: { ids: [] } });
    expect(empty).toMatchObject({ message: 'Please select at least one account', extensions: { code: 'BAD_USER_INPUT' } });
    const many = await admin.error(DELETE, { input: { ids: Array.from({ length: 101 }, () => franchisor.id) } });
    expect(many).toMatchObject({ message: 'At most 100 accounts can be deleted at once', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await server.ds.getRepository(Profile).existsBy({ id: franchisor.id })).toBe(true);
  });

  it('rolls back everything when a step fails inside the transaction', async () => {
    const { franchisor, cafe } = await franchisorScene();
    const auditBefore = await server.ds.getRepository(AdminAction).count();
    // Make the audit write fail after the accounts were locked and checked.
    const audit = (server.services.adminAccounts as unknown as { audit: { record: () => Promise<void> } }).audit;
    const original = audit.record;
    let calls = 0;
    audit.record = async function (this: unknown, ...args: unknown[]) {
      calls += 1;
      if (calls === 2) throw new Error('disk full');
      return (original as (...a: unknown[]) => Promise<void>).apply(this, args);
    } as typeof audit.record;
    const second = await franchisorScene();
    try {
      const e = await admin.error(DELETE, { input: { ids: [franchisor.id, second.franchisor.id] } });
      expect(e).toMatchObject({ message: 'Something went wrong. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    } finally {
      audit.record = original;
    }
    expect(await server.ds.getRepository(Profile).existsBy({ id: franchisor.id })).toBe(true);
    expect(await server.ds.getRepository(Profile).existsBy({ id: second.franchisor.id })).toBe(true);
    expect(await server.ds.getRepository(Franchise).existsBy({ id: cafe.id })).toBe(true);
    expect(await server.ds.getRepository(AdminAction).count()).toBe(auditBefore);
  });

  it("shows an account's history: who approved it, newest first", async () => {
    const { franchisor } = await franchisorScene();
    await server.ds.transaction((em) =>
      server.services.audit.record(em, {
        actorId: adminId,
        action: 'approve',
        targetType: 'account',
        targetId: franchisor.id,
        before: 'pending',
        after: 'approved',
      }),
    );
    const { adminAccountHistory } = await admin.data<{ adminAccountHistory: Record<string, unknown>[] }>(HISTORY, { id: franchisor.id });
    expect(adminAccountHistory).toEqual([
      { action: 'approve', beforeStatus: 'pending', afterStatus: 'approved', actorName: 'Admin Person', reason: null, createdAt: expect.any(String) },
    ]);
  });
});
