import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '../support/test';
import { signInByApi } from '../support/auth';
import { createCustomer, createFranchise, sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';

// Issue 41, part 1: the consent line names each franchise a request goes to and its franchisor company; the request
// stores that consent, the customer sees it on the request, and an administrator can download one person's records.

const DEMO_COMPANY = 'Brightside Franchise Group';

/** An approved franchisor account of its own company (straight into the database), with one approved franchise. */
async function franchiseOfNewCompany(name: string, company: string) {
  const email = `consent-franchisor-${suffix()}@example.test`;
  const [user] = await sql<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ($1, 'not-a-hash') RETURNING id`, [email]);
  await sql(
    `INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
     VALUES ($1, 'Morgan Lee', $2, 'franchisor', 'approved', $3, now())`,
    [user.id, email, company],
  );
  return createFranchise(name, { franchisorEmail: email });
}

const recordsOf = (email: string) =>
  sql<{ kind: string; action: string; path: string; text: string; recipients: { franchiseName: string; companyName: string }[] }>(
    `SELECT kind, action, path, text, recipients FROM consent_records WHERE email = $1 ORDER BY created_at`,
    [email.toLowerCase()],
  );

const selectionBar = (page: Page) => page.getByRole('complementary', { name: 'Selected franchises' });

async function tick(page: Page, names: string[]) {
  for (const [i, name] of names.entries()) {
    await page.goto(`/search?q=${encodeURIComponent(name)}`);
    await page.getByRole('article', { name }).getByRole('checkbox', { name: 'Request Info' }).check();
    await expect(selectionBar(page).getByText(`You have selected ${i + 1} franchise(s)`)).toBeVisible();
  }
}

test('the request dialog names each ticked franchise and its franchisor company; the customer then sees that consent on each request', async ({
  page,
}) => {
  test.slow(); // search, dialog, two requests, the customer area
  const company = `Harbour Ventures ${suffix()} Ltd`;
  const ours = await createFranchise(`Consent Cafe ${suffix()}`);
  const theirs = await franchiseOfNewCompany(`Consent Cleaners ${suffix()}`, company);
  const customer = await createCustomer(page.request, 'Casey Consent');
  await signInByApi(page, 'customer', customer.email, customer.password);
  await tick(page, [ours.name, theirs.name]);

  await selectionBar(page).getByRole('button', { name: 'Request Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Information' });
  const expected = `By clicking SUBMIT you consent to sending the details on this form to ${ours.name} (franchisor: ${DEMO_COMPANY}) and ${theirs.name} (franchisor: ${company}).`;
  await expect(dialog.getByTestId('consent-line')).toHaveText(expected);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(page.getByRole('status').filter({ hasText: 'Request sent' })).toContainText('Your request was sent to 2 franchisors.');

  // One record for the request: exactly the line that was shown, its recipients, from the dialog.
  const records = await recordsOf(customer.email);
  expect(records).toHaveLength(1);
  expect(records[0]).toMatchObject({ kind: 'request', action: 'given', path: 'request_dialog', text: expected });
  expect(records[0].recipients.map((r) => [r.franchiseName, r.companyName])).toEqual([
    [ours.name, DEMO_COMPANY],
    [theirs.name, company],
  ]);

  // Each request shows the consent it was sent under.
  await page.goto('/customer/franchises');
  for (const f of [ours, theirs]) {
    const card = page.getByRole('article', { name: f.name });
    await card.getByText('Your consent').click();
    await expect(card.getByTestId('request-consent')).toHaveText(`“${expected}”`);
    await expect(card.getByText(/^Given .+ · Where: Request Information dialog · Privacy notice version \S+$/)).toBeVisible();
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lead form names the franchise and its company, and the post records that line', async ({ page }) => {
    const company = `Northgate Holdings ${suffix()}`;
    const franchise = await franchiseOfNewCompany(`No Script Consent ${suffix()}`, company);
    const email = `noscript.consent.${suffix()}@example.test`;
    await page.goto(`/franchise/${franchise.id}`);
    const form = page.getByRole('form', { name: `Request information about ${franchise.name}` });
    const expected = `By clicking Send Request you consent to sending the details on this form to ${franchise.name} (franchisor: ${company}).`;
    await expect(form.getByText(expected, { exact: true })).toBeVisible();

    await form.getByLabel(/^Name/).fill('Nina Noscript');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill('07700 900654');
    await form.getByLabel(/^Message/).fill('Please send the brochure.');
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(form.getByText("Thank you for your interest! We'll be in touch with you shortly.")).toBeVisible();

    const records = await recordsOf(email);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ kind: 'request', action: 'given', path: 'lead_form_no_js', text: expected });
  });
});

test("an administrator downloads one person's consent records as CSV from the Data Complaints page, and it is audited", async ({ page }) => {
  // A person with one record, sent from a franchise page's form.
  const company = `Csv Partners ${suffix()}`;
  const franchise = await franchiseOfNewCompany(`Csv Consent ${suffix()}`, company);
  const email = `csv.person.${suffix()}@example.test`;
  await sql(
    `INSERT INTO consent_records (kind, action, path, text, recipients, notice_version, email)
     VALUES ('request', 'given', 'lead_form', $1, $2, '2026-11', $3)`,
    [
      `By clicking Send Request you consent to sending the details on this form to ${franchise.name} (franchisor: ${company}).`,
      JSON.stringify([{ franchiseId: franchise.id, franchiseName: franchise.name, companyName: company }]),
      email,
    ],
  );

  await signInByApi(page, 'admin', demo.admin.email, demo.admin.password);
  await page.goto('/admin/data-complaints');
  const form = page.getByRole('form', { name: 'Download consent records' });
  const field = form.getByLabel(/Person's email address/);
  const button = form.getByRole('button', { name: 'Download CSV' });
  // 24 by 24 CSS pixels at least (WCAG 2.2, 2.5.8).
  for (const target of [field, button]) {
    const box = (await target.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }

  // An invalid address is caught at the field; nothing is downloaded.
  await field.fill('not-an-address');
  await button.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(email.toUpperCase());
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^consent-records-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toContain('Recorded at (UTC)');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(franchise.name);
  expect(lines[1]).toContain(company);
  expect(lines[1]).toContain(email);

  // The download is in the audit trail, with the address it was for.
  const [audit] = await sql<{ action: string; detail: { email: string; records: number } }>(
    `SELECT action, detail FROM admin_actions WHERE action = 'export' AND detail->>'email' = $1`,
    [email],
  );
  expect(audit).toMatchObject({ action: 'export', detail: { email, records: 1 } });
});
