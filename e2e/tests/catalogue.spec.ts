import { expect, test, type Page } from '../support/test';
import { type CatalogueFixture, featureFranchise, seedCatalogue, tag } from '../support/catalogue-db';
import { withDb } from '../support/db';

let fx: CatalogueFixture;
test.beforeAll(async () => {
  fx = await seedCatalogue();
});

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('home → search with filters → franchise page → request form', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const hero = page.getByRole('search', { name: 'Find a franchise' });
  await hero.getByLabel('Category').selectOption({ label: fx.category.name });
  await hero.getByLabel('Investment Range').selectOption({ label: 'Under £50,000' });
  await hero.getByRole('button', { name: 'Search Franchises' }).click();

  await expect(page).toHaveURL(`/search?category=${fx.category.id}&investment=under-50000`);
  await expect(page.getByRole('heading', { name: 'Showing 1 result', exact: true })).toBeVisible();
  await expect(card(page, fx.alpha.name)).toBeVisible();
  await expect(card(page, fx.pending.name)).toHaveCount(0);
  // Each option says how many results it leads to under the other filters (the pending listing not counted).
  const filters = page.getByRole('search', { name: 'Filter franchises' });
  const option = (name: string) => filters.getByRole('option', { name, exact: true });
  await expect(option('Under £50,000 (1)')).toBeAttached();
  await expect(option(`${fx.category.name} (1)`)).toBeAttached();
  await expect(option(`${fx.subcategory.name} (0)`)).toBeAttached();

  // Widening the band finds the franchise in the subcategory too; the subcategory narrows to it.
  await filters.getByLabel('Investment Range').selectOption('');
  await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();
  await expect(option(`${fx.category.name} (2)`)).toBeAttached();
  await expect(option(`${fx.subcategory.name} (1)`)).toBeAttached();
  await filters.getByLabel('Subcategory').selectOption(fx.subcategory.id);
  await expect(page).toHaveURL(new RegExp(`subcategory=${fx.subcategory.id}`));
  await expect(page.getByRole('heading', { name: 'Showing 1 result', exact: true })).toBeVisible();
  await expect(card(page, fx.beta.name)).toBeVisible();

  await card(page, fx.beta.name).getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`/franchise/${fx.beta.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fx.beta.name })).toBeVisible();
  await expect(page).toHaveTitle(`${fx.beta.name} Franchise | Franchise Compass`);

  const form = page.getByRole('form', { name: `Request information about ${fx.beta.name}` });
  await form.getByRole('button', { name: 'Send Request' }).click();
  for (const message of ['Name is required', 'Email is required', 'Phone is required', 'Message is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await form.getByLabel(/^Name/).fill('Robin E2E');
  await form.getByLabel(/^Email/).fill(`Robin.${fx.tag}@Example.test`);
  await form.getByLabel(/^Phone/).fill('07700 900456');
  await form.getByLabel(/^Message/).fill('Please send the brochure.');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText("Thank you for your interest! We'll be in touch with you shortly.")).toBeVisible();
  await expect(form.getByLabel(/^Name/)).toHaveValue('');

  const leads = await withDb((db) => db.query(`SELECT email, status, country, name FROM franchise_leads WHERE franchise_id = $1`, [fx.beta.id]));
  expect(leads.rows).toEqual([{ email: `robin.${fx.tag}@example.test`, status: 'new', country: 'United Kingdom', name: 'Robin E2E' }]);
});

test('search filters live in the address: text, location, back button, empty state and Clear Filters', async ({ page }) => {
  await page.goto('/search');
  const filters = page.getByRole('search', { name: 'Filter franchises' });
  const text = filters.getByPlaceholder('Search by franchise name, description, or location...');
  await expect(filters.getByLabel('Subcategory')).toBeDisabled();

  await text.fill(`beta ${fx.tag}`);
  await text.press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\?q=beta\\+${fx.tag}$`));
  await expect(page.getByRole('heading', { name: 'Showing 1 result', exact: true })).toBeVisible();

  await text.fill(fx.tag);
  await filters.getByLabel('Location').fill(fx.place.toUpperCase());
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();
  await page.getByLabel('Sort by').selectOption({ label: 'Investment: high to low' });
  await expect(page.getByRole('article').first()).toHaveAccessibleName(fx.beta.name);

  await text.fill(`nothing-${fx.tag}`);
  await text.press('Enter');
  await expect(page.getByText('No franchises found matching your criteria')).toBeVisible();

  await page.goBack();
  await expect(text).toHaveValue(fx.tag);
  await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();

  await page.goForward();
  await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).last().click();
  await expect(page).toHaveURL('/search');
  await expect(text).toHaveValue('');
});

