import { request as playwrightRequest } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { createCustomer, mailsTo, sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';

test('save a search with a daily alert, get the new listing by email, and unsubscribe from the mail link', async ({ page, request }) => {
  const word = `Alerted${suffix()}`;
  const customer = await createCustomer(request);

  // A visitor is asked to sign in first, and comes back to the same search.
  await page.goto(`/search?q=${word}&location=Leeds`);
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page).toHaveURL('/customer/login');
  await expect(page.getByText('Sign in to save this search and get email alerts of new matches.')).toBeVisible();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/search?q=${word}&location=Leeds`);

  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel(/^Name/)).toHaveValue(`${word} · Leeds`);
  await dialog.getByLabel(/^Name/).fill('');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByLabel(/^Name/).fill('Leeds alerts');
  await dialog.getByRole('radio', { name: 'Daily email of new matches' }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  const saved = page.getByRole('dialog', { name: 'Search saved' });
  await expect(saved.getByText('“Leeds alerts” is in your Saved Searches, and we will email you new matches daily.')).toBeVisible();
  await saved.getByRole('link', { name: 'View saved searches' }).click();

  await expect(page).toHaveURL('/customer/saved-searches');
  const card = page.getByRole('article', { name: 'Leeds alerts' });
  await expect(card.getByText(`“${word}” · Leeds`)).toBeVisible();
  await expect(card.getByLabel('Email alerts for Leeds alerts')).toHaveValue('DAILY');

  // A matching listing is approved by an administrator after the search was saved, and the alert falls due.
  const [owner] = await sql<{ id: string }>(`SELECT id FROM profiles WHERE email = 'franchisor@demo.test'`);
  const [listing] = await sql<{ id: string }>(
    `INSERT INTO franchises (name, location, areas, franchisor_id, status) VALUES ($1, 'Yorkshire', location_areas('Yorkshire'), $2, 'pending') RETURNING id`,
    [`${word} Yorkshire Bakery`, owner.id],
  );
  const admin = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const gql = async (query: string, variables: object) =>
    (await (await admin.post('/graphql', { data: { query, variables } })).json()) as { data?: object };
  await gql(`mutation ($input: SignInInput!) { signIn(input: $input) { id } }`, {
    input: { email: demo.admin.email, password: demo.admin.password, userType: 'ADMIN' },
  });
  expect(await gql(`mutation ($id: ID!) { approveFranchise(id: $id) { status } }`, { id: listing.id })).toEqual({
    data: { approveFranchise: { status: 'APPROVED' } },
  });
  await admin.dispose();
  await sql(`UPDATE saved_searches SET next_alert_at = now() WHERE customer_id = $1`, [customer.id]);
  await expect.poll(() => mailsTo(customer.email).filter((m) => m.includes('New franchises for "Leeds alerts"')).length, { timeout: 15_000 }).toBe(1);
  const mail = mailsTo(customer.email).find((m) => m.includes('New franchises for "Leeds alerts"'))!;
  expect(mail).toContain(`${word} Yorkshire Bakery`);
  expect(mail).toContain(`/franchise/${listing.id}`);

  // The mail's link works in a browser that is not signed in.
  const link = /(http:\/\/\S+\/alerts\/unsubscribe\?token=[\w-]+)/.exec(mail)![1];
  await page.context().clearCookies();
  await page.goto(link);
  // A confirm page (no scripts): opening the link alone unsubscribes no one.
  await expect(page.getByRole('heading', { name: 'Unsubscribe from alerts' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('You will no longer receive email alerts for “Leeds alerts”.', { exact: false })).toBeVisible();
  const [row] = await sql<{ alert: string }>(`SELECT alert FROM saved_searches WHERE customer_id = $1`, [customer.id]);
  expect(row.alert).toBe('none');

  // A forged link says so.
  await page.goto('/alerts/unsubscribe?token=not-a-real-token');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Link not valid' })).toBeVisible();
});

test('the saved searches page: change the alert, run the search, delete after confirming; empty state', async ({ page, request }) => {
  const customer = await createCustomer(request);
  await signInThroughUi(page, 'customer', customer.email, customer.password);
  await expect(page).toHaveURL('/customer/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Saved Searches' }).first().click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();

  await sql(
    `INSERT INTO saved_searches (customer_id, name, text, location, investment, sort)
     VALUES ($1, 'Cheap coffee', 'coffee', 'Manchester', 'under_50k', 'name')`,
    [customer.id],
  );
  await page.reload();
  const card = page.getByRole('article', { name: 'Cheap coffee' });
  await expect(card.getByText('“coffee” · Manchester · Under £50,000 · Name: A to Z')).toBeVisible();
  await card.getByLabel('Email alerts for Cheap coffee').selectOption('WEEKLY');
  await expect
    .poll(async () => (await sql<{ alert: string }>(`SELECT alert FROM saved_searches WHERE customer_id = $1`, [customer.id]))[0].alert)
    .toBe('weekly');

  await card.getByRole('link', { name: 'Show results' }).click();
  await expect(page).toHaveURL('/search?q=coffee&location=Manchester&investment=under-50000&sort=name');
  await page.goBack();

  await page.getByRole('button', { name: 'Delete Cheap coffee' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete saved search?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Delete Cheap coffee' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});
