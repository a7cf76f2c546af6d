import { LeadScore1795740000000 } from '../src/db/migrations/1795740000000-lead-score';
import { LeadQuizAnswers1795780000030 } from '../src/db/migrations/1795780000030-lead-quiz-answers';
import type { Profile } from '../src/modules/auth/profile.entity';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { MAX_SCORE_POINTS, type ScoreSignals, scoreOf, scoreReasons } from '../src/modules/franchisor-leads/lead-score';
import { ContactMethod, ContactTime, LeadScore } from '../src/modules/lead-intake/lead.enums';
import { createCustomer, createFranchise, createFranchisor, createLead, createMessage, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { DIALOG_CONSENT, LEAD_CONSENT } from './support/consent';

/**
 * The lead score (issue 29): High, Medium or Low from signals stored on the lead, computed by the database on every
 * write (one formula, in SQL) and explained by reasons derived in TypeScript from the same signals; the contact
 * preference beside it. The franchisor filters, sorts, counts and exports by it, and sees only their own leads.
 */
let server: TestServer;
beforeAll(async () => {
  // Each enquiry from its own address, so the lead form's hourly allowance per address is not what is tested here.
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());

const LEAD_FIELDS = `id name contactMethod contactTime score { band points maxPoints reasons { text points } }`;
const LIST = `query Leads($filter: FranchisorLeadFilter, $page: PageInput, $sort: FranchisorLeadSort) {
  franchisorLeads(filter: $filter, page: $page, sort: $sort) { total pageCount items { ${LEAD_FIELDS} } }
}`;
const OPEN = `mutation Open($id: ID!) { openFranchisorLead(id: $id) { ${LEAD_FIELDS} } }`;
const STATS = `query Stats { franchisorLeadStats { total highScore mediumScore lowScore } }`;
const SUBMIT = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const SIGN_UP = `mutation SignUp($input: RequestInfoSignUpInput!) { requestInfoSignUp(input: $input) { created } }`;
const CLAIM = `mutation Claim($input: ClaimFranchisesInput!) { claimPendingFranchises(input: $input) { created skipped } }`;
const SEND_TO_FRANCHISOR = `mutation Send($input: SendRequestMessageInput!) { sendFranchiseRequestMessage(input: $input) { id } }`;
const CUSTOMER_REPLY = `mutation Reply($input: ReplyToConversationInput!) { replyToConversation(input: $input) { id } }`;
const FRANCHISOR_REPLY = `mutation Reply($input: ReplyToFranchisorLeadInput!) { replyToFranchisorLead(input: $input) { id } }`;

interface Reason {
  text: string;
  points: number;
}
interface Lead {
  id: string;
  name: string;
  contactMethod: string;
  contactTime: string;
  score: { band: string; points: number; maxPoints: number; reasons: Reason[] };
}
interface Page {
  total: number;
  pageCount: number;
  items: Lead[];
}

/** A client signed in as this profile (a session written straight through the session service). */
async function as(profile: Profile): Promise<TestClient> {
  const { token } = await server.services.sessions.create(profile.id, null);
  const client = new TestClient(server.url);
  client.cookie = `${SESSION_COOKIE}=${token}`;
  return client;
}

async function franchisorWith(franchises = 1) {
  const profile = await createFranchisor(server.ds);
  const owned = [];
  for (let i = 0; i < franchises; i++) owned.push(await createFranchise(server.ds, { franchisorId: profile.id }));
  return { profile, franchises: owned, client: await as(profile) };
}

let address = 0;
/** A TestClient from an address of its own. */
function visitor(): TestClient {
  const client = new TestClient(server.url);
  address++;
  client.headers = { 'x-forwarded-for': `203.0.113.${address}` };
  return client;
}

const leadsOf = async (client: TestClient, variables: Record<string, unknown> = {}) =>
  (await client.data<{ franchisorLeads: Page }>(LIST, variables)).franchisorLeads;

const LONG = 'I have run a café for eight years and would like to open a second business in Leeds. '.repeat(3).trim();
const signals = (s: Partial<ScoreSignals>): ScoreSignals => ({
  meetsRequirements: true,
  belowMinCapital: false,
  outsideAreas: false,
  phone: '07700 900123',
  message: 'Interested in this franchise',
  franchisesInRequest: 1,
  enquirerReplies: 0,
  quizFit: null,
  ...s,
});

describe('the formula', () => {
  // Signals, then the points and band expected and the reasons the franchisor reads.
  const cases: [string, Partial<ScoreSignals>, number, LeadScore, Reason[]][] = [
    [
      'a lead form with nothing but the phone',
      {},
      7,
      LeadScore.MEDIUM,
      [
        { text: 'Meets your requirements', points: 4 },
        { text: 'Phone number given', points: 1 },
        { text: 'No message of their own', points: 0 },
        { text: 'Asked only this franchise', points: 2 },
        { text: 'No reply from them yet', points: 0 },
      ],
    ],
    [
      'everything',
      { message: LONG, enquirerReplies: 1 },
      11,
      LeadScore.HIGH,
      [
        { text: 'Meets your requirements', points: 4 },
        { text: 'Phone number given', points: 1 },
        { text: `Wrote a ${LONG.length}-character message`, points: 2 },
        { text: 'Asked only this franchise', points: 2 },
        { text: 'Replied to you', points: 2 },
      ],
    ],
    [
      'nothing',
      { meetsRequirements: false, belowMinCapital: true, phone: 'Not provided', message: 'Tell me more', franchisesInRequest: 30 },
      0,
      LeadScore.LOW,
      [
        { text: 'Below your minimum capital', points: 0 },
        { text: 'No phone number', points: 0 },
        { text: 'Wrote a 12-character message', points: 0 },
        { text: 'Asked 30 franchises at once', points: 0 },
        { text: 'No reply from them yet', points: 0 },
      ],
    ],
    [
      'both requirements missed, replied three times',
      { meetsRequirements: false, belowMinCapital: true, outsideAreas: true, message: 'x'.repeat(60), franchisesInRequest: 2, enquirerReplies: 3 },
      5,
      LeadScore.LOW,
      [
        { text: 'Below your minimum capital', points: 0 },
        { text: 'Outside the areas you recruit in', points: 0 },
        { text: 'Phone number given', points: 1 },
        { text: 'Wrote a 60-character message', points: 1 },
        { text: 'Asked 2 franchises at once', points: 1 },
        { text: 'Replied to you 3 times', points: 2 },
      ],
    ],
    ['High from 8 points', { message: 'x'.repeat(20) }, 8, LeadScore.HIGH, expect.any(Array) as unknown as Reason[]],
    ['19 characters earn nothing', { message: 'x'.repeat(19) }, 7, LeadScore.MEDIUM, expect.any(Array) as unknown as Reason[]],
    [
      '149 characters, one point',
      { message: 'x'.repeat(149), franchisesInRequest: 5 },
      7,
      LeadScore.MEDIUM,
      expect.any(Array) as unknown as Reason[],
    ],
    ['150 characters, two', { message: 'x'.repeat(150), franchisesInRequest: 6 }, 7, LeadScore.MEDIUM, expect.any(Array) as unknown as Reason[]],
    ['Medium from 6 points', { franchisesInRequest: 3 }, 6, LeadScore.MEDIUM, expect.any(Array) as unknown as Reason[]],
    ['Low up to 5', { phone: '', franchisesInRequest: 3 }, 5, LeadScore.LOW, expect.any(Array) as unknown as Reason[]],
    // 75 emoji are 150 UTF-16 units but 75 characters, as PostgreSQL counts them.
    ['characters, not UTF-16 units', { message: '😀'.repeat(75) }, 8, LeadScore.HIGH, expect.any(Array) as unknown as Reason[]],
    ['an empty message', { message: '' }, 7, LeadScore.MEDIUM, expect.any(Array) as unknown as Reason[]],
    // Issue 43: quiz answers that fit the listing give a point; answers that do not fit give none, and say so.
    [
      'quiz answers that fit',
      { quizFit: true },
      8,
      LeadScore.HIGH,
      [
        { text: 'Meets your requirements', points: 4 },
        { text: 'Phone number given', points: 1 },
        { text: 'No message of their own', points: 0 },
        { text: 'Asked only this franchise', points: 2 },
        { text: 'No reply from them yet', points: 0 },
        { text: 'Quiz answers fit this listing', points: 1 },
      ],
    ],
    [
      'quiz answers that do not fit',
      { quizFit: false },
      7,
      LeadScore.MEDIUM,
      expect.arrayContaining([{ text: 'Quiz answers do not fit this listing', points: 0 }]),
    ],
  ];

  it.each(cases)('%s: the reasons, and the database scores the same', async (_name, given, points, band, reasons) => {
    const s = signals(given);
    expect(scoreReasons(s)).toEqual(reasons);
    expect(scoreOf(s)).toEqual({ points, band });
    const [row] = await server.ds.query(
      `SELECT lead_score_points($1, $2, $3, $4, $5, $6) AS points, lead_score_band(lead_score_points($1, $2, $3, $4, $5, $6)) AS band`,
      [s.meetsRequirements, s.phone, s.message, s.franchisesInRequest, s.enquirerReplies, s.quizFit],
    );
    expect(row).toEqual({ points, band });
  });

  it('every combination of the signals scores the same in the database as its reasons add up to', async () => {
    const combos: ScoreSignals[] = [];
    for (const meets of [true, false])
      for (const phone of ['07700 900123', 'Not provided', ''])
        for (const message of ['', 'Interested in this franchise', 'x'.repeat(19), 'x'.repeat(20), 'x'.repeat(149), 'x'.repeat(150)])
          for (const franchisesInRequest of [1, 2, 5, 6, 50])
            for (const enquirerReplies of [0, 1, 4])
              for (const quizFit of [null, true, false])
                combos.push(
                  signals({ meetsRequirements: meets, belowMinCapital: !meets, phone, message, franchisesInRequest, enquirerReplies, quizFit }),
                );
    const rows: { points: number; band: string }[] = await server.ds.query(
      `SELECT p AS points, lead_score_band(p) AS band
       FROM unnest($1::boolean[], $2::text[], $3::text[], $4::int[], $5::int[], $6::boolean[]) WITH ORDINALITY AS c(meets, phone, message, franchises, replies, quiz, n)
       CROSS JOIN LATERAL lead_score_points(c.meets, c.phone, c.message, c.franchises, c.replies, c.quiz) p
       ORDER BY n`,
      [
        combos.map((c) => c.meetsRequirements),
        combos.map((c) => c.phone),
        combos.map((c) => c.message),
        combos.map((c) => c.franchisesInRequest),
        combos.map((c) => c.enquirerReplies),
        combos.map((c) => c.quizFit),
      ],
    );
    expect(rows).toEqual(combos.map(scoreOf));
    expect(Math.max(...rows.map((r) => r.points))).toBe(MAX_SCORE_POINTS);
  });

  it('is what a written lead stores, whatever its writer said, and the franchisor reads it with its reasons', async () => {
    const a = await franchisorWith();
    const lead = await createLead(server.ds, {
      customer: null,
      franchise: a.franchises[0],
      message: LONG,
      contactMethod: ContactMethod.PHONE,
      contactTime: ContactTime.EVENING,
      // A writer cannot set the score itself.
      scorePoints: 0,
      score: LeadScore.LOW,
    });
    const stored = await server.ds.getRepository(FranchiseLead).findOneByOrFail({ id: lead.id });
    expect([stored.scorePoints, stored.score]).toEqual([9, LeadScore.HIGH]);
    const { openFranchisorLead } = await a.client.data<{ openFranchisorLead: Lead }>(OPEN, { id: lead.id });
    expect(openFranchisorLead).toMatchObject({
      contactMethod: 'PHONE',
      contactTime: 'EVENING',
      score: {
        band: 'HIGH',
        points: 9,
        maxPoints: 12,
        reasons: [
          { text: 'Meets your requirements', points: 4 },
          { text: 'Phone number given', points: 1 },
          { text: `Wrote a ${LONG.length}-character message`, points: 2 },
          { text: 'Asked only this franchise', points: 2 },
          { text: 'No reply from them yet', points: 0 },
        ],
      },
    });
  });
});

describe('the signals, from every path', () => {
  it('counts the franchises asked at once: the lead form one, the request dialog and a claim all of them', async () => {
    const a = await franchisorWith(2);
    const b = await franchisorWith(1);
    await visitor().data(SUBMIT, {
      input: {
        consent: LEAD_CONSENT,
        franchiseId: a.franchises[0].id,
        name: 'Form Person',
        email: uniqueEmail('form'),
        phone: '07700 900123',
        message: 'Hello',
      },
    });
    const { requestInfoSignUp } = await visitor().data<{ requestInfoSignUp: { created: number } }>(SIGN_UP, {
      input: {
        email: uniqueEmail('dialog'),
        firstName: 'Dee',
        lastName: 'Dialog',
        password: 'secret1',
        phone: '07700 900123',
        city: 'Leeds',
        postCode: 'LS1 4AP',
        desiredInvestment: '£100,000',
        desiredTimeframe: '6 months',
        message: 'Tell me more',
        franchiseIds: [a.franchises[0].id, a.franchises[1].id, b.franchises[0].id],
        consent: DIALOG_CONSENT,
      },
    });
    expect(requestInfoSignUp.created).toBe(3);
    const customer = await as(await createCustomer(server.ds));
    await customer.data(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: [a.franchises[1].id, b.franchises[0].id] } });

    const asked = (lead: Lead) => lead.score.reasons.find((r) => r.text.startsWith('Asked'));
    const aLeads = (await leadsOf(a.client)).items;
    expect(aLeads.map((l) => [l.name, asked(l)])).toEqual([
      ['Customer Person', { text: 'Asked 2 franchises at once', points: 1 }],
      ['Dee Dialog', { text: 'Asked 3 franchises at once', points: 1 }],
      ['Dee Dialog', { text: 'Asked 3 franchises at once', points: 1 }],
      ['Form Person', { text: 'Asked only this franchise', points: 2 }],
    ]);
    // Contact preference left out: either, any time.
    expect(aLeads.map((l) => [l.contactMethod, l.contactTime])).toEqual(Array(4).fill(['EITHER', 'ANY']));
    expect((await leadsOf(b.client)).items.map(asked)).toEqual([
      { text: 'Asked 2 franchises at once', points: 1 },
      { text: 'Asked 3 franchises at once', points: 1 },
    ]);
  });

  it("the enquirer's replies raise the score, by any path; the franchisor's own messages and other leads' do not", async () => {
    const a = await franchisorWith(2);
    const profile = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer: profile, franchise: a.franchises[0] });
    const other = await createLead(server.ds, { customer: profile, franchise: a.franchises[1] });
    const scoreOfLead = async (id: string) => (await a.client.data<{ openFranchisorLead: Lead }>(OPEN, { id })).openFranchisorLead.score;
    expect(await scoreOfLead(lead.id)).toMatchObject({ band: 'MEDIUM', points: 7 });

    const customer = await as(profile);
    // The franchisor writes first: not a reply of the enquirer.
    await a.client.data(FRANCHISOR_REPLY, { input: { leadId: lead.id, content: 'Thanks for asking.' } });
    expect((await scoreOfLead(lead.id)).points).toBe(7);

    await customer.data(SEND_TO_FRANCHISOR, { input: { requestId: lead.id, content: 'Is Leeds free?' } });
    expect(await scoreOfLead(lead.id)).toMatchObject({
      band: 'HIGH',
      points: 9,
      reasons: expect.arrayContaining([{ text: 'Replied to you', points: 2 }]),
    });
    // From Messages (the conversation names the lead it was last about), and straight into the database.
    await customer.data(CUSTOMER_REPLY, { input: { counterpartId: a.profile.id, content: 'And Bradford?' } });
    await createMessage(server.ds, { from: profile, to: a.profile, leadId: lead.id });
    expect((await scoreOfLead(lead.id)).reasons).toContainEqual({ text: 'Replied to you 3 times', points: 2 });
    expect((await scoreOfLead(other.id)).points).toBe(7);
    // The high lead is first when sorted by score.
    expect((await leadsOf(a.client, { sort: 'SCORE' })).items.map((l) => l.id)).toEqual([lead.id, other.id]);
  });
});

