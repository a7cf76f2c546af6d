import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { CONTACT_LIMIT } from '../src/modules/contact/contact.constants';
import { FranchiseLead } from '../src/modules/lead-intake/franchise-lead.entity';
import { LEAD_FORM_LIMIT_PER_IP } from '../src/modules/lead-intake/lead-form.service';
import { clientDistDir, clientSsrEntry } from '../src/paths';
import { FACTORY_PASSWORD, createCustomer, createFranchise, createFranchisor } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';
import { PRIVACY_NOTICE_VERSION } from '../src/modules/consents/consents.constants';

// The franchise page's lead form and the contact form posted as plain HTML forms, as a browser without
// JavaScript (or one whose scripts have not started yet) sends them: urlencoded, to the page itself.

const PUBLIC_ORIGIN = 'https://www.franchise-compass.example';
const LEAD_SENT = "Thank you for your interest! We'll be in touch with you shortly.";
const LEAD_FAILED = 'Failed to submit your request. Please try again.';
const CONTACT_SENT = "Thank you for your message. We'll get back to you within one working day.";
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  if (!fs.existsSync(clientSsrEntry) || !fs.existsSync(path.join(clientDistDir, 'index.html'))) {
    throw new Error('Build the client first (node scripts/build.mjs): these tests read its server render');
  }
  smtp = await startTestSmtp();
  // Trusting one proxy lets each test come from its own address (X-Forwarded-For), so per-address limits stay
  // per test; the rendered pages are kept as in production, to show a refused post's page never is.
  server = await startTestServer({ trustProxy: 1, smtpUrl: smtp.url, publicUrl: PUBLIC_ORIGIN, pageCacheSeconds: 10 });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

interface Posted {
  status: number;
  location: string | null;
  html: string;
  headers: Headers;
}

/** A client address of its own. */
const address = () => {
  const [a, b, c] = randomBytes(3);
  return `203.${a}.${b}.${c}`;
};