test('a town finds what is offered there, in its region or across the UK, the most local first; the box suggests places', async ({ page }) => {
  // Its own tag: the other tests search by the fixture's.
  const word = `Areas${tag()}`;
  // Newest last in this list, so date order alone would put the UK-wide listing first.
  await withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM profiles WHERE email = 'franchisor@demo.test'`);
    for (const [i, [what, location]] of [
      ['Local', 'Leeds'],
      ['Regional', 'Yorkshire'],
      ['Elsewhere', 'Scotland'],
      ['Everywhere', 'Nationwide'],
    ].entries()) {
      await db.query(
        `INSERT INTO franchises (name, location, areas, franchisor_id, status, approved_at, created_at)
         VALUES ($1, $2::text, location_areas($2::text), $3, 'approved', now(), now() - interval '1 hour' + $4 * interval '1 minute')`,
        [`${word} ${what}`, location, rows[0].id, i],
      );
    }
  });
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('heading', { name: 'Showing 4 results', exact: true })).toBeVisible();
  const location = page.getByRole('search', { name: 'Filter franchises' }).getByLabel('Location');
  await location.fill('Lee');
  await expect(page.locator('datalist option[value="Leeds"]')).toBeAttached();
  await location.fill('Leeds');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/search?q=${word}&location=Leeds`);
  await expect(page.getByRole('heading', { name: 'Showing 3 results', exact: true })).toBeVisible();
  // The card still shows the listing's own location text.
  await expect(page.getByRole('article')).toHaveText([/Local.*Leeds/s, /Regional.*Yorkshire/s, /Everywhere.*Nationwide/s]);
});

test('the filters in force show as chips, and removing one removes only that filter', async ({ page }) => {
  await page.goto(`/search?q=coffee&category=${fx.category.id}&subcategory=${fx.subcategory.id}&investment=under-50000`);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button')).toHaveText([
    'Search: “coffee”',
    `Category: ${fx.category.name}`,
    `Subcategory: ${fx.subcategory.name}`,
    'Investment: Under £50,000',
  ]);

  await chips.getByRole('button', { name: 'Remove Investment: Under £50,000' }).click();
  await expect(page).toHaveURL(`/search?q=coffee&category=${fx.category.id}&subcategory=${fx.subcategory.id}`);
  await expect(page.getByRole('search', { name: 'Filter franchises' }).getByLabel('Investment Range')).toHaveValue('');

  // A category takes its subcategory with it.
  await chips.getByRole('button', { name: `Remove Category: ${fx.category.name}` }).click();
  await expect(page).toHaveURL('/search?q=coffee');
  await chips.getByRole('button', { name: 'Remove Search: “coffee”' }).press('Delete');
  await expect(page).toHaveURL('/search');
  await expect(chips).toHaveCount(0);
});

test("a misspelt search offers 'Did you mean' from the listings' words, and following it finds them", async ({ page }) => {
  await page.goto('/search?q=cofee');
  await expect(page.getByText('No franchises found matching your criteria')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Did you mean coffee?' })).toBeVisible();
  await page.getByRole('link', { name: 'coffee', exact: true }).click();
  await expect(page).toHaveURL('/search?q=coffee');
  await expect(page.getByRole('heading', { name: /^Showing \d+ results?$/ })).toBeVisible();
  await expect(page.getByText('Did you mean')).toHaveCount(0);
});

test('a page number past the end moves to the last page of the results', async ({ page }) => {
  await page.goto(`/search?q=${fx.tag}&page=99`);
  await expect(page).toHaveURL(`/search?q=${fx.tag}`);
  await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  await page.goto('/search?page=99');
  await expect(page).not.toHaveURL('/search?page=99');
  await expect(page).toHaveURL(/\/search\?page=\d+$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeLessThan(99);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Result pages' }).locator('[aria-current="page"]')).toHaveText(String(last));
});

test("each card's View Details link and Request Info box are named with its franchise", async ({ page }) => {
  await page.goto('/search');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  const links: string[] = [];
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const name = (await card.getByRole('heading').first().textContent())!.trim();
    const link = card.getByRole('link', { name: 'View Details' });
    await expect(link).toHaveAccessibleName(`View Details of ${name}`);
    links.push(name);
    const tick = card.getByRole('checkbox', { name: 'Request Info' });
    if ((await tick.count()) > 0) await expect(tick).toHaveAccessibleName(`Request Info from ${name}`);
  }
  expect(new Set(links).size).toBe(count);
});

test('category page: filters, article and FAQs; empty; not found', async ({ page }) => {
  await page.goto(`/category/${fx.category.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `${fx.category.name} Franchises` })).toBeVisible();
  await expect(page).toHaveTitle(`E2E ${fx.tag} franchises | Franchise Compass`);
  const filters = page.getByRole('search', { name: 'Filter franchises' });
  await expect(filters.getByLabel('Main Category')).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: fx.category.articleTitle })).toBeVisible();
  await expect(page.getByText('growing')).toBeVisible();
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await page.getByRole('button', { name: `Question ${fx.tag}?` }).click();
  await expect(page.getByText(`Answer ${fx.tag}.`)).toBeVisible();

  await expect(filters.getByRole('option', { name: '£500,000+ (0)', exact: true })).toBeAttached();
  await filters.getByLabel('Investment Range').selectOption('over-500000');
  await expect(page).toHaveURL(`/category/${fx.category.id}?investment=over-500000`);
  await expect(page.getByText(`No franchises found in ${fx.category.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).last().click();
  await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();

  await page.goto(`/category/${fx.emptyCategory.id}`);
  await expect(page.getByText(`No franchises found in ${fx.emptyCategory.name}`)).toBeVisible();
  await page.getByRole('link', { name: 'Browse All Franchises' }).click();
  await expect(page).toHaveURL('/search');

  await page.goto('/category/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Category not found' })).toBeVisible();
});

