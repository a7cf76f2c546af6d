import { type APIRequestContext, type Locator, type Page, expect, test } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { createFranchise, sql, suffix } from '../support/db';

/**
 * Issue 29, the enquirer's side: the request page compares the ticked franchises' requirements; the request dialog
 * warns, as capital and town are entered, where they fall short (the request can still be sent); the contact
 * preference chosen there reaches the franchisor's CSV, and the customer changes it on My Franchises.
 */
test.describe.configure({ timeout: 90_000 });

const BELOW = "Your available capital is below this franchise's minimum of £250,000";
const OUTSIDE = 'This franchise does not recruit in Leeds at the moment';

/** An approved franchisor of this test, with a strict listing (London, £250,000) and an open one (anywhere, £20,000). */
async function franchisorWithListings(request: APIRequestContext) {
  const tag = suffix();
  const email = `e2e-req-${tag}@example.test`;
  const password = 'E2e-franchisor-1';
  const signUp = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: `Requirements Ltd ${tag}`, fullName: 'Ria Requirements', email, password } },
    },
  });
  expect(((await signUp.json()) as { errors?: unknown }).errors).toBeUndefined();
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  const strict = await createFranchise(`Strict Bakery ${tag}`, { franchisorEmail: email, location: 'London', investment: 400000 });
  const open = await createFranchise(`Open Cleaners ${tag}`, { franchisorEmail: email, location: 'Nationwide', investment: 30000 });
  await sql(`UPDATE franchises SET areas = '{region:London}' WHERE id = $1`, [strict.id]);
  await sql(`UPDATE franchises SET areas = '{uk}' WHERE id = $1`, [open.id]);
  await sql(`UPDATE franchise_details SET minimum_liquid_capital = 250000 WHERE franchise_id = $1`, [strict.id]);
  await sql(`UPDATE franchise_details SET minimum_liquid_capital = 20000 WHERE franchise_id = $1`, [open.id]);
  return { tag, email, password, strict, open };
}

/** The request page for these franchises. */
const requestPage = (page: Page, ids: string[]) => page.goto(`/request-info?${ids.map((id) => `franchise=${id}`).join('&')}`);

/** The request page's button opens the dialog. */
async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Request Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Information' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The sign-up step of the dialog, filled in up to the capital and town. */
async function fillSignUp(page: Page, dialog: Locator, email: string, name: string) {
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(/^First name/).fill(name);
  await dialog.getByLabel(/^Last name/).fill('Enquirer');
  await dialog.getByLabel(/^Password/).fill('enquirer-1');
  await dialog.getByLabel(/^Phone/).fill('07700 900789');
  await dialog.getByLabel(/^City\/Town/).fill('Leeds');
  await dialog.getByLabel(/^Post code/).fill('LS1 4AP');
  await dialog.getByRole('combobox', { name: /Desired investment/ }).click();
  await page.getByRole('option', { name: '£100,000' }).click();
  await dialog.getByRole('combobox', { name: /Desired timeframe/ }).click();
  await page.getByRole('option', { name: '6 months' }).click();
}