/** A form post as a browser sends it from the site's own page, unless the headers say otherwise ('': not sent). */
async function post(pathname: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Posted> {
  const merged = {
    'content-type': 'application/x-www-form-urlencoded',
    origin: server.url,
    'sec-fetch-site': 'same-origin',
    'x-forwarded-for': address(),
    ...headers,
  };
  const res = await fetch(server.url + pathname, {
    method: 'POST',
    redirect: 'manual',
    headers: Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')),
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text(), headers: res.headers };
}

async function get(pathname: string, cookie?: string): Promise<string> {
  const res = await fetch(server.url + pathname.replace(/#.*$/, ''), { headers: cookie ? { cookie } : {} });
  expect(res.status).toBe(200);
  return res.text();
}

/** The text of the page as shown (React escapes quotes in text). */
const shown = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The opening tag of the form field with this name. */
function fieldTag(html: string, name: string): string {
  const tag = new RegExp(`<(input|textarea|select)[^>]*\\bname="${name}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`No field named ${name} in the page`);
  return tag[0];
}

const leadCount = (franchiseId: string) => server.ds.getRepository(FranchiseLead).countBy({ franchiseId });
const contactCount = () => server.ds.getRepository(ContactMessage).count();

const lead = (overrides: Record<string, string> = {}) => ({
  name: 'Jo Bloggs',
  email: 'jo.bloggs@example.test',
  phone: '07700 900123',
  message: 'Please send me the brochure.',
  // The privacy notice version the page's consent line came with (a hidden field).
  noticeVersion: PRIVACY_NOTICE_VERSION,
  ...overrides,
});

const contact = (overrides: Record<string, string> = {}) => ({
  fullName: 'Priya Shah',
  email: 'priya.shah@example.test',
  phone: '',
  subject: 'Finding a franchise',
  message: 'Which franchises suit a first-time owner in Bristol?',
  ...overrides,
});

describe("the franchise page's lead form without JavaScript", () => {
  it('renders the form to post to the page itself, with named fields', async () => {
    const f = await createFranchise(server.ds);
    const html = await get(`/franchise/${f.id}`);
    const form = /<form[^>]*aria-label="Request information about[^>]*>/.exec(html)?.[0];
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/franchise/${f.id}#request-information"`);
    for (const name of ['name', 'email', 'phone', 'message']) expect(fieldTag(html, name)).toBeTruthy();
  });

  it('stores a valid lead once, mails it, and redirects (303) to the page showing the success message', async () => {
    const franchisor = await createFranchisor(server.ds);
    const f = await createFranchise(server.ds, { franchisorId: franchisor.id, name: 'Posted Pasties' });
    const res = await post(`/franchise/${f.id}`, lead({ email: 'posted.enquirer@example.test' }));

    expect(res.status).toBe(303);
    expect(res.location).toBe(`/franchise/${f.id}?sent=1#request-information`);
    // Nothing the visitor typed is in the address.
    for (const value of Object.values(lead({ email: 'posted.enquirer@example.test' }))) {
      expect(decodeURIComponent(res.location!)).not.toContain(value);
    }
    expect(await leadCount(f.id)).toBe(1);
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ franchiseId: f.id })).toMatchObject({
      franchisorId: franchisor.id,
      name: 'Jo Bloggs',
      email: 'posted.enquirer@example.test',
      phone: '07700 900123',
      message: 'Please send me the brochure.',
      status: 'new',
    });
    // The same lead path as the script's send: the franchisor and the enquirer are mailed.
    await smtp.waitFor(() => smtp.to(franchisor.email).length >= 1 && smtp.to('posted.enquirer@example.test').length >= 1);
    expect(smtp.to(franchisor.email)[0].text).toContain('- Posted Pasties');

    const page = shown(await get(res.location!));
    expect(page).toContain(LEAD_SENT);
    // The form is there again, empty, for another enquiry.
    expect(fieldTag(page, 'name')).toContain('value=""');
    // A page without the flag shows no success message.
    expect(shown(await get(`/franchise/${f.id}`))).not.toContain(LEAD_SENT);
  });

  it('answers an invalid e-mail with the page: the message at the field, the values kept, nothing written', async () => {
    const f = await createFranchise(server.ds);
    const res = await post(`/franchise/${f.id}`, lead({ name: 'Robin <Posted>', email: 'robin@' }));

    expect(res.status).toBe(422);
    expect(res.location).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('etag')).toBeNull();
    const page = shown(res.html);
    // As the form shows the server's refusal after a script send: the field's message and the form's alert.
    expect(page).toContain('Please enter a valid email address');
    expect(page).toContain(LEAD_FAILED);
    expect(fieldTag(page, 'email')).toContain('aria-invalid="true"');
    expect(fieldTag(page, 'email')).toContain('value="robin@"');
    expect(fieldTag(res.html, 'name')).toContain('value="Robin &lt;Posted&gt;"');
    expect(fieldTag(page, 'phone')).toContain('value="07700 900123"');
    expect(page).toMatch(/<textarea[^>]*name="message"[^>]*>Please send me the brochure\.<\/textarea>/);
    expect(fieldTag(page, 'name')).not.toContain('aria-invalid="true"');
    // The page hydrates from the same state, so the browser shows the same.
    expect(res.html).toContain('<script id="fc-form-state" type="application/json">');
    expect(await leadCount(f.id)).toBe(0);

    // The refused page is the visitor's alone: the page as others get it next holds none of it.
    const next = await get(`/franchise/${f.id}`);
    expect(next).not.toContain('robin@');
    expect(next).not.toContain('fc-form-state');
  });

  it.each([
    ['name', 'Name is required'],
    ['phone', 'Phone is required'],
    ['message', 'Message is required'],
  ])('requires the %s, with the same message as the form', async (field, message) => {
    const f = await createFranchise(server.ds);
    const res = await post(`/franchise/${f.id}`, lead({ [field]: '  ' }));
    expect(res.status).toBe(422);
    expect(shown(res.html)).toContain(message);
    expect(fieldTag(res.html, field)).toContain('aria-invalid="true"');
    expect(await leadCount(f.id)).toBe(0);
  });

  it('stores how and when the enquirer wants to be contacted, as chosen in the form (issue 29)', async () => {
    const f = await createFranchise(server.ds);
    const page = await get(`/franchise/${f.id}`);
    // Two lists, 'Either' and 'Any time' chosen until changed.
    expect(page).toMatch(/<select[^>]*name="contactMethod"/);
    expect(page).toMatch(/<select[^>]*name="contactTime"/);
    expect(page).toMatch(/<option value="EITHER" selected="">Either<\/option>/);
    expect(page).toMatch(/<option value="ANY" selected="">Any time<\/option>/);
    const res = await post(
      `/franchise/${f.id}`,
      lead({ contactMethod: 'PHONE', contactTime: 'EVENING', desiredInvestment: '£100,000', city: 'Leeds' }),
    );
    expect(res.status).toBe(303);
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ franchiseId: f.id })).toMatchObject({
      contactMethod: 'phone',
      contactTime: 'evening',
      desiredInvestment: '£100,000',
      city: 'Leeds',
    });
    // Left out (an older copy of the page), either at any time.
    const g = await createFranchise(server.ds);
    expect((await post(`/franchise/${g.id}`, lead())).status).toBe(303);
    expect(await server.ds.getRepository(FranchiseLead).findOneByOrFail({ franchiseId: g.id })).toMatchObject({
      contactMethod: 'either',
      contactTime: 'any',
    });
  });

  it.each([
    ['contactMethod', 'FAX', 'Please choose how to be contacted from the list'],
    ['contactTime', 'midnight', 'Please choose when to be contacted from the list'],
  ])('refuses a %s not on the list with its message at the field, the values kept, nothing written', async (field, value, message) => {
    const f = await createFranchise(server.ds);
    const res = await post(`/franchise/${f.id}`, lead({ [field]: value, city: 'Leeds' }));
    expect(res.status).toBe(422);
    const page = shown(res.html);
    expect(page).toContain(message);
    expect(page).toContain(LEAD_FAILED);
    expect(fieldTag(page, field)).toContain('aria-invalid="true"');
    expect(fieldTag(page, 'city')).toContain('value="Leeds"');
    expect(await leadCount(f.id)).toBe(0);
  });

  it("links a signed-in customer's post to their account, as the script's send does", async () => {
    const customer = await createCustomer(server.ds);
    const f = await createFranchise(server.ds);
    const client = new TestClient(server.url);
    await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const res = await post(`/franchise/${f.id}`, lead(), { cookie: client.cookie! });
    expect(res.status).toBe(303);
    expect(await server.ds.getRepository(FranchiseLead).findBy({ franchiseId: f.id })).toEqual([expect.objectContaining({ userId: customer.id })]);
  });

  it.each([
    ['an Origin of another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site, without Sec-Fetch-Site', { origin: 'https://evil.example', 'sec-fetch-site': '' }],
    ['a sibling subdomain (same-site, not same-origin)', { origin: 'https://shop.franchise-compass.example', 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site cross-site, without Origin', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['Origin null, without Sec-Fetch-Site', { origin: 'null', 'sec-fetch-site': '' }],
  ])('refuses a post with %s (403) and writes nothing', async (_label, headers) => {
    const customer = await createCustomer(server.ds);
    const f = await createFranchise(server.ds);
    const client = new TestClient(server.url);
    await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    // Even with the session cookie (SameSite=Lax keeps it off a real cross-site post anyway).
    const res = await post(`/franchise/${f.id}`, lead(), { ...headers, cookie: client.cookie! });
    expect(res.status).toBe(403);
    expect(res.location).toBeNull();
    expect(await leadCount(f.id)).toBe(0);
  });

  it("accepts posts from the site's public origin and, behind a trusted proxy, from the address it forwards", async () => {
    const f = await createFranchise(server.ds);
    expect((await post(`/franchise/${f.id}`, lead(), { origin: PUBLIC_ORIGIN })).status).toBe(303);
    const proxied = await post(`/franchise/${f.id}`, lead(), {
      origin: 'https://fc.internal.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'fc.internal.example',
    });
    expect(proxied.status).toBe(303);
    // A client that is not a browser sends neither header: nothing it could be tricked into.
    expect((await post(`/franchise/${f.id}`, lead(), { origin: '', 'sec-fetch-site': '' })).status).toBe(303);
    // `Origin: null` with the browser's own same-origin verdict (a strict referrer policy) is the site's own.
    expect((await post(`/franchise/${f.id}`, lead(), { origin: 'null' })).status).toBe(303);
    expect(await leadCount(f.id)).toBe(4);
  });

  it('shares the per-address limit with the GraphQL mutation, refusing once over with the page and writing nothing', async () => {
    const f = await createFranchise(server.ds);
    const from = address();
    const viaGraphql = new TestClient(server.url);
    viaGraphql.headers = { 'x-forwarded-for': from };
    const mutation = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
    for (let i = 0; i < LEAD_FORM_LIMIT_PER_IP; i++) {
      if (i % 2 === 0)
        await viaGraphql.data(mutation, {
          input: { franchiseId: f.id, ...lead(), noticeVersion: undefined, consent: { path: 'LEAD_FORM', noticeVersion: PRIVACY_NOTICE_VERSION } },
        });
      else expect((await post(`/franchise/${f.id}`, lead(), { 'x-forwarded-for': from })).status).toBe(303);
    }
    expect(await leadCount(f.id)).toBe(LEAD_FORM_LIMIT_PER_IP);
    const refused = await post(`/franchise/${f.id}`, lead(), { 'x-forwarded-for': from });
    expect(refused.status).toBe(429);
    expect(shown(refused.html)).toContain(TOO_MANY);
    expect(fieldTag(refused.html, 'email')).toContain('value="jo.bloggs@example.test"');
    expect(await leadCount(f.id)).toBe(LEAD_FORM_LIMIT_PER_IP);
  });

  it('answers a post about an unknown franchise with the not-found page, writing nothing', async () => {
    const before = await server.ds.getRepository(FranchiseLead).count();
    const res = await post('/franchise/00000000-0000-4000-8000-000000000000', lead());
    expect(res.status).toBe(404);
    expect(res.html).toContain('Franchise not found');
    expect(await server.ds.getRepository(FranchiseLead).count()).toBe(before);
  });
});