test('ticked franchises survive a reload, show in the sticky bar and on the compare page', async ({ page }) => {
  await page.goto(`/search?q=${fx.tag}`);
  await expect(page.getByRole('heading', { name: 'Showing 2 results', exact: true })).toBeVisible();
  const bar = page.getByRole('complementary', { name: 'Selected franchises' });
  await expect(bar).toHaveCount(0);

  await card(page, fx.alpha.name).getByRole('checkbox', { name: 'Request Info' }).check();
  await expect(bar.getByText('You have selected 1 franchise(s)')).toBeVisible();
  await page.reload();
  await expect(card(page, fx.alpha.name).getByRole('checkbox', { name: 'Request Info' })).toBeChecked();
  await expect(bar.getByText('You have selected 1 franchise(s)')).toBeVisible();

  // Ticking on the franchise page adds to the same selection.
  await page.goto(`/franchise/${fx.beta.id}`);
  await page.getByRole('checkbox', { name: 'Request Info' }).check();
  await expect(bar.getByText('You have selected 2 franchise(s)')).toBeVisible();

  await bar.getByRole('button', { name: 'Request Information' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await bar.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL('/compare');
  const table = page.getByRole('table', { name: 'Selected franchises compared' });
  await expect(table.getByRole('columnheader', { name: new RegExp(fx.alpha.name) })).toBeVisible();
  await expect(table.getByText('£150,000')).toBeVisible();
  await expect(table.getByText(fx.subcategory.name)).toBeVisible();
  await table.getByRole('button', { name: `Remove ${fx.alpha.name}` }).click();
  await expect(table.getByRole('columnheader', { name: new RegExp(fx.alpha.name) })).toHaveCount(0);
  await expect(bar.getByText('You have selected 1 franchise(s)')).toBeVisible();
  await table.getByRole('button', { name: `Remove ${fx.beta.name}` }).click();
  await expect(page.getByText('You have not selected any franchises to compare')).toBeVisible();
  await expect(bar).toHaveCount(0);
});

test('on a phone the compare page says the other franchises are a scroll away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/search?q=${fx.tag}`);
  for (const f of [fx.alpha, fx.beta]) await card(page, f.name).getByRole('checkbox', { name: 'Request Info' }).check();
  await page.goto('/compare');
  const region = page.getByRole('region', { name: 'Comparison of 2 franchises' });
  await expect(region).toHaveAccessibleDescription('Scroll sideways to compare all 2 franchises');
  await expect(page.getByText('Scroll sideways to compare all 2 franchises')).toBeVisible();
  // The second franchise starts on screen, cut off at the edge, and scrolls into view.
  const second = page.getByRole('columnheader').nth(2);
  const edges = async () => {
    const box = (await second.boundingBox())!;
    return { left: box.x, right: box.x + box.width };
  };
  const before = await edges();
  expect(before.left).toBeLessThan(390);
  expect(before.right).toBeGreaterThan(390);
  await region.evaluate((el) => el.scrollBy({ left: 400 }));
  await expect.poll(async () => (await edges()).right).toBeLessThanOrEqual(390);
  const scrollsPage = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(scrollsPage).toBe(false);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText('Scroll sideways to compare all 2 franchises')).toBeHidden();
});

