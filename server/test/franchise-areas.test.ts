import { createFranchise, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
let client: TestClient;
let town: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
  const rows: { id: number; name: string }[] = await server.ds.query(
    `SELECT id, name FROM uk_cities WHERE name IN ('Leeds', 'York', 'Manchester', 'Glasgow', 'Cardiff', 'London')`,
  );
  town = Object.fromEntries(rows.map((r) => [r.name, `town:${r.id}`]));
});
afterAll(() => server.close());

const SEARCH = `query Search($filters: FranchiseSearchInput) {
  franchiseSearch(filters: $filters, page: { pageSize: 50 }) { total items { name location areas { key } } }
}`;
const FACETS = `query Facets($filters: FranchiseSearchInput) { franchiseSearchFacets(filters: $filters) { investmentRanges { count } } }`;
const PLACES = `query Places($search: String!, $limit: Int) { places(search: $search, limit: $limit) { key kind name within } }`;

async function names(filters: Record<string, string>) {
  const { franchiseSearch } = await client.data<{ franchiseSearch: { total: number; items: { name: string }[] } }>(SEARCH, { filters });
  return franchiseSearch.items.map((i) => i.name);
}

/** One listing per kind of area, named `${word} <what>`, newest last so the most local are not first by date. */
async function listings(word: string) {
  const made: [string, string[], string][] = [
    ['everywhere', ['uk'], 'UK'],
    ['england', ['nation:England'], 'England'],
    ['scotland', ['nation:Scotland'], 'Scotland'],
    ['yorkshire', ['region:Yorkshire and the Humber'], 'Yorkshire'],
    ['north-west', ['region:North West'], 'North West England'],
    ['leeds', [town.Leeds], 'Leeds'],
    ['york', [town.York], 'York'],
    ['glasgow', [town.Glasgow], 'Glasgow'],
    ['cardiff-and-manchester', [town.Cardiff, town.Manchester], 'Cardiff and Manchester'],
    ['nowhere', [], 'Atlantis'],
  ];
  const start = Date.now() - 60_000;
  for (const [i, [what, areas, location]] of made.entries()) {
    await createFranchise(server.ds, { name: `${word} ${what}`, areas, location, createdAt: new Date(start - i * 1000) });
  }
}

describe('searching by location: areas', () => {
  it('a town finds those offered there, in its region, its nation or everywhere, the most local first', async () => {
    const word = token('area');
    await listings(word);
    expect(await names({ text: word, location: 'Leeds' })).toEqual([`${word} leeds`, `${word} yorkshire`, `${word} england`, `${word} everywhere`]);
    // Any case and spacing; a town in another nation finds that nation's and the UK's.
    expect(await names({ text: word, location: '  glasgow ' })).toEqual([`${word} glasgow`, `${word} scotland`, `${word} everywhere`]);
    expect(await names({ text: word, location: 'Cardiff' })).toEqual([`${word} cardiff-and-manchester`, `${word} everywhere`]);
  });

  it('a region finds its towns and itself first, then its nation and the UK; a nation everything in it', async () => {
    const word = token('region');
    await listings(word);
    expect(await names({ text: word, location: 'Yorkshire and the Humber' })).toEqual([
      `${word} yorkshire`,
      `${word} leeds`,
      `${word} york`,
      `${word} england`,
      `${word} everywhere`,
    ]);
    expect(await names({ text: word, location: 'scotland' })).toEqual([`${word} scotland`, `${word} glasgow`, `${word} everywhere`]);
    expect(await names({ text: word, location: 'England' })).toEqual([
      `${word} england`,
      `${word} yorkshire`,
      `${word} north-west`,
      `${word} leeds`,
      `${word} york`,
      `${word} cardiff-and-manchester`,
      `${word} everywhere`,
    ]);
  });

  it('within each tier keeps the chosen order; text that names no place matches the location text', async () => {
    const word = token('order');
    await listings(word);
    expect(await names({ text: word, location: 'Manchester', sort: 'NAME' })).toEqual([
      `${word} cardiff-and-manchester`,
      `${word} north-west`,
      `${word} england`,
      `${word} everywhere`,
    ]);
    expect(await names({ text: word, location: 'atlan' })).toEqual([`${word} nowhere`]);
    expect(await names({ text: word, location: 'UK' })).toEqual([`${word} everywhere`]);
  });

  it('the filter counts under a place add up to its results', async () => {
    const word = token('count');
    await listings(word);
    const { franchiseSearchFacets } = await client.data<{ franchiseSearchFacets: { investmentRanges: { count: number }[] } }>(FACETS, {
      filters: { text: word, location: 'Leeds' },
    });
    expect(franchiseSearchFacets.investmentRanges.reduce((n, r) => n + r.count, 0)).toBe(4);
  });

  it('a listing says where it is offered, widest first', async () => {
    const word = token('says');
    await createFranchise(server.ds, { name: `${word} one`, areas: [town.Leeds, 'region:London', 'nation:Wales'] });
    const { franchiseSearch } = await client.data<{ franchiseSearch: { items: { areas: { key: string }[] }[] } }>(SEARCH, {
      filters: { text: word },
    });
    expect(franchiseSearch.items[0].areas.map((a) => a.key)).toEqual(['nation:Wales', 'region:London', town.Leeds]);
  });
});

describe('places (location suggestions)', () => {
  it('suggests towns with their region and nation, regions and nations, those starting with the text first', async () => {
    const { places } = await client.data<{ places: { key: string; kind: string; name: string; within: string | null }[] }>(PLACES, {
      search: 'lee',
    });
    expect(places[0]).toEqual({ key: town.Leeds, kind: 'TOWN', name: 'Leeds', within: 'Yorkshire and the Humber, England' });
    // Starting with the text first, then nations before regions before towns.
    const north = await client.data<{ places: { name: string }[] }>(PLACES, { search: 'north', limit: 4 });
    expect(north.places.map((p) => p.name)).toEqual(['Northern Ireland', 'North East', 'North West', 'Northampton']);
    const uk = await client.data<{ places: { key: string }[] }>(PLACES, { search: 'uk' });
    expect(uk.places.map((p) => p.key)).toEqual(['uk']);
  });
});

describe('location_areas: free-text locations read as areas (the migration, the demo data, forms without areas)', () => {
  it.each([
    ['Nationwide', ['uk']],
    ['Coastal UK', ['uk']],
    ['North West England', ['region:North West']],
    ['Midlands', ['region:East Midlands', 'region:West Midlands']],
    ['England and Wales', ['nation:England', 'nation:Wales']],
    ['Scotland', ['nation:Scotland']],
    ['Kent', ['region:South East']],
    ['Atlantis', []],
  ])('%s', async (location, areas) => {
    const [row] = await server.ds.query(`SELECT location_areas($1) AS areas`, [location]);
    expect(row.areas).toEqual(areas);
  });

  it('names towns by their id, with short names people use', async () => {
    const [row] = await server.ds.query(`SELECT location_areas('Leeds') AS leeds, location_areas('London') AS london`);
    expect(row.leeds).toEqual([town.Leeds]);
    expect(row.london).toEqual(['region:London', town.London]);
  });
});
