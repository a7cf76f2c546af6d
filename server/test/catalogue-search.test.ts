import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { createCategory, createFeaturedAd, createFranchise, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
let client: TestClient;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
});
afterAll(() => server.close());

const SEARCH = `query Search($filters: FranchiseSearchInput, $page: PageInput) {
  franchiseSearch(filters: $filters, page: $page) {
    total page pageSize pageCount
    items { id name location details { shortDescription investmentAmount } categories { id } }
  }
}`;

interface SearchResult {
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  items: { id: string; name: string; location: string; details: { shortDescription: string; investmentAmount: number | null } | null }[];
}

async function search(filters: Record<string, unknown>, page?: { page?: number; pageSize?: number }) {
  const { franchiseSearch } = await client.data<{ franchiseSearch: SearchResult }>(SEARCH, { filters, page });
  return franchiseSearch;
}
const names = (r: SearchResult) => r.items.map((i) => i.name);

describe('free text', () => {
  it('matches the name, the short description or the location, ignoring case', async () => {
    const word = token('word');
    const inName = await createFranchise(server.ds, { name: `The ${word.toUpperCase()} Company` });
    const inDescription = await createFranchise(server.ds, { shortDescription: `Famous for ${word} since 1990` });
    const inLocation = await createFranchise(server.ds, { location: `${word}shire` });
    await createFranchise(server.ds, { name: 'Something else entirely' });

    const result = await search({ text: `  ${word}  ` });
    expect(result.total).toBe(3);
    expect(new Set(result.items.map((i) => i.id))).toEqual(new Set([inName.id, inDescription.id, inLocation.id]));
  });

  it('needs every word, in any of the fields', async () => {
    const a = token('alpha');
    const b = token('beta');
    const both = await createFranchise(server.ds, { name: `${a} Coffee`, location: `${b} Town` });
    await createFranchise(server.ds, { name: `${a} Tea` });
    const result = await search({ text: `${b.toUpperCase()} ${a}` });
    expect(result.items.map((i) => i.id)).toEqual([both.id]);
  });

  it('treats % and _ as ordinary characters', async () => {
    const t = token('pct');
    const literal = await createFranchise(server.ds, { name: `${t} 100% Fresh` });
    await createFranchise(server.ds, { name: `${t} 1000 Fresh` });
    expect((await search({ text: `${t} 100%` })).items.map((i) => i.id)).toEqual([literal.id]);
    expect((await search({ text: `${t} _` })).total).toBe(0);
  });

  it('follows changes to the name and the details', async () => {
    const before = token('before');
    const after = token('after');
    const f = await createFranchise(server.ds, { name: `${before} Ltd`, shortDescription: 'plain' });
    await server.ds.getRepository(Franchise).update({ id: f.id }, { name: `${after} Ltd` });
    await server.ds.getRepository(FranchiseDetails).update({ franchiseId: f.id }, { shortDescription: `now ${before}` });
    expect((await search({ text: after })).items.map((i) => i.id)).toEqual([f.id]);
    expect((await search({ text: before })).items.map((i) => i.id)).toEqual([f.id]);
    await server.ds.getRepository(FranchiseDetails).update({ franchiseId: f.id }, { shortDescription: 'plain again' });
    expect((await search({ text: before })).total).toBe(0);
  });
});

describe('location', () => {
  it('matches a case-insensitive part of the location only', async () => {
    const place = token('Place');
    const here = await createFranchise(server.ds, { location: `North ${place}, Kent` });
    await createFranchise(server.ds, { name: `${place} in the name`, location: 'Leeds' });
    const result = await search({ location: place.toLowerCase() });
    expect(result.items.map((i) => i.id)).toEqual([here.id]);
  });
});

describe('categories', () => {
  it('matches a franchise in the category or in any of its subcategories, once each', async () => {
    const main = await createCategory(server.ds);
    const sub1 = await createCategory(server.ds, { parentId: main.id });
    const sub2 = await createCategory(server.ds, { parentId: main.id });
    const other = await createCategory(server.ds);
    const inMain = await createFranchise(server.ds, { categoryIds: [main.id] });
    const inSub = await createFranchise(server.ds, { categoryIds: [sub1.id] });
    const inBoth = await createFranchise(server.ds, { categoryIds: [main.id, sub2.id] });
    await createFranchise(server.ds, { categoryIds: [other.id] });

    const byMain = await search({ categoryId: main.id });
    expect(byMain.total).toBe(3);
    expect(new Set(byMain.items.map((i) => i.id))).toEqual(new Set([inMain.id, inSub.id, inBoth.id]));

    expect((await search({ categoryId: sub1.id })).items.map((i) => i.id)).toEqual([inSub.id]);
    const bySub = await search({ categoryId: main.id, subcategoryId: sub2.id });
    expect(bySub.items.map((i) => i.id)).toEqual([inBoth.id]);
  });

  it('finds nothing for a subcategory of another category or an unknown category', async () => {
    const main = await createCategory(server.ds);
    const otherMain = await createCategory(server.ds);
    const otherSub = await createCategory(server.ds, { parentId: otherMain.id });
    await createFranchise(server.ds, { categoryIds: [main.id] });
    await createFranchise(server.ds, { categoryIds: [otherSub.id] });
    expect((await search({ categoryId: main.id, subcategoryId: otherSub.id })).total).toBe(0);
    expect((await search({ categoryId: '00000000-0000-4000-8000-000000000000' })).total).toBe(0);
  });

  it('refuses a malformed category id', async () => {
    const error = await client.error(SEARCH, { filters: { categoryId: 'not-an-id' } });
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe('Category not found');
  });
});

