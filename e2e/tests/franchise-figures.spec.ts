import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { violations } from '../support/axe';
import { signInThroughUi } from '../support/auth';
import { sql, suffix, withDb } from '../support/db';
import { demo } from '../support/demo-accounts';

/**
 * Figures with their basis (issue 40): the franchisor's editor refuses a figure without its basis, saves one with it,
 * and the public franchise page prints the basis beside the figure (a projection as illustrative), with or without
 * JavaScript, at 1280 and 390 px.
 */
test.describe.configure({ timeout: 180_000 });

const SHOTS = process.env.FIGURE_SHOTS ?? '/tmp/h/shots';
const name = `Figure Foods ${suffix()}`;
const TURNOVER_BASIS = 'Average of 24 outlets of the network, year to 31 March 2026, stated 3 November 2026';
const PROJECTION_BASIS = 'Illustrative projection, year to 31 December 2027, stated 3 November 2026';
let page: Page;
let franchiseId: string;

/**
 * A pending listing of the demo franchisor, made for this file (so no other test's listing changes): its edit is
 * written at once (an approved listing's edit would wait, as a revision, for an administrator).
 */
async function createListing(): Promise<string> {
  return withDb(async (db) => {
    await db.query('BEGIN');
    const one = async <R>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows[0] as R;
    const { id: franchisorId } = await one<{ id: string }>(`SELECT id FROM profiles WHERE email = $1`, [demo.franchisor.email]);
    const { id: categoryId } = await one<{ id: string }>(`SELECT id FROM franchise_categories WHERE parent_id IS NULL ORDER BY name LIMIT 1`);
    const { id } = await one<{ id: string }>(
      `INSERT INTO franchises (name, location, areas, franchisor_id, status, approved_at) VALUES ($1, 'UK', '{uk}', $2, 'pending', NULL) RETURNING id`,
      [name, franchisorId],
    );
    await db.query(
      `INSERT INTO franchise_details (franchise_id, short_description, long_description, investment_amount) VALUES ($1, $2, $3, 85000)`,
      [id, 'Fresh food from a small kitchen.', 'Everything about running one of our kitchens.'],
    );
    await db.query(`INSERT INTO franchise_category_mappings (franchise_id, category_id) VALUES ($1, $2)`, [id, categoryId]);
    await db.query('COMMIT');
    return id;
  });
}

/** 'Last updated 28 November 2026' from the listing's updated_at, as the page writes dates. */
async function lastUpdated(): Promise<string> {
  const [{ day }] = await sql<{ day: string }>(`SELECT to_char(updated_at, 'FMDD FMMonth YYYY') AS day FROM franchises WHERE id = $1`, [franchiseId]);
  return `Last updated ${day}`;
}

