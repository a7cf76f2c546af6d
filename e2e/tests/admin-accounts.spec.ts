import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { createFranchise, profileId, sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';
import { graphqlBody } from '../support/graphql-body';

// One journey, one test: search, open a franchisor's franchises, delete; each part a step. It needs no other test.
test.describe.configure({ timeout: 180_000 });

const tag = `Kite${suffix()}`;
const company = `${tag} Coffee Ltd`;
const other = `${tag} Cleaning Ltd`;
const franchiseName = `${tag} Bean Bar`;
let page: Page;

/** A franchisor signed up through the API as the sign-up page would, then approved. */
async function franchisor(request: APIRequestContext, companyName: string) {
  const email = `e2e-${suffix()}@example.test`;
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName, fullName: `${companyName} Contact`, email, password: 'E2e-password-1' } },
    },
  });
  expect((await graphqlBody(res)).data?.signUpFranchisor).toBe(true);
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  return { email, id: await profileId(email) };
}

const nav = () => page.getByRole('navigation', { name: 'Admin Portal' });

test("an admin searches the franchisor accounts, opens one's franchises and deletes the account", async ({ browser, request }) => {
  const owner = await franchisor(request, company);
  await createFranchise(franchiseName, { franchisorEmail: owner.email, location: 'Leeds' });
  await franchisor(request, other);
  page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL('/admin/dashboard');
  await test.step('searches the franchisor accounts', async () => {
    await nav().getByRole('link', { name: 'Accounts' }).click();
    await expect(page.getByRole('heading', { name: 'Franchisor Accounts', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();

    await page.getByLabel('Search accounts').fill(tag.toLowerCase());
    await expect(page).toHaveURL(new RegExp(`q=${tag.toLowerCase()}`));
    const table = page.getByRole('table', { name: 'Franchisor accounts' });
    await expect(table.getByRole('row')).toHaveCount(3);
    const row = table.getByRole('row', { name: new RegExp(company) });
    await expect(row).toContainText(`${company} Contact`);
    await expect(row.getByText('Status: Approved')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(other) })).toContainText('No categories');
    expect.soft(await violations(page), 'accounts page').toEqual([]);

    await page.getByLabel('Search accounts').fill(`${tag} nobody`);
    await expect(page.getByText('No franchisor accounts found')).toBeVisible();
    await page.getByLabel('Search accounts').fill(tag);
    await expect(table.getByRole('row')).toHaveCount(3);
  });
  await test.step("opens a franchisor's franchises from the franchise count, and a card opens its review", async () => {
    await page.getByRole('link', { name: `1 franchise of ${company}` }).click();
    await expect(page).toHaveURL(/\/admin\/franchisor\/[0-9a-f-]{36}\/franchises$/);
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    const card = page.getByRole('list', { name: `Franchises of ${company}` }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Approved');
    await expect(card).toContainText('Leeds');
    await expect(card).toContainText('E2E franchise');
    await expect(card.getByRole('link', { name: franchiseName })).toHaveAttribute('href', /^\/admin\/franchise\/[0-9a-f-]{36}$/);
    expect.soft(await violations(page), "franchisor's franchises page").toEqual([]);
    await card.getByRole('link', { name: franchiseName }).click();
    await expect(page).toHaveURL(/\/admin\/franchise\/[0-9a-f-]{36}$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Back to Accounts' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/accounts\\?q=${tag}`));
  });
  await test.step('deletes a selected account after confirmation; it disappears with its franchise', async () => {
    const table = page.getByRole('table', { name: 'Franchisor accounts' });
    await table.getByRole('checkbox', { name: `Select ${company}` }).check();
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete 1 account?' });
    await expect(dialog).toContainText(company);

    // Cancel changes nothing.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(company) })).toBeVisible();

    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    await page.getByRole('dialog', { name: 'Delete 1 account?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 account deleted.')).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(company) })).toHaveCount(0);
    await expect(table.getByRole('row', { name: new RegExp(other) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Selected (0)' })).toBeDisabled();
    expect(await sql(`SELECT 1 FROM franchises WHERE name = $1`, [franchiseName])).toHaveLength(0);
    expect(await sql(`SELECT 1 FROM profiles WHERE company_name = $1`, [company])).toHaveLength(0);
  });
  await page.context().close();
});