describe('investment bands', () => {
  // Each band includes its upper edge and excludes its lower one; a missing amount counts as 0.
  const amounts: [string, number | null][] = [
    ['missing', null],
    ['0', 0],
    ['50000', 50_000],
    ['50000.01', 50_000.01],
    ['100000', 100_000],
    ['100000.01', 100_000.01],
    ['250000', 250_000],
    ['250000.01', 250_000.01],
    ['500000', 500_000],
    ['500000.01', 500_000.01],
  ];
  let place: string;
  beforeAll(async () => {
    place = token('Bandton');
    for (const [label, investmentAmount] of amounts) {
      await createFranchise(server.ds, { name: `Band ${label}`, location: place, investmentAmount });
    }
  });

  it.each([
    ['UNDER_50K', ['missing', '0', '50000']],
    ['FROM_50K_TO_100K', ['50000.01', '100000']],
    ['FROM_100K_TO_250K', ['100000.01', '250000']],
    ['FROM_250K_TO_500K', ['250000.01', '500000']],
    ['OVER_500K', ['500000.01']],
  ])('%s holds exactly its amounts', async (investment, labels) => {
    const result = await search({ location: place, investment }, { pageSize: 100 });
    expect(names(result).sort()).toEqual(labels.map((l) => `Band ${l}`).sort());
  });

  it('no band matches every amount', async () => {
    expect((await search({ location: place })).total).toBe(amounts.length);
  });

  it('reports amounts as pounds and a missing amount as null', async () => {
    const result = await search({ location: place, investment: 'FROM_50K_TO_100K', sort: 'INVESTMENT_ASC' });
    expect(result.items.map((i) => i.details?.investmentAmount)).toEqual([50_000.01, 100_000]);
    const low = await search({ location: place, investment: 'UNDER_50K', sort: 'INVESTMENT_ASC' });
    expect(low.items.map((i) => i.details?.investmentAmount)).toEqual([0, 50_000, null]);
  });
});

