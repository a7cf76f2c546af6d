import { createHash, randomBytes } from 'node:crypto';
import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { FACTORY_PASSWORD, createCategory, createCustomer, createFranchise, createFranchisor, token, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';
import { DIALOG_CONSENT } from './support/consent';

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

const FIELDS = 'id name text categoryId location investment sort alert category { name }';
const SAVE = `mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { ${FIELDS} } }`;
const LIST = `query { mySavedSearches { ${FIELDS} } }`;
const SET_ALERT = `mutation Alert($id: ID!, $alert: SearchAlert!) { setSavedSearchAlert(id: $id, alert: $alert) { id alert } }`;
const DELETE = `mutation Delete($id: ID!) { deleteSavedSearch(id: $id) }`;
const UNSUBSCRIBE = `mutation Unsubscribe($token: String!) { unsubscribeSearchAlert(token: $token) }`;

interface Saved {
  id: string;
  name: string;
  alert: string;
}

async function customer() {
  const profile = await createCustomer(server.ds);
  const client = new TestClient(server.url);
  await client.signIn(profile.email, FACTORY_PASSWORD, 'CUSTOMER');
  return { profile, client };
}
const savedCount = async (customerId: string) =>
  (await server.ds.query(`SELECT count(*)::int AS n FROM saved_searches WHERE customer_id = $1`, [customerId]))[0].n as number;

async function save(client: TestClient, name: string, filters: Record<string, unknown>, alert = 'NONE') {
  return (await client.data<{ saveSearch: Saved }>(SAVE, { input: { name, filters, alert } })).saveSearch;
}

describe('saving searches', () => {
  it('saves the filters and sort with a name, and lists them newest first', async () => {
    const { client } = await customer();
    const category = await createCategory(server.ds, { name: token('Coffee ') });
    await save(client, 'First', { text: 'tea' });
    const saved = await save(
      client,
      '  Coffee in Leeds  ',
      { text: ' coffee ', categoryId: category.id, location: 'Leeds', investment: 'UNDER_50K', sort: 'NAME' },
      'DAILY',
    );
    expect(saved).toMatchObject({
      name: 'Coffee in Leeds',
      text: 'coffee',
      location: 'Leeds',
      investment: 'UNDER_50K',
      sort: 'NAME',
      alert: 'DAILY',
    });
    const { mySavedSearches } = await client.data<{ mySavedSearches: (Saved & { category: { name: string } | null })[] }>(LIST);
    expect(mySavedSearches.map((s) => s.name)).toEqual(['Coffee in Leeds', 'First']);
    expect(mySavedSearches[0].category?.name).toBe(category.name);
  });

  it.each([
    ['a blank name', { name: '  ', filters: {} }, 'Name is required'],
    ['a name over 100 characters', { name: 'x'.repeat(101), filters: {} }, 'Name must be at most 100 characters'],
    ['an unknown category', { name: 'Mine', filters: { categoryId: '00000000-0000-4000-8000-000000000000' } }, 'Category not found'],
    ['a malformed category id', { name: 'Mine', filters: { categoryId: 'not-an-id' } }, 'Category not found'],
  ])('refuses %s with its message and writes nothing', async (_what, input, message) => {
    const { profile, client } = await customer();
    const error = await client.error(SAVE, { input });
    expect(error.message).toBe(message);
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await savedCount(profile.id)).toBe(0);
  });

  it('keeps at most 20 searches a customer', async () => {
    const { profile, client } = await customer();
    for (let i = 0; i < 20; i++) await save(client, `Search ${i}`, {});
    const error = await client.error(SAVE, { input: { name: 'One more', filters: {} } });
    expect(error.message).toBe('You can save up to 20 searches. Delete one to save another.');
    expect(await savedCount(profile.id)).toBe(20);
  });
});

describe('access', () => {
  it("a customer can neither change nor delete another customer's search, nor see it", async () => {
    const a = await customer();
    const b = await customer();
    const mine = await save(a.client, 'Mine', {}, 'WEEKLY');
    for (const [query, variables] of [
      [SET_ALERT, { id: mine.id, alert: 'NONE' }],
      [DELETE, { id: mine.id }],
    ] as const) {
      const error = await b.client.error(query, variables);
      expect(error.message).toBe('Saved search not found');
    }
    expect((await b.client.data<{ mySavedSearches: Saved[] }>(LIST)).mySavedSearches).toEqual([]);
    const [row] = await server.ds.query(`SELECT alert FROM saved_searches WHERE id = $1`, [mine.id]);
    expect(row.alert).toBe('weekly');
  });

  it('refuses anonymous callers and franchisors', async () => {
    const anonymous = new TestClient(server.url);
    expect((await anonymous.error(LIST)).extensions?.code).toBe('UNAUTHENTICATED');
    const franchisor = await createFranchisor(server.ds);
    const client = new TestClient(server.url);
    await client.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    expect((await client.error(SAVE, { input: { name: 'x', filters: {} } })).extensions?.code).toBe('FORBIDDEN');
  });

  it('switches the alert and deletes', async () => {
    const { client, profile } = await customer();
    const s = await save(client, 'Mine', {});
    expect((await client.data<{ setSavedSearchAlert: Saved }>(SET_ALERT, { id: s.id, alert: 'DAILY' })).setSavedSearchAlert.alert).toBe('DAILY');
    expect(await client.data(DELETE, { id: s.id })).toEqual({ deleteSavedSearch: true });
    expect(await savedCount(profile.id)).toBe(0);
  });
});

