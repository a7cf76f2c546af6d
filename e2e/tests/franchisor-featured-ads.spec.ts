import { expect, test, type Page } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { createFranchise, sql, suffix } from '../support/db';
import { graphqlBody } from '../support/graphql-body';

/**
 * Buying a featured placement (issue 10): the Create Featured Ad modal with the server's price, the sandbox
 * checkout (a signed event through the real webhook handler) to a live ad on the home page, and a canceled
 * checkout that leaves the ad payable. One franchisor made for this file, signed in once.
 */
test.describe.configure({ timeout: 180_000 });

const email = `e2e-featured-${suffix()}@example.test`;
const password = 'E2e-password-1';
const franchiseName = `Harbour Bakes ${suffix()}`;
let page: Page;
let canceledCheckout = '';

const dialog = () => page.getByRole('dialog', { name: 'Create Featured Ad' });
const rowOf = (text: string) => page.getByRole('row').filter({ hasText: text });

test('a franchisor buys a featured placement in the sandbox, cancels a checkout, and signs in to pay', async ({ browser, request }) => {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: 'Harbour Bakes Ltd', fullName: 'Nia Harbour', email, password } },
    },
  });
  expect((await graphqlBody(res)).data?.signUpFranchisor).toBe(true);
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  await createFranchise(franchiseName, { franchisorEmail: email });
  page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, 'franchisor', email, password);
  await expect(page).toHaveURL('/franchisor/dashboard');
  await test.step('a sandbox purchase from the modal to a live featured ad on the home page', async () => {
    // A whole journey across several pages: 40-70 s on a slow 2-core machine, so three times the file's timeout.
    test.slow();
    const nav = page.getByRole('navigation', { name: 'Franchisor Portal' });
    await nav.getByRole('button', { name: 'Advertising' }).click();
    await nav.getByRole('link', { name: 'Featured Ads' }).click();
    await expect(page.getByRole('heading', { name: 'Featured Ads', level: 1 })).toBeVisible();
    await expect(page.getByText('No featured ads found')).toBeVisible();

    await page.getByRole('button', { name: 'Create Featured Ad' }).click();
    await dialog().getByRole('button', { name: 'Continue to payment' }).click();
    await expect(dialog().getByRole('alert')).toHaveText('Please select a franchise and duration');

    await dialog().getByRole('combobox', { name: 'Franchise' }).click();
    await page.getByRole('option', { name: franchiseName }).click();
    await dialog()
      .getByRole('radio', { name: /1 month/ })
      .check();
    // The message goes once both are chosen.
    await expect(dialog().getByRole('alert')).toHaveCount(0);
    const boxes = dialog()
      .getByRole('group', { name: /Additional categories/ })
      .getByRole('checkbox');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    // The default settings: £49.00 + 2 × £49.00 − 10% of £98.00.
    const breakdown = dialog().getByLabel('Price breakdown');
    await expect(breakdown).toContainText('£49.00');
    await expect(breakdown).toContainText('+ £98.00');
    await expect(breakdown).toContainText('− £9.80');
    await expect(dialog().getByTestId('featured-ad-total')).toHaveText('£137.20');
    expect.soft(await violations(page), 'Create Featured Ad modal').toEqual([]);

    await dialog().getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sandbox_/);
    await expect(page.getByText('Test payment — no money is taken')).toBeVisible();
    await expect(page.getByText(franchiseName)).toBeVisible();
    expect.soft(await violations(page), 'sandbox checkout').toEqual([]);
    await page.getByRole('button', { name: 'Pay £137.20' }).click();

    await expect(page).toHaveURL(/\/franchisor\/advertising\/featured\?success=true&ad_id=/);
    await expect(page.getByText('Your payment was successful! Your franchise will be featured once the payment is processed.')).toBeVisible();
    const row = rowOf(franchiseName);
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText('Completed')).toBeVisible();
    await expect(row.getByText('£137.20')).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect.soft(await violations(page), `Featured Ads at ${width}px`).toEqual([]);
    }
    // Phones: a card per ad, status and amount without sideways scrolling.
    const card = page.getByRole('listitem', { name: franchiseName });
    await expect(card.getByText('Active')).toBeInViewport();
    await expect(card.getByText('£137.20')).toBeInViewport();
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Opportunities' });
    await featured.scrollIntoViewIfNeeded();
    await expect(featured.getByRole('article', { name: franchiseName })).toBeVisible();
  });
  await test.step('at most six additional categories; a canceled checkout leaves the ad waiting with Pay now', async () => {
    await page.goto('/franchisor/advertising/featured');
    await page.getByRole('button', { name: 'Create Featured Ad' }).click();
    await dialog().getByRole('combobox', { name: 'Franchise' }).click();
    await page.getByRole('option', { name: franchiseName }).click();
    await dialog()
      .getByRole('radio', { name: /3 months/ })
      .check();
    const group = dialog().getByRole('group', { name: /Additional categories/ });
    const boxes = group.getByRole('checkbox');
    for (let i = 0; i < 6; i++) await boxes.nth(i).check();
    await expect(group.getByText('Maximum reached')).toBeVisible();
    await expect(boxes.nth(6)).toBeDisabled();
    for (let i = 0; i < 6; i++) await boxes.nth(i).uncheck();
    // No additional categories: the base price only.
    await expect(dialog().getByTestId('featured-ad-total')).toHaveText('£129.00');

    await dialog().getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\//);
    canceledCheckout = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/canceled=true/);
    await expect(page.getByText('Payment was canceled. Please try again.')).toBeVisible();
    const waiting = rowOf('3 months');
    await expect(waiting.getByText('Pending payment')).toBeVisible();
    await expect(waiting.getByRole('button', { name: `Pay now for ${franchiseName}` })).toBeVisible();
    const [{ n }] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id WHERE f.name = $1 AND a.status = 'pending_payment'`,
      [franchiseName],
    );
    expect(n).toBe(1);
  });
  await test.step('the sandbox checkout asks a signed-out franchisor to sign in and comes back; an unknown one is not found', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(canceledCheckout);
    await expect(visitor).toHaveURL('/franchisor/login');
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel(/^Password/).fill(password);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await expect(visitor).toHaveURL(canceledCheckout);
    await expect(visitor.getByRole('button', { name: 'Pay £129.00' })).toBeVisible();

    await visitor.goto('/checkout/sandbox/cs_sandbox_unknown');
    await expect(visitor.getByRole('heading', { name: 'Checkout not found' })).toBeVisible();
    await visitor.getByRole('link', { name: 'Back to Featured Ads' }).click();
    await expect(visitor.getByRole('heading', { name: 'Featured Ads', level: 1 })).toBeVisible();
    await context.close();
  });
  await page.context().close();
});
