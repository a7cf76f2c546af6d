import { expect, test } from '../support/test';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor browses from the categories to a franchise and searches, all from server-rendered pages', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse by Category' })).toBeVisible();
    await page.locator('main a[href^="/category/"]').first().click();
    await expect(page).toHaveURL(/\/category\//);
    const listing = page.getByRole('article').first();
    const name = ((await listing.getByRole('heading').first().textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await listing.locator('a[href^="/franchise/"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Request Information' })).toBeVisible();

    // The search box works as a plain form.
    await page.goto('/search');
    await page.getByRole('search', { name: 'Filter franchises' }).getByRole('searchbox', { name: 'Search' }).fill('coffee');
    await page.getByRole('search', { name: 'Filter franchises' }).getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=coffee/);
    await expect(page.getByRole('heading', { name: /^Showing \d+ results?$/ })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test('hydrating a server-rendered page sends no query the server already answered, and the page then works', async ({ page }) => {
  const operations: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.method() === 'POST')
      operations.push(String((JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName));
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  for (const path of ['/', '/search', '/blog', '/faqs']) {
    operations.length = 0;
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Only the advert impressions are reported; every query was answered in the page.
    expect({ path, operations: operations.filter((op) => op !== 'RecordBannerMetrics') }).toEqual({ path, operations: [] });
  }
  expect(errors).toEqual([]);

  // Hydrated, the search page reacts: ticking a listing shows the selection bar.
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  const first = page.getByRole('article').first();
  await first.getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Request Information' })).toBeVisible();
});
