import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { createCategory, createFranchise, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const FACETS = `query Facets($filters: FranchiseSearchInput) {
  franchiseSearchFacets(filters: $filters) { categories { categoryId count } investmentRanges { range count } }
}`;
const TOTAL = `query Total($filters: FranchiseSearchInput) { franchiseSearch(filters: $filters) { total } }`;
const RANGES = ['UNDER_50K', 'FROM_50K_TO_100K', 'FROM_100K_TO_250K', 'FROM_250K_TO_500K', 'OVER_500K'];

type Filters = Record<string, string | undefined>;
interface Facets {
  categories: { categoryId: string; count: number }[];
  investmentRanges: { range: string; count: number }[];
}

async function facets(filters: Filters) {
  return (await client.data<{ franchiseSearchFacets: Facets }>(FACETS, { filters })).franchiseSearchFacets;
}
async function total(filters: Filters) {
  return (await client.data<{ franchiseSearch: { total: number } }>(TOTAL, { filters })).franchiseSearch.total;
}
const categoryCount = (f: Facets, id: string) => f.categories.find((c) => c.categoryId === id)?.count ?? 0;
const rangeCount = (f: Facets, range: string) => f.investmentRanges.find((r) => r.range === range)!.count;

/** Two main categories (the first with two subcategories) and listings across them and the bands, named with `word`. */
async function catalogue(word: string) {
  const main = await createCategory(server.ds);
  const sub1 = await createCategory(server.ds, { parentId: main.id });
  const sub2 = await createCategory(server.ds, { parentId: main.id });
  const other = await createCategory(server.ds);
  const listings: [string[], number | null, string][] = [
    [[main.id], 20_000, 'Leeds'],
    [[main.id, sub1.id], 50_000, 'Leeds'],
    [[main.id, sub1.id], 50_001, 'York'],
    [[sub2.id], null, 'Leeds'],
    [[main.id, sub2.id], 300_000, 'York'],
    [[other.id], 750_000, 'Leeds'],
    [[other.id], 100_000, 'Bath'],
    [[], 120_000, 'Leeds'],
  ];
  for (const [categoryIds, investmentAmount, location] of listings) {
    await createFranchise(server.ds, { name: `${word} ${location}`, categoryIds, investmentAmount, location });
  }
  // Not public: never counted.
  await createFranchise(server.ds, { name: `${word} pending`, categoryIds: [main.id], status: FranchiseStatus.PENDING });
  await createFranchise(server.ds, { name: `${word} rejected`, categoryIds: [other.id], status: FranchiseStatus.REJECTED });
  return { main, sub1, sub2, other };
}

describe('search facets (franchiseSearchFacets)', () => {
  it('counts each option across the other filters', async () => {
    const word = token('facet');
    const { main, sub1, sub2, other } = await catalogue(word);

    const byText = await facets({ text: word });
    expect([main, sub1, sub2, other].map((c) => categoryCount(byText, c.id))).toEqual([5, 2, 2, 2]);
    expect(byText.investmentRanges).toEqual([
      { range: 'UNDER_50K', count: 3 },
      { range: 'FROM_50K_TO_100K', count: 2 },
      { range: 'FROM_100K_TO_250K', count: 1 },
      { range: 'FROM_250K_TO_500K', count: 1 },
      { range: 'OVER_500K', count: 1 },
    ]);

    // A chosen category narrows the bands, not the categories; a chosen band narrows the categories.
    const inMain = await facets({ text: word, categoryId: main.id });
    expect(categoryCount(inMain, other.id)).toBe(2);
    expect(RANGES.map((r) => rangeCount(inMain, r))).toEqual([3, 1, 0, 1, 0]);
    const cheap = await facets({ text: word, investment: 'UNDER_50K' });
    expect([main, sub1, sub2, other].map((c) => categoryCount(cheap, c.id))).toEqual([3, 1, 1, 0]);
    expect(RANGES.map((r) => rangeCount(cheap, r))).toEqual([3, 2, 1, 1, 1]);
  });

  it('gives for every option the total that choosing it gives', async () => {
    const word = token('leadsto');
    const { main, sub1, sub2, other } = await catalogue(word);
    const cases: Filters[] = [
      { text: word },
      { text: word, location: 'leeds' },
      { text: word, categoryId: main.id },
      { text: word, categoryId: main.id, subcategoryId: sub1.id, investment: 'UNDER_50K' },
      { text: word, investment: 'FROM_50K_TO_100K', location: 'york' },
    ];
    for (const filters of cases) {
      const f = await facets(filters);
      for (const c of [main, other]) {
        expect(categoryCount(f, c.id)).toBe(await total({ ...filters, categoryId: c.id, subcategoryId: undefined }));
      }
      for (const s of [sub1, sub2]) {
        expect(categoryCount(f, s.id)).toBe(await total({ ...filters, categoryId: main.id, subcategoryId: s.id }));
      }
      for (const range of RANGES) expect(rangeCount(f, range)).toBe(await total({ ...filters, investment: range }));
    }
  });

  it('without text, location or band, counts every public listing, as the search does', async () => {
    const { main, sub2, other } = await catalogue(token('all'));
    const f = await facets({});
    expect(categoryCount(f, main.id)).toBe(await total({ categoryId: main.id }));
    expect(categoryCount(f, sub2.id)).toBe(await total({ categoryId: main.id, subcategoryId: sub2.id }));
    expect(categoryCount(f, other.id)).toBe(await total({ categoryId: other.id }));
    const sum = f.investmentRanges.reduce((n, r) => n + r.count, 0);
    expect(sum).toBe(await total({}));
  });

  it('follows approvals, new amounts and new locations at once', async () => {
    const word = token('fresh');
    const main = await createCategory(server.ds);
    const listing = await createFranchise(server.ds, { name: `${word} one`, categoryIds: [main.id], investmentAmount: 20_000 });
    const pending = await createFranchise(server.ds, { name: `${word} two`, categoryIds: [main.id], status: FranchiseStatus.PENDING });
    const before = await facets({ text: word });
    expect(categoryCount(before, main.id)).toBe(1);
    expect(rangeCount(before, 'UNDER_50K')).toBe(1);

    await server.ds.getRepository(Franchise).update({ id: pending.id }, { status: FranchiseStatus.APPROVED });
    expect(categoryCount(await facets({ text: word }), main.id)).toBe(2);

    await server.ds.getRepository(FranchiseDetails).update({ franchiseId: listing.id }, { investmentAmount: 600_000 });
    expect(rangeCount(await facets({ text: word }), 'OVER_500K')).toBe(1);

    await server.ds.getRepository(Franchise).update({ id: listing.id }, { location: `${word}ton` });
    expect(categoryCount(await facets({ text: word, location: `${word}ton` }), main.id)).toBe(1);
  });

  it('refuses a malformed category id as the search does', async () => {
    const error = await client.error(FACETS, { filters: { categoryId: 'not-an-id' } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Category not found');
  });
});