test('key facts show on the franchise page and side by side on the compare page, differences marked', async ({ page }) => {
  await withDb(async (db) => {
    await db.query(
      `UPDATE franchise_details SET franchise_fee = 19500, royalty_fee = '8% of turnover', finance_available = true, year_founded = 2011, outlets = 42,
              training_provided = 'Four weeks at our academy' WHERE franchise_id = $1`,
      [fx.alpha.id],
    );
    await db.query(
      `UPDATE franchise_details SET franchise_fee = 9500, royalty_fee = '8% of turnover', finance_available = false, year_founded = NULL, outlets = 7
       WHERE franchise_id = $1`,
      [fx.beta.id],
    );
  });
  await page.goto(`/franchise/${fx.alpha.id}`);
  const facts = page.getByRole('heading', { name: 'Key facts' }).locator('..');
  for (const [term, value] of [
    ['Franchise fee', '£19,500'],
    ['Management fee or royalty', '8% of turnover'],
    ['Finance available', 'Yes'],
    ['Year founded', '2011'],
    ['Number of outlets', '42'],
    ['Training provided', 'Four weeks at our academy'],
  ]) {
    await expect(facts.getByRole('term').filter({ hasText: term })).toBeVisible();
    // The whole value: a fixture's random tag may hold the same digits.
    await expect(facts.getByRole('definition').filter({ hasText: new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })).toBeVisible();
  }
  await expect(facts.getByRole('term').filter({ hasText: 'Minimum liquid capital' })).toHaveCount(0);

  await page.goto(`/search?q=${fx.tag}`);
  for (const f of [fx.alpha, fx.beta]) await card(page, f.name).getByRole('checkbox', { name: 'Request Info' }).check();
  await page.goto('/compare');
  const table = page.getByRole('table', { name: 'Selected franchises compared' });
  const row = (label: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });
  await expect(row('Franchise fee')).toContainText('Differs');
  await expect(row('Franchise fee')).toContainText('£19,500');
  await expect(row('Franchise fee')).toContainText('£9,500');
  await expect(row('Management fee or royalty')).not.toContainText('Differs');
  await expect(row('Year founded')).toContainText('Not stated');
  await expect(row('Number of outlets')).toContainText('Differs');
});

test('a featured franchise shows on the home page and its views and clicks are counted', async ({ page }) => {
  const adId = await featureFranchise(fx.alpha.id);
  await page.goto('/');
  const featured = page.getByRole('region', { name: 'Featured Opportunities' });
  const alpha = featured.getByRole('article', { name: fx.alpha.name });
  await alpha.scrollIntoViewIfNeeded();
  await expect(alpha.getByText('Featured')).toBeVisible();
  await alpha.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(`/franchise/${fx.alpha.id}`);

  await expect
    .poll(() =>
      withDb(async (db) => {
        const { rows } = await db.query<{ metric_type: string }>(`SELECT metric_type FROM ad_metrics WHERE ad_id = $1 ORDER BY metric_type`, [adId]);
        return rows.map((r) => r.metric_type);
      }),
    )
    .toEqual(['view', 'click']);
});

test('franchise page tabs and a gallery used from the keyboard; a franchise that is not listed', async ({ page }) => {
  await page.goto(`/franchise/${fx.beta.id}`);
  const tabs = page.getByRole('tablist', { name: 'About this franchise' });
  await expect(tabs.getByRole('tab')).toHaveText(['Overview', 'Gallery', 'Testimonials', 'Success Stories', 'FAQs']);
  await expect(page.getByRole('tabpanel')).toContainText(`Long description of ${fx.beta.name}.`);

  await tabs.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByRole('button', { name: `Open ${fx.beta.name}, photo 1 of 3` });
  await first.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: `${fx.beta.name} photos` });
  await expect(viewer.getByText('Photo 1 of 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('Photo 2 of 3')).toBeVisible();
  await expect(viewer.getByRole('img', { name: `${fx.beta.name}, photo 2 of 3` })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer.getByText('Photo 3 of 3')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(first).toBeFocused();

  await tabs.getByRole('tab', { name: 'FAQs' }).click();
  await page.getByRole('button', { name: 'Do I need experience?' }).click();
  await expect(page.getByText('No, training is included.')).toBeVisible();

  await page.goto(`/franchise/${fx.pending.id}`);
  await expect(page.getByRole('heading', { name: 'Franchise not found' })).toBeVisible();
});
