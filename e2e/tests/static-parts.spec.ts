// Issue 26: parts of the public pages the browser keeps as the server rendered them, unhydrated
// (client/src/ssr/static-html.tsx). They must still behave as the app does: links and GET forms open pages
// within the app (no new document), buttons show a keyboard focus ring, and the app renders them itself when
// it comes back to them.
import { expect, test, type Page } from '../support/test';
import { type CatalogueFixture, seedCatalogue } from '../support/catalogue-db';

let fx: CatalogueFixture;
test.beforeAll(async () => {
  fx = await seedCatalogue();
});

/** Marks the current document: the mark survives navigation within the app and is gone after a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { fcSameDocument: boolean }).fcSameDocument = true));
const card = (page: Page, name: string) => page.getByRole('article', { name });
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { fcSameDocument?: boolean }).fcSameDocument === true);

test('the home search, kept from the server, searches within the app with what was chosen', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('search', { name: 'Find a franchise' });
  // The hero is server markup the app did not hydrate.
  await expect(page.locator('[data-static]').filter({ has: hero })).toHaveCount(1);
  await markDocument(page);
  await hero.getByLabel('Category').selectOption({ label: fx.category.name });
  await hero.getByRole('button', { name: 'Search Franchises' }).click();

  await expect(page).toHaveURL(`/search?category=${fx.category.id}`);
  await expect(card(page, fx.alpha.name)).toBeVisible();
  expect(await sameDocument(page)).toBe(true);

  // Back on the home page, the app renders the hero itself, and it still searches.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await page.getByRole('search', { name: 'Find a franchise' }).getByRole('button', { name: 'Search Franchises' }).click();
  await expect(page).toHaveURL('/search');
  expect(await sameDocument(page)).toBe(true);
});

test('a footer link, kept from the server, opens its page within the app', async ({ page }) => {
  await page.goto(`/search?q=${fx.tag}`);
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs' }).click();
  await expect(page).toHaveURL('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Frequently Asked Questions');
  expect(await sameDocument(page)).toBe(true);
});

test('a button in server markup shows where the keyboard is', async ({ page }) => {
  await page.goto('/');
  const more = page.getByRole('link', { name: 'More about us' });
  await expect(page.locator('[data-static]').filter({ has: more })).toHaveCount(1);
  await more.focus();
  // Focused from script counts as keyboard focus for :focus-visible; MUI's own ring needs its script.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(more).toBeFocused();
  expect(await more.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
});

test("the header's links, kept from the server, open pages within the app and mark the page shown", async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('[data-static]').filter({ has: page.getByRole('link', { name: 'Browse Franchises' }) })).toHaveCount(1);
  await expect(nav.getByRole('link', { name: 'About' })).toHaveClass(/active/);
  await markDocument(page);

  await nav.getByRole('link', { name: 'Browse Franchises' }).click();
  await expect(page).toHaveURL('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Franchises' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Browse Franchises' })).toHaveClass(/active/);
  await expect(nav.getByRole('link', { name: 'About' })).not.toHaveClass(/active/);
  await page.getByRole('link', { name: 'List Your Franchise' }).click();
  await expect(page).toHaveURL('/franchisor/login');
  expect(await sameDocument(page)).toBe(true);
});
