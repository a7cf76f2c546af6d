import { AdvertisingSettings } from '../src/modules/advertising/advertising-settings.entity';
import { createAdmin, createCustomer, createFranchisor } from './support/factories';
import { signedIn } from './support/featured-ads';
import { TestClient } from './support/graphql-client';
import { type StripeStandIn, startStripeStandIn } from './support/stripe-stand-in';
import { type TestServer, startTestServer } from './support/test-server';

/** Advertising Settings (spec 02 sections 5, 7 and 9): rules, sorting, the pricing cache and Sync to Stripe. */
const VIEW = `featuredPricing { duration price } bannerPricing { duration price } multiCategoryDiscounts { categories discount }
  updatedAt paymentsMode stripePrices { duration stripePriceId createdAt }`;
const GET = `{ advertisingSettings { ${VIEW} } }`;
const UPDATE = `mutation Update($input: AdvertisingSettingsInput!) { updateAdvertisingSettings(input: $input) { ${VIEW} } }`;
const SYNC = `mutation { syncStripePricing { ${VIEW} } }`;
/** What the admin's advertising pages ask to show their 'payments are simulated' notice. */
const MODE = `{ paymentsMode { simulated } }`;
const PRICING = `{ featuredAdPricing { featuredPricing { duration price } quotes { duration additionalCategories total } } }`;

const DURATIONS = ['ONE_MONTH', 'THREE_MONTHS', 'SIX_MONTHS', 'TWELVE_MONTHS'];
const prices = (values: number[]) => DURATIONS.map((duration, i) => ({ duration, price: values[i] }));
const valid = () => ({
  featuredPricing: prices([49, 129, 239, 399]),
  bannerPricing: prices([499.99, 1299.99, 2499.99, 4799.99]),
  multiCategoryDiscounts: [
    { categories: 2, discount: 10 },
    { categories: 3, discount: 15 },
  ],
});
const stored = async (ds: TestServer['ds']) => ds.getRepository(AdvertisingSettings).findOneByOrFail({ id: 1 });

describe('in sandbox mode', () => {
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signedIn(server.url, await createAdmin(server.ds), 'ADMIN');
  });
  afterAll(() => server.close());

  it('shows the defaults of spec 02 section 9 and the payments mode', async () => {
    const { advertisingSettings: s } = await admin.data<{ advertisingSettings: Record<string, unknown> }>(GET);
    expect(s).toMatchObject({
      featuredPricing: prices([49, 129, 239, 399]),
      bannerPricing: prices([499.99, 1299.99, 2499.99, 4799.99]),
      multiCategoryDiscounts: [2, 3, 4, 5, 6].map((categories, i) => ({ categories, discount: [10, 15, 20, 25, 30][i] })),
      paymentsMode: 'sandbox',
      stripePrices: [],
    });
  });

  it.each([
    ['a discount of 9%', { multiCategoryDiscounts: [{ categories: 2, discount: 9 }] }, 'Discount percentages must be between 10% and 80%'],
    ['a discount of 81%', { multiCategoryDiscounts: [{ categories: 2, discount: 81 }] }, 'Discount percentages must be between 10% and 80%'],
    ['a tier for 1 category', { multiCategoryDiscounts: [{ categories: 1, discount: 10 }] }, 'Category counts must be between 2 and 6'],
    ['a tier for 7 categories', { multiCategoryDiscounts: [{ categories: 7, discount: 10 }] }, 'Category counts must be between 2 and 6'],
    [
      'two tiers for 3 categories',
      {
        multiCategoryDiscounts: [
          { categories: 3, discount: 10 },
          { categories: 3, discount: 20 },
        ],
      },
      'Each category count can have only one discount',
    ],
    ['no tiers', { multiCategoryDiscounts: [] }, 'Add at least one discount tier'],
    [
      'a negative price',
      { featuredPricing: prices([-1, 129, 239, 399]) },
      'Prices must be amounts in pounds of at least £0.00, with at most 2 decimal places',
    ],
    [
      'a price in tenths of pence',
      { bannerPricing: prices([499.999, 1299.99, 2499.99, 4799.99]) },
      'Prices must be amounts in pounds of at least £0.00, with at most 2 decimal places',
    ],
    ['a duration missing', { featuredPricing: prices([49, 129, 239, 399]).slice(0, 3) }, 'Enter a price for each duration'],
    [
      'a duration twice',
      { featuredPricing: [...prices([49, 129, 239]).slice(0, 3), { duration: 'ONE_MONTH', price: 1 }] },
      'Enter a price for each duration',
    ],
  ])('refuses %s with its message and saves nothing', async (_label, change, message) => {
    const before = await stored(server.ds);
    const error = await admin.error(UPDATE, { input: { ...valid(), ...change } });
    expect(error.message).toBe(message);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await stored(server.ds)).toEqual(before);
  });

  it('saves, sorts the tiers by category count, and the next quote uses the new prices at once', async () => {
    // Fill the five-minute cache first.
    const franchisor = await signedIn(server.url, await createFranchisor(server.ds), 'FRANCHISOR');
    await franchisor.data(PRICING);
    const { updateAdvertisingSettings: saved } = await admin.data<{ updateAdvertisingSettings: { multiCategoryDiscounts: unknown[] } }>(UPDATE, {
      input: {
        ...valid(),
        featuredPricing: prices([50, 130, 240, 400]),
        multiCategoryDiscounts: [
          { categories: 4, discount: 40 },
          { categories: 2, discount: 20 },
        ],
      },
    });
    expect(saved.multiCategoryDiscounts).toEqual([
      { categories: 2, discount: 20 },
      { categories: 4, discount: 40 },
    ]);
    const { featuredAdPricing } = await franchisor.data<{
      featuredAdPricing: { quotes: { duration: string; additionalCategories: number; total: number }[] };
    }>(PRICING);
    // 1 month, 2 categories: 50 + 100 - 20% of 100.
    expect(featuredAdPricing.quotes.find((q) => q.duration === 'ONE_MONTH' && q.additionalCategories === 2)?.total).toBe(130);
    await admin.data(UPDATE, { input: valid() });
  });

  it('syncs in the sandbox by recording its own price ids', async () => {
    const { syncStripePricing } = await admin.data<{ syncStripePricing: { stripePrices: { duration: string; stripePriceId: string }[] } }>(SYNC);
    expect(syncStripePricing.stripePrices.map((p) => p.duration)).toEqual(DURATIONS);
    for (const p of syncStripePricing.stripePrices) expect(p.stripePriceId).toMatch(/^price_sandbox_/);
  });

  it('tells the admin that payments are simulated', async () => {
    expect(await admin.data(MODE)).toEqual({ paymentsMode: { simulated: true } });
  });

  it.each([
    ['anonymous', async () => new TestClient(server.url), 'UNAUTHENTICATED'],
    ['a customer', async () => signedIn(server.url, await createCustomer(server.ds), 'CUSTOMER'), 'FORBIDDEN'],
    ['a franchisor', async () => signedIn(server.url, await createFranchisor(server.ds), 'FRANCHISOR'), 'FORBIDDEN'],
  ])('%s may not read, save or sync the settings, nor ask whether payments are simulated', async (_label, make, code) => {
    const c = await make();
    const before = await stored(server.ds);
    expect((await c.error(GET)).extensions?.code).toBe(code);
    expect((await c.error(MODE)).extensions?.code).toBe(code);
    expect((await c.error(UPDATE, { input: { ...valid(), featuredPricing: prices([1, 1, 1, 1]) } })).extensions?.code).toBe(code);
    expect((await c.error(SYNC)).extensions?.code).toBe(code);
    expect(await stored(server.ds)).toEqual(before);
  });
});

