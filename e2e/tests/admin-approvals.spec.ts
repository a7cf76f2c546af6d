import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectSignedOut, signInThroughUi } from '../support/auth';
import { latestMailTo, profileId, sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';
import { graphqlBody } from '../support/graphql-body';

// One journey, one test, each part a step in order. It needs no other test.
test.describe.configure({ timeout: 300_000 });

const tag = suffix();
const approvedCo = `Approve Me ${tag} Ltd`;
const rejectedCo = `Reject Me ${tag} Ltd`;
const password = 'E2e-password-1';
const approvedEmail = `approve-${tag}@example.test`;
const rejectedEmail = `reject-${tag}@example.test`;
const listingName = `Review Listing ${tag}`;
const rejectedListing = `Rejected Listing ${tag}`;

let page: Page;
const nav = () => page.getByRole('navigation', { name: 'Admin Portal' });
const badge = (label: RegExp) => nav().getByLabel(label);

async function signUpFranchisor(request: APIRequestContext, companyName: string, email: string) {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName, fullName: `Contact ${companyName}`, email, password } },
    },
  });
  expect((await graphqlBody(res)).data?.signUpFranchisor).toBe(true);
}

/** A pending listing of the demo franchisor, as the franchise form saves it. */
async function pendingListing(name: string) {
  const owner = await profileId(demo.franchisor.email);
  const [row] = await sql<{ id: string }>(
    `INSERT INTO franchises (name, location, franchisor_id, status) VALUES ($1, 'Leeds', $2, 'pending') RETURNING id`,
    [name, owner],
  );
  await sql(
    `INSERT INTO franchise_details (franchise_id, short_description, long_description, investment_amount)
     VALUES ($1, 'Mobile coffee vans', 'All about our vans.', 45000)`,
    [row.id],
  );
  await sql(`INSERT INTO franchise_faqs (franchise_id, question, answer, position) VALUES ($1, 'How long is training?', 'Two weeks.', 0)`, [row.id]);
  return row.id;
}

test('an admin approves and rejects franchisors and listings, with the badges and the public site following live', async ({ browser, request }) => {
  page = await browser.newPage();
  await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password);
  await expect(page).toHaveURL('/admin/dashboard');
  await test.step('dashboard counters and the Account Approvals badge go up live when franchisors sign up', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const accounts = page.getByRole('region', { name: 'Pending Account Approvals' });
    await expect(accounts.getByRole('paragraph')).toHaveText(/^\d+$/);
    const before = Number(await accounts.getByRole('paragraph').textContent());
    await expect(
      page.getByRole('region', { name: 'Recent Franchisor Login Activity' }).getByRole('columnheader', { name: 'Last Login' }),
    ).toBeVisible();

    await signUpFranchisor(request, approvedCo, approvedEmail);
    await signUpFranchisor(request, rejectedCo, rejectedEmail);

    // No reload: the subscription brings the new counts.
    await expect(accounts.getByRole('paragraph')).toHaveText(String(before + 2));
    await expect(accounts.getByRole('img', { name: 'Waiting for review' })).toBeVisible();
    await expect(badge(/pending account approvals/)).toHaveAttribute('aria-label', `${before + 2} pending account approvals`);
  });
  await test.step('approves one new franchisor and rejects another; the badge follows', async () => {
    await nav()
      .getByRole('link', { name: /Account Approvals/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Account Approvals', level: 1 })).toBeVisible();
    await page.getByLabel('Search accounts').fill(tag);
    await expect(page.getByRole('row')).toHaveCount(3);
    const count = async () => Number((await badge(/pending account approvals/).getAttribute('aria-label'))!.split(' ')[0]);
    const start = await count();

    const approveRow = page.getByRole('row', { name: new RegExp(approvedCo) });
    await expect(approveRow).toContainText(approvedEmail);
    await approveRow.getByRole('button', { name: `Approve ${approvedCo}` }).click();
    await expect(page.getByText(`${approvedCo} approved.`)).toBeVisible();
    await expect(approveRow).toHaveCount(0);
    await expect.poll(count).toBe(start - 1);

    await page
      .getByRole('row', { name: new RegExp(rejectedCo) })
      .getByRole('button', { name: `Reject ${rejectedCo}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reject ${rejectedCo}?` });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No pending accounts found')).toBeVisible();
    await expect.poll(count).toBe(start - 2);

    await expect.poll(() => latestMailTo(approvedEmail) ?? '').toContain('has been approved');
    expect(await sql(`SELECT status FROM profiles WHERE email = $1`, [rejectedEmail])).toEqual([{ status: 'rejected' }]);
  });
  await test.step('the approved franchisor gets in; the rejected one stays out', async () => {
    const context = await browser.newContext();
    const other = await context.newPage();
    try {
      await signInThroughUi(other, 'franchisor', approvedEmail, password);
      await expect(other).toHaveURL('/franchisor/dashboard');
      await other.context().clearCookies();

      await signInThroughUi(other, 'franchisor', rejectedEmail, password);
      await expect(other.getByText('Your account application has been rejected. Please contact support for more information.')).toBeVisible();
      await expect(other).toHaveURL('/franchisor/login');
      await expectSignedOut(other);
    } finally {
      await context.close();
    }
  });
  await test.step('reviews a pending listing, approves it, and it appears in public search at once', async () => {
    const id = await pendingListing(listingName);
    await nav()
      .getByRole('link', { name: /Franchise Approvals/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Franchise Approvals', level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(listingName) });
    await expect(row).toContainText('Mobile coffee vans');
    await expect(row).toContainText('Leeds');
    await row.getByRole('link', { name: `View details of ${listingName}` }).click();

    await expect(page).toHaveURL(`/admin/franchise/${id}`);
    await expect(page.getByRole('heading', { name: `Review: ${listingName}`, level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'FAQs' }).click();
    await expect(page.getByText('How long is training?')).toBeVisible();
    await expect(page.getByText('No administrator actions yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText(`${listingName} approved.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'History' })).toContainText('Approved by');

    const visitor = await browser.newPage();
    try {
      await visitor.goto(`/search?q=${encodeURIComponent(listingName)}`);
      await expect(visitor.getByRole('heading', { name: 'Showing 1 result', exact: true })).toBeVisible();
      await expect(visitor.getByRole('article', { name: listingName })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
  await test.step('rejects a listing with a reason; its franchisor is told', async () => {
    const id = await pendingListing(rejectedListing);
    await page.reload();
    await nav()
      .getByRole('link', { name: /Franchise Approvals/ })
      .click();
    await page
      .getByRole('row', { name: new RegExp(rejectedListing) })
      .getByRole('button', { name: `Reject ${rejectedListing}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Reject ${rejectedListing}?` });
    await dialog.getByLabel('Reason (optional)').fill('x'.repeat(1001));
    await expect(dialog.getByText('Reason must be at most 1000 characters')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reject' })).toBeDisabled();
    await dialog.getByLabel('Reason (optional)').fill('Please add a brochure.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(rejectedListing) })).toHaveCount(0);
    expect(await sql(`SELECT status, rejection_reason FROM franchises WHERE id = $1`, [id])).toEqual([
      { status: 'rejected', rejection_reason: 'Please add a brochure.' },
    ]);
    await expect.poll(() => latestMailTo(demo.franchisor.email) ?? '').toContain('Please add a brochure.');
  });
  await page.close();
});
