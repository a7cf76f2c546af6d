import { AdStatus, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { FranchiseSort } from '../src/modules/catalogue/catalogue.enums';
import { createCategory, createFeaturedAd, createFranchise, createFranchisor, token } from './support/factories';
import { CREATE_FEATURED_AD, type CheckoutStartResult, PAY_SANDBOX_CHECKOUT, signedIn, storedAd } from './support/featured-ads';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Issue 40, honest labels: payment never changes the order of organic results. A franchisor buys a featured ad (the
 * sandbox checkout, as in the browser) and every sort, with and without free text, a category or a place, and page by
 * page, gives the same listings in the same order as before; the featured listing is only labelled (featuredAdId)
 * where it already stood, and the paid slot is the home page's Featured Opportunities.
 */

let server: TestServer;
let visitor: TestClient;
let town: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  visitor = new TestClient(server.url);
  const rows: { id: number; name: string }[] = await server.ds.query(`SELECT id, name FROM uk_cities WHERE name IN ('Leeds', 'York')`);
  town = Object.fromEntries(rows.map((r) => [r.name, `town:${r.id}`]));
});
afterAll(() => server.close());

const SEARCH = `query Search($filters: FranchiseSearchInput, $page: PageInput) {
  franchiseSearch(filters: $filters, page: $page) { total pageCount items { id name featuredAdId } }
}`;
type Hit = { id: string; name: string; featuredAdId: string | null };
type Answer = { franchiseSearch: { total: number; pageCount: number; items: Hit[] } };

const PAGE_SIZE = 3;
/** Every sort the search offers, and none given (the default). */
const SORTS: (FranchiseSort | null)[] = [null, ...Object.values(FranchiseSort)];

/** Every result of a search, page by page (so a page boundary moving would show too), with each page's ids. */
async function results(filters: Record<string, unknown>): Promise<{ total: number; pages: string[][]; hits: Hit[] }> {
  const pages: string[][] = [];
  const hits: Hit[] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const { franchiseSearch } = await visitor.data<Answer>(SEARCH, { filters, page: { page, pageSize: PAGE_SIZE } });
    total = franchiseSearch.total;
    pages.push(franchiseSearch.items.map((i) => i.id));
    hits.push(...franchiseSearch.items);
    if (page >= franchiseSearch.pageCount) break;
  }
  return { total, pages, hits };
}

const DAY_MS = 86_400_000;

/**
 * Eight listings with one word in their names and one category, whose dates, amounts, names, reply ranks and areas
 * disagree, so each sort (and each place tier) orders them differently. `paid` is in the middle of most orders.
 */
async function listings() {
  const word = token('organic');
  const category = await createCategory(server.ds);
  const franchisor = await createFranchisor(server.ds);
  const made: { key: string; name: string; daysAgo: number; amount: number | null; rank: number | null; areas: string[]; location: string }[] = [
    { key: 'a', name: 'Delta', daysAgo: 9, amount: 120_000, rank: 3_600, areas: [town.Leeds], location: 'Leeds' },
    { key: 'b', name: 'alpha', daysAgo: 2, amount: 40_000, rank: null, areas: ['region:Yorkshire and the Humber'], location: 'Yorkshire' },
    { key: 'c', name: 'Charlie', daysAgo: 5, amount: null, rank: 600, areas: ['uk'], location: 'UK' },
    { key: 'paid', name: 'Golf', daysAgo: 6, amount: 75_000, rank: 7_200, areas: ['nation:England'], location: 'England' },
    { key: 'e', name: 'bravo', daysAgo: 1, amount: 250_000, rank: 86_400, areas: [town.Leeds], location: 'Leeds' },
    { key: 'f', name: 'Echo', daysAgo: 12, amount: 75_000, rank: null, areas: ['uk'], location: 'UK' },
    { key: 'g', name: 'foxtrot', daysAgo: 3, amount: 15_000, rank: 1_800, areas: [town.York], location: 'York' },
    { key: 'h', name: 'Hotel', daysAgo: 7, amount: 500_000, rank: 600, areas: ['nation:England'], location: 'England' },
  ];
  const ids: Record<string, string> = {};
  for (const m of made) {
    const f = await createFranchise(server.ds, {
      name: `${word} ${m.name}`,
      franchisorId: franchisor.id,
      investmentAmount: m.amount,
      areas: m.areas,
      location: m.location,
      categoryIds: [category.id],
      createdAt: new Date(Date.now() - m.daysAgo * DAY_MS),
    });
    // The reply-time sort key, as the leads module's response-times job keeps it.
    await server.ds.query(`UPDATE franchises SET response_rank = $2 WHERE id = $1`, [f.id, m.rank]);
    ids[m.key] = f.id;
  }
  return { word, category, franchisor, ids };
}

