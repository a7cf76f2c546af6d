import sharp from 'sharp';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { FACTORY_PASSWORD, createCategory, createFranchisor, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

/** Key facts of a listing (issue 13): saved by its franchisor, validated, shown on the public franchise. */
let server: TestServer;
let franchisor: TestClient;
let category: { id: string };

beforeAll(async () => {
  server = await startTestServer();
  category = await createCategory(server.ds, { name: token('Food ') });
  franchisor = new TestClient(server.url);
  await franchisor.signIn((await createFranchisor(server.ds)).email, FACTORY_PASSWORD, 'FRANCHISOR');
});
afterAll(() => server.close());

const FACTS = 'franchiseFee minimumLiquidCapital royaltyFee financeAvailable yearFounded outlets trainingProvided';
const CREATE = `mutation Create($input: FranchiseFormInput!) { createMyFranchise(input: $input) { id keyFacts { ${FACTS} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: FranchiseFormInput!) { updateMyFranchise(id: $id, input: $input) { id keyFacts { ${FACTS} } } }`;
const PUBLIC = `query Public($id: ID!) { franchise(id: $id) { id details { investmentAmount ${FACTS} } } }`;

const facts = {
  franchiseFee: 19500.499,
  minimumLiquidCapital: 40000,
  royaltyFee: '  8% of turnover ',
  financeAvailable: true,
  yearFounded: 2011,
  outlets: 42,
  trainingProvided: ' Four weeks at our academy ',
};
const saved = {
  franchiseFee: 19500.5,
  minimumLiquidCapital: 40000,
  royaltyFee: '8% of turnover',
  financeAvailable: true,
  yearFounded: 2011,
  outlets: 42,
  trainingProvided: 'Four weeks at our academy',
};

const form = (keyFacts: Record<string, unknown> | null) => ({
  name: token('Pizza Place '),
  location: 'UK',
  shortDescription: 'Wood-fired pizza',
  longDescription: 'Everything about running a pizzeria.',
  investmentAmount: 120000,
  keyFacts,
  categories: [{ mainCategoryId: category.id, subcategoryIds: [] }],
  mainImage: null,
  brochure: null,
  gallery: [],
  faqs: [],
  testimonials: [],
  successStories: [],
});
const mainImage = async () => ({
  'input.mainImage': {
    name: 'main.png',
    type: 'image/png',
    data: await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 60, b: 20 } } })
      .png()
      .toBuffer(),
  },
});
type Saved = { id: string; keyFacts: Record<string, unknown> };
const create = async (keyFacts: Record<string, unknown> | null) =>
  franchisor.upload<{ createMyFranchise: Saved }>(CREATE, { input: form(keyFacts) }, await mainImage());

it('saves the key facts trimmed and rounded to pence, and the public franchise shows them', async () => {
  const res = await create(facts);
  const listing = res.data!.createMyFranchise;
  expect(listing.keyFacts).toEqual(saved);
  await server.ds.getRepository(Franchise).update(listing.id, { status: FranchiseStatus.APPROVED, approvedAt: new Date() });
  const pub = await new TestClient(server.url).data<{ franchise: { details: Record<string, unknown> } }>(PUBLIC, { id: listing.id });
  expect(pub.franchise.details).toEqual({ investmentAmount: 120000, ...saved });
});

it('leaves the key facts as they are when an edit sends none, and clears them when it sends blanks', async () => {
  const { id } = (await create(facts)).data!.createMyFranchise;
  const kept = await franchisor.upload<{ updateMyFranchise: Saved }>(UPDATE, { id, input: form(null) }, {});
  expect(kept.data!.updateMyFranchise.keyFacts).toEqual(saved);
  const blank = {
    franchiseFee: null,
    minimumLiquidCapital: null,
    royaltyFee: ' ',
    financeAvailable: null,
    yearFounded: null,
    outlets: null,
    trainingProvided: '',
  };
  const cleared = await franchisor.upload<{ updateMyFranchise: Saved }>(UPDATE, { id, input: form(blank) }, {});
  expect(cleared.data!.updateMyFranchise.keyFacts).toEqual({
    franchiseFee: null,
    minimumLiquidCapital: null,
    royaltyFee: null,
    financeAvailable: null,
    yearFounded: null,
    outlets: null,
    trainingProvided: null,
  });
});

it.each([
  ['a negative franchise fee', { franchiseFee: -1 }, 'Please enter a valid franchise fee'],
  ['a liquid capital beyond the column', { minimumLiquidCapital: 1e11 }, 'Please enter a valid minimum liquid capital'],
  ['a long royalty', { royaltyFee: 'x'.repeat(201) }, 'Management fee or royalty must be at most 200 characters'],
  ['a founding year before 1800', { yearFounded: 1799 }, `Year founded must be between 1800 and ${new Date().getFullYear()}`],
  [
    'a founding year in the future',
    { yearFounded: new Date().getFullYear() + 1 },
    `Year founded must be between 1800 and ${new Date().getFullYear()}`,
  ],
  ['negative outlets', { outlets: -3 }, 'Number of outlets must be a whole number from 0 to 100,000'],
  ['too many outlets', { outlets: 100_001 }, 'Number of outlets must be a whole number from 0 to 100,000'],
  ['long training text', { trainingProvided: 'x'.repeat(501) }, 'Training provided must be at most 500 characters'],
])('refuses %s with its message and writes nothing', async (_label, bad, message) => {
  const before = await server.ds.getRepository(FranchiseDetails).count();
  const res = await create({ ...facts, ...bad });
  expect(res.errors?.[0]?.message).toBe(message);
  expect(await server.ds.getRepository(FranchiseDetails).count()).toBe(before);
});
