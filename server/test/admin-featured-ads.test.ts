import { Topics } from '../src/realtime/pubsub';
import { AdDuration, AdStatus, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { FeaturedAd } from '../src/modules/advertising/featured-ad.entity';
import { createAdmin, createCategory, createCustomer, createFeaturedAd, createFranchise, createFranchisor } from './support/factories';
import { signedIn } from './support/featured-ads';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

/** The admin's Featured Ads page (spec 02 sections 2 and 4): the list with revenue, delete and Mark Payment Received. */
let server: TestServer;
let admin: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.url, await createAdmin(server.ds), 'ADMIN');
});
afterAll(() => server.close());
beforeEach(() => server.ds.query('DELETE FROM featured_ads'));

const LIST = `query List($page: PageInput) { adminFeaturedAds(page: $page) {
  total pageCount revenueTotal
  items { id franchiseId franchiseName franchisorCompany categories { id name } duration startDate endDate status paymentStatus amount createdAt }
} }`;
const DELETE = `mutation Delete($ids: [ID!]!) { deleteFeaturedAds(ids: $ids) }`;
const MARK = `mutation Mark($ids: [ID!]!) { markFeaturedAdsPaid(ids: $ids) { id status paymentStatus startDate endDate } }`;

interface Row {
  id: string;
  franchiseName: string;
  franchisorCompany: string | null;
  categories: { name: string }[];
  status: string;
  paymentStatus: string;
  amount: number;
  startDate: string | null;
  endDate: string | null;
}
const list = async (page = { page: 1, pageSize: 20 }) =>
  (await admin.data<{ adminFeaturedAds: { total: number; pageCount: number; revenueTotal: number; items: Row[] } }>(LIST, { page })).adminFeaturedAds;

const pendingAd = (franchiseId: string, amount = 49) =>
  server.ds.getRepository(FeaturedAd).save({
    franchiseId,
    duration: AdDuration.THREE_MONTHS,
    amount,
    status: AdStatus.PENDING_PAYMENT,
    paymentStatus: PaymentStatus.PENDING,
    startDate: null,
    endDate: null,
  });

describe('the list', () => {
  it('shows every ad newest first with franchise, franchisor company, categories, effective status and the revenue of paid ads', async () => {
    const franchisor = await createFranchisor(server.ds);
    await server.ds.query(`UPDATE profiles SET company_name = 'Brightside Ltd' WHERE id = $1`, [franchisor.id]);
    const franchise = await createFranchise(server.ds, { name: 'Brightside Cleaning', franchisorId: franchisor.id });
    const home = await createCategory(server.ds, { name: 'Home' });
    const oldest = await createFeaturedAd(server.ds, franchise.id, { endDate: new Date(Date.now() - 60_000), createdAt: new Date(Date.now() - 3e6) });
    const paid = await createFeaturedAd(server.ds, franchise.id, { createdAt: new Date(Date.now() - 2e6) });
    await server.ds.query(`UPDATE featured_ads SET categories = $2, amount = 137.2 WHERE id = $1`, [paid.id, [home.id]]);
    const pending = await pendingAd(franchise.id, 99.5);

    const page = await list();
    expect(page.total).toBe(3);
    expect(page.items.map((a) => a.id)).toEqual([pending.id, paid.id, oldest.id]);
    expect(page.revenueTotal).toBe(49 + 137.2);
    expect(page.items[0]).toMatchObject({
      franchiseName: 'Brightside Cleaning',
      franchisorCompany: 'Brightside Ltd',
      status: 'PENDING_PAYMENT',
      paymentStatus: 'PENDING',
      amount: 99.5,
    });
    expect(page.items[1]).toMatchObject({ categories: [{ name: 'Home' }], status: 'ACTIVE', paymentStatus: 'COMPLETED' });
    // Active in the database, but past its end: expired to every reader.
    expect(page.items[2].status).toBe('EXPIRED');
  });

  it('pages on the server and counts the revenue over every page', async () => {
    const franchise = await createFranchise(server.ds);
    for (let i = 0; i < 5; i++) await createFeaturedAd(server.ds, franchise.id);
    const second = await list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 5, pageCount: 3, revenueTotal: 245 });
    expect(second.items).toHaveLength(2);
    expect((await list({ page: 9, pageSize: 2 })).items).toEqual([]);
  });
});

