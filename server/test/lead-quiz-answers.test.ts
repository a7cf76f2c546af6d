import type { Profile } from '../src/modules/auth/profile.entity';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { FranchiseDetails } from '../src/modules/catalogue/franchise-details.entity';
import { OwnershipStyle, WorkingHours } from '../src/modules/catalogue/ownership.enums';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { quizFit } from '../src/modules/lead-intake/quiz-fit';
import type { StoredMatchAnswers } from '../src/modules/lead-intake/match-answers';
import { createCategory, createCustomer, createFranchise, createFranchisor, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { DIALOG_CONSENT, LEAD_CONSENT } from './support/consent';

// Issue 43: a lead from the matching quiz carries the answers to its franchisor, in plain words, and earns a point of
// its score when they fit the listing; on every path that writes leads, and refused with nothing written when wrong.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());

const SUBMIT = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const SIGN_UP = `mutation SignUp($input: RequestInfoSignUpInput!) { requestInfoSignUp(input: $input) { created } }`;
const CLAIM = `mutation Claim($input: ClaimFranchisesInput!) { claimPendingFranchises(input: $input) { created skipped } }`;
const LEADS = `{ franchisorLeads { items { name quizAnswers { question answer } score { points reasons { text points } } } } }`;

interface Lead {
  name: string;
  quizAnswers: { question: string; answer: string }[];
  score: { points: number; reasons: { text: string; points: number }[] };
}

let address = 0;
function visitor(): TestClient {
  const client = new TestClient(server.url);
  client.headers = { 'x-forwarded-for': `198.51.100.${++address}` };
  return client;
}
async function as(profile: Profile): Promise<TestClient> {
  const { token } = await server.services.sessions.create(profile.id, null);
  const client = visitor();
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return client;
}

/** A franchisor with one listing of £60,000 (£20,000 of own money) for owner-operators, full time. */
async function listing() {
  const franchisor = await createFranchisor(server.ds);
  const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id, investmentAmount: 60_000 });
  await server.ds
    .getRepository(FranchiseDetails)
    .update(
      { franchiseId: franchise.id },
      { minimumLiquidCapital: 20_000, ownershipStyles: [OwnershipStyle.OWNER_OPERATOR], workingHours: WorkingHours.FULL_TIME },
    );
  return { franchise, client: await as(franchisor) };
}

const fitting = { ownCash: '£50,000', borrowing: '£25,000', involvement: 'OWNER_OPERATOR', hours: 'EXTENDED', town: 'Leeds', timeframe: '3 months' };