/** The searches a visitor can make over the listings: free text, a category alone (no text), a place, a band. */
const searchesOf = (word: string, categoryId: string) => [
  { text: word },
  { categoryId },
  { text: word, location: 'Leeds' },
  { categoryId, location: 'England' },
  { categoryId, investment: 'FROM_50K_TO_100K' },
];

async function allOrders(word: string, categoryId: string) {
  const orders = new Map<string, { total: number; pages: string[][]; hits: Hit[] }>();
  for (const filters of searchesOf(word, categoryId)) {
    for (const sort of SORTS) {
      const withSort = sort ? { ...filters, sort: sort.toUpperCase() } : filters;
      orders.set(JSON.stringify(withSort), await results(withSort));
    }
  }
  return orders;
}

const FEATURED = `query { featuredOpportunities { adId franchise { id } } }`;

it('keeps every sort of every search in the same order, page by page, after a featured ad is bought', async () => {
  const { word, category, franchisor, ids } = await listings();
  const before = await allOrders(word, category.id);

  // The orders differ by sort, and the listing about to be featured is not already first in most of them.
  const full = (filters: Record<string, unknown>) => before.get(JSON.stringify(filters))!.hits.map((h) => h.id);
  expect(new Set(SORTS.map((s) => full(s ? { text: word, sort: s.toUpperCase() } : { text: word }).join())).size).toBe(SORTS.length - 1);
  expect(full({ text: word, sort: 'NEWEST' })).toHaveLength(8);
  expect(full({ text: word, sort: 'NEWEST' }).indexOf(ids.paid)).toBeGreaterThan(2);
  for (const [, { hits }] of before) expect(hits.every((h) => h.featuredAdId === null)).toBe(true);

  // The franchisor buys a featured ad for it through the checkout, as on the Featured Ads page.
  const client = await signedIn(server.url, franchisor, 'FRANCHISOR');
  const { createFeaturedAd: started } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
    input: { franchiseId: ids.paid, duration: 'ONE_MONTH', categoryIds: [category.id] },
  });
  await client.data(PAY_SANDBOX_CHECKOUT, { sessionId: started.checkoutUrl.split('/').pop() });
  expect(await storedAd(server.ds, started.adId)).toMatchObject({ status: AdStatus.ACTIVE, paymentStatus: PaymentStatus.COMPLETED });

  // The paid slot: the home page's Featured Opportunities.
  const { featuredOpportunities } = await visitor.data<{ featuredOpportunities: { adId: string; franchise: { id: string } }[] }>(FEATURED);
  expect(featuredOpportunities).toContainEqual({ adId: started.adId, franchise: { id: ids.paid } });

  const after = await allOrders(word, category.id);
  for (const [search, was] of before) {
    const now = after.get(search)!;
    // Same total, same pages, same order: payment moved nothing.
    expect({ search, total: now.total, pages: now.pages }).toEqual({ search, total: was.total, pages: was.pages });
    // Only labelled, where it stood: the featured listing carries its ad, no other listing does.
    for (const hit of now.hits)
      expect({ id: hit.id, featuredAdId: hit.featuredAdId }).toEqual({ id: hit.id, featuredAdId: hit.id === ids.paid ? started.adId : null });
  }
});

it('keeps the order when several listings are featured, the newest ad included', async () => {
  const { word, category, ids } = await listings();
  const before = await allOrders(word, category.id);
  // Ads bought at different times, the last one for the listing that comes last by name.
  await createFeaturedAd(server.ds, ids.h, { createdAt: new Date(Date.now() - 2 * DAY_MS) });
  await createFeaturedAd(server.ds, ids.f, { createdAt: new Date(Date.now() - DAY_MS) });
  await createFeaturedAd(server.ds, ids.paid);
  // An ad not paid or past its end shows nothing either way.
  await createFeaturedAd(server.ds, ids.a, { paymentStatus: PaymentStatus.PENDING, status: AdStatus.PENDING_PAYMENT });
  await createFeaturedAd(server.ds, ids.b, { endDate: new Date(Date.now() - DAY_MS) });

  const after = await allOrders(word, category.id);
  const featured = new Set([ids.h, ids.f, ids.paid]);
  for (const [search, was] of before) {
    const now = after.get(search)!;
    expect({ search, total: now.total, pages: now.pages }).toEqual({ search, total: was.total, pages: was.pages });
    for (const hit of now.hits) expect({ id: hit.id, featured: hit.featuredAdId !== null }).toEqual({ id: hit.id, featured: featured.has(hit.id) });
  }
});
