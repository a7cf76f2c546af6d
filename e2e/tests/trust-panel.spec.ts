import { violations } from '../support/axe';
import { createFranchise, sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';
import { expect, test } from '../support/test';

/**
 * Issue 40's trust panel: what the site checked about a listing's franchisor, apart from what the franchisor wrote.
 * The demo franchisor's company was read from Companies House (demo data) and its bfa membership verified.
 */

/** An approved listing of a new franchisor who has said nothing about its company. */
async function listingWithoutCompany(name: string) {
  const [user] = await sql<{ id: string }>(`INSERT INTO users (email, password_hash) VALUES ($1, 'not-a-hash') RETURNING id`, [
    `no-company-${suffix()}@example.test`,
  ]);
  await sql(
    `INSERT INTO profiles (id, full_name, email, user_type, status, company_name, approved_at)
     SELECT id, 'Nadia Quill', email, 'franchisor', 'approved', 'Quill Ventures', now() FROM users WHERE id = $1`,
    [user.id],
  );
  const [franchise] = await sql<{ id: string }>(
    `INSERT INTO franchises (name, location, franchisor_id, status, approved_at) VALUES ($1, 'York', $2, 'approved', now()) RETURNING id`,
    [name, user.id],
  );
  await sql(`INSERT INTO franchise_details (franchise_id, short_description, investment_amount) VALUES ($1, 'E2E franchise', 40000)`, [franchise.id]);
  return franchise.id;
}

const panel = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Checked facts' });

test('the franchise page shows the checked facts, each with where it came from', async ({ page }) => {
  const franchise = await createFranchise(`Checked Bakes ${suffix()}`);
  await page.goto(`/franchise/${franchise.id}`);
  const facts = panel(page);
  await expect(facts).toBeVisible();
  const company = facts.getByRole('link', { name: /BRIGHTSIDE FRANCHISE GROUP LTD \(09214637\)/ });
  await expect(company).toHaveAttribute('href', 'https://find-and-update.company-information.service.gov.uk/company/09214637');
  await expect(facts).toContainText('StatusActive');
  await expect(facts).toContainText('Incorporated18 September 2014');
  await expect(facts).toContainText('AccountsUp to date');
  await expect(facts).toContainText('Confirmation statementUp to date');
  await expect(facts).toContainText(/Membershipbfa Full member, verified \d+ \w+ \d{4}/);
  await expect(facts).toContainText(/Last checked\d+ \w+ \d{4} at Companies House/);
  await facts.getByRole('link', { name: 'How we check listings and rank results' }).click();
  await expect(page).toHaveURL(/\/how-we-check$/);

  // The company number as the seller's identifier in the listing's structured data.
  await page.goto(`/franchise/${franchise.id}`);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
  const product = data.find((d) => d['@type'] === 'Product') as { offers: { seller: Record<string, unknown> } };
  expect(product.offers.seller).toMatchObject({
    '@type': 'Organization',
    legalName: 'BRIGHTSIDE FRANCHISE GROUP LTD',
    identifier: { '@type': 'PropertyValue', propertyID: 'GB-COH', value: '09214637' },
  });

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await facts.scrollIntoViewIfNeeded();
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
});

test('a listing whose franchisor gave no company number says so, and its card carries no mark', async ({ page }) => {
  const name = `Unchecked Bikes ${suffix()}`;
  const id = await listingWithoutCompany(name);
  await page.goto(`/franchise/${id}`);
  await expect(panel(page)).toContainText('The franchisor has not given a company number.');
  await expect(panel(page)).toContainText('MembershipNone verified');
  await expect(panel(page).getByRole('link', { name: /Companies House/ })).toHaveCount(0);

  const checked = await createFranchise(`${name} Checked`);
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  const card = (n: string) => page.getByRole('article', { name: n, exact: true });
  await expect(card(checked.name)).toContainText('Company checked');
  await expect(card(name)).toBeVisible();
  await expect(card(name)).not.toContainText('Company checked');
});

test('a company not checked yet says so, and overdue accounts are shown as overdue', async ({ page }) => {
  // A franchisor of its own with a copy of the demo franchisor's company facts, so that changing them here cannot
  // take the 'Company checked' mark off the demo's cards while other tests look (the files' tests run in parallel).
  const name = `Pending Check ${suffix()}`;
  const id = await listingWithoutCompany(name);
  const [{ franchisor_id: franchisorId }] = await sql<{ franchisor_id: string }>('SELECT franchisor_id FROM franchises WHERE id = $1', [id]);
  await sql(
    `INSERT INTO company_checks (franchisor_id, company_number, not_registered, checked_at, not_found, registered_name, status,
       incorporated_on, accounts_overdue, confirmation_statement_overdue, locality, sic_codes, active_officers)
     SELECT $1, c.company_number, c.not_registered, c.checked_at, c.not_found, c.registered_name, c.status, c.incorporated_on,
       true, c.confirmation_statement_overdue, c.locality, c.sic_codes, c.active_officers
     FROM company_checks c JOIN profiles p ON p.id = c.franchisor_id WHERE p.email = $2`,
    [franchisorId, demo.franchisor.email],
  );
  await page.goto(`/franchise/${id}`);
  await expect(panel(page)).toContainText('AccountsOverdue');
  await page.goto(`/search?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('article', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name, exact: true })).not.toContainText('Company checked');

  await sql(`UPDATE company_checks SET checked_at = NULL WHERE franchisor_id = $1`, [franchisorId]);
  await page.goto(`/franchise/${id}`);
  await expect(panel(page)).toContainText('Company details not checked yet');
  await expect(panel(page)).not.toContainText('Status');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the panel is in the page as served', async ({ page }) => {
    const franchise = await createFranchise(`Static Facts ${suffix()}`);
    await page.goto(`/franchise/${franchise.id}`);
    await expect(panel(page)).toContainText('BRIGHTSIDE FRANCHISE GROUP LTD (09214637)');
    await expect(panel(page)).toContainText('StatusActive');
  });
});

test('compare shows one row per checked fact', async ({ page }) => {
  const checked = await createFranchise(`Compare Checked ${suffix()}`);
  const unchecked = `Compare Unchecked ${suffix()}`;
  const uncheckedId = await listingWithoutCompany(unchecked);
  const [{ franchisor_id: franchisorId }] = await sql<{ franchisor_id: string }>('SELECT franchisor_id FROM franchises WHERE id = $1', [uncheckedId]);
  await page.goto('/');
  await page.evaluate(
    ([a, b]) =>
      localStorage.setItem(
        'fc.pendingFranchises',
        JSON.stringify([
          { id: a.id, franchisorId: a.franchisorId, name: a.name },
          { id: b.id, franchisorId: b.franchisorId, name: b.name },
        ]),
      ),
    [checked, { id: uncheckedId, franchisorId, name: unchecked }] as const,
  );
  await page.goto('/compare');
  const row = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row('Company \\(Companies House\\)')).toContainText('BRIGHTSIDE FRANCHISE GROUP LTD (09214637)');
  await expect(row('Company \\(Companies House\\)')).toContainText('The franchisor has not given a company number.');
  await expect(row('Status')).toContainText('Active');
  await expect(row('Membership')).toContainText('bfa Full member');
  await expect(row('Membership')).toContainText('None verified');
});