describe('quiz answers on a lead', () => {
  it('the lead form carries them; the franchisor reads them in plain words, and the score gives a point for the fit', async () => {
    const { franchise, client } = await listing();
    const sector = await createCategory(server.ds, { name: 'Home Services' });
    await visitor().data(SUBMIT, {
      input: {
        consent: LEAD_CONSENT,
        franchiseId: franchise.id,
        name: 'Quiz Taker',
        email: uniqueEmail('quiz'),
        phone: '07700 900123',
        message: 'Hello',
        matchAnswers: { ...fitting, sectorIds: [sector.id], experience: 'BUSINESS_OWNER' },
      },
    });
    const [lead] = (await client.data<{ franchisorLeads: { items: Lead[] } }>(LEADS)).franchisorLeads.items;
    expect(lead.quizAnswers).toEqual([
      { question: 'Money to invest', answer: '£50,000' },
      { question: 'Could borrow', answer: '£25,000' },
      { question: 'Involvement', answer: 'Owner-operator: runs it day to day' },
      { question: 'Hours a week', answer: 'More than 45 hours a week' },
      { question: 'Sectors', answer: 'Home Services' },
      { question: 'Where', answer: 'Leeds' },
      { question: 'Experience', answer: 'Has run their own business' },
      { question: 'Wants to start within', answer: '3 months' },
    ]);
    expect(lead.score.reasons).toContainEqual({ text: 'Quiz answers fit this listing', points: 1 });
  });

  it('answers that do not fit say so and give nothing; a lead without answers shows none and no quiz reason', async () => {
    const { franchise, client } = await listing();
    await visitor().data(SUBMIT, {
      input: {
        consent: LEAD_CONSENT,
        franchiseId: franchise.id,
        name: 'Short Of Cash',
        email: uniqueEmail('short'),
        phone: '07700 900123',
        message: 'Hello',
        matchAnswers: { ownCash: '£20,000', borrowing: 'Nothing', involvement: 'SEMI_PASSIVE' },
      },
    });
    await visitor().data(SUBMIT, {
      input: {
        consent: LEAD_CONSENT,
        franchiseId: franchise.id,
        name: 'No Quiz',
        email: uniqueEmail('none'),
        phone: '07700 900123',
        message: 'Hello',
      },
    });
    const leads = (await client.data<{ franchisorLeads: { items: Lead[] } }>(LEADS)).franchisorLeads.items;
    const byName = Object.fromEntries(leads.map((l) => [l.name, l]));
    expect(byName['Short Of Cash'].score.reasons).toContainEqual({ text: 'Quiz answers do not fit this listing', points: 0 });
    expect(byName['No Quiz'].quizAnswers).toEqual([]);
    expect(byName['No Quiz'].score.reasons.map((r) => r.text).filter((t) => t.startsWith('Quiz'))).toEqual([]);
    expect(byName['Short Of Cash'].score.points).toBe(byName['No Quiz'].score.points);
  });

  it('the request dialog and a claim carry them too', async () => {
    const { franchise, client } = await listing();
    await visitor().data(SIGN_UP, {
      input: {
        email: uniqueEmail('dialog'),
        firstName: 'Dee',
        lastName: 'Dialog',
        password: 'secret1',
        phone: '07700 900123',
        city: 'Leeds',
        postCode: 'LS1 4AP',
        desiredInvestment: '£50,000',
        desiredTimeframe: '3 months',
        franchiseIds: [franchise.id],
        consent: DIALOG_CONSENT,
        matchAnswers: fitting,
      },
    });
    const customer = await as(await createCustomer(server.ds));
    await customer.data(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: [franchise.id], matchAnswers: { involvement: 'OWNER_OPERATOR' } } });
    const leads = (await client.data<{ franchisorLeads: { items: Lead[] } }>(LEADS)).franchisorLeads.items;
    expect(leads.map((l) => [l.name, l.quizAnswers.length, l.score.reasons.some((r) => r.text === 'Quiz answers fit this listing')]).sort()).toEqual([
      ['Customer Person', 1, true],
      ['Dee Dialog', 6, true],
    ]);
  });

  it.each([
    ['ownCash', '£7', 'Please choose a money to invest from the list'],
    ['timeframe', 'Now', 'Please choose a timeframe from the list'],
  ])('refuses a wrong %s with its message, and writes no lead', async (field, value, message) => {
    const { franchise } = await listing();
    const before = await server.ds.getRepository(FranchiseLead).countBy({ franchiseId: franchise.id });
    const error = await visitor().error(SUBMIT, {
      input: {
        consent: LEAD_CONSENT,
        franchiseId: franchise.id,
        name: 'Wrong',
        email: uniqueEmail('wrong'),
        phone: '07700 900123',
        message: 'Hello',
        matchAnswers: { [field]: value },
      },
    });
    expect(error.message).toBe(message);
    expect(await server.ds.getRepository(FranchiseLead).countBy({ franchiseId: franchise.id })).toBe(before);
  });
});

describe('the fit of answers to a listing', () => {
  const facts = { investmentAmount: 60_000, minimumLiquidCapital: 20_000, ownershipStyles: ['owner_operator'], workingHours: 'full_time' };
  it.each([
    ['no answers', null, null],
    ['nothing checkable', { timeframe: '1 year' }, null],
    ['money covers it with borrowing', { ownCash: '£50,000', borrowing: '£25,000' }, true],
    ['money short of the total', { ownCash: '£50,000', borrowing: 'Nothing' }, false],
    ['own money at the minimum, the rest borrowed', { ownCash: '£20,000', borrowing: '£250,000+' }, true],
    ['style not offered', { involvement: 'manager' }, false],
    ['too few hours', { hours: 'part_time' }, false],
    ['one fit and one miss', { involvement: 'owner_operator', hours: 'part_time' }, false],
  ])('%s', (_name, answers, expected) => {
    expect(quizFit(answers as StoredMatchAnswers | null, facts)).toBe(expected);
  });
});
