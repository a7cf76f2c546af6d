import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { UkCity } from '../src/modules/catalogue/uk-city.entity';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { FACTORY_PASSWORD, createCustomer, createFranchise, createFranchisor, createLead, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { DIALOG_CONSENT, LEAD_CONSENT } from './support/consent';

/**
 * Issue 29, the enquirer's side: before sending, the requirements of each ticked franchise and what the capital and
 * town entered miss of them (the same screening as the stored lead's); how and when the enquirer wants to be
 * contacted, from every path that sends a request, and changed later on My Franchises by its owner alone.
 */
let server: TestServer;
beforeAll(async () => {
  // Each visitor from an address of its own, so the per-address limits are not what is tested here.
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());

const REQUIREMENTS = `query Requirements($input: RequestRequirementsInput!) {
  requestRequirements(input: $input) {
    franchiseId name minimumLiquidCapital areas { key name } belowMinCapital outsideAreas notes
  }
}`;
const SIGN_UP = `mutation SignUp($input: RequestInfoSignUpInput!) { requestInfoSignUp(input: $input) { created skipped } }`;
const SIGN_IN = `mutation SignIn($input: RequestInfoSignInInput!) { requestInfoSignIn(input: $input) { created skipped } }`;
const CLAIM = `mutation Claim($input: ClaimFranchisesInput!) { claimPendingFranchises(input: $input) { created skipped } }`;
const SUBMIT = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const MY_REQUESTS = `query Mine { myFranchiseRequests { items { id contactMethod contactTime franchise { id } } } }`;
const SET_CONTACT = `mutation Contact($input: SetRequestContactPreferenceInput!) {
  setFranchiseRequestContactPreference(input: $input) { id contactMethod contactTime }
}`;

interface Requirement {
  franchiseId: string;
  name: string;
  minimumLiquidCapital: number | null;
  areas: { key: string; name: string }[];
  belowMinCapital: boolean;
  outsideAreas: boolean;
  notes: string[];
}

let address = 0;
/** A client from an address of its own. */
function visitor(): TestClient {
  const client = new TestClient(server.url);
  address++;
  client.headers = { 'x-forwarded-for': `203.0.${Math.floor(address / 250)}.${address % 250}` };
  return client;
}

/** An approved listing of its own franchisor, recruiting in `areas` with a minimum liquid capital. */
async function listing(areas: string[], minimumLiquidCapital: number | null, name?: string) {
  const franchisor = await createFranchisor(server.ds);
  const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, areas, name });
  await server.ds.getRepository(FranchiseDetails).update({ franchiseId: franchise.id }, { minimumLiquidCapital });
  return franchise;
}

const cityId = async (name: string) => (await server.ds.getRepository(UkCity).findOneByOrFail({ name })).id;

const requirements = async (franchiseIds: string[], desiredInvestment: string | null, city: string | null) =>
  (await visitor().data<{ requestRequirements: Requirement[] }>(REQUIREMENTS, { input: { franchiseIds, desiredInvestment, city } }))
    .requestRequirements;

const leadsOf = (franchiseId: string) => server.ds.getRepository(FranchiseLead).findBy({ franchiseId });

const signUpInput = (franchiseIds: string[], extra: Record<string, unknown> = {}) => ({
  email: uniqueEmail('dialog'),
  firstName: 'Jo',
  lastName: 'Bloggs',
  password: 'secret1',
  phone: '07700 900123',
  city: 'Leeds',
  postCode: 'LS1 4AP',
  desiredInvestment: '£100,000',
  desiredTimeframe: '6 months',
  message: 'Tell me more',
  franchiseIds,
  consent: DIALOG_CONSENT,
  ...extra,
});

async function signedInCustomer() {
  const customer = await createCustomer(server.ds);
  const client = visitor();
  await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
  return { customer, client };
}