describe("the franchisor's Leads page", () => {
  /** A franchisor with five leads, a day apart (newest first: low, high, medium, high, low), and another franchisor's. */
  async function scoredLeads() {
    const a = await franchisorWith();
    const day = (n: number) => new Date(Date.now() - n * 86_400_000);
    const make = (name: string, daysAgo: number, extra: Omit<Partial<FranchiseLead>, 'franchise'>) =>
      createLead(server.ds, { customer: null, franchise: a.franchises[0], name, createdAt: day(daysAgo), ...extra });
    const lowNew = await make('Low Newest', 1, { phone: 'Not provided', meetsRequirements: false, belowMinCapital: true });
    const high11 = await make('High Eleven', 2, {
      message: LONG,
      enquirerReplies: 1,
      contactMethod: ContactMethod.EMAIL,
      contactTime: ContactTime.MORNING,
    });
    const medium = await make('Medium Seven', 3, {});
    const high9 = await make('High Nine', 4, { message: LONG });
    const lowOld = await make('Low Oldest', 5, { franchisesInRequest: 12, phone: 'Not provided' });
    const b = await franchisorWith();
    await createLead(server.ds, { customer: null, franchise: b.franchises[0], name: 'Belongs To B', message: LONG });
    return { a, b, leads: { lowNew, high11, medium, high9, lowOld } };
  }

  it('filters by score newest first, sorts by score with paging, and counts the scores', async () => {
    const { a } = await scoredLeads();
    const names = (page: Page) => page.items.map((l) => l.name);
    expect(names(await leadsOf(a.client, { filter: { score: 'HIGH' } }))).toEqual(['High Eleven', 'High Nine']);
    expect(names(await leadsOf(a.client, { filter: { score: 'LOW' } }))).toEqual(['Low Newest', 'Low Oldest']);
    expect(names(await leadsOf(a.client, { filter: { score: 'MEDIUM' } }))).toEqual(['Medium Seven']);
    expect(names(await leadsOf(a.client, { filter: { score: 'LOW', meetsRequirements: false } }))).toEqual(['Low Newest']);

    expect(names(await leadsOf(a.client))).toEqual(['Low Newest', 'High Eleven', 'Medium Seven', 'High Nine', 'Low Oldest']);
    const byScore = ['High Eleven', 'High Nine', 'Medium Seven', 'Low Oldest', 'Low Newest'];
    expect(names(await leadsOf(a.client, { sort: 'SCORE' }))).toEqual(byScore);
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(...names(await leadsOf(a.client, { sort: 'SCORE', page: { page, pageSize: 2 } })));
    expect(pages).toEqual(byScore);
    expect((await leadsOf(a.client, { sort: 'SCORE', filter: { score: 'LOW' } })).items.map((l) => l.score.points)).toEqual([4, 2]);

    expect((await a.client.data(STATS)).franchisorLeadStats).toEqual({ total: 5, highScore: 2, mediumScore: 1, lowScore: 2 });
  });

  it('exports the contact preference and the score, filtered and sorted, and refuses a filter not on the list', async () => {
    const { a } = await scoredLeads();
    const csv = async (query: string) => {
      const res = await a.client.get(`/franchisor/leads.csv${query}`);
      return { status: res.status, text: (await res.text()).replace(/^\uFEFF/, '') };
    };
    const parse = (text: string) =>
      text
        .trim()
        .split('\r\n')
        .map((line) => line.slice(1, -1).split('","'));
    const [header, ...rows] = parse((await csv('?score=high')).text);
    const col = (name: string) => header.indexOf(name);
    expect(header.slice(0, 6)).toEqual(['Date', 'Name', 'Email', 'Phone', 'Contact by', 'Contact time']);
    expect(header.slice(-5)).toEqual(['Score', 'Score points', 'Score reasons', 'Meets requirements', 'Requirements missed']);
    expect(rows.map((r) => [r[col('Name')], r[col('Contact by')], r[col('Contact time')], r[col('Score')], r[col('Score points')]])).toEqual([
      ['High Eleven', 'Email', 'Morning', 'High', '11'],
      ['High Nine', 'Email or phone', 'Any time', 'High', '9'],
    ]);
    expect(rows[1][col('Score reasons')]).toBe(
      `Meets your requirements (+4); Phone number given (+1); Wrote a ${LONG.length}-character message (+2); Asked only this franchise (+2); No reply from them yet (0)`,
    );
    const sorted = parse((await csv('?sort=score&score=low')).text).slice(1);
    expect(sorted.map((r) => r[col('Name')])).toEqual(['Low Oldest', 'Low Newest']);
    expect(
      parse((await csv('?sort=SCORE')).text)
        .slice(1)
        .map((r) => r[col('Name')]),
    ).toEqual(['High Eleven', 'High Nine', 'Medium Seven', 'Low Oldest', 'Low Newest']);

    const before = await server.ds.getRepository(FranchiseLead).count();
    expect(await csv('?score=great')).toEqual({ status: 400, text: 'Please choose a score filter from the list' });
    expect(await csv('?sort=best')).toEqual({ status: 400, text: 'Please choose a sort order from the list' });
    expect(await server.ds.getRepository(FranchiseLead).count()).toBe(before);
    // GraphQL refuses a score that is not one of the three, with nothing read.
    const error = await a.client.error(LIST, { filter: { score: 'GREAT' } });
    expect(error.message).toMatch(/Value "GREAT" does not exist in "LeadScore" enum/);
  });

  it("never returns or counts another franchisor's leads, under any score filter or sort", async () => {
    const { b, leads } = await scoredLeads();
    for (const score of ['HIGH', 'MEDIUM', 'LOW']) {
      const page = await leadsOf(b.client, { filter: { score }, sort: 'SCORE' });
      expect(page.items.map((l) => l.name)).toEqual(score === 'MEDIUM' ? [] : score === 'HIGH' ? ['Belongs To B'] : []);
    }
    expect((await b.client.data(STATS)).franchisorLeadStats).toEqual({ total: 1, highScore: 1, mediumScore: 0, lowScore: 0 });
    const csv = (await (await b.client.get('/franchisor/leads.csv?sort=score')).text()).trim().split('\r\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain('Belongs To B');
    expect((await b.client.error(OPEN, { id: leads.high11.id })).message).toBe('Lead not found');
  });
});

describe('the migration', () => {
  it("backfills existing leads: a person's leads of one instant are one request, their replies counted, then scored", async () => {
    const a = await franchisorWith(3);
    const customer = await createCustomer(server.ds);
    const migration = new LeadScore1795740000000();
    // Issue 43's migration changed the formula after it: taken back first, and run again after.
    const quiz = new LeadQuizAnswers1795780000030();
    const runner = server.ds.createQueryRunner();
    try {
      await quiz.down(runner);
      await migration.down(runner);
      const at = new Date(Date.now() - 3_600_000);
      const insert = (franchise: { id: string }, values: { userId?: string | null; email: string; createdAt: Date; message?: string }) =>
        runner.query(
          `INSERT INTO franchise_leads (franchise_id, franchisor_id, user_id, name, email, phone, message, created_at)
           VALUES ($1, $2, $3, 'Backfilled', $4, '07700 900123', $5, $6) RETURNING id`,
          [franchise.id, a.profile.id, values.userId ?? null, values.email, values.message ?? 'Interested in this franchise', values.createdAt],
        ) as Promise<{ id: string }[]>;
      const visitorEmail = uniqueEmail('backfill');
      await insert(a.franchises[0], { email: visitorEmail, createdAt: at });
      await insert(a.franchises[1], { email: visitorEmail, createdAt: at });
      const [later] = await insert(a.franchises[2], { email: visitorEmail, createdAt: new Date(at.getTime() + 1000) });
      const [asked] = await insert(a.franchises[0], { userId: customer.id, email: customer.email, createdAt: at });
      await runner.query(
        `INSERT INTO messages (sender_id, receiver_id, subject, content, lead_id) VALUES ($1, $2, 'Re: x', 'Hi', $3), ($1, $2, 'Re: x', 'Again', $3),
                ($2, $1, 'Re: x', 'Hello', $3)`,
        [customer.id, a.profile.id, asked.id],
      );
      await migration.up(runner);
      await quiz.up(runner);
      const rows: { email: string; franchises_in_request: number; enquirer_replies: number; score_points: number; score: string; id: string }[] =
        await runner.query(
          `SELECT id, email, franchises_in_request, enquirer_replies, score_points, score FROM franchise_leads WHERE franchisor_id = $1 ORDER BY created_at, email, franchise_id`,
          [a.profile.id],
        );
      const byId = new Map(rows.map((r) => [r.id, r]));
      expect(
        rows.filter((r) => r.email === visitorEmail && r.id !== later.id).map((r) => [r.franchises_in_request, r.score_points, r.score]),
      ).toEqual([
        [2, 6, 'medium'],
        [2, 6, 'medium'],
      ]);
      expect(byId.get(later.id)).toMatchObject({ franchises_in_request: 1, score_points: 7, score: 'medium' });
      expect(byId.get(asked.id)).toMatchObject({ franchises_in_request: 1, enquirer_replies: 2, score_points: 9, score: 'high' });
    } finally {
      await runner.release();
    }
  });
});
