import fs from 'node:fs';
import path from 'node:path';
import { violations } from '../support/axe';
import { createFranchise, suffix } from '../support/db';
import { expect, test, type Page } from '../support/test';

// Issue 43, the money worked out: a listing's finance panel follows the typing, refuses a wrong figure with its
// message, works as a plain form without JavaScript, and leads to the page on financing a franchise in the UK.

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const panel = (page: Page) => page.getByRole('region', { name: 'The money, worked out' });
const monthly = (page: Page) => panel(page).getByTestId('finance-monthly');

test('the finance panel works out the repayments as the buyer types, and says what is wrong', async ({ page }) => {
  const franchise = await createFranchise(`Finance Panel Cafe ${suffix()}`, { investment: 100_000 });
  await page.goto(`/franchise/${franchise.id}`);
  // 70 % of £100,000 over 5 years at 8 %.
  await expect(monthly(page)).toHaveText('£1,419.35');
  await expect(panel(page).getByTestId('finance-interest')).toHaveText('£15,161.00');
  await expect(panel(page).getByText('This is not financial advice.')).toBeVisible();

  await panel(page).getByLabel('Term (years)').fill('7');
  await panel(page).getByLabel('Interest rate (% a year)').fill('6.5');
  await expect(monthly(page)).toHaveText('£1,039.46');

  // Own cash above the total: the message, and no figures.
  await panel(page).getByLabel('Your own cash (£)').fill('120000');
  await expect(panel(page).getByText('Your own cash cannot be more than the total investment')).toBeVisible();
  await expect(monthly(page)).toHaveCount(0);
  await expect(panel(page).getByText('Correct the figures above to see the repayments.')).toBeVisible();

  // A loan typed by the buyer stays theirs.
  await panel(page).getByLabel('Your own cash (£)').fill('50000');
  await panel(page).getByLabel('Loan (£)').fill('50000');
  await expect(monthly(page)).toHaveText('£742.47');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await panel(page).scrollIntoViewIfNeeded();
    await shoot(page, `finance-panel-${width}`);
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }

  await panel(page).getByRole('link', { name: 'Financing a franchise in the UK' }).click();
  await expect(page).toHaveURL('/financing-a-franchise');
  await expect(page.getByRole('heading', { level: 1, name: 'Financing a franchise in the UK' })).toBeVisible();
  await expect(page.getByText('up to £25,000 per person at a fixed 6% a year')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `financing-page-${width}`);
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the finance panel is a form whose answer the server renders', async ({ page }) => {
    const franchise = await createFranchise(`No Script Finance ${suffix()}`, { investment: 50_000 });
    await page.goto(`/franchise/${franchise.id}`);
    await expect(monthly(page)).toHaveText('£709.67');

    await panel(page).getByLabel('Loan (£)').fill('25000');
    await panel(page).getByLabel('Interest rate (% a year)').fill('6');
    await panel(page).getByRole('button', { name: 'Work it out' }).click();
    await expect(page).toHaveURL(new RegExp(`/franchise/${franchise.id}\\?total=50000&cash=15000&loan=25000&years=5&rate=6#finance$`));
    await expect(monthly(page)).toHaveText('£483.32');
    await expect(panel(page).getByTestId('finance-interest')).toHaveText('£3,999.20');

    await panel(page).getByLabel('Term (years)').fill('30');
    await panel(page).getByRole('button', { name: 'Work it out' }).click();
    await expect(panel(page).getByText('Please enter a term of 1 to 25 whole years')).toBeVisible();
    await expect(monthly(page)).toHaveCount(0);
  });
});
