import { expect, test } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { createFranchise, sql, suffix } from '../support/db';

/**
 * Screening (issue 29): a visitor sends the franchise page's form with their capital and town; the franchisor
 * sees in Leads what the lead misses of the listing's requirements, and filters by it.
 */
test.describe.configure({ timeout: 60_000 });

test('a screened lead: sent from the franchise page, read and filtered in Leads', async ({ browser, page, request }) => {
  const tag = suffix();
  const email = `e2e-screen-${tag}@example.test`;
  const password = 'E2e-franchisor-1';
  const signUp = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: `Screen Ltd ${tag}`, fullName: 'Sam Screen', email, password } },
    },
  });
  expect(((await signUp.json()) as { errors?: unknown }).errors).toBeUndefined();
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  const franchise = await createFranchise(`Screened Bakery ${tag}`, { franchisorEmail: email });
  await sql(`UPDATE franchises SET areas = '{region:London}' WHERE id = $1`, [franchise.id]);
  await sql(`UPDATE franchise_details SET minimum_liquid_capital = 250000 WHERE franchise_id = $1`, [franchise.id]);

  // The visitor, on the franchise page.
  await page.goto(`/franchise/${franchise.id}`);
  const form = page.getByRole('form', { name: `Request information about ${franchise.name}` });
  await form.getByLabel('Name').fill(`Val Visitor ${tag}`);
  await form.getByLabel('Email').fill(`val-${tag}@example.test`);
  await form.getByLabel('Phone').fill('07700 900456');
  await form.getByLabel('Available capital').selectOption('£100,000');
  await form.getByLabel('City/Town').fill('Leeds');
  await form.getByLabel('Message').fill('Please call me');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(page.getByText("Thank you for your interest! We'll be in touch with you shortly.")).toBeVisible();

  // The franchisor, in Leads.
  const portal = await browser.newPage();
  await signInThroughUi(portal, 'franchisor', email, password);
  await expect(portal).toHaveURL(/\/franchisor\/dashboard/);
  await portal.goto('/franchisor/leads');
  const row = portal.getByRole('row').filter({ hasText: `Val Visitor ${tag}` });
  await expect(row).toContainText('Below your minimum capital · Outside the areas you recruit in');
  await portal.getByLabel('Requirements').selectOption('met');
  await expect(row).toHaveCount(0);
  await expect(portal.getByText('No leads match these filters.')).toBeVisible();
  await portal.getByLabel('Requirements').selectOption('missed');
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `View Val Visitor ${tag}` }).click();
  const dialog = portal.getByRole('dialog', { name: `Val Visitor ${tag}` });
  await expect(dialog.getByText('Below your minimum capital · Outside the areas you recruit in')).toBeVisible();
  await portal.close();
});