describe('Mark Payment Received', () => {
  it('makes pending ads paid and active from now for their duration, leaves paid ones as they were, and tells the franchisor', async () => {
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    const pending = await pendingAd(franchise.id);
    const paid = await createFeaturedAd(server.ds, (await createFranchise(server.ds, { franchisorId: franchisor.id })).id);
    const paidBefore = await server.ds.getRepository(FeaturedAd).findOneByOrFail({ id: paid.id });
    const franchisorClient = await signedIn(server.url, franchisor, 'FRANCHISOR');
    const socket = socketClient(server.url, { cookie: franchisorClient.cookie });
    const changes = collect<{ myFeaturedAdsChanged: string }>(socket.client, `subscription { myFeaturedAdsChanged }`);
    try {
      await listening(server, Topics.FEATURED_ADS, franchisor.id);
      const before = Date.now();
      const { markFeaturedAdsPaid } = await admin.data<{ markFeaturedAdsPaid: Row[] & { id: string }[] }>(MARK, { ids: [pending.id, paid.id] });
      const marked = markFeaturedAdsPaid.find((a) => a.id === pending.id)!;
      expect(marked).toMatchObject({ status: 'ACTIVE', paymentStatus: 'COMPLETED' });
      const start = new Date(marked.startDate!);
      expect(start.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(marked.endDate!).getUTCMonth()).toBe((start.getUTCMonth() + 3) % 12);
      const paidAfter = await server.ds.getRepository(FeaturedAd).findOneByOrFail({ id: paid.id });
      expect(paidAfter.startDate).toEqual(paidBefore.startDate);
      expect(paidAfter.endDate).toEqual(paidBefore.endDate);
      await changes.next(1);
      await new Promise((r) => setTimeout(r, 100));
      expect(changes.values).toEqual([{ myFeaturedAdsChanged: pending.id }]);
      // Now public on the home page.
      const home = await new TestClient(server.url).data<{ featuredOpportunities: { adId: string }[] }>(`{ featuredOpportunities { adId } }`);
      expect(home.featuredOpportunities.map((o) => o.adId)).toContain(pending.id);
    } finally {
      changes.dispose();
      await socket.client.dispose();
    }
  });

  it('refuses the whole request when any id is not an ad, changing nothing', async () => {
    const franchise = await createFranchise(server.ds);
    const pending = await pendingAd(franchise.id);
    for (const ids of [[pending.id, '00000000-0000-4000-8000-000000000000'], [pending.id, 'nope'], []]) {
      expect((await admin.error(MARK, { ids })).extensions?.code).toBe('NOT_FOUND');
    }
    expect((await server.ds.getRepository(FeaturedAd).findOneByOrFail({ id: pending.id })).paymentStatus).toBe(PaymentStatus.PENDING);
  });
});

describe('delete', () => {
  it('deletes all the selected ads or none', async () => {
    const franchise = await createFranchise(server.ds);
    const a = await createFeaturedAd(server.ds, franchise.id);
    const b = await pendingAd(franchise.id);
    const error = await admin.error(DELETE, { ids: [a.id, '00000000-0000-4000-8000-000000000000'] });
    expect(error.extensions?.code).toBe('NOT_FOUND');
    expect(await server.ds.getRepository(FeaturedAd).count()).toBe(2);
    expect((await admin.data<{ deleteFeaturedAds: number }>(DELETE, { ids: [a.id, b.id, a.id] })).deleteFeaturedAds).toBe(2);
    expect(await server.ds.getRepository(FeaturedAd).count()).toBe(0);
  });
});

describe('who may', () => {
  it.each([
    ['anonymous', async () => new TestClient(server.url), 'UNAUTHENTICATED'],
    ['a customer', async () => signedIn(server.url, await createCustomer(server.ds), 'CUSTOMER'), 'FORBIDDEN'],
    ['a franchisor', async () => signedIn(server.url, await createFranchisor(server.ds), 'FRANCHISOR'), 'FORBIDDEN'],
  ])('%s is refused every admin featured-ad operation, and nothing changes', async (_label, make, code) => {
    const c = await make();
    const franchise = await createFranchise(server.ds);
    const pending = await pendingAd(franchise.id);
    expect((await c.error(LIST)).extensions?.code).toBe(code);
    expect((await c.error(MARK, { ids: [pending.id] })).extensions?.code).toBe(code);
    expect((await c.error(DELETE, { ids: [pending.id] })).extensions?.code).toBe(code);
    const stored = await server.ds.getRepository(FeaturedAd).findOneByOrFail({ id: pending.id });
    expect(stored.paymentStatus).toBe(PaymentStatus.PENDING);
  });
});