describe('the contact form without JavaScript', () => {
  it('stores a valid message and redirects (303) to the page showing the thanks', async () => {
    const before = await contactCount();
    const res = await post('/contact', contact({ email: ' Priya.Posted@Example.test ' }));
    expect(res.status).toBe(303);
    expect(res.location).toBe('/contact?sent=1#send-us-a-message');
    expect(await contactCount()).toBe(before + 1);
    expect(await server.ds.getRepository(ContactMessage).findOneByOrFail({ email: 'priya.posted@example.test' })).toMatchObject({
      fullName: 'Priya Shah',
      phone: null,
      subject: 'Finding a franchise',
      message: 'Which franchises suit a first-time owner in Bristol?',
    });
    const page = shown(await get(res.location!));
    expect(page).toContain(CONTACT_SENT);
    // "Send another message" works without a script: a link back to the form.
    expect(page).toMatch(/<a[^>]*href="\/contact#send-us-a-message"[^>]*>Send another message<\/a>/);
  });

  it('answers invalid fields with the page: each message at its field, the values kept, nothing written', async () => {
    const before = await contactCount();
    const res = await post('/contact', contact({ email: 'priya@', phone: 'call me', subject: 'Make me rich' }));
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const page = shown(res.html);
    expect(page).toContain('Please enter a valid email address');
    expect(fieldTag(page, 'email')).toContain('value="priya@"');
    expect(fieldTag(page, 'email')).toContain('aria-invalid="true"');
    expect(fieldTag(page, 'fullName')).toContain('value="Priya Shah"');
    expect(fieldTag(page, 'fullName')).not.toContain('aria-invalid="true"');
    expect(page).toMatch(/<textarea[^>]*name="message"[^>]*>Which franchises suit a first-time owner in Bristol\?<\/textarea>/);
    // The server names the first failing field (as it does for the script's send); the form shows it there.
    expect(page).not.toContain(CONTACT_SENT);
    expect(await contactCount()).toBe(before);
  });

  it('keeps the chosen subject when another field is refused', async () => {
    const res = await post('/contact', contact({ fullName: '' }));
    expect(res.status).toBe(422);
    expect(shown(res.html)).toContain('Full name is required');
    expect(res.html).toMatch(/<option value="Finding a franchise" selected="">/);
  });

  it('refuses a cross-site post (403) and writes nothing', async () => {
    const before = await contactCount();
    const res = await post('/contact', contact(), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(await contactCount()).toBe(before);
  });

  it(`accepts ${CONTACT_LIMIT} messages from one address, then refuses with the page and the limit's message, writing nothing`, async () => {
    const from = address();
    const viaGraphql = new TestClient(server.url);
    viaGraphql.headers = { 'x-forwarded-for': from };
    const mutation = `mutation Send($input: SendContactMessageInput!) { sendContactMessage(input: $input) }`;
    await viaGraphql.data(mutation, { input: { ...contact(), phone: null } });
    for (let i = 1; i < CONTACT_LIMIT; i++) expect((await post('/contact', contact(), { 'x-forwarded-for': from })).status).toBe(303);
    const before = await contactCount();
    const refused = await post('/contact', contact(), { 'x-forwarded-for': from });
    expect(refused.status).toBe(429);
    expect(shown(refused.html)).toContain(TOO_MANY);
    expect(fieldTag(refused.html, 'fullName')).toContain('value="Priya Shah"');
    expect(await contactCount()).toBe(before);
    // Another address is not affected.
    expect((await post('/contact', contact())).status).toBe(303);
  });
});
