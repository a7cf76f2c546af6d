import { OwnershipStyle, WorkingHours } from '../src/modules/catalogue/ownership.enums';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { FACTORY_PASSWORD, createCategory, createCustomer, createFranchise } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

// Issue 43, the matching quiz: public listings ranked by the answers, with the reasons for each, on a known catalogue
// (each test file has a database of its own).

const MATCHES = `query Matches($answers: MatchAnswersInput!, $page: PageInput) {
  franchiseMatches(answers: $answers, page: $page) {
    total page pageCount
    items { fit franchise { name details { investmentAmount } } reasons { text fits } }
  }
}`;

interface Page {
  franchiseMatches: {
    total: number;
    pageCount: number;
    items: { fit: number; franchise: { name: string }; reasons: { text: string; fits: boolean }[] }[];
  };
}

let server: TestServer;
let client: TestClient;
let homeServices: string;
beforeAll(async () => {
  server = await startTestServer();
  client = new TestClient(server.url);
  homeServices = (await createCategory(server.ds, { name: 'Home Services' })).id;
  const property = (await createCategory(server.ds, { name: 'Property' })).id;
  const cleaning = (await createCategory(server.ds, { name: 'Oven Cleaning', parentId: homeServices })).id;
  const hotels = (await createCategory(server.ds, { name: 'Hospitality' })).id;
  const facts = async (id: string, d: Partial<FranchiseDetails>) => server.ds.getRepository(FranchiseDetails).update({ franchiseId: id }, d);
  // Created one after another: among equal fits the newest comes first.
  const vans = await createFranchise(server.ds, {
    name: 'Leeds Oven Vans',
    investmentAmount: 20_000,
    areas: ['region:Yorkshire and the Humber'],
    categoryIds: [cleaning],
  });
  await facts(vans.id, { minimumLiquidCapital: 5_000, ownershipStyles: [OwnershipStyle.OWNER_OPERATOR], workingHours: WorkingHours.PART_TIME });
  const lettings = await createFranchise(server.ds, {
    name: 'Northern Lettings',
    investmentAmount: 60_000,
    areas: ['region:North West'],
    categoryIds: [property],
  });
  await facts(lettings.id, { ownershipStyles: [OwnershipStyle.MANAGER], workingHours: WorkingHours.FULL_TIME });
  const hotel = await createFranchise(server.ds, { name: 'Grand Hotel Rooms', investmentAmount: 400_000, categoryIds: [hotels] });
  await facts(hotel.id, { ownershipStyles: [OwnershipStyle.SEMI_PASSIVE, OwnershipStyle.MANAGER], workingHours: WorkingHours.PART_TIME });
  await createFranchise(server.ds, { name: 'Quiet Listing', investmentAmount: null });
  await createFranchise(server.ds, { name: 'Pending Listing', status: 'pending' as never, investmentAmount: 10_000 });
});
afterAll(() => server?.close());

const ranked = (page: Page) =>
  page.franchiseMatches.items.map((i) => [i.franchise.name, i.fit, i.reasons.map((r) => `${r.fits ? '+' : '-'} ${r.text}`)]);