describe('requestRequirements: what each ticked franchise asks, before sending', () => {
  it('capital: below the minimum is noted with the minimum; at it or above, or not given, is not', async () => {
    const f = await listing(['uk'], 100_000);
    const [below] = await requirements([f.id], '£50,000', null);
    expect(below).toMatchObject({ franchiseId: f.id, minimumLiquidCapital: 100_000, belowMinCapital: true, outsideAreas: false });
    expect(below.notes).toEqual(["Your available capital is below this franchise's minimum of £100,000"]);
    for (const capital of ['£100,000', '£500,000+', null]) {
      expect((await requirements([f.id], capital, null))[0]).toMatchObject({ belowMinCapital: false, notes: [] });
    }
  });

  it("areas: a town inside meets, outside is noted in the towns list's spelling, everywhere and unknown towns meet", async () => {
    const northWest = await listing(['region:North West', 'nation:Scotland'], null);
    const [inside] = await requirements([northWest.id], null, 'Manchester');
    expect(inside).toMatchObject({ outsideAreas: false, notes: [] });
    expect(inside.areas.map((a) => a.name)).toEqual(['Scotland', 'North West']);
    expect((await requirements([northWest.id], null, ' glasgow '))[0].notes).toEqual([]);
    const [outside] = await requirements([northWest.id], null, ' leeds ');
    expect(outside).toMatchObject({ outsideAreas: true, notes: ['This franchise does not recruit in Leeds at the moment'] });
    // A town not on the list is not screened (as the lead is not): nothing to say.
    expect((await requirements([northWest.id], null, 'Atlantis'))[0].notes).toEqual([]);

    const leeds = await listing([`town:${await cityId('Leeds')}`], null);
    expect((await requirements([leeds.id], null, 'Leeds'))[0].notes).toEqual([]);
    expect((await requirements([leeds.id], null, 'Bradford'))[0].outsideAreas).toBe(true);

    for (const everywhere of [await listing(['uk'], null), await listing([], null)]) {
      expect((await requirements([everywhere.id], null, 'Leeds'))[0]).toMatchObject({ outsideAreas: false, notes: [] });
    }
  });

  it('lists approved franchises with a franchisor only, in the order asked, and stores nothing', async () => {
    const a = await listing(['uk'], 20_000, 'Req Alpha');
    const b = await listing(['region:London'], 250_000, 'Req Beta');
    const pending = await createFranchise(server.ds, { status: FranchiseStatus.PENDING });
    const orphan = await createFranchise(server.ds, { franchisorId: null });
    const leadsBefore = await server.ds.getRepository(FranchiseLead).count();
    const rows = await requirements([b.id, pending.id, a.id, orphan.id, b.id], '£100,000', 'Leeds');
    expect(rows.map((r) => [r.name, r.notes])).toEqual([
      [
        'Req Beta',
        ["Your available capital is below this franchise's minimum of £250,000", 'This franchise does not recruit in Leeds at the moment'],
      ],
      ['Req Alpha', []],
    ]);
    expect(await server.ds.getRepository(FranchiseLead).count()).toBe(leadsBefore);
  });

  it('agrees with the screening the leads are stored with', async () => {
    const strict = await listing(['region:London'], 250_000);
    const open = await listing(['uk'], 20_000);
    const capitalOnly = await listing(['nation:England'], 500_000);
    const ids = [strict.id, open.id, capitalOnly.id];
    const shown = await requirements(ids, '£100,000', 'Leeds');
    await visitor().data(SIGN_UP, { input: signUpInput(ids) });
    for (const row of shown) {
      const [lead] = await leadsOf(row.franchiseId);
      expect({ below: lead.belowMinCapital, outside: lead.outsideAreas }).toEqual({ below: row.belowMinCapital, outside: row.outsideAreas });
    }
  });

  it('refuses a capital not on the list, a town too long and too many franchises, with their messages', async () => {
    const f = await listing(['uk'], null);
    const client = visitor();
    const capital = await client.error(REQUIREMENTS, { input: { franchiseIds: [f.id], desiredInvestment: '£1', city: null } });
    expect(capital).toMatchObject({ message: 'Please choose a desired investment from the list', extensions: { code: 'BAD_USER_INPUT' } });
    const town = await client.error(REQUIREMENTS, { input: { franchiseIds: [f.id], city: 'x'.repeat(121) } });
    expect(town.extensions?.fields).toEqual({ city: expect.stringContaining('City/Town') });
    const many = await client.error(REQUIREMENTS, { input: { franchiseIds: Array.from({ length: 51 }, () => f.id) } });
    expect(many.message).toBe('You can request information from at most 50 franchises at once');
  });
});

