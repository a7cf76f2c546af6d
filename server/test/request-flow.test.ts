import { createHash, randomUUID } from 'node:crypto';
import { AdMetric } from '../src/modules/advertising/ad-metric.entity';
import { AdStatus, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { UserType } from '../src/modules/auth/auth.enums';
import { MagicLinkToken } from '../src/modules/auth/magic-link-token.entity';
import { Profile } from '../src/modules/auth/profile.entity';
import { Session } from '../src/modules/auth/session.entity';
import { User } from '../src/modules/auth/user.entity';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import {
  FACTORY_PASSWORD,
  createAdmin,
  createCustomer,
  createFeaturedAd,
  createFranchise,
  createFranchisor,
  createProfile,
  uniqueEmail,
} from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';
import { DIALOG_CONSENT } from './support/consent';

/** The request dialog's consent line, naming each franchise and its franchisor company (issue 41). */
const CONSENT = expect.stringMatching(
  /^By clicking SUBMIT you consent to sending the details on this form to .+ \(franchisor: Test Franchise Ltd\)\.$/,
);

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const client = () => new TestClient(server.url);
const VIEWER = `query Viewer { viewer { id email userType } }`;
const EMAIL_CHECK = `query Check($email: String!) { customerAccountExists(email: $email) }`;
const SIGN_IN = `mutation RequestInfoSignIn($input: RequestInfoSignInInput!) {
  requestInfoSignIn(input: $input) { created skipped viewer { id email userType } } }`;
const SIGN_UP = `mutation RequestInfoSignUp($input: RequestInfoSignUpInput!) {
  requestInfoSignUp(input: $input) { created skipped viewer { id email fullName userType status } } }`;
const CLAIM = `mutation Claim($input: ClaimFranchisesInput!) { claimPendingFranchises(input: $input) { created skipped } }`;
const REQUEST_LINK = `mutation RequestLink($email: String!) { requestMagicLink(email: $email) }`;
const USE_LINK = `mutation UseLink($token: String!) { signInWithMagicLink(token: $token) { id email userType } }`;

type Result = { created: number; skipped: number; viewer: { id: string; email: string; fullName?: string } | null };

const leadsOf = (userId: string) => server.ds.getRepository(FranchiseLead).find({ where: { userId }, order: { createdAt: 'ASC' } });

const counts = async () => ({
  users: await server.ds.getRepository(User).count(),
  profiles: await server.ds.getRepository(Profile).count(),
  leads: await server.ds.getRepository(FranchiseLead).count(),
  sessions: await server.ds.getRepository(Session).count(),
  metrics: await server.ds.getRepository(AdMetric).count(),
});

/** Two franchisors: A with two approved franchises, B with one. */
async function catalogue() {
  const a = await createFranchisor(server.ds);
  const b = await createFranchisor(server.ds);
  const a1 = await createFranchise(server.ds, { franchisorId: a.id, name: 'Alpha Coffee' });
  const a2 = await createFranchise(server.ds, { franchisorId: a.id, name: 'Alpha <Tutors>' });
  const b1 = await createFranchise(server.ds, { franchisorId: b.id, name: 'Beta Cleaning' });
  return { a, b, a1, a2, b1, ids: [a1.id, a2.id, b1.id] };
}

const signUpInput = (franchiseIds: string[], extra: Record<string, unknown> = {}) => ({
  email: uniqueEmail('enquirer'),
  firstName: 'Jo',
  lastName: 'Bloggs',
  password: 'secret1',
  phone: '07700 900123',
  city: 'Leeds',
  postCode: 'ls1 4ap',
  desiredInvestment: '£100,000',
  desiredTimeframe: '6 months',
  message: 'Tell me about <b>royalties</b>',
  marketingOptIn: true,
  franchiseIds,
  consent: DIALOG_CONSENT,
  ...extra,
});

describe('step 1: does a customer account exist for the email?', () => {
  it('says yes for a customer in any case, and no for a new email, a franchisor and an admin', async () => {
    const customer = await createCustomer(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const admin = await createAdmin(server.ds);
    const c = client();
    const check = async (email: string) => (await c.data<{ customerAccountExists: boolean }>(EMAIL_CHECK, { email })).customerAccountExists;
    expect(await check(` ${customer.email.toUpperCase()} `)).toBe(true);
    expect(await check(uniqueEmail('nobody'))).toBe(false);
    expect(await check(franchisor.email)).toBe(false);
    expect(await check(admin.email)).toBe(false);
  });

  it('refuses something that is not an email', async () => {
    const error = await client().error(EMAIL_CHECK, { email: 'not-an-email' });
    expect(error).toMatchObject({ message: 'Please enter a valid email address', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('is rate-limited per email: the 11th check of one email in 15 minutes is refused', async () => {
    const email = uniqueEmail('probe');
    for (let i = 0; i < 10; i++) await client().data(EMAIL_CHECK, { email });
    const error = await client().error(EMAIL_CHECK, { email });
    expect(error).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(error.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    // Another email is still answered.
    expect((await client().data<{ customerAccountExists: boolean }>(EMAIL_CHECK, { email: uniqueEmail() })).customerAccountExists).toBe(false);
  });
});

describe('step 2 for a new email: sign up and request', () => {
  it('creates the customer, one lead per franchise with every detail and the consent, and signs them in', async () => {
    const { a, b, a1, a2, b1, ids } = await catalogue();
    const c = client();
    const input = signUpInput(ids, { email: uniqueEmail('New.Person').toUpperCase() });
    const before = Date.now();
    const { requestInfoSignUp } = await c.data<{ requestInfoSignUp: Result }>(SIGN_UP, { input });
    const email = input.email.toLowerCase();
    expect(requestInfoSignUp).toMatchObject({
      created: 3,
      skipped: 0,
      viewer: { email, fullName: 'Jo Bloggs', userType: 'CUSTOMER', status: 'APPROVED' },
    });
    expect((await c.data<{ viewer: { email: string } }>(VIEWER)).viewer.email).toBe(email);

    const profile = await server.ds.getRepository(Profile).findOneByOrFail({ email });
    expect(profile.phone).toBe('07700 900123');
    const leads = await leadsOf(profile.id);
    expect(leads.map((l) => [l.franchiseId, l.franchisorId]).sort()).toEqual(
      [
        [a1.id, a.id],
        [a2.id, a.id],
        [b1.id, b.id],
      ].sort(),
    );
    for (const lead of leads) {
      expect(lead).toMatchObject({
        name: 'Jo Bloggs',
        email,
        phone: '07700 900123',
        city: 'Leeds',
        postCode: 'LS1 4AP',
        country: 'United Kingdom',
        desiredInvestment: '£100,000',
        desiredTimeframe: '6 months',
        message: 'Tell me about <b>royalties</b>',
        status: 'new',
        interestStatus: 'still_interested',
        marketingOptIn: true,
        consentText: CONSENT,
      });
      expect(lead.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
  });

  it('e-mails each franchisor once, listing their franchises, and the customer one acknowledgement', async () => {
    const { a, b, ids } = await catalogue();
    const input = signUpInput(ids);
    await client().data(SIGN_UP, { input });
    await smtp.waitFor(() => smtp.to(a.email).length >= 1 && smtp.to(b.email).length >= 1 && smtp.to(input.email).length >= 1);
    await server.services.mailer.idle();

    const toA = smtp.to(a.email);
    expect(toA).toHaveLength(1);
    expect(toA[0].subject).toBe('New information request for 2 of your franchises');
    expect(toA[0].replyTo).toBe(input.email);
    expect(toA[0].text).toContain('- Alpha Coffee');
    expect(toA[0].text).toContain('- Alpha <Tutors>');
    expect(toA[0].text).not.toContain('Beta Cleaning');
    for (const detail of ['Jo Bloggs', input.email, '07700 900123', 'Leeds', 'LS1 4AP', '£100,000', '6 months', 'Tell me about <b>royalties</b>']) {
      expect(toA[0].text).toContain(detail);
    }
    // User data is escaped in the HTML body.
    expect(toA[0].html).toContain('Alpha &lt;Tutors&gt;');
    expect(toA[0].html).toContain('Tell me about &lt;b&gt;royalties&lt;/b&gt;');
    expect(toA[0].html).not.toContain('<b>royalties</b>');

    const toB = smtp.to(b.email);
    expect(toB).toHaveLength(1);
    expect(toB[0].subject).toBe('New information request for Beta Cleaning');
    expect(toB[0].text).toContain('- Beta Cleaning');
    expect(toB[0].text).not.toContain('Alpha Coffee');

    const ack = smtp.to(input.email);
    expect(ack).toHaveLength(1);
    expect(ack[0].subject).toBe('Your information request has been sent');
    for (const name of ['Alpha Coffee', 'Alpha <Tutors>', 'Beta Cleaning']) expect(ack[0].text).toContain(name);
    expect(ack[0].text).toContain('/customer/franchises');
  });

  it("uses 'Interested in this franchise' without a message, and no opt-in unless ticked", async () => {
    const { ids } = await catalogue();
    const input = signUpInput(ids.slice(0, 1), { message: '   ' });
    delete (input as Partial<typeof input>).marketingOptIn;
    const { requestInfoSignUp } = await client().data<{ requestInfoSignUp: Result }>(SIGN_UP, { input });
    const [lead] = await leadsOf(requestInfoSignUp.viewer!.id);
    expect(lead).toMatchObject({ message: 'Interested in this franchise', marketingOptIn: false });
  });

  it.each([
    ['firstName', '  ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', 'nope', 'Please enter a valid email address'],
    ['password', '12345', 'Must be at least 6 characters long'],
    ['phone', ' ', 'Phone is required'],
    ['phone', 'call me', 'Please enter a valid phone number'],
    ['city', '', 'City/Town is required'],
    ['postCode', '', 'Post code is required'],
    ['postCode', '12345', 'Please enter a valid UK post code'],
    ['desiredInvestment', '', 'Desired investment is required'],
    ['desiredInvestment', '£1', 'Please choose a desired investment from the list'],
    ['desiredTimeframe', '', 'Desired timeframe is required'],
    ['desiredTimeframe', 'tomorrow', 'Please choose a desired timeframe from the list'],
    ['franchiseIds', [], 'Please select at least one franchise'],
    ['franchiseIds', ['not-a-uuid'], 'Please select at least one franchise'],
  ])('refuses %s = %j with "%s" and writes nothing', async (field, value, message) => {
    const { ids } = await catalogue();
    const before = await counts();
    const error = await client().error(SIGN_UP, { input: signUpInput(ids, { [field]: value }) });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } });
    expect(await counts()).toEqual(before);
  });

  it('refuses an email that already has an account of any type and writes nothing', async () => {
    const { ids } = await catalogue();
    for (const existing of [await createCustomer(server.ds), await createFranchisor(server.ds), await createAdmin(server.ds)]) {
      const before = await counts();
      const c = client();
      const error = await c.error(SIGN_UP, { input: signUpInput(ids, { email: existing.email }) });
      expect(error).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
      expect(await counts()).toEqual(before);
      expect((await c.data<{ viewer: null }>(VIEWER)).viewer).toBeNull();
    }
  });

  it('skips franchises that are unknown, removed, not approved or without a franchisor', async () => {
    const { a, a1 } = await catalogue();
    const pending = await createFranchise(server.ds, { franchisorId: a.id, status: FranchiseStatus.PENDING });
    const rejected = await createFranchise(server.ds, { franchisorId: a.id, status: FranchiseStatus.REJECTED });
    const orphan = await createFranchise(server.ds, { franchisorId: null });
    const removed = await createFranchise(server.ds, { franchisorId: a.id });
    await server.ds.getRepository(Franchise).delete({ id: removed.id });
    const { requestInfoSignUp } = await client().data<{ requestInfoSignUp: Result }>(SIGN_UP, {
      input: signUpInput([a1.id, pending.id, rejected.id, orphan.id, removed.id, randomUUID(), a1.id]),
    });
    expect(requestInfoSignUp).toMatchObject({ created: 1, skipped: 5 });
    expect((await leadsOf(requestInfoSignUp.viewer!.id)).map((l) => l.franchiseId)).toEqual([a1.id]);
  });

  it('records a request_info metric for each live featured ad of a requested franchise, and none for others', async () => {
    const { a1, a2, b1 } = await catalogue();
    const live = await createFeaturedAd(server.ds, a1.id);
    await createFeaturedAd(server.ds, a2.id, { endDate: new Date(Date.now() - 86400000) });
    await createFeaturedAd(server.ds, a2.id, { paymentStatus: PaymentStatus.PENDING, status: AdStatus.PENDING_PAYMENT });
    const unrequested = await createFeaturedAd(server.ds, b1.id);
    await client().data(SIGN_UP, { input: signUpInput([a1.id, a2.id]) });
    const metrics = await server.ds.getRepository(AdMetric).find();
    expect(metrics.filter((m) => m.adId === live.id).map((m) => m.metricType)).toEqual(['request_info']);
    expect(metrics.some((m) => m.adId === unrequested.id)).toBe(false);
    const forA2 = await server.ds.query(
      `SELECT count(*)::int AS n FROM ad_metrics m JOIN featured_ads f ON f.id = m.ad_id WHERE f.franchise_id = $1`,
      [a2.id],
    );
    expect(forA2[0].n).toBe(0);
  });
});

describe('step 2 for an existing customer: sign in and request', () => {
  it("signs in and creates leads with the spec's fallbacks for what the profile does not know", async () => {
    const { a, a1, b1 } = await catalogue();
    const customer = await createProfile(server.ds, { userType: UserType.CUSTOMER, fullName: 'Sam Stone' });
    const c = client();
    const { requestInfoSignIn } = await c.data<{ requestInfoSignIn: Result }>(SIGN_IN, {
      input: { consent: DIALOG_CONSENT, email: customer.email.toUpperCase(), password: FACTORY_PASSWORD, franchiseIds: [a1.id, b1.id] },
    });
    expect(requestInfoSignIn).toMatchObject({ created: 2, skipped: 0, viewer: { id: customer.id } });
    expect((await c.data<{ viewer: { id: string } }>(VIEWER)).viewer.id).toBe(customer.id);
    const leads = await leadsOf(customer.id);
    expect(leads).toHaveLength(2);
    for (const lead of leads) {
      expect(lead).toMatchObject({
        name: 'Sam Stone',
        email: customer.email,
        phone: 'Not provided',
        city: '',
        postCode: '',
        country: 'United Kingdom',
        desiredInvestment: '£50,000',
        desiredTimeframe: '3 months',
        message: 'Interested in this franchise',
        status: 'new',
        marketingOptIn: false,
        consentText: CONSENT,
      });
    }
    expect(leads.find((l) => l.franchiseId === a1.id)!.franchisorId).toBe(a.id);
  });

  it("names the lead 'Unknown' when the profile has no name, and uses the profile's phone when it has one", async () => {
    const { a1 } = await catalogue();
    const customer = await createProfile(server.ds, { userType: UserType.CUSTOMER, phone: '0113 496 0000' });
    await server.ds.getRepository(Profile).update({ id: customer.id }, { fullName: '' });
    await client().data(SIGN_IN, { input: { consent: DIALOG_CONSENT, email: customer.email, password: FACTORY_PASSWORD, franchiseIds: [a1.id] } });
    expect(await leadsOf(customer.id)).toEqual([expect.objectContaining({ name: 'Unknown', phone: '0113 496 0000' })]);
  });

  it('skips franchises the customer already asked about, and repeated ids', async () => {
    const { a1, a2 } = await catalogue();
    const customer = await createCustomer(server.ds);
    const input = { consent: DIALOG_CONSENT, email: customer.email, password: FACTORY_PASSWORD, franchiseIds: [a1.id] };
    expect((await client().data<{ requestInfoSignIn: Result }>(SIGN_IN, { input })).requestInfoSignIn).toMatchObject({ created: 1, skipped: 0 });
    const again = await client().data<{ requestInfoSignIn: Result }>(SIGN_IN, {
      input: { ...input, franchiseIds: [a1.id, a2.id, a2.id] },
    });
    expect(again.requestInfoSignIn).toMatchObject({ created: 1, skipped: 1 });
    expect((await leadsOf(customer.id)).map((l) => l.franchiseId).sort()).toEqual([a1.id, a2.id].sort());
  });

  it('says "Invalid email or password" for a wrong password or an unknown email, and writes nothing', async () => {
    const { ids } = await catalogue();
    const customer = await createCustomer(server.ds);
    for (const [email, password] of [
      [customer.email, 'wrong-password'],
      [uniqueEmail('ghost'), FACTORY_PASSWORD],
    ]) {
      const before = await counts();
      const c = client();
      const error = await c.error(SIGN_IN, { input: { consent: DIALOG_CONSENT, email, password, franchiseIds: ids } });
      expect(error).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'INVALID_CREDENTIALS' } });
      expect(await counts()).toEqual(before);
      expect(c.cookie).toBeNull();
    }
  });

  it("does not sign a franchisor or an admin in as a customer: 'Unauthorized access', nothing written", async () => {
    const { ids } = await catalogue();
    for (const person of [await createFranchisor(server.ds), await createAdmin(server.ds)]) {
      const before = await counts();
      const c = client();
      const error = await c.error(SIGN_IN, {
        input: { consent: DIALOG_CONSENT, email: person.email, password: FACTORY_PASSWORD, franchiseIds: ids },
      });
      expect(error).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
      expect(await counts()).toEqual(before);
      expect((await c.data<{ viewer: null }>(VIEWER)).viewer).toBeNull();
    }
  });

  it('refuses a blank password and an empty selection with their messages', async () => {
    const { ids } = await catalogue();
    const customer = await createCustomer(server.ds);
    expect(
      await client().error(SIGN_IN, { input: { consent: DIALOG_CONSENT, email: customer.email, password: '', franchiseIds: ids } }),
    ).toMatchObject({
      message: 'Password is required',
      extensions: { fields: { password: 'Password is required' } },
    });
    expect(
      await client().error(SIGN_IN, { input: { consent: DIALOG_CONSENT, email: customer.email, password: FACTORY_PASSWORD, franchiseIds: [] } }),
    ).toMatchObject({
      message: 'Please select at least one franchise',
    });
  });
});

describe('claiming pending franchises (login, sign-up, dashboard)', () => {
  it('creates leads for the signed-in customer in one go and skips duplicates and unavailable franchises', async () => {
    const { a, a1, a2, b1 } = await catalogue();
    const pending = await createFranchise(server.ds, { franchisorId: a.id, status: FranchiseStatus.PENDING });
    const customer = await createCustomer(server.ds);
    const c = client();
    await c.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const first = await c.data<{ claimPendingFranchises: Result }>(CLAIM, {
      input: { franchiseIds: [a1.id, b1.id, pending.id, randomUUID()], consent: DIALOG_CONSENT },
    });
    expect(first.claimPendingFranchises).toEqual({ created: 2, skipped: 2 });
    const second = await c.data<{ claimPendingFranchises: Result }>(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: [a1.id, a2.id] } });
    expect(second.claimPendingFranchises).toEqual({ created: 1, skipped: 1 });

    const leads = await leadsOf(customer.id);
    expect(leads.map((l) => l.franchiseId).sort()).toEqual([a1.id, a2.id, b1.id].sort());
    expect(leads.find((l) => l.franchiseId === a1.id)).toMatchObject({
      consentText: CONSENT,
      message: 'Interested in this franchise',
      status: 'new',
    });
    // Every claim now carries the consent line it showed (issue 41).
    expect(leads.find((l) => l.franchiseId === a2.id)).toMatchObject({ consentText: CONSENT });
  });

  it('returns zero for an empty list', async () => {
    const c = client();
    const customer = await createCustomer(server.ds);
    await c.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    expect(
      (await c.data<{ claimPendingFranchises: Result }>(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: [] } })).claimPendingFranchises,
    ).toEqual({
      created: 0,
      skipped: 0,
    });
  });

  it('mails the franchisors and the customer about what was claimed', async () => {
    const { a, b, ids } = await catalogue();
    const customer = await createCustomer(server.ds);
    const c = client();
    await c.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    await c.data(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: ids } });
    await smtp.waitFor(() => smtp.to(customer.email).length >= 1 && smtp.to(a.email).length >= 1 && smtp.to(b.email).length >= 1);
    await server.services.mailer.idle();
    expect(smtp.to(a.email)).toHaveLength(1);
    expect(smtp.to(b.email)).toHaveLength(1);
    expect(smtp.to(customer.email)).toHaveLength(1);
  });

  it("refuses visitors ('Not authenticated') and other user types ('Unauthorized access')", async () => {
    const { ids } = await catalogue();
    const before = await counts();
    expect(await client().error(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: ids } })).toMatchObject({
      message: 'Not authenticated',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const franchisor = await createFranchisor(server.ds);
    const c = client();
    await c.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    expect(await c.error(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: ids } })).toMatchObject({
      message: 'Unauthorized access',
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await counts()).leads).toBe(before.leads);
  });

  it('answers SESSION_EXPIRED when the session was deleted on the server', async () => {
    const customer = await createCustomer(server.ds);
    const c = client();
    await c.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    await server.ds.getRepository(Session).delete({ userId: customer.id });
    expect(await c.error(CLAIM, { input: { consent: DIALOG_CONSENT, franchiseIds: [] } })).toMatchObject({
      message: 'Your session has expired. Please sign in again.',
      extensions: { code: 'SESSION_EXPIRED' },
    });
    expect(c.cookie).toBeNull();
  });
});

