import sharp from 'sharp';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { demoFigures } from '../src/db/seed/franchise-figures';
import { ukToday } from '../src/modules/franchisor-franchises/franchise-figure.inputs';
import { FACTORY_PASSWORD, createCategory, createFranchise, createFranchisor, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

/** Figures with their basis (issue 40): refused without one, stored, read back, and shown on the public listing. */
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

const FIGURE = 'kind label amount basis outletsCounted periodEnd periodMonths periodText statedOn illustrative basisText';
const FACTS = `investmentIncludes figures { ${FIGURE} }`;
const CREATE = `mutation Create($input: FranchiseFormInput!) { createMyFranchise(input: $input) { id updatedAt keyFacts { ${FACTS} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: FranchiseFormInput!) { updateMyFranchise(id: $id, input: $input) { id updatedAt keyFacts { ${FACTS} } } }`;
const PUBLIC = `query Public($id: ID!) { franchise(id: $id) { id updatedAt details { investmentAmount ${FACTS} } } }`;
const COMPARE = `query Compare($ids: [ID!]!) { franchisesByIds(ids: $ids) { id details { figures { kind basisText } } } }`;

const turnover = {
  kind: 'TURNOVER',
  amount: 285000.004,
  basis: 'NETWORK_AVERAGE',
  outletsCounted: 24,
  periodEnd: '2026-03-31',
  periodMonths: 12,
  statedOn: '2026-04-20',
};
const projection = {
  kind: 'EARNINGS',
  amount: 48000,
  basis: 'PROJECTION',
  // A projection counts no outlets: this is dropped.
  outletsCounted: 3,
  periodEnd: '2099-12-31',
  periodMonths: 12,
  statedOn: '2026-04-20',
};
const savedTurnover = {
  kind: 'TURNOVER',
  label: 'Average annual turnover per outlet',
  amount: 285000,
  basis: 'NETWORK_AVERAGE',
  outletsCounted: 24,
  periodEnd: '2026-03-31',
  periodMonths: 12,
  periodText: 'year to 31 March 2026',
  statedOn: '2026-04-20',
  illustrative: false,
  basisText: 'Average of 24 outlets of the network, year to 31 March 2026, stated 20 April 2026',
};
const savedProjection = {
  kind: 'EARNINGS',
  label: 'Average annual earnings per outlet',
  amount: 48000,
  basis: 'PROJECTION',
  outletsCounted: null,
  periodEnd: '2099-12-31',
  periodMonths: 12,
  periodText: 'year to 31 December 2099',
  statedOn: '2026-04-20',
  illustrative: true,
  basisText: 'Illustrative projection, year to 31 December 2099, stated 20 April 2026',
};

const form = (keyFacts: Record<string, unknown> | null) => ({
  name: token('Coffee Co '),
  location: 'UK',
  shortDescription: 'Speciality coffee',
  longDescription: 'Everything about running a coffee house.',
  investmentAmount: 145000,
  keyFacts,
  categories: [{ mainCategoryId: category.id, subcategoryIds: [] }],
  mainImage: null,
  brochure: null,
  gallery: [],
  faqs: [],
  testimonials: [],
  successStories: [],
});
const facts = (figures: unknown, investmentIncludes: string[] | null = ['WORKING_CAPITAL', 'FRANCHISE_FEE', 'FRANCHISE_FEE']) => ({
  franchiseFee: 25000,
  figures,
  investmentIncludes,
});
const mainImage = async () => ({
  'input.mainImage': {
    name: 'main.png',
    type: 'image/png',
    data: await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 60, b: 200 } } })
      .png()
      .toBuffer(),
  },
});
type Saved = { id: string; updatedAt: string; keyFacts: { figures: Record<string, unknown>[]; investmentIncludes: string[] } };
const create = async (keyFacts: Record<string, unknown> | null) =>
  franchisor.upload<{ createMyFranchise: Saved }>(CREATE, { input: form(keyFacts) }, await mainImage());
const update = (id: string, keyFacts: Record<string, unknown> | null) =>
  franchisor.upload<{ updateMyFranchise: Saved }>(UPDATE, { id, input: form(keyFacts) }, {});
const approve = (id: string) => server.ds.getRepository(Franchise).update(id, { status: FranchiseStatus.APPROVED, approvedAt: new Date() });
const columns = (franchiseId: string) =>
  server.ds.query(
    `SELECT turnover_amount, turnover_basis, turnover_outlets, turnover_period_end::text, turnover_period_months, turnover_stated_on::text,
            earnings_amount, earnings_basis, earnings_outlets, investment_includes::text[]
     FROM franchise_details WHERE franchise_id = $1`,
    [franchiseId],
  );

