import { randomUUID } from 'node:crypto';
import { hashToken, newToken } from '../src/common/tokens';
import { AdminAction } from '../src/modules/audit/admin-action.entity';
import { Profile } from '../src/modules/auth/profile.entity';
import { User } from '../src/modules/auth/user.entity';
import { ConsentRecord } from '../src/modules/consents/consent-record.entity';
import { PRIVACY_NOTICE_VERSION } from '../src/modules/consents/consents.constants';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { LeadConsent } from '../src/modules/lead-intake/lead-consent.entity';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchise, createProfile, uniqueEmail } from './support/factories';
import { signedIn } from './support/featured-ads';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { UserType } from '../src/modules/auth/auth.enums';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const NOTICE = `query Notice($input: ConsentNoticeInput!) { consentNotice(input: $input) { text noticeVersion recipients { franchiseName companyName } } }`;
const SIGN_UP = `mutation SignUp($input: RequestInfoSignUpInput!) { requestInfoSignUp(input: $input) { created } }`;
const SIGN_IN = `mutation SignIn($input: RequestInfoSignInInput!) { requestInfoSignIn(input: $input) { created } }`;
const CLAIM = `mutation Claim($input: ClaimFranchisesInput!) { claimPendingFranchises(input: $input) { created skipped } }`;
const LEAD = `mutation Lead($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const MY_REQUESTS = `query Mine { myFranchiseRequests { items { id consent { kind action path pathLabel text noticeVersion recipients { franchiseName companyName } } } } }`;
const SAVE = `mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { id } }`;
const SET_ALERT = `mutation Alert($id: ID!, $alert: SearchAlert!) { setSavedSearchAlert(id: $id, alert: $alert) { id } }`;

const consent = (path: string, noticeVersion = PRIVACY_NOTICE_VERSION) => ({ path, noticeVersion });

/** Two approved franchises of two franchisor companies (one without a company name: its account's name is used). */
async function twoFranchises() {
  const tag = randomUUID().slice(0, 6);
  const alpha = await createProfile(server.ds, { userType: UserType.FRANCHISOR, companyName: `Alpha Holdings ${tag} Ltd` });
  const beta = await createProfile(server.ds, { userType: UserType.FRANCHISOR, fullName: `Beta Owner ${tag}`, companyName: '' });
  const a = await createFranchise(server.ds, { franchisorId: alpha.id, name: `Alpha Cleaning ${tag}` });
  const b = await createFranchise(server.ds, { franchisorId: beta.id, name: `Beta Pets ${tag}` });
  const names = `Alpha Cleaning ${tag} (franchisor: Alpha Holdings ${tag} Ltd) and Beta Pets ${tag} (franchisor: Beta Owner ${tag})`;
  return { a, b, names, tag };
}

const signUpInput = (email: string, franchiseIds: string[], extra: Record<string, unknown> = {}) => ({
  email,
  firstName: 'Casey',
  lastName: 'Jones',
  password: 'secret-pass',
  phone: '07700 900123',
  city: 'Leeds',
  postCode: 'LS1 4DY',
  desiredInvestment: '£50,000',
  desiredTimeframe: '3 months',
  franchiseIds,
  ...extra,
});

const recordsOf = (email: string) => server.ds.getRepository(ConsentRecord).find({ where: { email }, order: { createdAt: 'ASC' } });

describe('consent records (issue 41)', () => {
  it('the consent line names each franchise and its franchisor company', async () => {
    const { a, b, names } = await twoFranchises();
    const { consentNotice } = await new TestClient(server.url).data<{ consentNotice: { text: string; noticeVersion: string } }>(NOTICE, {
      input: { path: 'REQUEST_DIALOG', franchiseIds: [a.id, b.id, randomUUID()] },
    });
    expect(consentNotice).toMatchObject({
      text: `By clicking SUBMIT you consent to sending the details on this form to ${names}.`,
      noticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });

  it('the request dialog (sign up) records the text, recipients, path, version and person; the customer sees it on each request', async () => {
    const { a, b, names, tag } = await twoFranchises();
    const email = uniqueEmail('consent');
    const c = new TestClient(server.url);
    await c.data(SIGN_UP, { input: signUpInput(email, [a.id, b.id], { consent: consent('REQUEST_DIALOG') }) });

    const [record] = await recordsOf(email);
    const text = `By clicking SUBMIT you consent to sending the details on this form to ${names}.`;
    expect(record).toMatchObject({ kind: 'request', action: 'given', path: 'request_dialog', text, noticeVersion: PRIVACY_NOTICE_VERSION });
    expect(record.personId).not.toBeNull();
    expect(record.recipients.map((r) => [r.franchiseName, r.companyName])).toEqual([
      [`Alpha Cleaning ${tag}`, `Alpha Holdings ${tag} Ltd`],
      [`Beta Pets ${tag}`, `Beta Owner ${tag}`],
    ]);
    // One record, linked to both leads; the franchisor's copy carries the same text.
    const leads = await server.ds.getRepository(FranchiseLead).findBy({ userId: record.personId! });
    expect(leads.map((l) => l.consentText)).toEqual([text, text]);
    expect(await server.ds.getRepository(LeadConsent).countBy({ consentRecordId: record.id })).toBe(2);

    const { myFranchiseRequests } = await c.data<{ myFranchiseRequests: { items: { consent: { text: string; pathLabel: string } }[] } }>(MY_REQUESTS);
    expect(myFranchiseRequests.items).toHaveLength(2);
    for (const item of myFranchiseRequests.items) {
      expect(item.consent).toMatchObject({ text, pathLabel: 'Request Information dialog', path: 'REQUEST_DIALOG', kind: 'REQUEST' });
    }
  });

  it('the request dialog (sign in), a sign-in claim and the lead form record their own text', async () => {
    const { a, b, names } = await twoFranchises();
    const customer = await createCustomer(server.ds);
    await new TestClient(server.url).data(SIGN_IN, {
      input: { email: customer.email, password: FACTORY_PASSWORD, franchiseIds: [a.id], consent: consent('REQUEST_DIALOG') },
    });
    const c = await signedIn(server.url, customer, 'CUSTOMER');
    await c.data(CLAIM, { input: { franchiseIds: [a.id, b.id], consent: consent('SIGN_IN_CLAIM') } });

    const visitor = uniqueEmail('visitor');
    await new TestClient(server.url).data(LEAD, {
      input: { franchiseId: b.id, name: 'Val Visitor', email: visitor, phone: '0113 496 0000', message: 'Hello', consent: consent('LEAD_FORM') },
    });

    const mine = await recordsOf(customer.email);
    expect(mine.map((r) => r.path)).toEqual(['request_dialog', 'sign_in_claim']);
    expect(mine[0].text).toContain(`to ${names.split(' and ')[0]}.`);
    // The claim's record names both franchises it was shown for, though only one was new.
    expect(mine[1].text).toBe(`You have selected 2 franchises. By signing in you consent to sending your details to ${names}.`);
    expect(await server.ds.getRepository(LeadConsent).countBy({ consentRecordId: mine[1].id })).toBe(1);

    const [lead] = await recordsOf(visitor);
    expect(lead).toMatchObject({
      path: 'lead_form',
      personId: null,
      text: `By clicking Send Request you consent to sending the details on this form to ${names.split(' and ')[1]}.`,
    });
  });

  it.each([
    ['left out', undefined, 'Please read who your details will be sent to, then send your request again.'],
    ['with a blank notice version', consent('REQUEST_DIALOG', ' '), 'Please read who your details will be sent to, then send your request again.'],
    [
      'under an older privacy notice',
      consent('REQUEST_DIALOG', '2020-01-01'),
      'Our privacy notice has changed since this page was opened. Please reload the page and send your request again.',
    ],
    ['from another path', consent('LEAD_FORM'), 'This consent was not given for this form. Please reload the page and send your request again.'],
  ])('a request with consent %s is refused and writes nothing', async (_case, given, message) => {
    const { a } = await twoFranchises();
    const before = {
      users: await server.ds.getRepository(User).count(),
      leads: await server.ds.getRepository(FranchiseLead).count(),
      records: await server.ds.getRepository(ConsentRecord).count(),
    };
    const email = uniqueEmail('refused');
    const error = await new TestClient(server.url).error(SIGN_UP, { input: signUpInput(email, [a.id], given ? { consent: given } : {}) });
    expect(error).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });

    const customer = await createCustomer(server.ds);
    const signInError = await new TestClient(server.url).error(SIGN_IN, {
      input: { email: customer.email, password: FACTORY_PASSWORD, franchiseIds: [a.id], ...(given ? { consent: given } : {}) },
    });
    expect(signInError.message).toBe(message);
    const c = await signedIn(server.url, customer, 'CUSTOMER');
    const claimGiven = given;
    expect((await c.error(CLAIM, { input: { franchiseIds: [a.id], ...(claimGiven ? { consent: claimGiven } : {}) } })).message).toBe(message);
    // The lead form's own path, but the same fault (another path: the dialog's).
    const leadGiven = given && (given.path === 'LEAD_FORM' ? consent('SIGN_IN_CLAIM') : { ...given, path: 'LEAD_FORM' });
    const leadError = await new TestClient(server.url).error(LEAD, {
      input: {
        franchiseId: a.id,
        name: 'N',
        email: uniqueEmail('l'),
        phone: '0113 496 0000',
        message: 'Hi',
        ...(leadGiven ? { consent: leadGiven } : {}),
      },
    });
    expect(leadError.message).toBe(message);

    expect({
      users: (await server.ds.getRepository(User).count()) - 1,
      leads: await server.ds.getRepository(FranchiseLead).count(),
      records: await server.ds.getRepository(ConsentRecord).count(),
    }).toEqual(before);
    expect(await server.ds.getRepository(Profile).countBy({ email })).toBe(0);
  });

  it("the customer's data export includes every consent record", async () => {
    const { a, b } = await twoFranchises();
    const email = uniqueEmail('export');
    const c = new TestClient(server.url);
    await c.data(SIGN_UP, { input: signUpInput(email, [a.id, b.id], { consent: consent('REQUEST_DIALOG'), marketingOptIn: true }) });
    const res = await c.get('/account/export');
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      consentRecords: { kind: string; action: string; text: string; where: string; privacyNoticeVersion: string }[];
    };
    expect(data.consentRecords.map((r) => [r.kind, r.action, r.where])).toEqual(
      expect.arrayContaining([
        ['request', 'given', 'Request Information dialog'],
        ['marketing', 'given', "'Update me' box of the Request Information dialog"],
      ]),
    );
    expect(data.consentRecords).toHaveLength((await recordsOf(email)).length);
    expect(data.consentRecords.every((r) => r.privacyNoticeVersion === PRIVACY_NOTICE_VERSION)).toBe(true);
  });

  it("an admin exports one person's records as CSV, audited; others are refused", async () => {
    const { a } = await twoFranchises();
    const email = uniqueEmail('csv');
    await new TestClient(server.url).data(LEAD, {
      input: { franchiseId: a.id, name: 'Val', email, phone: '0113 496 0000', message: 'Hi', consent: consent('LEAD_FORM') },
    });
    const admin = await createAdmin(server.ds);
    const c = await signedIn(server.url, admin, 'ADMIN');
    const res = await c.get(`/admin/consents.csv?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const csv = await res.text();
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('By clicking Send Request you consent to sending the details on this form to');
    expect(lines[1]).toContain('"Request form on the franchise page"');
    expect(lines[1]).toContain(`"${email}"`);
    const audit = await server.ds.getRepository(AdminAction).findOneByOrFail({ actorId: admin.id, action: 'export' });
    expect(audit).toMatchObject({ targetType: 'consent_email', detail: { what: 'consent records', email, records: 1 } });

    expect((await c.get('/admin/consents.csv?email=not-an-email')).status).toBe(400);
    const customer = await signedIn(server.url, await createCustomer(server.ds), 'CUSTOMER');
    expect((await customer.get(`/admin/consents.csv?email=${encodeURIComponent(email)}`)).status).toBe(403);
    expect((await new TestClient(server.url).get(`/admin/consents.csv?email=${encodeURIComponent(email)}`)).status).toBe(401);
    // Only the one download was let through, and audited.
    expect(await server.ds.getRepository(AdminAction).countBy({ actorId: admin.id, action: 'export' })).toBe(1);
  });

  it('marketing: an alert switched on records consent; one-click unsubscribe by POST records the withdrawal; a bad token is refused', async () => {
    const customer = await createCustomer(server.ds);
    const c = await signedIn(server.url, customer, 'CUSTOMER');
    const { saveSearch } = await c.data<{ saveSearch: { id: string } }>(SAVE, { input: { name: 'Cafés', filters: { text: 'cafe' }, alert: 'NONE' } });
    expect(await recordsOf(customer.email)).toEqual([]);
    await c.data(SET_ALERT, { id: saveSearch.id, alert: 'WEEKLY' });
    const token = newToken();
    await server.ds.query(`INSERT INTO saved_search_unsubscribe_tokens (token_hash, saved_search_id) VALUES ($1, $2)`, [
      hashToken(token),
      saveSearch.id,
    ]);

    const bad = await fetch(`${server.url}/alerts/unsubscribe?token=${newToken()}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(bad.status).toBe(400);
    const oneClick = await fetch(`${server.url}/alerts/unsubscribe?token=${token}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    // Again: still unsubscribed, no second withdrawal.
    await fetch(`${server.url}/alerts/unsubscribe?token=${token}`, { method: 'POST', body: 'List-Unsubscribe=One-Click' });

    const records = await recordsOf(customer.email);
    expect(records.map((r) => [r.kind, r.action, r.path, r.text])).toEqual([
      [
        'marketing',
        'given',
        'saved_searches',
        'E-mail me weekly about new franchises matching my saved search "Cafés". I can stop at any time with one click.',
      ],
      ['marketing', 'withdrawn', 'unsubscribe_link', 'Unsubscribed from the e-mail alert for "Cafés".'],
    ]);
    const [row] = await server.ds.query(`SELECT alert FROM saved_searches WHERE id = $1`, [saveSearch.id]);
    expect(row.alert).toBe('none');
  });
});