describe('contact preference and capital from every path', () => {
  it('the dialog sign-up stores how and when; left out it is either at any time', async () => {
    const f = await listing(['uk'], null);
    await visitor().data(SIGN_UP, { input: signUpInput([f.id], { contactMethod: 'PHONE', contactTime: 'EVENING' }) });
    const g = await listing(['uk'], null);
    await visitor().data(SIGN_UP, { input: signUpInput([g.id]) });
    expect(await leadsOf(f.id)).toEqual([expect.objectContaining({ contactMethod: 'phone', contactTime: 'evening' })]);
    expect(await leadsOf(g.id)).toEqual([expect.objectContaining({ contactMethod: 'either', contactTime: 'any' })]);
  });

  it('the dialog sign-in stores the contact preference, and the capital and town it is screened with', async () => {
    const f = await listing(['region:London'], 250_000);
    const customer = await createCustomer(server.ds);
    await visitor().data(SIGN_IN, {
      input: {
        email: customer.email,
        password: FACTORY_PASSWORD,
        franchiseIds: [f.id],
        consent: DIALOG_CONSENT,
        desiredInvestment: '£100,000',
        city: 'Leeds',
        contactMethod: 'EMAIL',
        contactTime: 'MORNING',
      },
    });
    expect(await leadsOf(f.id)).toEqual([
      expect.objectContaining({
        userId: customer.id,
        desiredInvestment: '£100,000',
        city: 'Leeds',
        contactMethod: 'email',
        contactTime: 'morning',
        belowMinCapital: true,
        outsideAreas: true,
      }),
    ]);
  });

  it('a sign-in without capital stores the fallback but is not screened on it', async () => {
    const f = await listing(['uk'], 100_000);
    const customer = await createCustomer(server.ds);
    await visitor().data(SIGN_IN, { input: { consent: DIALOG_CONSENT, email: customer.email, password: FACTORY_PASSWORD, franchiseIds: [f.id] } });
    expect(await leadsOf(f.id)).toEqual([
      expect.objectContaining({ desiredInvestment: '£50,000', belowMinCapital: false, contactMethod: 'either', contactTime: 'any' }),
    ]);
  });

  it('the signed-in claim stores the contact preference, capital and town', async () => {
    const f = await listing(['region:North West'], 20_000);
    const { customer, client } = await signedInCustomer();
    await client.data(CLAIM, {
      input: {
        consent: DIALOG_CONSENT,
        franchiseIds: [f.id],
        desiredInvestment: '£20,000',
        city: 'Leeds',
        contactMethod: 'PHONE',
        contactTime: 'AFTERNOON',
      },
    });
    expect(await leadsOf(f.id)).toEqual([
      expect.objectContaining({
        userId: customer.id,
        city: 'Leeds',
        contactMethod: 'phone',
        contactTime: 'afternoon',
        belowMinCapital: false,
        outsideAreas: true,
      }),
    ]);
  });

  it("the franchise page's lead form stores how and when", async () => {
    const f = await listing(['uk'], null);
    await visitor().data(SUBMIT, {
      input: {
        consent: LEAD_CONSENT,
        franchiseId: f.id,
        name: 'Jo Bloggs',
        email: uniqueEmail('form'),
        phone: '07700 900123',
        message: 'Tell me more',
        contactMethod: 'PHONE',
        contactTime: 'MORNING',
      },
    });
    expect(await leadsOf(f.id)).toEqual([expect.objectContaining({ contactMethod: 'phone', contactTime: 'morning' })]);
  });

  it.each([
    ['sign-up', SIGN_UP],
    ['sign-in', SIGN_IN],
    ['lead form', SUBMIT],
  ])('the %s refuses a contact preference not on the list, writing nothing', async (_path, mutation) => {
    const f = await listing(['uk'], null);
    const customer = await createCustomer(server.ds);
    const inputs: Record<string, Record<string, unknown>> = {
      [SIGN_UP]: signUpInput([f.id]),
      [SIGN_IN]: { email: customer.email, password: FACTORY_PASSWORD, franchiseIds: [f.id] },
      [SUBMIT]: { consent: LEAD_CONSENT, franchiseId: f.id, name: 'Jo', email: uniqueEmail('bad'), phone: '07700 900123', message: 'Hi' },
    };
    for (const bad of [{ contactMethod: 'FAX' }, { contactTime: 'MIDNIGHT' }]) {
      const error = await visitor().error(mutation, { input: { ...inputs[mutation], ...bad } });
      expect(error.extensions?.code).toBe('BAD_USER_INPUT');
      expect(error.message).toMatch(/ContactMethod|ContactTime/);
    }
    expect(await leadsOf(f.id)).toEqual([]);
  });

  it('the claim refuses a capital not on the list, writing nothing', async () => {
    const f = await listing(['uk'], null);
    const { client } = await signedInCustomer();
    const error = await client.error(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: [f.id], desiredInvestment: 'lots' } });
    expect(error).toMatchObject({ message: 'Please choose a desired investment from the list', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await leadsOf(f.id)).toEqual([]);
  });
});