/** The CSV's rows as arrays of cells (quoted cells may hold commas; none of these hold line breaks). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)].map((m) => m[1].replace(/^"|"$/g, '').replace(/""/g, '"')).slice(0, -1));
}

test('the request page compares requirements; the dialog warns, sends anyway, and the contact preference reaches the CSV and My Franchises', async ({
  page,
  browser,
  request,
}) => {
  // A whole journey across several pages: 40-70 s on a slow 2-core machine, so three times the file's timeout.
  test.slow();
  const { tag, email, password, strict, open } = await franchisorWithListings(request);

  // The request page: the two side by side, with what each asks of a franchisee.
  await requestPage(page, [strict.id, open.id]);
  const cards = page.getByRole('list', { name: 'Selected franchises' }).getByRole('listitem');
  await expect(cards.filter({ hasText: strict.name })).toContainText('Minimum liquid capital£250,000');
  await expect(cards.filter({ hasText: strict.name })).toContainText('Recruits inLondon');
  await expect(cards.filter({ hasText: open.name })).toContainText('Recruits inAnywhere in the UK');
  const dialog = await openDialog(page);

  const name = `Casey ${tag}`;
  await fillSignUp(page, dialog, `e2e-casey-${tag}@example.test`, name);

  // The warning, as capital and town are entered: the strict listing only.
  const requirements = dialog.getByRole('region', { name: 'What these franchises ask for' });
  const strictItem = requirements.getByRole('listitem').filter({ hasText: strict.name });
  await expect(strictItem).toContainText(BELOW);
  await expect(strictItem).toContainText(OUTSIDE);
  await expect(requirements.getByRole('listitem').filter({ hasText: open.name })).not.toContainText('below');
  await expect(requirements.getByRole('status')).toContainText('You can still send your request');

  // The contact preference: by phone, in the evening.
  await expect(dialog.getByRole('radio', { name: 'Either' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Any time' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'By phone' }).check();
  await dialog.getByRole('radio', { name: 'Evening' }).check();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect.soft(await violations(page), `the request dialog's warning at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sent anyway, to both.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toContainText('Your request was sent to 2 franchisors.');
  const stored = await sql<{ franchise_id: string; contact_method: string; contact_time: string; below_min_capital: boolean }>(
    `SELECT franchise_id, contact_method, contact_time, below_min_capital FROM franchise_leads WHERE name = $1 ORDER BY below_min_capital DESC`,
    [`${name} Enquirer`],
  );
  expect(stored).toEqual([
    { franchise_id: strict.id, contact_method: 'phone', contact_time: 'evening', below_min_capital: true },
    { franchise_id: open.id, contact_method: 'phone', contact_time: 'evening', below_min_capital: false },
  ]);

  // The customer changes it for the strict listing on My Franchises.
  await page.goto('/customer/franchises');
  const card = page.getByRole('article', { name: strict.name });
  await expect(card).toContainText('Contact: by phone, in the evening');
  await card.getByRole('button', { name: 'Contact preference' }).click();
  const change = page.getByRole('dialog', { name: 'Contact preference' });
  await expect(change.getByRole('radio', { name: 'By phone' })).toBeChecked();
  await change.getByRole('radio', { name: 'By email' }).check();
  await change.getByRole('radio', { name: 'Morning' }).check();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect.soft(await violations(page), `the contact preference dialog at ${width}px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(card).toContainText('Contact: by email, in the morning');
  await expect(page.getByRole('article', { name: open.name })).toContainText('Contact: by phone, in the evening');

  // The franchisor's CSV says how and when (its columns 'Contact by' and 'Contact time' come with the franchisor
  // side of issue 29): the open listing's as chosen in the dialog, the strict one's as changed.
  const portal = await browser.newPage();
  await signInThroughUi(portal, 'franchisor', email, password);
  await expect(portal).toHaveURL('/franchisor/dashboard');
  const csv = await portal.context().request.get('/franchisor/leads.csv');
  expect(csv.status()).toBe(200);
  const [header, ...rows] = csvRows(await csv.text());
  const by = header.indexOf('Contact by');
  const time = header.indexOf('Contact time');
  expect(by, `'Contact by' in ${header.join(' | ')}`).toBeGreaterThanOrEqual(0);
  expect(time, `'Contact time' in ${header.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const rowOf = (franchise: string) => rows.filter((r) => r.includes(`${name} Enquirer`) && r.includes(franchise));
  const [openRow] = rowOf(open.name);
  const [strictRow] = rowOf(strict.name);
  expect(openRow[by]).toMatch(/phone/i);
  expect(openRow[time]).toMatch(/evening/i);
  expect(strictRow[by]).toMatch(/e-?mail/i);
  expect(strictRow[time]).toMatch(/morning/i);
  await portal.close();
});

test('a signed-in customer sees the requirements before claiming, and the capital and town they give are screened', async ({ page, request }) => {
  const { tag, strict } = await franchisorWithListings(request);
  const customerEmail = `e2e-claimer-${tag}@example.test`;
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: CustomerSignUpInput!) { signUpCustomer(input: $input) { id } }',
      variables: { input: { fullName: `Claire ${tag}`, email: customerEmail, password: 'claimer-pass-1' } },
    },
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  await signInThroughUi(page, 'customer', customerEmail, 'claimer-pass-1');
  await expect(page).toHaveURL('/customer/dashboard');

  // The listing's key facts state both requirements.
  await page.goto(`/franchise/${strict.id}`);
  const facts = page.getByRole('heading', { name: 'Key facts' }).locator('..');
  for (const [term, value] of [
    ['Minimum liquid capital', '£250,000'],
    ['Recruits in', 'London'],
  ]) {
    await expect(facts.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]')).toHaveText(value);
  }

  await requestPage(page, [strict.id]);
  const dialog = await openDialog(page);
  const requirements = dialog.getByRole('region', { name: 'What this franchise asks for' });
  // Before anything is entered: the requirements, no warning.
  await expect(requirements).toContainText('Minimum liquid capital: £250,000 · Recruits in: London');
  await expect(requirements).not.toContainText(BELOW);
  await dialog.getByRole('combobox', { name: 'Available capital (optional)' }).click();
  await page.getByRole('option', { name: '£50,000' }).click();
  await dialog.getByLabel('City/Town (optional)').fill('leeds');
  await expect(requirements).toContainText("Your available capital is below this franchise's minimum of £250,000");
  await expect(requirements).toContainText(OUTSIDE);
  await dialog.getByRole('radio', { name: 'By email' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/customer/dashboard');
  const [lead] = await sql<{ city: string; desired_investment: string; contact_method: string; below_min_capital: boolean; outside_areas: boolean }>(
    `SELECT city, desired_investment, contact_method, below_min_capital, outside_areas FROM franchise_leads WHERE franchise_id = $1`,
    [strict.id],
  );
  expect(lead).toEqual({ city: 'leeds', desired_investment: '£50,000', contact_method: 'email', below_min_capital: true, outside_areas: true });
});