describe('alerts', () => {
  /** Every alert due now, through the job queue, and the mail it stores. */
  async function runAlerts() {
    await server.ds.query(`UPDATE saved_searches SET next_alert_at = now() - interval '1 minute' WHERE next_alert_at IS NOT NULL`);
    await server.services.savedSearchAlerts.queueDueNow();
    await server.services.mailer.idle();
  }

  it('sends a listing approved after the search was saved once, and only to the searches it matches', async () => {
    const word = token('alert');
    const before = await createFranchise(server.ds, { name: `${word} Old`, areas: ['uk'] });
    const a = await customer();
    const b = await customer();
    const c = await customer();
    const other = await createCategory(server.ds);
    await save(a.client, 'Leeds', { text: word, location: 'Leeds' }, 'DAILY');
    await save(b.client, 'Other sector', { text: word, categoryId: other.id }, 'WEEKLY');
    await save(c.client, 'No alert', { text: word, location: 'Leeds' });

    const [leeds] = await server.ds.query(`SELECT id FROM uk_cities WHERE name = 'Leeds'`);
    const listing = await createFranchise(server.ds, { name: `${word} New`, status: FranchiseStatus.PENDING, areas: [`town:${leeds.id}`] });
    await server.ds.getRepository(Franchise).update({ id: listing.id }, { status: FranchiseStatus.APPROVED, approvedAt: new Date() });
    await runAlerts();

    const mails = smtp.to(a.profile.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('New franchises for "Leeds"');
    expect(mails[0].text).toContain(`${word} New`);
    expect(mails[0].text).toContain(`/franchise/${listing.id}`);
    expect(mails[0].text).not.toContain(before.id);
    expect(mails[0].raw).toMatch(/List-Unsubscribe:\s+<http[^>]+\/alerts\/unsubscribe\?token=/);
    expect(mails[0].raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(smtp.to(b.profile.email)).toHaveLength(0);
    expect(smtp.to(c.profile.email)).toHaveLength(0);

    // The next alert has nothing new: no second mail.
    await runAlerts();
    expect(smtp.to(a.profile.email)).toHaveLength(1);
  });

  it('unsubscribes from the mail link without signing in; a forged token does nothing', async () => {
    const word = token('unsub');
    const a = await customer();
    const b = await customer();
    const mine = await save(a.client, 'To stop', { text: word }, 'WEEKLY');
    const theirs = await save(b.client, 'To keep', { text: word }, 'WEEKLY');
    await createFranchise(server.ds, { name: `${word} listing` });
    await runAlerts();
    const [mail] = smtp.to(a.profile.email);
    const link = /https?:\/\/\S+\/alerts\/unsubscribe\?token=([\w-]+)/.exec(mail.text);
    expect(link).not.toBeNull();

    const anonymous = new TestClient(server.url);
    for (const forged of [randomBytes(32).toString('base64url'), `${link![1].slice(0, -2)}xx`, '']) {
      expect((await anonymous.error(UNSUBSCRIBE, { token: forged })).message).toBe(
        'This unsubscribe link is not valid. Manage your alerts under Saved Searches in your account.',
      );
    }
    const refused = await fetch(`${server.url}/alerts/unsubscribe?token=${randomBytes(32).toString('base64url')}`, { method: 'POST' });
    expect(refused.status).toBe(400);
    expect(await anonymous.data(UNSUBSCRIBE, { token: link![1] })).toEqual({ unsubscribeSearchAlert: 'To stop' });
    // The mail client's one-click POST (RFC 8058) works too, and again.
    const oneClick = await fetch(`${server.url}/alerts/unsubscribe?token=${link![1]}`, { method: 'POST' });
    expect(oneClick.status).toBe(200);

    const rows: { id: string; alert: string; next_alert_at: Date | null }[] = await server.ds.query(
      `SELECT id, alert, next_alert_at FROM saved_searches WHERE id = ANY($1)`,
      [[mine.id, theirs.id]],
    );
    expect(rows.find((r) => r.id === mine.id)).toMatchObject({ alert: 'none', next_alert_at: null });
    expect(rows.find((r) => r.id === theirs.id)).toMatchObject({ alert: 'weekly' });
  });
  it("gives each mail its own link, stored only as a hash; an earlier mail's link still works after later ones", async () => {
    const word = token('hashed');
    const a = await customer();
    const search = await save(a.client, 'Hashed links', { text: word }, 'WEEKLY');
    await createFranchise(server.ds, { name: `${word} first` });
    await runAlerts();
    await createFranchise(server.ds, { name: `${word} second` });
    await runAlerts();
    const links = smtp.to(a.profile.email).map((m) => /https?:\/\/\S+\/alerts\/unsubscribe\?token=([\w-]+)/.exec(m.text)![1]);
    expect(links).toHaveLength(2);
    expect(links[0]).not.toBe(links[1]);
    // The List-Unsubscribe header carries the same token as the mail's own link.
    expect(smtp.to(a.profile.email)[1].raw).toContain(`token=${links[1]}>`);

    // The database holds the tokens' SHA-256 only: no row of the search or of its tokens holds a token.
    const stored: { token_hash: string }[] = await server.ds.query(
      `SELECT token_hash FROM saved_search_unsubscribe_tokens WHERE saved_search_id = $1 ORDER BY created_at`,
      [search.id],
    );
    expect(stored.map((r) => r.token_hash).sort()).toEqual(links.map((l) => createHash('sha256').update(l).digest('hex')).sort());
    const holding: unknown[] = await server.ds.query(
      `SELECT 1 FROM saved_searches s WHERE s::text LIKE ANY($1)
       UNION ALL SELECT 1 FROM saved_search_unsubscribe_tokens t WHERE t::text LIKE ANY($1)`,
      [links.map((l) => `%${l}%`)],
    );
    expect(holding).toEqual([]);

    // The first mail's link, after the second was sent.
    const oneClick = await fetch(`${server.url}/alerts/unsubscribe?token=${links[0]}`, { method: 'POST' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe('You will no longer receive alerts for "Hashed links".');
    const [row] = await server.ds.query(`SELECT alert FROM saved_searches WHERE id = $1`, [search.id]);
    expect(row.alert).toBe('none');
    // A hash is not a token: the stored value in a link does nothing.
    const byHash = await fetch(`${server.url}/alerts/unsubscribe?token=${stored[0].token_hash}`, { method: 'POST' });
    expect(byHash.status).toBe(400);
  });
});

describe("the request dialog's 'update me on new franchise opportunities' box", () => {
  const SIGN_UP = `mutation RequestInfoSignUp($input: RequestInfoSignUpInput!) { requestInfoSignUp(input: $input) { created } }`;
  const input = (franchiseIds: string[], marketingOptIn: boolean) => ({
    email: uniqueEmail('optin'),
    firstName: 'Jo',
    lastName: 'Bloggs',
    password: 'secret1',
    phone: '07700 900123',
    city: 'Leeds',
    postCode: 'LS1 4AP',
    desiredInvestment: '£100,000',
    desiredTimeframe: '6 months',
    message: null,
    marketingOptIn,
    franchiseIds,
    consent: DIALOG_CONSENT,
  });
  const searchesOf = (email: string) =>
    server.ds.query(
      `SELECT s.name, s.category_id, s.alert, s.text, s.location FROM saved_searches s JOIN profiles p ON p.id = s.customer_id WHERE p.email = $1`,
      [email],
    );

  it('ticked, starts a weekly alert of new listings in the main category the requested franchises share', async () => {
    const main = await createCategory(server.ds, { name: token('Pets ') });
    const sub = await createCategory(server.ds, { parentId: main.id });
    const one = await createFranchise(server.ds, { categoryIds: [main.id] });
    const two = await createFranchise(server.ds, { categoryIds: [sub.id] });
    const ticked = input([one.id, two.id], true);
    await new TestClient(server.url).data(SIGN_UP, { input: ticked });
    expect(await searchesOf(ticked.email)).toEqual([
      { name: `New ${main.name} franchises`, category_id: main.id, alert: 'weekly', text: null, location: null },
    ]);

    const other = await createFranchise(server.ds, { categoryIds: [(await createCategory(server.ds)).id] });
    const mixed = input([one.id, other.id], true);
    await new TestClient(server.url).data(SIGN_UP, { input: mixed });
    expect(await searchesOf(mixed.email)).toEqual([
      { name: 'New franchise opportunities', category_id: null, alert: 'weekly', text: null, location: null },
    ]);

    const unticked = input([one.id], false);
    await new TestClient(server.url).data(SIGN_UP, { input: unticked });
    expect(await searchesOf(unticked.email)).toEqual([]);
  });
});