describe('My Franchises: the contact preference of a request', () => {
  it('the customer reads and changes their own', async () => {
    const f = await listing(['uk'], null);
    const { customer, client } = await signedInCustomer();
    const lead = await createLead(server.ds, { customer, franchise: f });
    const mine = await client.data<{ myFranchiseRequests: { items: { id: string; contactMethod: string; contactTime: string }[] } }>(MY_REQUESTS);
    expect(mine.myFranchiseRequests.items).toEqual([expect.objectContaining({ id: lead.id, contactMethod: 'EITHER', contactTime: 'ANY' })]);

    const changed = await client.data<{ setFranchiseRequestContactPreference: unknown }>(SET_CONTACT, {
      input: { requestId: lead.id, contactMethod: 'PHONE', contactTime: 'EVENING' },
    });
    expect(changed.setFranchiseRequestContactPreference).toEqual({ id: lead.id, contactMethod: 'PHONE', contactTime: 'EVENING' });
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).toMatchObject({
      contactMethod: 'phone',
      contactTime: 'evening',
    });
  });

  it("cannot change another customer's request, nor can a franchisor; nothing is written", async () => {
    const f = await listing(['uk'], null);
    const owner = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer: owner, franchise: f });
    const { client: intruder } = await signedInCustomer();
    const input = { requestId: lead.id, contactMethod: 'PHONE', contactTime: 'EVENING' };
    expect(await intruder.error(SET_CONTACT, { input })).toMatchObject({
      message: 'Franchise request not found',
      extensions: { code: 'NOT_FOUND' },
    });
    const franchisor = visitor();
    const franchisorProfile = await createFranchisor(server.ds);
    await franchisor.signIn(franchisorProfile.email, FACTORY_PASSWORD, 'FRANCHISOR');
    expect((await franchisor.error(SET_CONTACT, { input })).extensions?.code).toBe('FORBIDDEN');
    expect((await visitor().error(SET_CONTACT, { input })).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).toMatchObject({
      contactMethod: 'either',
      contactTime: 'any',
    });
  });

  it('refuses a value not on the list and an id that is not a request, writing nothing', async () => {
    const f = await listing(['uk'], null);
    const { customer, client } = await signedInCustomer();
    const lead = await createLead(server.ds, { customer, franchise: f });
    const bad = await client.error(SET_CONTACT, { input: { requestId: lead.id, contactMethod: 'FAX', contactTime: 'ANY' } });
    expect(bad.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await client.error(SET_CONTACT, { input: { requestId: 'nope', contactMethod: 'PHONE', contactTime: 'ANY' } })).message).toBe(
      'Franchise request not found',
    );
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id })).toMatchObject({ contactMethod: 'either' });
  });
});