describe('sorting and paging', () => {
  let place: string;
  let categoryId: string;
  const day = 24 * 3600 * 1000;
  beforeAll(async () => {
    place = token('Sortford');
    categoryId = (await createCategory(server.ds)).id;
    const rows: [string, number | null, number][] = [
      ['bravo', 120_000, 3],
      ['Alpha', 60_000, 1],
      ['charlie', null, 4],
      ['Delta', 900_000, 2],
      ['echo', 5_000, 5],
    ];
    for (const [name, investmentAmount, age] of rows) {
      await createFranchise(server.ds, {
        name,
        location: place,
        investmentAmount,
        categoryIds: [categoryId],
        createdAt: new Date(Date.now() - age * day),
      });
    }
  });

  it.each([
    ['newest first by default', undefined, ['Alpha', 'Delta', 'bravo', 'charlie', 'echo']],
    ['NEWEST', 'NEWEST', ['Alpha', 'Delta', 'bravo', 'charlie', 'echo']],
    ['INVESTMENT_ASC, missing amounts last', 'INVESTMENT_ASC', ['echo', 'Alpha', 'bravo', 'Delta', 'charlie']],
    ['INVESTMENT_DESC, missing amounts last', 'INVESTMENT_DESC', ['Delta', 'bravo', 'Alpha', 'echo', 'charlie']],
    ['NAME, ignoring case', 'NAME', ['Alpha', 'bravo', 'charlie', 'Delta', 'echo']],
  ])('sorts %s', async (_label, sort, expected) => {
    // Text and location filters take another query plan than the others: both must sort alike.
    expect(names(await search({ location: place, ...(sort ? { sort } : {}) }))).toEqual(expected);
    expect(names(await search({ categoryId, ...(sort ? { sort } : {}) }))).toEqual(expected);
  });

  it('pages on the server, 24 a page by default', async () => {
    for (const filters of [{ location: place }, { categoryId }]) {
      const first = await search({ ...filters, sort: 'NAME' }, { page: 1, pageSize: 2 });
      const second = await search({ ...filters, sort: 'NAME' }, { page: 2, pageSize: 2 });
      const last = await search({ ...filters, sort: 'NAME' }, { page: 3, pageSize: 2 });
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
      expect(names(first)).toEqual(['Alpha', 'bravo']);
      expect(names(second)).toEqual(['charlie', 'Delta']);
      expect(names(last)).toEqual(['echo']);
    }
    const beyond = await search({ location: place }, { page: 9, pageSize: 2 });
    expect(beyond).toMatchObject({ total: 5, items: [] });
    expect((await search({ location: place })).pageSize).toBe(24);
  });

  it('refuses pages of more than 100 and page numbers below 1', async () => {
    expect((await client.error(SEARCH, { page: { pageSize: 101 } })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await client.error(SEARCH, { page: { page: 0 } })).extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('visibility', () => {
  it('never returns pending or rejected franchises, whatever the filters', async () => {
    const t = token('vis');
    const category = await createCategory(server.ds);
    const approved = await createFranchise(server.ds, { name: `${t} approved`, categoryIds: [category.id] });
    await createFranchise(server.ds, { name: `${t} pending`, status: FranchiseStatus.PENDING, categoryIds: [category.id] });
    await createFranchise(server.ds, { name: `${t} rejected`, status: FranchiseStatus.REJECTED, categoryIds: [category.id] });
    for (const filters of [{ text: t }, { categoryId: category.id }, { text: t, sort: 'NAME' }]) {
      const result = await search(filters);
      expect(result.items.map((i) => i.id)).toEqual([approved.id]);
      expect(result.total).toBe(1);
    }
  });

  it('lists a franchise without details, with null details', async () => {
    const t = token('bare');
    const bare = await createFranchise(server.ds, { name: `${t} bare`, withDetails: false });
    const result = await search({ text: t, investment: 'UNDER_50K' });
    expect(result.items).toEqual([expect.objectContaining({ id: bare.id, details: null })]);
  });
});

describe('the total', () => {
  it('follows approvals, removals, new amounts, new locations and new categories at once', async () => {
    const word = token('total');
    const main = await createCategory(server.ds);
    const other = await createCategory(server.ds);
    const listing = await createFranchise(server.ds, { name: `${word} one`, categoryIds: [main.id], investmentAmount: 20_000, location: 'Leeds' });
    const pending = await createFranchise(server.ds, { name: `${word} two`, categoryIds: [main.id], status: FranchiseStatus.PENDING });
    const totals = async () => ({
      text: (await search({ text: word })).total,
      band: (await search({ text: word, investment: 'OVER_500K' })).total,
      place: (await search({ text: word, location: `${word}ton` })).total,
      other: (await search({ text: word, categoryId: other.id })).total,
    });
    expect(await totals()).toEqual({ text: 1, band: 0, place: 0, other: 0 });
    expect(await totals()).toEqual({ text: 1, band: 0, place: 0, other: 0 });

    await server.ds.getRepository(Franchise).update({ id: pending.id }, { status: FranchiseStatus.APPROVED });
    expect(await totals()).toEqual({ text: 2, band: 0, place: 0, other: 0 });

    await server.ds.getRepository(FranchiseDetails).update({ franchiseId: listing.id }, { investmentAmount: 600_000 });
    expect(await totals()).toEqual({ text: 2, band: 1, place: 0, other: 0 });

    await server.ds.getRepository(Franchise).update({ id: listing.id }, { location: `${word}ton` });
    expect(await totals()).toEqual({ text: 2, band: 1, place: 1, other: 0 });

    await server.ds.query(`INSERT INTO franchise_category_mappings (franchise_id, category_id) VALUES ($1, $2)`, [pending.id, other.id]);
    expect(await totals()).toEqual({ text: 2, band: 1, place: 1, other: 1 });

    await server.ds.getRepository(Franchise).update({ id: pending.id }, { status: FranchiseStatus.REJECTED });
    expect(await totals()).toEqual({ text: 1, band: 1, place: 1, other: 0 });

    await server.ds.getRepository(Franchise).delete({ id: listing.id });
    expect(await totals()).toEqual({ text: 0, band: 0, place: 0, other: 0 });
  });
});

describe('query count', () => {
  it("answers a page with its relations in two statements: page (with each row's featured ad, categories and response figures), and catalogue version with the count when it has moved", async () => {
    const category = await createCategory(server.ds, { name: 'Zebra Crossings' });
    const sub = await createCategory(server.ds, { name: 'Aardvark Walks', parentId: category.id });
    const franchises: Franchise[] = [];
    for (let i = 0; i < 5; i++) franchises.push(await createFranchise(server.ds, { categoryIds: i === 0 ? [sub.id, category.id] : [category.id] }));
    const ad = await createFeaturedAd(server.ds, franchises[2].id);
    // An ad no longer showing does not count.
    await createFeaturedAd(server.ds, franchises[3].id, { endDate: new Date(Date.now() - 86_400_000) });
    type Answer = { franchiseSearch: { total: number; items: { id: string; featuredAdId: string | null; categories: { name: string }[] }[] } };
    const statements: string[] = [];
    const parameters: unknown[][] = [];
    const logger = server.ds.logger;
    const original = logger.logQuery;
    logger.logQuery = (query: string, ...rest) => {
      // The places are read once per process (by whichever search comes first), not per request.
      if (query.includes('FROM uk_cities')) return original.call(logger, query, ...rest);
      statements.push(query);
      parameters.push((rest[0] as unknown[] | undefined) ?? []);
      return original.call(logger, query, ...rest);
    };
    const ask = () =>
      client.data<Answer>(
        `query($f: FranchiseSearchInput) { franchiseSearch(filters: $f) { total items { id details { shortDescription } categories { name } canRequestInfo featuredAdId responseTime { summary } } } }`,
        { f: { categoryId: category.id } },
      );
    let answer: Answer;
    let again: Answer;
    let first: string[];
    let firstParameters: unknown[][];
    try {
      answer = await ask();
      first = statements.splice(0);
      firstParameters = parameters.splice(0);
      again = await ask();
    } finally {
      logger.logQuery = original;
    }
    const versionRead = (qs: string[]) => qs.findIndex((q) => q.includes('FROM catalogue_version'));
    expect(first).toHaveLength(2);
    expect(first.filter((q) => q.includes('count(*)'))).toHaveLength(1);
    // Nothing kept yet: the statement that reads the version counts whatever it reads (no kept version to compare).
    expect(firstParameters[versionRead(first)].at(-1)).toBeNull();
    // Asked again with nothing changed: the same two statements, the second now told the version the kept total was
    // counted at, so it counts only if the catalogue has moved since.
    expect(statements).toHaveLength(2);
    expect(parameters[versionRead(statements)].at(-1)).toMatch(/^\d+:(true|false)$/);
    expect(again.franchiseSearch).toEqual(answer.franchiseSearch);
    expect(answer.franchiseSearch.total).toBe(5);
    // The main category first, then subcategories, as the categories loader gives them elsewhere.
    const names = Object.fromEntries(answer.franchiseSearch.items.map((i) => [i.id, i.categories.map((c) => c.name)]));
    expect(names).toEqual(
      Object.fromEntries(franchises.map((f, i) => [f.id, i === 0 ? ['Zebra Crossings', 'Aardvark Walks'] : ['Zebra Crossings']])),
    );
    const featured = Object.fromEntries(answer.franchiseSearch.items.map((i) => [i.id, i.featuredAdId]));
    expect(featured).toEqual(Object.fromEntries(franchises.map((f) => [f.id, f.id === franchises[2].id ? ad.id : null])));
  });
});

describe("'Did you mean' (searchSuggestion)", () => {
  const suggest = async (text: string) =>
    (await client.data<{ searchSuggestion: string | null }>(`query($t: String!) { searchSuggestion(text: $t) }`, { t: text })).searchSuggestion;

  beforeAll(async () => {
    await createFranchise(server.ds, { name: 'Cappuccino Corner', location: 'Bristol', shortDescription: 'Espresso bars on the high street' });
    await createFranchise(server.ds, { name: 'Macchiato Hub', status: FranchiseStatus.PENDING });
  });

  it('offers the listing word closest to a misspelt one, keeping the words listings use', async () => {
    expect(await suggest('capucino')).toBe('cappuccino');
    expect(await suggest('Capucino Bristol')).toBe('cappuccino bristol');
    expect(await suggest('espreso')).toBe('espresso');
  });

  it('offers nothing when every word is found, when nothing is close, or when only a non-public listing has it', async () => {
    expect(await suggest('cappuccino')).toBeNull();
    expect(await suggest('zqxvjw')).toBeNull();
    expect(await suggest('machiato')).toBeNull();
    expect(await suggest('')).toBeNull();
  });

  it('a search for the suggestion finds the listing', async () => {
    const suggestion = await suggest('capucino');
    const { franchiseSearch } = await client.data<{ franchiseSearch: { items: { name: string }[] } }>(
      `query($f: FranchiseSearchInput) { franchiseSearch(filters: $f) { items { name } } }`,
      { f: { text: suggestion } },
    );
    expect(franchiseSearch.items.map((i) => i.name)).toContain('Cappuccino Corner');
  });
});
