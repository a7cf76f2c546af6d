import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { violations } from '../support/axe';
import { signInThroughUi } from '../support/auth';
import { sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';
import { graphqlBody } from '../support/graphql-body';

// Company facts from Companies House (issue 40). The e2e server has no COMPANIES_HOUSE_API_KEY: the demo data carries
// checked facts, and a number saved here stays 'not checked yet'.
const password = 'E2e-password-1';
// Each test signs in and opens two or three portal pages: twice the default, for a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });
const SHOTS = process.env.COMPANY_SHOTS_DIR;
/** A portal page is a lazily loaded chunk and its data: on a busy 2-core machine its first paint can take a while. */
const FIRST_PAINT = { timeout: 30_000 };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const banner = page.getByRole('button', { name: 'Reject non-essential' });
  if (await banner.isVisible()) await banner.click();
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A franchisor signed up through the API and approved, for tests that change its company number. */
async function approvedFranchisor(request: APIRequestContext, companyName: string) {
  const email = `company-${suffix()}@example.test`;
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName, fullName: 'Casey Checks', email, password } },
    },
  });
  expect((await graphqlBody(res)).data?.signUpFranchisor).toBe(true);
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  return email;
}

test('sign-up refuses a bad company number with the message, and takes an explicit "not registered"', async ({ page }) => {
  const email = `signup-${suffix()}@example.test`;
  await page.goto('/franchisor/signup');
  await expect(page.getByLabel('Company name')).toBeVisible(FIRST_PAINT);
  await page.getByLabel('Company name').fill('Badnumber Trading Ltd');
  await page.getByLabel('Contact name').fill('Bea Number');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Company registration number').fill('AB12');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter a valid company number')).toBeVisible();
  await expect(page).toHaveURL('/franchisor/signup');
  expect(await sql('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);

  // The server says the same to a client that skips the form's check; nothing is written.
  const res = await page.request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: 'Badnumber Trading Ltd', fullName: 'Bea Number', email, password, companyNumber: 'AB12' } },
    },
  });
  expect((await graphqlBody(res)).errors?.[0]?.message).toBe('Please enter a valid company number');
  expect(await sql('SELECT 1 FROM users WHERE email = $1', [email])).toEqual([]);

  // 'We are not a registered company' disables the number and signs up.
  await page.getByLabel('We are not a registered company').check();
  await expect(page.getByLabel('Company registration number')).toBeDisabled();
  await expect(page.getByText('Please enter a valid company number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/franchisor/login');
  const [row] = await sql<{ not_registered: boolean; company_number: string | null }>(
    `SELECT c.not_registered, c.company_number FROM company_checks c JOIN profiles p ON p.id = c.franchisor_id WHERE p.email = $1`,
    [email],
  );
  expect(row).toEqual({ not_registered: true, company_number: null });
});

test('the Company Account page shows what the register says, at 1280 and 390 px', async ({ page }) => {
  await signInThroughUi(page, 'franchisor', demo.franchisor.email, demo.franchisor.password);
  await expect(page).toHaveURL('/franchisor/dashboard');
  await page.goto('/franchisor/account');
  const section = page.getByRole('region', { name: 'Company registration' });
  await expect(section.getByText('BRIGHTSIDE FRANCHISE GROUP LTD')).toBeVisible(FIRST_PAINT);
  const register = section.getByRole('link', { name: /09214637 on the Companies House register/ });
  await expect(register).toHaveAttribute('href', 'https://find-and-update.company-information.service.gov.uk/company/09214637');
  await expect(section.getByRole('definition').filter({ hasText: /^Active$/ })).toBeVisible();
  await expect(section.getByText('18 September 2014')).toBeVisible();
  await expect(section.getByText(/From the Companies House register, checked on \d+ \w+ \d{4}/)).toBeVisible();
  await expect(section.getByText(/Your listings show .Company checked./)).toBeVisible();
  await expect(section.getByLabel('Company registration number')).toHaveValue('09214637');
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'company-account-1280');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section.getByText('BRIGHTSIDE FRANCHISE GROUP LTD')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'company-account-390');
});

test('a franchisor saves a new number, refused when bad, then not checked yet without a key', async ({ page, request }) => {
  const email = await approvedFranchisor(request, `Numbered ${suffix()} Ltd`);
  await signInThroughUi(page, 'franchisor', email, password);
  await expect(page).toHaveURL('/franchisor/dashboard');
  await page.goto('/franchisor/account');
  const section = page.getByRole('region', { name: 'Company registration' });
  await expect(section.getByText('You have not given a company registration number yet.', { exact: false })).toBeVisible(FIRST_PAINT);

  const field = section.getByLabel('Company registration number');
  await field.fill('12 34');
  await section.getByRole('button', { name: 'Save company details' }).click();
  await expect(section.getByText('Please enter a valid company number')).toBeVisible();

  await field.fill('sc 412 999');
  await section.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByText('Company number SC412999 saved.')).toBeVisible();
  await expect(section.getByText('Company details not checked yet')).toBeVisible();
  await expect(field).toHaveValue('SC412999');
  await shoot(page, 'company-account-not-checked-1280');
});

test('an admin sees the Companies House flags in Account Approvals and on the franchisor page', async ({ page, request }) => {
  const tag = suffix();
  const companyName = `Flagged ${tag} Ltd`;
  const email = `flagged-${tag}@example.test`;
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName, fullName: 'Flo Flagged', email, password, companyNumber: '10000001' } },
    },
  });
  expect((await graphqlBody(res)).data?.signUpFranchisor).toBe(true);
  // What a check against the register would have stored (the e2e server has no key).
  await sql(
    `UPDATE company_checks SET checked_at = now(), registered_name = 'ENTIRELY DIFFERENT HOLDINGS LIMITED', status = 'active',
       accounts_overdue = true, confirmation_statement_overdue = false, locality = 'Leeds', incorporated_on = '2016-02-01'
     WHERE franchisor_id = (SELECT id FROM profiles WHERE email = $1)`,
    [email],
  );

  await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL('/admin/dashboard');
  await page.goto('/admin/account-approvals');
  await page.getByLabel('Search accounts').fill(companyName);
  const row = page.getByRole('row').filter({ hasText: companyName });
  await expect(row.getByText('Accounts overdue', { exact: true })).toBeVisible(FIRST_PAINT);
  await expect(row.getByText('Name differs', { exact: true })).toBeVisible();
  await expect(row.getByText(/ENTIRELY DIFFERENT HOLDINGS LIMITED · Active · checked/)).toBeVisible();
  // Screen readers hear each flag's whole sentence instead of the chip's few words.
  await expect(row.getByRole('list', { name: 'Companies House flags' }).getByRole('listitem')).toHaveCount(2);
  await expect(row.getByText('Accounts are overdue at Companies House', { exact: true })).toBeAttached();
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'account-approvals-flags-1280');

  const [{ id }] = await sql<{ id: string }>('SELECT id FROM profiles WHERE email = $1', [email]);
  await page.goto(`/admin/franchisor/${id}/franchises`);
  const panel = page.getByRole('heading', { name: 'Companies House', level: 2 }).locator('..');
  await expect(panel.getByText('Accounts are overdue at Companies House')).toBeVisible(FIRST_PAINT);
  await expect(
    panel.getByText(`Registered name ENTIRELY DIFFERENT HOLDINGS LIMITED is unlike the account's company name ${companyName}`),
  ).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await shoot(page, 'admin-franchisor-flags-1280');
});