describe('the matching quiz', () => {
  it('ranks public listings by their fit to every answer, with the reasons for each', async () => {
    const answers = {
      ownCash: '£50,000',
      borrowing: '£25,000',
      involvement: 'OWNER_OPERATOR',
      hours: 'PART_TIME',
      sectorIds: [homeServices],
      town: ' leeds ',
      experience: 'MANAGER',
      timeframe: '6 months',
    };
    const page = await client.data<Page>(MATCHES, { answers });
    expect(page.franchiseMatches.total).toBe(4);
    expect(ranked(page)).toEqual([
      [
        'Leeds Oven Vans',
        10,
        ['+ Within your budget', '+ Recruits in Leeds', '+ Suits an owner-operator', '+ Fits part-time hours', '+ In Home Services'],
      ],
      ['Quiet Listing', 2, ['+ Recruits anywhere in the UK']],
      // Equal fits: the newer first.
      [
        'Grand Hotel Rooms',
        -1,
        ['- Needs £400,000 in all', '+ Recruits anywhere in the UK', '- Not run by an owner-operator', '+ Fits part-time hours'],
      ],
      ['Northern Lettings', -1, ['+ Within your budget', '- Does not recruit in Leeds', '- Not run by an owner-operator', '- Needs full-time hours']],
    ]);
  });

  it('ranks by the answers given only: skipped questions count for nothing', async () => {
    const page = await client.data<Page>(MATCHES, { answers: { involvement: 'MANAGER' } });
    expect(ranked(page)).toEqual([
      ['Grand Hotel Rooms', 2, ['+ Suits a manager-owner']],
      ['Northern Lettings', 2, ['+ Suits a manager-owner']],
      ['Quiet Listing', 0, []],
      ['Leeds Oven Vans', -1, ['- Not run as a manager-owner']],
    ]);
    const none = await client.data<Page>(MATCHES, { answers: {} });
    expect(none.franchiseMatches.items.map((i) => i.fit)).toEqual([0, 0, 0, 0]);
  });

  it('says what the money cannot cover: the total, then the cash the franchisor asks of the buyer', async () => {
    const page = await client.data<Page>(MATCHES, { answers: { ownCash: '£20,000', borrowing: 'Nothing' } });
    expect(ranked(page)).toEqual([
      ['Leeds Oven Vans', 3, ['+ Within your budget']],
      ['Quiet Listing', 0, []],
      ['Grand Hotel Rooms', -3, ['- Needs £400,000 in all']],
      ['Northern Lettings', -3, ['- Needs £60,000 in all']],
    ]);
  });

  it('gives the same page whether the listings that fit every answer fill it or the whole catalogue is ranked', async () => {
    const answers = { ownCash: '£50,000', borrowing: '£25,000', involvement: 'OWNER_OPERATOR', hours: 'PART_TIME', town: 'Leeds' };
    const whole = ranked(await client.data<Page>(MATCHES, { answers, page: { page: 1, pageSize: 4 } }));
    const pages = [];
    for (const page of [1, 2, 3, 4]) pages.push(...ranked(await client.data<Page>(MATCHES, { answers, page: { page, pageSize: 1 } })));
    expect(pages).toEqual(whole);
    expect(whole[0][0]).toBe('Leeds Oven Vans');
  });

  it('pages on the server', async () => {
    const first = await client.data<Page>(MATCHES, { answers: { hours: 'PART_TIME' }, page: { page: 1, pageSize: 3 } });
    const second = await client.data<Page>(MATCHES, { answers: { hours: 'PART_TIME' }, page: { page: 2, pageSize: 3 } });
    expect(first.franchiseMatches).toMatchObject({ total: 4, pageCount: 2 });
    expect(first.franchiseMatches.items).toHaveLength(3);
    expect(second.franchiseMatches.items.map((i) => i.franchise.name)).toEqual(['Northern Lettings']);
  });

  it.each([
    ['ownCash', '£1', 'Please choose a money to invest from the list'],
    ['borrowing', 'Lots', 'Please choose a money to borrow from the list'],
    ['timeframe', 'Tomorrow', 'Please choose a timeframe from the list'],
    ['town', 'x'.repeat(121), 'City/Town must be at most 120 characters'],
    ['sectorIds', ['not-an-id'], 'Please choose a sector from the list'],
  ])('refuses a wrong %s with its message', async (field, value, message) => {
    const error = await client.error(MATCHES, { answers: { [field]: value } });
    expect(error.message).toBe(message);
  });
});

describe('saved matches', () => {
  const SAVE = `mutation($answers: MatchAnswersInput!) { saveMatch(answers: $answers) { id answers { ownCash involvement sectorIds town timeframe } } }`;
  const MINE = `{ mySavedMatches { id answers { ownCash town } } }`;
  const DELETE = `mutation($id: ID!) { deleteSavedMatch(id: $id) }`;
  const signedIn = async () => {
    const profile = await createCustomer(server.ds);
    const c = new TestClient(server.url);
    await c.signIn(profile.email, FACTORY_PASSWORD, 'CUSTOMER');
    return c;
  };

  it("keeps a customer's answers, theirs alone, newest first; another customer can neither see nor delete them", async () => {
    const ann = await signedIn();
    const bob = await signedIn();
    const first = await ann.data<{ saveMatch: { id: string; answers: Record<string, unknown> } }>(SAVE, {
      answers: { ownCash: '£50,000', involvement: 'MANAGER', sectorIds: [homeServices, homeServices], town: ' Leeds ', timeframe: null },
    });
    expect(first.saveMatch.answers).toEqual({
      ownCash: '£50,000',
      involvement: 'MANAGER',
      sectorIds: [homeServices],
      town: 'Leeds',
      timeframe: null,
    });
    await ann.data(SAVE, { answers: { ownCash: '£20,000' } });
    expect((await ann.data<{ mySavedMatches: { answers: { ownCash: string } }[] }>(MINE)).mySavedMatches.map((m) => m.answers.ownCash)).toEqual([
      '£20,000',
      '£50,000',
    ]);
    expect((await bob.data<{ mySavedMatches: unknown[] }>(MINE)).mySavedMatches).toEqual([]);
    expect((await bob.error(DELETE, { id: first.saveMatch.id })).message).toBe('Saved match not found');
    expect((await ann.data<{ mySavedMatches: unknown[] }>(MINE)).mySavedMatches).toHaveLength(2);
    expect(await ann.data(DELETE, { id: first.saveMatch.id })).toEqual({ deleteSavedMatch: true });
    expect((await ann.data<{ mySavedMatches: unknown[] }>(MINE)).mySavedMatches).toHaveLength(1);
  });

  it('refuses a visitor, a wrong answer and an eleventh set, writing nothing', async () => {
    expect((await client.error(SAVE, { answers: {} })).extensions?.code).toBe('UNAUTHENTICATED');
    const c = await signedIn();
    expect((await c.error(SAVE, { answers: { hours: 'ALL_DAY' } })).extensions?.code).toBe('BAD_USER_INPUT');
    expect((await c.error(SAVE, { answers: { borrowing: 'Lots' } })).message).toBe('Please choose a money to borrow from the list');
    await Promise.all(Array.from({ length: 10 }, () => c.data(SAVE, { answers: {} })));
    expect((await c.error(SAVE, { answers: {} })).message).toBe('You can keep up to 10 saved matches. Delete one to save another.');
    expect((await c.data<{ mySavedMatches: unknown[] }>(MINE)).mySavedMatches).toHaveLength(10);
  });
});
