import { Topics } from '../src/realtime/pubsub';
import { AdStatus, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { createAdmin, createCategory, createCustomer, createFeaturedAd, createFranchise } from './support/factories';
import {
  CREATE_FEATURED_AD,
  type CheckoutStartResult,
  MY_FEATURED_ADS,
  PAY_FEATURED_AD,
  PAY_SANDBOX_CHECKOUT,
  SANDBOX_CHECKOUT,
  franchisorWithFranchise,
  signedIn,
  storedAd,
} from './support/featured-ads';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, listening, socketClient } from './support/ws-client';

/** The franchisor's Featured Ads page (spec 02 sections 4, 5, 9) in the default sandbox payment mode. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PRICING = `query { featuredAdPricing {
  featuredPricing { duration price } multiCategoryDiscounts { categories discount } maxAdditionalCategories
  quotes { duration additionalCategories base additional discountPercent discount total }
} }`;
const FRANCHISES = `query { myFeaturedAdFranchises { id name } }`;
const CHANGED = `subscription { myFeaturedAdsChanged }`;

interface AdItem {
  id: string;
  franchiseName: string;
  additionalCategories: { id: string; name: string }[];
  duration: string;
  status: string;
  paymentStatus: string;
  amount: number;
  startDate: string | null;
  endDate: string | null;
  canPay: boolean;
}
type AdList = { myFeaturedAds: { total: number; page: number; pageSize: number; pageCount: number; items: AdItem[] } };

const adCount = async (franchiseId: string) =>
  (await server.ds.query(`SELECT count(*)::int AS n FROM featured_ads WHERE franchise_id = $1`, [franchiseId]))[0].n as number;

describe('who may use it', () => {
  it('refuses anonymous visitors, customers and franchisors no longer approved; admins may read the pricing only', async () => {
    const anonymous = new TestClient(server.url);
    const customer = await signedIn(server.url, await createCustomer(server.ds), 'CUSTOMER');
    const admin = await signedIn(server.url, await createAdmin(server.ds), 'ADMIN');
    const { franchisor, franchise, client: pending } = await franchisorWithFranchise(server.ds, server.url);
    await server.ds.getRepository(Profile).update({ id: franchisor.id }, { status: AccountStatus.PENDING });
    const create = { input: { franchiseId: franchise.id, duration: 'ONE_MONTH' } };

    for (const [client, code] of [
      [anonymous, 'UNAUTHENTICATED'],
      [customer, 'FORBIDDEN'],
      [pending, 'ACCOUNT_PENDING'],
    ] as const) {
      expect((await client.error(MY_FEATURED_ADS)).extensions?.code).toBe(code);
      expect((await client.error(CREATE_FEATURED_AD, create)).extensions?.code).toBe(code);
      expect((await client.error(FRANCHISES)).extensions?.code).toBe(code);
      expect((await client.error(PRICING)).extensions?.code).toBe(code);
    }
    expect((await admin.error(MY_FEATURED_ADS)).extensions?.code).toBe('FORBIDDEN');
    expect((await admin.data<{ featuredAdPricing: { quotes: unknown[] } }>(PRICING)).featuredAdPricing.quotes).toHaveLength(28);
    expect(await adCount(franchise.id)).toBe(0);
  });

  it("refuses another franchisor's franchise and a franchise not approved, and writes nothing", async () => {
    const { franchisor, client } = await franchisorWithFranchise(server.ds, server.url);
    const { franchise: theirs } = await franchisorWithFranchise(server.ds, server.url);
    const pendingOwn = await createFranchise(server.ds, { franchisorId: franchisor.id, status: FranchiseStatus.PENDING });

    for (const franchise of [theirs, pendingOwn]) {
      const error = await client.error(CREATE_FEATURED_AD, { input: { franchiseId: franchise.id, duration: 'ONE_MONTH' } });
      expect(error).toMatchObject({ message: 'Franchise not found', extensions: { code: 'NOT_FOUND' } });
      expect(await adCount(franchise.id)).toBe(0);
    }
  });

  it("keeps another franchisor's ads out of reach: not listed, not payable, no sandbox page", async () => {
    const { client } = await franchisorWithFranchise(server.ds, server.url);
    const other = await franchisorWithFranchise(server.ds, server.url);
    const { createFeaturedAd: theirs } = await other.client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
      input: { franchiseId: other.franchise.id, duration: 'ONE_MONTH' },
    });
    const sessionId = theirs.checkoutUrl.split('/').pop()!;

    expect((await client.data<AdList>(MY_FEATURED_ADS)).myFeaturedAds.items).toEqual([]);
    expect(await client.error(PAY_FEATURED_AD, { id: theirs.adId })).toMatchObject({ message: 'Featured ad not found' });
    expect(await client.data(SANDBOX_CHECKOUT, { sessionId })).toEqual({ sandboxCheckout: null });
    expect((await client.error(PAY_SANDBOX_CHECKOUT, { sessionId })).extensions?.code).toBe('NOT_FOUND');
    expect(await storedAd(server.ds, theirs.adId)).toMatchObject({ status: AdStatus.PENDING_PAYMENT, paymentStatus: PaymentStatus.PENDING });
  });
});

describe('creating', () => {
  it("asks for a franchise and a duration ('Please select a franchise and duration')", async () => {
    const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
    const error = await client.error(CREATE_FEATURED_AD, { input: { franchiseId: '', duration: 'ONE_MONTH' } });
    expect(error).toMatchObject({ message: 'Please select a franchise and duration', extensions: { code: 'BAD_USER_INPUT' } });
    const noDuration = await client.request(CREATE_FEATURED_AD, { input: { franchiseId: franchise.id } });
    expect(noDuration.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await adCount(franchise.id)).toBe(0);
  });

  it("takes at most 6 additional categories ('Maximum reached'), and only existing ones", async () => {
    const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
    const categories = await Promise.all(Array.from({ length: 7 }, () => createCategory(server.ds)));
    const seven = await client.error(CREATE_FEATURED_AD, {
      input: { franchiseId: franchise.id, duration: 'ONE_MONTH', categoryIds: categories.map((c) => c.id) },
    });
    expect(seven).toMatchObject({ message: 'Maximum reached', extensions: { code: 'BAD_USER_INPUT', fields: { categoryIds: 'Maximum reached' } } });
    const unknown = await client.error(CREATE_FEATURED_AD, {
      input: { franchiseId: franchise.id, duration: 'ONE_MONTH', categoryIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.message).toBe('Category not found');
    expect(await adCount(franchise.id)).toBe(0);

    // Six, one of them twice, is six.
    const six = categories.slice(0, 6).map((c) => c.id);
    const { createFeaturedAd } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
      input: { franchiseId: franchise.id, duration: 'TWELVE_MONTHS', categoryIds: [...six.slice(0, 5), six[0]] },
    });
    // 399 + 5 x 399 - 25% of 1995
    expect(await storedAd(server.ds, createFeaturedAd.adId)).toMatchObject({ amount: 1895.25, categories: six.slice(0, 5) });
  });

  it('stores the ad pending at the price of spec 02 section 9 and opens the sandbox checkout for it', async () => {
    const { franchise, client } = await franchisorWithFranchise(server.ds, server.url, 'Tidy Homes');
    const categories = [await createCategory(server.ds, { name: 'Cleaning' }), await createCategory(server.ds, { name: 'Home Services' })];
    const { createFeaturedAd } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
      input: { franchiseId: franchise.id, duration: 'ONE_MONTH', categoryIds: categories.map((c) => c.id) },
    });
    expect(createFeaturedAd.checkoutUrl).toMatch(/\/checkout\/sandbox\/cs_sandbox_[0-9a-f]+$/);
    const ad = await storedAd(server.ds, createFeaturedAd.adId);
    expect(ad).toMatchObject({ amount: 137.2, status: AdStatus.PENDING_PAYMENT, paymentStatus: PaymentStatus.PENDING, startDate: null });
    expect(createFeaturedAd.checkoutUrl.endsWith(ad.checkoutSessionId!)).toBe(true);
  });
});

describe('reading', () => {
  it('quotes every duration with 0 to 6 additional categories', async () => {
    const { client } = await franchisorWithFranchise(server.ds, server.url);
    const { featuredAdPricing: pricing } = await client.data<{
      featuredAdPricing: { maxAdditionalCategories: number; featuredPricing: unknown[]; quotes: Record<string, unknown>[] };
    }>(PRICING);
    expect(pricing.maxAdditionalCategories).toBe(6);
    expect(pricing.featuredPricing).toHaveLength(4);
    expect(pricing.quotes).toHaveLength(28);
    const quote = (duration: string, n: number) => pricing.quotes.find((q) => q.duration === duration && q.additionalCategories === n);
    expect(quote('ONE_MONTH', 0)).toEqual({
      duration: 'ONE_MONTH',
      additionalCategories: 0,
      base: 49,
      additional: 0,
      discountPercent: 0,
      discount: 0,
      total: 49,
    });
    expect(quote('ONE_MONTH', 1)).toMatchObject({ additional: 49, discountPercent: 0, total: 98 });
    expect(quote('ONE_MONTH', 2)).toMatchObject({ base: 49, additional: 98, discountPercent: 10, discount: 9.8, total: 137.2 });
    expect(quote('TWELVE_MONTHS', 6)).toMatchObject({ base: 399, additional: 2394, discountPercent: 30, discount: 718.2, total: 2074.8 });
  });

  it('lists only approved franchises of the franchisor, by name', async () => {
    const { franchisor, client } = await franchisorWithFranchise(server.ds, server.url, 'Maple Care');
    await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Apex Cleaning' });
    await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Bright Sparks', status: FranchiseStatus.PENDING });
    await createFranchise(server.ds, { name: 'Someone Else' });
    const { myFeaturedAdFranchises } = await client.data<{ myFeaturedAdFranchises: { name: string }[] }>(FRANCHISES);
    expect(myFeaturedAdFranchises.map((f) => f.name)).toEqual(['Apex Cleaning', 'Maple Care']);
  });

  it('lists own ads newest first, paged, with category names and an ended ad as EXPIRED', async () => {
    const { franchise, client } = await franchisorWithFranchise(server.ds, server.url, 'Paws Walkers');
    const category = await createCategory(server.ds, { name: 'Pet Care' });
    const day = 24 * 3600 * 1000;
    const ended = await createFeaturedAd(server.ds, franchise.id, { endDate: new Date(Date.now() - day), createdAt: new Date(Date.now() - 3 * day) });
    const live = await createFeaturedAd(server.ds, franchise.id, { createdAt: new Date(Date.now() - 2 * day) });
    await server.ds.query(`UPDATE featured_ads SET categories = $2 WHERE id = $1`, [live.id, [category.id]]);
    const { createFeaturedAd: pending } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
      input: { franchiseId: franchise.id, duration: 'SIX_MONTHS' },
    });

    const { myFeaturedAds } = await client.data<AdList>(MY_FEATURED_ADS, { page: { page: 1, pageSize: 2 } });
    expect(myFeaturedAds).toMatchObject({ total: 3, page: 1, pageSize: 2, pageCount: 2 });
    expect(myFeaturedAds.items).toEqual([
      expect.objectContaining({
        id: pending.adId,
        franchiseName: 'Paws Walkers',
        duration: 'SIX_MONTHS',
        status: 'PENDING_PAYMENT',
        paymentStatus: 'PENDING',
        amount: 239,
        canPay: true,
        startDate: null,
      }),
      expect.objectContaining({
        id: live.id,
        status: 'ACTIVE',
        paymentStatus: 'COMPLETED',
        canPay: false,
        additionalCategories: [{ id: category.id, name: 'Pet Care' }],
      }),
    ]);
    const second = await client.data<AdList>(MY_FEATURED_ADS, { page: { page: 2, pageSize: 2 } });
    expect(second.myFeaturedAds.items).toEqual([expect.objectContaining({ id: ended.id, status: 'EXPIRED', canPay: false })]);
  });
});

describe('live updates', () => {
  it('tells the franchisor over the websocket when their ad is paid, and no one else', async () => {
    const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
    const other = await franchisorWithFranchise(server.ds, server.url);
    const mine = socketClient(server.url, { cookie: client.cookie });
    const theirs = socketClient(server.url, { cookie: other.client.cookie });
    const changes = collect<{ myFeaturedAdsChanged: string }>(mine.client, CHANGED);
    const otherChanges = collect<{ myFeaturedAdsChanged: string }>(theirs.client, CHANGED);
    try {
      const { createFeaturedAd } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
        input: { franchiseId: franchise.id, duration: 'ONE_MONTH' },
      });
      await listening(server, Topics.FEATURED_ADS, franchise.franchisorId!);
      await listening(server, Topics.FEATURED_ADS, other.franchise.franchisorId!);
      await client.data(PAY_SANDBOX_CHECKOUT, { sessionId: createFeaturedAd.checkoutUrl.split('/').pop() });
      await changes.next(1);
      expect(changes.values).toEqual([{ myFeaturedAdsChanged: createFeaturedAd.adId }]);
      await new Promise((r) => setTimeout(r, 200));
      expect(otherChanges.values).toEqual([]);
    } finally {
      changes.dispose();
      otherChanges.dispose();
      await mine.client.dispose();
      await theirs.client.dispose();
    }
  });

  it('refuses the subscription to anyone but a franchisor', async () => {
    const customer = await signedIn(server.url, await createCustomer(server.ds), 'CUSTOMER');
    const socket = socketClient(server.url, { cookie: customer.cookie });
    try {
      const results = await new Promise<unknown[]>((resolve, reject) => {
        const received: unknown[] = [];
        socket.client.subscribe({ query: CHANGED }, { next: (r) => void received.push(r), error: reject, complete: () => resolve(received) });
      });
      expect(results).toEqual([{ errors: [expect.objectContaining({ extensions: { code: 'FORBIDDEN' } })] }]);
    } finally {
      await socket.client.dispose();
    }
  });
});