describe('with Stripe', () => {
  let stripe: StripeStandIn;
  let server: TestServer;
  let admin: TestClient;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
    server = await startTestServer(stripe.config);
    admin = await signedIn(server.url, await createAdmin(server.ds), 'ADMIN');
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  it('tells the admin that payments are real', async () => {
    expect(await admin.data(MODE)).toEqual({ paymentsMode: { simulated: false } });
  });

  it("creates one GBP price per duration at the saved featured prices and records Stripe's ids", async () => {
    const { syncStripePricing } = await admin.data<{
      syncStripePricing: { paymentsMode: string; stripePrices: { duration: string; stripePriceId: string }[] };
    }>(SYNC);
    expect(syncStripePricing.paymentsMode).toBe('stripe');
    const created = stripe.requestsTo('/v1/prices');
    expect(created.map((r) => [r.body.currency, r.body.unit_amount])).toEqual([
      ['gbp', '4900'],
      ['gbp', '12900'],
      ['gbp', '23900'],
      ['gbp', '39900'],
    ]);
    const rows: { stripe_price_id: string }[] = await server.ds.query(`SELECT stripe_price_id FROM stripe_pricing_sync`);
    expect(syncStripePricing.stripePrices.map((p) => p.stripePriceId).sort()).toEqual(rows.map((r) => r.stripe_price_id).sort());
  });

  it("answers Stripe's refusal as 'Failed to sync pricing to Stripe: {message}' and records nothing", async () => {
    const [{ n: before }] = await server.ds.query(`SELECT count(*)::int AS n FROM stripe_pricing_sync`);
    stripe.fail({ path: '/v1/prices', status: 400, message: 'Invalid currency: xyz' });
    try {
      const error = await admin.error(SYNC);
      expect(error.message).toBe('Failed to sync pricing to Stripe: Invalid currency: xyz');
    } finally {
      stripe.reset();
    }
    const [{ n: after }] = await server.ds.query(`SELECT count(*)::int AS n FROM stripe_pricing_sync`);
    expect(after).toBe(before);
  });
});