describe('magic links', () => {
  const tokenFrom = (text: string) => {
    const match = /https?:\/\/\S+\/customer\/magic-link#token=([A-Za-z0-9_-]+)/.exec(text);
    if (!match) throw new Error(`No magic link in: ${text}`);
    return match[1];
  };

  async function mailedToken(email: string): Promise<string> {
    smtp.clear();
    expect((await client().data<{ requestMagicLink: boolean }>(REQUEST_LINK, { email })).requestMagicLink).toBe(true);
    await server.services.magicLinks.idle();
    await server.services.mailer.idle();
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Franchise Compass sign-in link');
    return tokenFrom(mails[0].text);
  }

  it('mails a customer a link to the confirm page; the token is stored only as its hash, for 15 minutes', async () => {
    const customer = await createCustomer(server.ds);
    const token = await mailedToken(customer.email.toUpperCase());
    expect(token.length).toBeGreaterThanOrEqual(43);
    const row = await server.ds.getRepository(MagicLinkToken).findOneByOrFail({ userId: customer.id });
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(row.tokenHash).not.toContain(token);
    const minutes = (row.expiresAt.getTime() - Date.now()) / 60000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
  });

  it('answers the same for unknown, franchisor and admin emails and mails nothing', async () => {
    const franchisor = await createFranchisor(server.ds);
    const admin = await createAdmin(server.ds);
    smtp.clear();
    for (const email of [uniqueEmail('ghost'), franchisor.email, admin.email]) {
      const res = await client().request<{ requestMagicLink: boolean }>(REQUEST_LINK, { email });
      expect(res).toEqual({ data: { requestMagicLink: true } });
    }
    await server.services.magicLinks.idle();
    await server.services.mailer.idle();
    expect(smtp.messages).toHaveLength(0);
    expect(await server.ds.getRepository(MagicLinkToken).countBy({ userId: franchisor.id })).toBe(0);
  });

  it('refuses something that is not an email', async () => {
    expect(await client().error(REQUEST_LINK, { email: 'nope' })).toMatchObject({ message: 'Please enter a valid email address' });
  });

  it('is not spent by opening the link (a GET); the POST signs the customer in, once', async () => {
    const customer = await createCustomer(server.ds);
    const token = await mailedToken(customer.email);
    const visitor = client();
    for (const path of ['/customer/magic-link', `/customer/magic-link?token=${token}`]) {
      const res = await visitor.get(path);
      expect(res.status).not.toBe(500);
    }
    expect(visitor.cookie).toBeNull();
    expect((await server.ds.getRepository(MagicLinkToken).findOneByOrFail({ userId: customer.id })).usedAt).toBeNull();

    const c = client();
    const { signInWithMagicLink } = await c.data<{ signInWithMagicLink: { id: string } }>(USE_LINK, { token });
    expect(signInWithMagicLink.id).toBe(customer.id);
    expect((await c.data<{ viewer: { id: string } }>(VIEWER)).viewer.id).toBe(customer.id);

    const again = client();
    expect(await again.error(USE_LINK, { token })).toMatchObject({
      message: 'This sign-in link has already been used. Please request a new one.',
      extensions: { code: 'INVALID_LINK', reason: 'used' },
    });
    expect(again.cookie).toBeNull();
  });

  it('has expired after its time', async () => {
    const customer = await createCustomer(server.ds);
    const token = await mailedToken(customer.email);
    await server.ds.query(`UPDATE magic_link_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [customer.id]);
    const c = client();
    expect(await c.error(USE_LINK, { token })).toMatchObject({
      message: 'This sign-in link has expired. Please request a new one.',
      extensions: { code: 'INVALID_LINK', reason: 'expired' },
    });
    expect((await c.data<{ viewer: null }>(VIEWER)).viewer).toBeNull();
  });

  it('refuses an unknown token', async () => {
    expect(await client().error(USE_LINK, { token: 'made-up-token' })).toMatchObject({
      message: 'This sign-in link is not valid. Please request a new one.',
      extensions: { code: 'INVALID_LINK', reason: 'unknown' },
    });
  });

  it('spends the other links of the customer too once one is used', async () => {
    const customer = await createCustomer(server.ds);
    const first = await mailedToken(customer.email);
    const second = await mailedToken(customer.email);
    await client().data(USE_LINK, { token: second });
    expect(await client().error(USE_LINK, { token: first })).toMatchObject({ extensions: { reason: 'used' } });
  });

  it("cannot sign in a non-customer, even with a valid token: 'Unauthorized access'", async () => {
    const franchisor = await createFranchisor(server.ds);
    const token = 'franchisor-token-' + randomUUID();
    await server.ds.getRepository(MagicLinkToken).insert({
      userId: franchisor.id,
      tokenHash: createHash('sha256').update(token).digest('hex'),
      expiresAt: new Date(Date.now() + 60000),
    });
    const c = client();
    expect(await c.error(USE_LINK, { token })).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    expect(c.cookie).toBeNull();
    expect((await c.data<{ viewer: null }>(VIEWER)).viewer).toBeNull();
  });

  it('is rate-limited per email: the 6th request in 15 minutes is refused, whether or not the account exists', async () => {
    for (const email of [uniqueEmail('limited'), (await createCustomer(server.ds)).email]) {
      for (let i = 0; i < 5; i++) await client().data(REQUEST_LINK, { email });
      expect(await client().error(REQUEST_LINK, { email })).toMatchObject({
        message: 'Too many attempts. Please wait a few minutes and try again.',
        extensions: { code: 'RATE_LIMITED' },
      });
    }
  });
});
