// Issue 26, "The first tap counts": what a visitor does on a server-rendered page before the app has started
// (or without JavaScript at all) counts. Playwright's own test: support/test.ts's page.goto waits for hydration,
// and these tests act before it.
import { expect, test, type Page } from '@playwright/test';
import { type CatalogueFixture, seedCatalogue } from '../support/catalogue-db';
import { holdTheApp } from '../support/hold-the-app';

let fx: CatalogueFixture;
test.beforeAll(async () => {
  fx = await seedCatalogue();
});

const card = (page: Page, name: string) => page.getByRole('article', { name });
const tick = (page: Page, name: string) => card(page, name).getByRole('checkbox', { name: 'Request Info' });
const filters = (page: Page) => page.getByRole('search', { name: 'Filter franchises' });
const selectionBar = (page: Page) => page.getByRole('complementary', { name: 'Selected franchises' });
const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test.describe('before the app has started, on a phone-class CPU', () => {
  test('two ticks and a category chosen before the app has started are kept by hydration', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const path = `/search?q=${fx.tag}`;
    const release = await holdTheApp(page);

    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await tick(page, fx.alpha.name).check();
    await tick(page, fx.beta.name).check();
    await filters(page).getByLabel('Category', { exact: true }).selectOption(fx.category.id);
    expect(await isHydrated(page)).toBe(false);

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    await expect(tick(page, fx.alpha.name)).toBeChecked();
    await expect(tick(page, fx.beta.name)).toBeChecked();
    await expect(selectionBar(page).getByText('You have selected 2 franchise(s)')).toBeVisible();
    // The category applies, as a choice made after hydration does, and the Subcategory opens with its subcategories.
    await expect(page).toHaveURL(new RegExp(`[?&]category=${fx.category.id}`));
    await expect(filters(page).getByLabel('Category', { exact: true })).toHaveValue(fx.category.id);
    const subcategory = filters(page).getByLabel('Subcategory');
    await expect(subcategory).toBeEnabled();
    await subcategory.selectOption(fx.subcategory.id);
    await expect(page.getByRole('heading', { name: 'Showing 1 result', exact: true })).toBeVisible();
    // Both ticks are in the selection the request sends: the dialog lists them.
    await expect(tick(page, fx.beta.name)).toBeChecked();
    await selectionBar(page).getByRole('button', { name: 'Request Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Information' });
    await expect(dialog.getByText(fx.alpha.name)).toBeVisible();
    await expect(dialog.getByText(fx.beta.name)).toBeVisible();
  });

  test('the request page adds its franchises to the selection and opens the request dialog', async ({ page }) => {
    await page.goto(`/request-info?franchise=${fx.alpha.id}&franchise=${fx.beta.id}&franchise=${fx.pending.id}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const list = page.getByRole('list', { name: 'Selected franchises' });
    await expect(list.getByRole('listitem')).toHaveText([new RegExp(fx.alpha.name), new RegExp(fx.beta.name)]);
    await page.getByRole('button', { name: 'Request Information' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request Information' });
    await expect(dialog.getByText(fx.alpha.name)).toBeVisible();
    await expect(dialog.getByText(fx.beta.name)).toBeVisible();
    await expect(dialog.getByText(fx.pending.name)).toHaveCount(0);
  });
});

test('once the app runs, the phone fold of the filters opens and closes from its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/search');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const category = filters(page).getByLabel('Category', { exact: true });
  await expect(category).toBeHidden();
  await filters(page).getByRole('button', { name: 'Show filters' }).click();
  await expect(category).toBeVisible();
  await filters(page).getByRole('button', { name: 'Hide filters' }).click();
  await expect(category).toBeHidden();
  await expect(page).toHaveURL('/search');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filters are a form: category and investment range are sent and the results filtered', async ({ page }) => {
    await page.goto(`/search?q=${fx.tag}`);
    await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();
    await expect(filters(page).getByLabel('Subcategory')).toBeDisabled();
    await filters(page).getByLabel('Category', { exact: true }).selectOption(fx.category.id);
    await filters(page).getByLabel('Investment Range').selectOption('100000-250000');
    await filters(page).getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL((url) => {
      const p = url.searchParams;
      return url.pathname === '/search' && p.get('q') === fx.tag && p.get('category') === fx.category.id && p.get('investment') === '100000-250000';
    });
    await expect(page.getByRole('heading', { name: 'Showing 1 result', exact: true })).toBeVisible();
    await expect(card(page, fx.beta.name)).toBeVisible();
    await expect(card(page, fx.alpha.name)).toHaveCount(0);
    await expect(filters(page).getByLabel('Category', { exact: true })).toHaveValue(fx.category.id);

    // After the submit the Subcategory offers the category's subcategories.
    const subcategory = filters(page).getByLabel('Subcategory');
    await expect(subcategory).toBeEnabled();
    await filters(page).getByLabel('Investment Range').selectOption('');
    await subcategory.selectOption(fx.subcategory.id);
    await filters(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]subcategory=${fx.subcategory.id}`));
    await expect(page.getByRole('heading', { name: 'Showing 1 result', exact: true })).toBeVisible();
    await expect(card(page, fx.beta.name)).toBeVisible();

    await filters(page).getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/search');
    await expect(filters(page).getByLabel('Subcategory')).toBeDisabled();
  });

  test('on a phone the folded filters open from their button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`/search?q=${fx.tag}`);
    await expect(filters(page).getByLabel('Category', { exact: true })).toBeHidden();
    await filters(page).getByRole('button', { name: 'Show filters' }).click();
    await filters(page).getByLabel('Category', { exact: true }).selectOption(fx.category.id);
    await filters(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${fx.category.id}`));
    await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();
  });

  test('the home page search sends its category and investment range', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('search', { name: 'Find a franchise' });
    await hero.getByLabel('Category', { exact: true }).selectOption(fx.category.id);
    await hero.getByLabel('Investment Range').selectOption({ label: 'Under £50,000' });
    await hero.getByRole('button', { name: 'Search Franchises' }).click();
    await expect(page).toHaveURL(`/search?category=${fx.category.id}&investment=under-50000`);
    await expect(page.getByRole('heading', { name: 'Showing 1 result', exact: true })).toBeVisible();
    await expect(card(page, fx.alpha.name)).toBeVisible();
  });

  test('ticks are a form: two ticked franchises open the request page listing them', async ({ page }) => {
    await page.goto(`/search?q=${fx.tag}`);
    await expect(selectionBar(page)).toBeHidden();
    await tick(page, fx.alpha.name).check();
    await expect(selectionBar(page)).toBeVisible();
    await tick(page, fx.beta.name).check();
    await selectionBar(page).getByRole('button', { name: 'Request Information' }).click();

    await expect(page).toHaveURL((url) => url.pathname === '/request-info' && url.searchParams.getAll('franchise').length === 2);
    await expect(page.getByRole('heading', { level: 1, name: 'Request Information' })).toBeVisible();
    await expect(page.getByText('You have selected 2 franchise(s)')).toBeVisible();
    const list = page.getByRole('list', { name: 'Selected franchises' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('link', { name: fx.alpha.name })).toBeVisible();
    await expect(list.getByRole('link', { name: fx.beta.name })).toBeVisible();
    await expect(page.getByText('Sending the request needs JavaScript')).toBeVisible();
  });
});