test('a franchisor gives figures with their basis, and the public page prints them with and without JavaScript', async ({
  browser,
  page: visitor,
}) => {
  franchiseId = await createListing();
  fs.mkdirSync(SHOTS, { recursive: true });
  page = await browser.newPage();
  await signInThroughUi(page, 'franchisor', demo.franchisor.email, demo.franchisor.password);
  await expect(page).toHaveURL('/franchisor/dashboard');
  await test.step('the editor refuses a figure without its basis, then saves figures with their basis and what the investment includes', async () => {
    await page.goto(`/franchisor/franchise/${franchiseId}/edit`);
    await expect(page.getByLabel('Franchise Name')).toHaveValue(name);
    const turnover = page.getByRole('group', { name: 'Average annual turnover per outlet' });
    const earnings = page.getByRole('group', { name: 'Average annual earnings per outlet' });

    // A bare number is refused before anything is sent, each missing part named beside its field.
    await turnover.getByLabel('Amount').fill('285000');
    await page.getByRole('button', { name: 'Save Franchise' }).click();
    await expect(turnover.getByText('Please choose the basis of the average annual turnover')).toBeVisible();
    await expect(turnover.getByText('Please enter when the period of the average annual turnover ends')).toBeVisible();
    await expect(turnover.getByText('Please enter the date the average annual turnover figure was stated')).toBeVisible();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await turnover.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/figures-editor-refused-1280.png`, fullPage: false });

    // An average of the network must say how many outlets it counts.
    await turnover.getByRole('combobox', { name: 'Basis' }).click();
    await page.getByRole('option', { name: 'Average of outlets of the network' }).click();
    await turnover.getByLabel('Period ends').fill('2026-03-31');
    await turnover.getByLabel('Date stated').fill('2026-11-03');
    await page.getByRole('button', { name: 'Save Franchise' }).click();
    await expect(turnover.getByText('Please enter the number of outlets counted in the average annual turnover')).toBeVisible();
    expect(await sql('SELECT turnover_amount FROM franchise_details WHERE franchise_id = $1', [franchiseId])).toEqual([{ turnover_amount: null }]);

    await turnover.getByLabel('Outlets counted').fill('24');
    await earnings.getByLabel('Amount').fill('52000');
    await earnings.getByRole('combobox', { name: 'Basis' }).click();
    await page.getByRole('option', { name: 'Projection (shown as illustrative)' }).click();
    await expect(earnings.getByLabel('Outlets counted')).toBeDisabled();
    await earnings.getByLabel('Period ends').fill('2027-12-31');
    await earnings.getByLabel('Date stated').fill('2026-11-03');
    const includes = page.getByRole('group', { name: 'The total investment includes' });
    await includes.getByLabel('Franchise fee').check();
    await includes.getByLabel('Equipment').check();

    await page.getByRole('button', { name: 'Save Franchise' }).click();
    await expect(page).toHaveURL('/franchisor/franchises');
    expect(
      await sql(
        `SELECT turnover_amount, turnover_basis, turnover_outlets, turnover_period_end::text, turnover_stated_on::text,
              earnings_amount, earnings_basis, earnings_outlets, investment_includes::text[]
       FROM franchise_details WHERE franchise_id = $1`,
        [franchiseId],
      ),
    ).toEqual([
      {
        turnover_amount: '285000.00',
        turnover_basis: 'network_average',
        turnover_outlets: 24,
        turnover_period_end: '2026-03-31',
        turnover_stated_on: '2026-11-03',
        earnings_amount: '52000.00',
        earnings_basis: 'projection',
        earnings_outlets: null,
        investment_includes: ['franchise_fee', 'equipment'],
      },
    ]);

    // The owner's preview shows them as the public page will.
    await page.goto(`/franchisor/franchise/${franchiseId}/preview`);
    await expect(page.getByText(TURNOVER_BASIS)).toBeVisible();
    await expect(page.getByText(PROJECTION_BASIS)).toBeVisible();

    // The edit form reads them back.
    await page.goto(`/franchisor/franchise/${franchiseId}/edit`);
    await expect(turnover.getByLabel('Outlets counted')).toHaveValue('24');
    await expect(earnings.getByLabel('Period ends')).toHaveValue('2027-12-31');
    await expect(includes.getByLabel('Equipment')).toBeChecked();
    await expect(includes.getByLabel('Working capital')).not.toBeChecked();
    await page.setViewportSize({ width: 390, height: 900 });
    await turnover.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/figures-editor-390.png`, fullPage: false });
    await page.setViewportSize({ width: 1280, height: 800 });
  });
  await test.step('the public page prints each figure with its basis beside it, a projection as illustrative, and when the listing was last updated', async () => {
    await sql(`UPDATE franchises SET status = 'approved', approved_at = now() WHERE id = $1`, [franchiseId]);
    await visitor.goto(`/franchise/${franchiseId}`);
    const facts = visitor.getByRole('heading', { name: 'Key facts' }).locator('..');
    const value = (label: string) => facts.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await expect(value('Total investment')).toHaveText('£85,000 (includes the franchise fee and equipment)');
    await expect(value('Average annual turnover per outlet')).toHaveText(`£285,000${TURNOVER_BASIS}`);
    await expect(value('Average annual turnover per outlet').getByText(TURNOVER_BASIS)).toBeVisible();
    await expect(value('Average annual earnings per outlet')).toHaveText(`£52,000${PROJECTION_BASIS}`);
    await expect(value('Average annual earnings per outlet').getByText(/^Illustrative projection/)).toBeVisible();
    await expect(facts.getByText(await lastUpdated())).toBeVisible();

    for (const width of [1280, 390]) {
      await visitor.setViewportSize({ width, height: 900 });
      expect(await violations(visitor), `franchise page at ${width}px`).toEqual([]);
      await facts.scrollIntoViewIfNeeded();
      await visitor.screenshot({ path: `${SHOTS}/figures-franchise-${width}.png`, fullPage: false });
    }
  });
  await test.step('the figures and their basis are on the page without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto(`/franchise/${franchiseId}`);
    await expect(plain.getByText(TURNOVER_BASIS)).toBeVisible();
    await expect(plain.getByText(PROJECTION_BASIS)).toBeVisible();
    await expect(plain.getByText('£85,000 (includes the franchise fee and equipment)')).toBeVisible();
    await expect(plain.getByText(await lastUpdated())).toBeVisible();
    await context.close();
  });
  await page.close();
});