it('stores each figure with its basis, period and date, and the public listing reads them back with the words it prints', async () => {
  const res = await create(facts([projection, turnover]));
  expect(res.errors).toBeUndefined();
  const listing = res.data!.createMyFranchise;
  expect(listing.keyFacts.figures).toEqual([savedTurnover, savedProjection]);
  expect(listing.keyFacts.investmentIncludes).toEqual(['FRANCHISE_FEE', 'WORKING_CAPITAL']);
  expect(await columns(listing.id)).toEqual([
    {
      turnover_amount: '285000.00',
      turnover_basis: 'network_average',
      turnover_outlets: 24,
      turnover_period_end: '2026-03-31',
      turnover_period_months: 12,
      turnover_stated_on: '2026-04-20',
      earnings_amount: '48000.00',
      earnings_basis: 'projection',
      earnings_outlets: null,
      investment_includes: ['franchise_fee', 'working_capital'],
    },
  ]);

  await approve(listing.id);
  const visitor = new TestClient(server.url);
  const pub = await visitor.data<{ franchise: { updatedAt: string; details: Saved['keyFacts'] } }>(PUBLIC, { id: listing.id });
  expect(pub.franchise.details.figures).toEqual([savedTurnover, savedProjection]);
  expect(pub.franchise.details.investmentIncludes).toEqual(['FRANCHISE_FEE', 'WORKING_CAPITAL']);
  expect(Number.isNaN(Date.parse(pub.franchise.updatedAt))).toBe(false);

  // The compare page reads the same from its one query.
  const other = await createFranchise(server.ds, { status: FranchiseStatus.APPROVED });
  const compared = await visitor.data<{ franchisesByIds: { id: string; details: { figures: { kind: string; basisText: string }[] } }[] }>(COMPARE, {
    ids: [listing.id, other.id],
  });
  expect(compared.franchisesByIds.map((f) => f.details.figures.map((g) => g.basisText))).toEqual([
    [savedTurnover.basisText, savedProjection.basisText],
    [],
  ]);
});

it('words other bases and periods plainly', async () => {
  const owned = { ...turnover, basis: 'COMPANY_OWNED', outletsCounted: null, periodMonths: 6, periodEnd: '2026-02-28' };
  const one = { ...turnover, kind: 'EARNINGS', outletsCounted: 1, periodMonths: 1 };
  const res = await create(facts([owned, one], []));
  expect(res.errors).toBeUndefined();
  expect(res.data!.createMyFranchise.keyFacts.figures.map((f) => f.basisText)).toEqual([
    'Company-owned outlets, 6 months to 28 February 2026, stated 20 April 2026',
    'Average of 1 outlet of the network, month to 31 March 2026, stated 20 April 2026',
  ]);
  const counted = await create(facts([{ ...owned, outletsCounted: 3 }], null));
  expect(counted.data!.createMyFranchise.keyFacts.figures[0].basisText).toBe(
    'Average of 3 company-owned outlets, 6 months to 28 February 2026, stated 20 April 2026',
  );
  expect(counted.data!.createMyFranchise.keyFacts.investmentIncludes).toEqual([]);
});

