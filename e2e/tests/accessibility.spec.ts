import { type APIRequestContext, type Page, expect, test } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { demo } from '../support/demo-accounts';

// axe-core's WCAG 2.x A and AA rules on the pages people use most, at desktop and phone widths. Each
// page is checked once it has loaded its data (its heading is shown), with the cookie question open.
test.describe.configure({ timeout: 60_000 });

const WIDTHS = [1280, 390];

async function firstIds(request: APIRequestContext) {
  const res = await request.post('/graphql', {
    data: {
      query: `{ franchiseSearch { items { id } } mainCategories { id } blogPosts { items { id } } }`,
    },
  });
  const { data } = (await res.json()) as {
    data: { franchiseSearch: { items: { id: string }[] }; mainCategories: { id: string }[]; blogPosts: { items: { id: string }[] } };
  };
  return { franchise: data.franchiseSearch.items[0].id, category: data.mainCategories[0].id, post: data.blogPosts.items[0].id };
}

async function expectNoViolations(page: Page, path: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect.soft(await violations(page), `${path} at ${width}px`).toEqual([]);
  }
}

const PUBLIC_PAGES: ((ids: Awaited<ReturnType<typeof firstIds>>) => string)[] = [
  () => '/',
  () => '/search',
  () => '/categories',
  (ids) => `/category/${ids.category}`,
  (ids) => `/franchise/${ids.franchise}`,
  () => '/compare',
  (ids) => `/request-info?franchise=${ids.franchise}`,
  () => '/blog',
  (ids) => `/blog/${ids.post}`,
  () => '/about',
  () => '/contact',
  () => '/privacy',
  () => '/faqs',
  () => '/customer/welcome',
  () => '/customer/login',
  () => '/customer/signup',
  () => '/franchisor/signup',
  () => '/admin/login',
];

for (const pathOf of PUBLIC_PAGES) {
  const name = pathOf({ category: '{id}', franchise: '{id}', post: '{id}' });
  test(`${name} has no WCAG A/AA violations`, async ({ page, request }) => {
    await expectNoViolations(page, pathOf(await firstIds(request)));
  });
}

test('the customer area has no WCAG A/AA violations', async ({ page }) => {
  // Five pages, each loaded and checked: more than the default minute on a busy machine.
  test.slow();
  await signInThroughUi(page, 'customer', demo.customer.email, demo.customer.password);
  await expect(page).toHaveURL('/customer/dashboard');
  for (const path of ['/customer/dashboard', '/customer/franchises', '/customer/messages', '/customer/saved-searches', '/customer/account']) {
    await expectNoViolations(page, path);
  }
});

test('the Request Information dialog and the phone menu have no WCAG A/AA violations', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('article').first().getByRole('checkbox', { name: 'Request Info' }).check();
  await page.getByRole('complementary', { name: 'Selected franchises' }).getByRole('button', { name: 'Request Information' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Information' })).toBeVisible();
  expect(await violations(page), 'request dialog').toEqual([]);
  await page.getByRole('button', { name: 'Close' }).click();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(page.getByRole('link', { name: 'View All Categories' })).toBeVisible();
  expect(await violations(page), 'phone menu').toEqual([]);
});
