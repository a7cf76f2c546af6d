import fs from 'node:fs';
import path from 'node:path';
import { violations } from '../support/axe';
import { createFranchise, sql, suffix } from '../support/db';
import { demoAs } from '../support/demo-accounts';
import { expect, test, type Page } from '../support/test';

// Issue 43, territories by postcode: the franchisor keeps a listing's districts and their states; a visitor checks a
// postcode on the listing (with and without JavaScript) and limits search to listings with a free territory nearby.

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

async function withTerritories(name: string, territories: Record<string, string>) {
  const franchise = await createFranchise(name);
  for (const [district, state] of Object.entries(territories)) {
    await sql(
      `INSERT INTO franchise_territories (franchise_id, district, area, state) VALUES ($1, $2::varchar, substring($2::varchar from '^[A-Z]+'), $3::territory_state)`,
      [franchise.id, district, state],
    );
  }
  return franchise;
}

const box = (page: Page) => page.getByRole('region', { name: 'Is your area free?' });

test('the franchisor adds districts, changes a state and removes one', async ({ signedIn }) => {
  const franchise = await createFranchise(`Territory Editor ${suffix()}`);
  const page = await signedIn(demoAs.franchisor);
  await page.goto('/franchisor/franchises');
  await page.getByRole('link', { name: `Territories of ${franchise.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Territories: ${franchise.name}` })).toBeVisible();
  await expect(page.getByText('No territories yet. Add the postcode districts you sell above.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add territories' });
  await form.getByLabel('Postcode districts').fill('LS1, LS99X LS6');
  await form.getByRole('button', { name: 'Add districts' }).click();
  await expect(form.getByText('"LS99X" is not a UK postcode district')).toBeVisible();
  await expect(page.getByText('No territories yet.', { exact: false })).toBeVisible();

  await form.getByLabel('Postcode districts').fill('ls1, ls6 LS10');
  await form.getByRole('button', { name: 'Add districts' }).click();
  await expect(page.getByText('3 districts saved.')).toBeVisible();
  await form.getByLabel('Postcode districts').fill('LS17');
  await form.getByLabel('State').selectOption('TAKEN');
  await form.getByRole('button', { name: 'Add districts' }).click();
  const table = page.getByRole('table', { name: 'Territories' });
  await expect(table.getByRole('row')).toHaveText([/District/, /LS1\s*Leeds/, /LS6\s*Leeds/, /LS10\s*Leeds/, /LS17\s*Leeds/]);
  await expect(page.getByTestId('territory-counts')).toHaveText('4 in all: 3 available, 0 reserved, 1 taken.');

  await table.getByLabel('State of LS10').selectOption('RESERVED');
  await expect(page.getByText('LS10 is now reserved.')).toBeVisible();
  await expect(page.getByTestId('territory-counts')).toHaveText('4 in all: 2 available, 1 reserved, 1 taken.');

  await table.getByRole('button', { name: 'Remove LS6' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove LS6?' });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('LS6 removed.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  const stored = await sql<{ district: string; state: string }>(
    `SELECT district, state FROM franchise_territories WHERE franchise_id = $1 ORDER BY district`,
    [franchise.id],
  );
  expect(stored).toEqual([
    { district: 'LS1', state: 'available' },
    { district: 'LS10', state: 'reserved' },
    { district: 'LS17', state: 'taken' },
  ]);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `territories-editor-${width}`);
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
});

test('a visitor checks a postcode on the listing and sees the nearest free district', async ({ page }) => {
  const franchise = await withTerritories(`Territory Lawns ${suffix()}`, { LS1: 'available', LS6: 'available', LS17: 'taken', M14: 'taken' });
  await page.goto(`/franchise/${franchise.id}`);
  await expect(box(page).getByText('Territories by postcode district: 2 available, 0 reserved, 2 taken.')).toBeVisible();

  await box(page).getByLabel('Your postcode').fill('ls6 2ab');
  await box(page).getByRole('button', { name: 'Check' }).click();
  await expect(box(page).getByTestId('territory-answer')).toHaveText('Available in LS6');
  await expect(page).toHaveURL(new RegExp(`/franchise/${franchise.id}\\?postcode=ls6\\+2ab$`));

  await box(page).getByLabel('Your postcode').fill('LS17 8AA');
  await box(page).getByRole('button', { name: 'Check' }).click();
  await expect(box(page).getByTestId('territory-answer')).toHaveText('Taken; nearest available: LS1 (in the Leeds area)');

  await box(page).getByLabel('Your postcode').fill('M14 5AB');
  await box(page).getByRole('button', { name: 'Check' }).click();
  await expect(box(page).getByTestId('territory-answer')).toHaveText(/^Taken; nearest available: LS1 \(about 3\d miles\)$/);

  await box(page).getByLabel('Your postcode').fill('nowhere');
  await box(page).getByRole('button', { name: 'Check' }).click();
  await expect(box(page).getByText('Please enter a valid UK post code')).toBeVisible();
  await expect(box(page).getByTestId('territory-answer')).toHaveCount(0);

  await box(page).getByLabel('Your postcode').fill('LS17');
  await box(page).getByRole('button', { name: 'Check' }).click();
  await expect(box(page).getByTestId('territory-answer')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await box(page).scrollIntoViewIfNeeded();
    await shoot(page, `territory-box-${width}`);
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
});

test('search keeps listings with a free territory near a postcode', async ({ page }) => {
  const tag = suffix();
  await withTerritories(`Near Leeds ${tag}`, { LS6: 'available' });
  await withTerritories(`Sold Leeds ${tag}`, { LS6: 'taken' });
  await withTerritories(`Near Bristol ${tag}`, { BS1: 'available' });
  await page.goto(`/search?q=${tag}`);
  await expect(page.getByRole('heading', { name: `Near Leeds ${tag}` })).toBeVisible();
  await page.getByLabel('Free territory near').fill('LS6 2AB');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`near=LS6\\+2AB`));
  await expect(page.getByRole('button', { name: 'Free territory within 25 miles of LS6 2AB' })).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`(Near|Sold) (Leeds|Bristol) ${tag}`) })).toHaveText([`Near Leeds ${tag}`]);
  await expect(page.getByRole('button', { name: /Save (this )?search/i })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `territory-search-${width}`);
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the postcode box is a form whose answer the server renders, and search takes the postcode', async ({ page }) => {
    const tag = suffix();
    const franchise = await withTerritories(`Plain Territories ${tag}`, { LS1: 'available', LS17: 'taken' });
    await page.goto(`/franchise/${franchise.id}`);
    await box(page).getByLabel('Your postcode').fill('LS17 8AA');
    await box(page).getByRole('button', { name: 'Check' }).click();
    await expect(page).toHaveURL(new RegExp(`/franchise/${franchise.id}\\?postcode=LS17\\+8AA#territories$`));
    await expect(box(page).getByTestId('territory-answer')).toHaveText('Taken; nearest available: LS1 (in the Leeds area)');

    await box(page).getByLabel('Your postcode').fill('12345');
    await box(page).getByRole('button', { name: 'Check' }).click();
    await expect(box(page).getByText('Please enter a valid UK post code')).toBeVisible();

    await page.goto(`/search?q=${tag}`);
    await page.getByLabel('Free territory near').fill('LS2');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('heading', { name: `Plain Territories ${tag}` })).toBeVisible();
    await page.goto(`/search?q=${tag}&near=BS1`);
    await expect(page.getByRole('heading', { name: `Plain Territories ${tag}` })).toHaveCount(0);
  });
});