const tomorrow = () => {
  const d = new Date(`${ukToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

it.each([
  ['a negative turnover', { amount: -1 }, 'Please enter a valid average annual turnover'],
  ['no basis', { basis: null }, 'Please choose the basis of the average annual turnover'],
  [
    'an average of the network without the outlets counted',
    { outletsCounted: null },
    'Please enter the number of outlets counted in the average annual turnover',
  ],
  ['no outlets counted', { outletsCounted: 0 }, 'Outlets counted must be a whole number from 1 to 100,000'],
  [
    'too many company-owned outlets counted',
    { outletsCounted: 100_001, basis: 'COMPANY_OWNED' },
    'Outlets counted must be a whole number from 1 to 100,000',
  ],
  ['no period', { periodEnd: null }, 'Please enter when the period of the average annual turnover ends'],
  ['a blank period', { periodEnd: '' }, 'Please enter when the period of the average annual turnover ends'],
  ['a date that does not exist', { periodEnd: '2026-02-30' }, 'Please enter a valid date'],
  ['a period of no months', { periodMonths: 0 }, 'Months covered must be a whole number from 1 to 24'],
  ['a period of three years', { periodMonths: 36 }, 'Months covered must be a whole number from 1 to 24'],
  ['no date stated', { statedOn: null }, 'Please enter the date the average annual turnover figure was stated'],
  ['a date stated tomorrow', { statedOn: 'tomorrow' }, 'The date the average annual turnover figure was stated cannot be in the future'],
  [
    'a result for a period that had not ended when stated',
    { periodEnd: '2026-05-31' },
    'The period of the average annual turnover must end by the date the figure was stated',
  ],
])('refuses a figure with %s, with its message, and writes nothing', async (_label, bad, message) => {
  const figure = { ...turnover, ...bad };
  if (figure.statedOn === 'tomorrow') figure.statedOn = tomorrow();
  const before = await server.ds.getRepository(FranchiseDetails).count();
  const res = await create(facts([figure]));
  expect(res.errors?.[0]?.message).toBe(message);
  expect(res.errors?.[0]?.extensions?.fields).toEqual({ [`keyFacts.figures.0.${Object.keys(bad)[0]}`]: message });
  expect(await server.ds.getRepository(FranchiseDetails).count()).toBe(before);
});

it('names the figure in its messages, refuses a kind stated twice, and an edit refused leaves the saved figures as they were', async () => {
  const { id, updatedAt } = (await create(facts([turnover]))).data!.createMyFranchise;
  const saved = await columns(id);

  const earnings = await update(id, facts([turnover, { ...projection, basis: null }]));
  expect(earnings.errors?.[0]?.message).toBe('Please choose the basis of the average annual earnings');
  const twice = await update(id, facts([turnover, { ...turnover, amount: 1 }]));
  expect(twice.errors?.[0]?.message).toBe('Each figure can be stated only once');
  expect(twice.errors?.[0]?.extensions?.fields).toEqual({ 'keyFacts.figures': 'Each figure can be stated only once' });

  expect(await columns(id)).toEqual(saved);
  const [row] = await server.ds.query(`SELECT updated_at FROM franchises WHERE id = $1`, [id]);
  expect(row.updated_at.toISOString()).toBe(updatedAt);
});

it('keeps the figures when an edit sends none, clears one without an amount, and moves the listing’s updatedAt on every edit', async () => {
  const created = (await create(facts([turnover, projection]))).data!.createMyFranchise;

  const kept = await update(created.id, { franchiseFee: 25000 });
  expect(kept.data!.updateMyFranchise.keyFacts.figures).toEqual([savedTurnover, savedProjection]);
  expect(kept.data!.updateMyFranchise.keyFacts.investmentIncludes).toEqual(['FRANCHISE_FEE', 'WORKING_CAPITAL']);
  expect(Date.parse(kept.data!.updateMyFranchise.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

  // A figure without an amount is not stated: whatever else came with it is ignored, and the saved one is cleared.
  const cleared = await update(created.id, facts([{ kind: 'TURNOVER', amount: null, basis: null }, projection], ['EQUIPMENT']));
  expect(cleared.errors).toBeUndefined();
  expect(cleared.data!.updateMyFranchise.keyFacts.figures).toEqual([savedProjection]);
  expect(cleared.data!.updateMyFranchise.keyFacts.investmentIncludes).toEqual(['EQUIPMENT']);
  expect(Date.parse(cleared.data!.updateMyFranchise.updatedAt)).toBeGreaterThan(Date.parse(kept.data!.updateMyFranchise.updatedAt));
  expect((await columns(created.id))[0]).toMatchObject({ turnover_amount: null, turnover_basis: null, turnover_period_end: null });

  const none = await update(created.id, facts([]));
  expect(none.data!.updateMyFranchise.keyFacts.figures).toEqual([]);
});

it('the database itself refuses a figure without its basis', async () => {
  const { id } = (await create(facts([]))).data!.createMyFranchise;
  await expect(server.ds.query(`UPDATE franchise_details SET turnover_amount = 1000 WHERE franchise_id = $1`, [id])).rejects.toThrow(
    /CHK_franchise_details_turnover_basis/,
  );
  await expect(
    server.ds.query(
      `UPDATE franchise_details SET earnings_amount = 1000, earnings_basis = 'network_average', earnings_period_end = '2026-01-31',
         earnings_period_months = 12, earnings_stated_on = '2026-02-01' WHERE franchise_id = $1`,
      [id],
    ),
  ).rejects.toThrow(/CHK_franchise_details_earnings_basis/);
});

it('the demo figures keep the rules: a network average counts its outlets, a result is stated after its period, never later than today', () => {
  for (const now of [new Date('2026-05-01T09:00:00Z'), new Date('2026-05-20T09:00:00Z'), new Date('2027-02-10T09:00:00Z')]) {
    const today = now.toISOString().slice(0, 10);
    const bean = demoFigures('bean-and-bothy', now);
    expect(bean).toMatchObject({ turnoverBasis: 'network_average', turnoverOutlets: 24, turnoverPeriodMonths: 12 });
    expect(bean.turnoverPeriodEnd! <= bean.turnoverStatedOn!).toBe(true);
    expect(bean.turnoverStatedOn! <= today).toBe(true);
    const pressed = demoFigures('pressed-and-folded', now);
    expect(pressed).toMatchObject({ earningsBasis: 'projection', earningsOutlets: null });
    expect(pressed.earningsPeriodEnd! > today).toBe(true);
    expect(pressed.earningsStatedOn! <= today).toBe(true);
  }
  expect(demoFigures('bean-and-bothy', new Date('2026-05-20T09:00:00Z')).turnoverPeriodEnd).toBe('2026-03-31');
  expect(demoFigures('bean-and-bothy', new Date('2026-05-01T09:00:00Z')).turnoverPeriodEnd).toBe('2025-03-31');
  expect(demoFigures('no-such-listing', new Date())).toEqual({});
});
