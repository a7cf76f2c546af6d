import { FranchiseTerritory } from '../src/modules/catalogue/franchise-territory.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { TerritoryState } from '../src/modules/catalogue/territory.enums';
import { milesBetween } from '../src/modules/catalogue/postcode-areas';
import { FACTORY_PASSWORD, createCustomer, createFranchise, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

// Issue 43, territories by postcode: a franchisor's districts and their states, a visitor's postcode checked against
// them with the nearest available district, and search limited to listings with an available territory nearby.

const LOOKUP = `query Lookup($id: ID!, $postcode: String) {
  franchiseTerritories(franchiseId: $id, postcode: $postcode) {
    available reserved taken
    check { district state message nearestAvailable { district postTown miles } }
  }
}`;
const LIST = `query List($id: ID!, $page: PageInput) {
  myFranchiseTerritories(franchiseId: $id, page: $page) { total available reserved taken items { id district postTown state } }
}`;
const ADD = `mutation Add($input: AddTerritoriesInput!) { addFranchiseTerritories(input: $input) }`;
const SET = `mutation Set($id: ID!, $state: TerritoryState!) { setFranchiseTerritoryState(id: $id, state: $state) { district state } }`;
const REMOVE = `mutation Remove($id: ID!) { removeFranchiseTerritory(id: $id) }`;
const SEARCH = `query Search($filters: FranchiseSearchInput) { franchiseSearch(filters: $filters) { total items { name } } }`;

interface Lookup {
  franchiseTerritories: {
    available: number;
    reserved: number;
    taken: number;
    check: {
      district: string;
      state: string | null;
      message: string;
      nearestAvailable: { district: string; postTown: string; miles: number | null } | null;
    } | null;
  };
}

let server: TestServer;
let visitor: TestClient;
let owner: TestClient;
let other: TestClient;
let franchiseId: string;
const rows = () => server.ds.getRepository(FranchiseTerritory).find({ where: { franchiseId }, order: { district: 'ASC' } });

beforeAll(async () => {
  server = await startTestServer();
  visitor = new TestClient(server.url);
  const franchisor = await createFranchisor(server.ds);
  owner = new TestClient(server.url);
  await owner.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
  other = new TestClient(server.url);
  await other.signIn((await createFranchisor(server.ds)).email, FACTORY_PASSWORD, 'FRANCHISOR');
  franchiseId = (await createFranchise(server.ds, { name: 'Leeds Lawns', franchisorId: franchisor.id })).id;
});
afterAll(() => server?.close());

describe('the franchisor keeps its territories', () => {
  it('adds districts typed in any spacing and case, and lists them by area and district with their post towns', async () => {
    expect(await owner.data(ADD, { input: { franchiseId, districts: 'ls1, ls6\nLS10 LS2; bd3' } })).toEqual({ addFranchiseTerritories: 5 });
    await owner.data(ADD, { input: { franchiseId, districts: 'LS17, M14', state: 'TAKEN' } });
    const list = await owner.data<{
      myFranchiseTerritories: { total: number; available: number; taken: number; items: { district: string; postTown: string; state: string }[] };
    }>(LIST, { id: franchiseId });
    expect(list.myFranchiseTerritories.items.map((t) => `${t.district} ${t.postTown} ${t.state}`)).toEqual([
      'BD3 Bradford AVAILABLE',
      'LS1 Leeds AVAILABLE',
      'LS2 Leeds AVAILABLE',
      'LS6 Leeds AVAILABLE',
      'LS10 Leeds AVAILABLE',
      'LS17 Leeds TAKEN',
      'M14 Manchester TAKEN',
    ]);
    expect(list.myFranchiseTerritories).toMatchObject({ total: 7, available: 5, taken: 2 });
  });

  it('refuses a list with anything that is not a district, naming each, and writes none of it', async () => {
    const before = await rows();
    const error = await owner.error(ADD, { input: { franchiseId, districts: 'LS7, LS99X, LS6 2AB, JE2' } });
    expect(error.message).toBe('"LS99X", "2AB" are not UK postcode districts');
    expect((await owner.error(ADD, { input: { franchiseId, districts: 'LS7, JE2' } })).message).toBe('"JE2" is not a UK postcode district');
    expect((await owner.error(ADD, { input: { franchiseId, districts: ' , ' } })).message).toBe('Please enter at least one postcode district');
    expect(await rows()).toEqual(before);
  });

  it("keeps another company out of the listing's territories and writes nothing", async () => {
    const [first] = await rows();
    expect((await other.error(LIST, { id: franchiseId })).message).toBe('Franchise not found');
    expect((await other.error(ADD, { input: { franchiseId, districts: 'LS8' } })).message).toBe('Franchise not found');
    expect((await other.error(SET, { id: first.id, state: 'TAKEN' })).message).toBe('Territory not found');
    expect((await other.error(REMOVE, { id: first.id })).message).toBe('Territory not found');
    expect((await visitor.error(LIST, { id: franchiseId })).extensions?.code).toBe('UNAUTHENTICATED');
    const customer = new TestClient(server.url);
    await customer.signIn((await createCustomer(server.ds)).email, FACTORY_PASSWORD, 'CUSTOMER');
    expect((await customer.error(ADD, { input: { franchiseId, districts: 'LS8' } })).extensions?.code).toBe('FORBIDDEN');
    expect((await rows()).map((r) => `${r.district}:${r.state}`)).not.toContain('LS8:available');
    expect((await rows()).find((r) => r.id === first.id)?.state).toBe(first.state);
  });

  it('sets a state and removes a territory, live at once without review', async () => {
    const bd3 = (await rows()).find((r) => r.district === 'BD3')!;
    expect(await owner.data(SET, { id: bd3.id, state: 'RESERVED' })).toEqual({ setFranchiseTerritoryState: { district: 'BD3', state: 'RESERVED' } });
    expect((await visitor.data<Lookup>(LOOKUP, { id: franchiseId, postcode: 'BD3 7AA' })).franchiseTerritories.check?.state).toBe('RESERVED');
    expect(await owner.data(REMOVE, { id: bd3.id })).toEqual({ removeFranchiseTerritory: true });
    expect((await rows()).some((r) => r.district === 'BD3')).toBe(false);
  });
});

describe("a visitor's postcode", () => {
  const check = async (postcode: string) => (await visitor.data<Lookup>(LOOKUP, { id: franchiseId, postcode })).franchiseTerritories.check!;

  it('is available in its district', async () => {
    expect(await check('ls6 2ab')).toEqual({ district: 'LS6', state: 'AVAILABLE', message: 'Available in LS6', nearestAvailable: null });
  });

  it('is taken, with the nearest available district of the same area in district order', async () => {
    expect(await check('LS17 8AA')).toEqual({
      district: 'LS17',
      state: 'TAKEN',
      message: 'Taken; nearest available: LS1 (in the Leeds area)',
      nearestAvailable: { district: 'LS1', postTown: 'Leeds', miles: null },
    });
  });

  it('names the miles between area centres when the nearest is in another area, and says when a district is not listed', async () => {
    // M14 is taken and no Manchester district is available: the nearest is in Leeds, about 36 miles away.
    const m14 = await check('M14');
    expect(m14.message).toBe(`Taken; nearest available: LS1 (about ${m14.nearestAvailable!.miles} miles)`);
    expect(m14.nearestAvailable!.miles).toBe(Math.round(milesBetween({ latitude: 53.48, longitude: -2.24 }, { latitude: 53.8, longitude: -1.55 })));
    expect(m14.nearestAvailable!.miles).toBeGreaterThan(30);
    expect(m14.nearestAvailable!.miles).toBeLessThan(40);
    expect(await check('YO1')).toMatchObject({ state: null, message: 'YO1 is not a listed territory; nearest available: LS1 (about 22 miles)' });
  });

  it('says when none is available', async () => {
    const lonely = await createFranchise(server.ds, { name: 'All Sold' });
    await server.ds.getRepository(FranchiseTerritory).save({ franchiseId: lonely.id, district: 'LS6', area: 'LS', state: TerritoryState.TAKEN });
    const found = await visitor.data<Lookup>(LOOKUP, { id: lonely.id, postcode: 'LS6' });
    expect(found.franchiseTerritories).toMatchObject({
      available: 0,
      taken: 1,
      check: { message: 'Taken; none is available at present', nearestAvailable: null },
    });
  });

  it('is refused when it is not a UK postcode, with the message the forms use', async () => {
    for (const bad of ['LS', 'hello', 'JE2 3AB', '12345', 'X'.repeat(30)]) {
      const error = await visitor.error(LOOKUP, { id: franchiseId, postcode: bad });
      expect([bad, error.message]).toEqual([bad, 'Please enter a valid UK post code']);
    }
  });

  it('counts the states without a postcode, and hides an unpublished listing', async () => {
    expect((await visitor.data<Lookup>(LOOKUP, { id: franchiseId })).franchiseTerritories).toMatchObject({
      available: 4,
      reserved: 0,
      taken: 2,
      check: null,
    });
    const pending = await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
    expect((await visitor.error(LOOKUP, { id: pending.id, postcode: 'LS6' })).message).toBe('Franchise not found');
    expect((await visitor.error(LOOKUP, { id: 'not-an-id' })).message).toBe('Franchise not found');
  });
});

describe('search near a postcode', () => {
  const names = async (filters: Record<string, unknown>) =>
    (await visitor.data<{ franchiseSearch: { total: number; items: { name: string }[] } }>(SEARCH, { filters })).franchiseSearch;

  it('keeps listings with an available territory within 25 miles of its area, and counts them', async () => {
    const york = await createFranchise(server.ds, { name: 'York Only' });
    await server.ds.getRepository(FranchiseTerritory).save({ franchiseId: york.id, district: 'YO1', area: 'YO', state: TerritoryState.AVAILABLE });
    const leeds = await names({ availableNear: 'LS6 2AB' });
    // York's centre is about 22 miles from Leeds's; Manchester's 36. 'All Sold' has nothing available.
    expect(leeds.items.map((i) => i.name).sort()).toEqual(['Leeds Lawns', 'York Only']);
    expect(leeds.total).toBe(2);
    expect((await names({ availableNear: 'M1' })).items).toEqual([]);
    expect((await names({ availableNear: 'YO1', text: 'lawns' })).items.map((i) => i.name)).toEqual(['Leeds Lawns']);
  });

  it('refuses an invalid postcode', async () => {
    expect((await visitor.error(SEARCH, { filters: { availableNear: 'nowhere' } })).message).toBe('Please enter a valid UK post code');
  });
});
