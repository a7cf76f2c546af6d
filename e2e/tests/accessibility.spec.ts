import { type Page, expect, test } from '../support/test';
import { signInByApi } from '../support/auth';
import { sql } from '../support/db';
import { demo } from '../support/demo-accounts';
import { WIDTHS, focusObscuredFailures, screenFailures, targetSizeFailures, waitForScreen, walkScreens } from '../support/wcag';

/**
 * WCAG 2.2 AA on every screen of the route table (client/src/app/routes.tsx), one test per role: each signs in
 * once (through the API), walks all of that role's screens in one page and checks each at 1280 and 390 px with axe
 * (WCAG 2.0, 2.1 and 2.2 A/AA rules), target size (2.5.8) and focus not obscured (2.4.11), the cookie question
 * open. Every failure is collected and the test fails once, listing them all.
 * Left out on purpose: /request-success (a redirect to the customer dashboard) and /checkout/sandbox/:sessionId
 * (needs a checkout; franchisor-featured-ads.spec.ts checks it with axe).
 */

// Each walk opens up to 30 screens and checks each at two widths: several minutes on a busy two-core machine.
test.describe.configure({ timeout: 480_000 });

async function ids() {
  const [franchise] = await sql<{ id: string }>(`SELECT id FROM franchises WHERE status = 'approved' ORDER BY name LIMIT 1`);
  const [category] = await sql<{ id: string }>(`SELECT id FROM franchise_categories WHERE parent_id IS NULL ORDER BY name LIMIT 1`);
  const [post] = await sql<{ id: string }>(`SELECT id FROM posts WHERE status = 'published' ORDER BY published_at DESC LIMIT 1`);
  const [own] = await sql<{ id: string; franchisor_id: string }>(
    `SELECT f.id, f.franchisor_id FROM franchises f JOIN profiles p ON p.id = f.franchisor_id WHERE p.email = $1 ORDER BY f.name LIMIT 1`,
    [demo.franchisor.email],
  );
  return { franchise: franchise.id, category: category.id, post: post.id, own: own.id, franchisor: own.franchisor_id };
}

/**
 * The one finding let through, with its reason (docs/decisions.md, issue 41): GraphiQL (the administrators' API
 * playground, a third-party editor) puts each tab's close button inside the tab. Both are reachable by keyboard.
 */
const ALLOWED = [/^\/admin\/graphql at \d+px: axe nested-interactive \(serious\): [^\n]*\n\s+\.graphiql-tab$/];

function expectNone(failures: string[]) {
  const left = failures.filter((f) => !ALLOWED.some((allowed) => allowed.test(f)));
  expect(left, `${left.length} WCAG 2.2 failures:\n${left.join('\n')}\n`).toEqual([]);
}

test('every public screen passes the WCAG 2.2 A/AA checks at 1280 and 390 px', async ({ page }) => {
  const id = await ids();
  const failures = await walkScreens(page, [
    '/',
    '/search',
    '/categories',
    `/category/${id.category}`,
    `/franchise/${id.franchise}`,
    `/franchise/${id.franchise}/report`,
    '/compare',
    `/request-info?franchise=${id.franchise}`,
    '/blog',
    `/blog/${id.post}`,
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/disclaimer',
    '/cookies',
    '/guide',
    '/faqs',
    '/success-stories',
    '/how-we-check',
    '/financing-a-franchise',
    '/data-complaint',
    '/support',
    '/alerts/unsubscribe',
    '/admin/login',
    '/franchisor/login',
    '/franchisor/signup',
    '/franchisor/join',
    '/customer/login',
    '/customer/signup',
    '/customer/welcome',
    '/customer/magic-link',
  ]);

  // Two screens that are not routes: the Request Information dialog and the phone menu.
  await page.goto('/search');
  await page.getByRole('article').first().getByRole('checkbox', { name: 'Request Info' }).check();
  await page.getByRole('complementary', { name: 'Selected franchises' }).getByRole('button', { name: 'Request Information' }).click();
  await expect(page.getByRole('dialog', { name: 'Request Information' })).toBeVisible();
  for (const width of WIDTHS) for (const f of await screenFailures(page, width)) failures.push(`request dialog at ${width}px: ${f}`);
  await page.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Categories' }).click();
  await expect(page.getByRole('link', { name: 'View All Categories' })).toBeVisible();
  for (const f of await screenFailures(page, 390)) failures.push(`phone menu: ${f}`);

  expectNone(failures);
});

test("every customer's screen passes the WCAG 2.2 A/AA checks at 1280 and 390 px", async ({ page }) => {
  await signInByApi(page, 'customer', demo.customer.email, demo.customer.password);
  expectNone(
    await walkScreens(page, ['/customer/dashboard', '/customer/franchises', '/customer/messages', '/customer/saved-searches', '/customer/account']),
  );
});

test("every franchisor's screen passes the WCAG 2.2 A/AA checks at 1280 and 390 px", async ({ page }) => {
  const id = await ids();
  await signInByApi(page, 'franchisor', demo.franchisor.email, demo.franchisor.password);
  expectNone(
    await walkScreens(page, [
      '/franchisor/dashboard',
      '/franchisor/franchises',
      '/franchisor/add-franchise',
      `/franchisor/franchise/${id.own}/edit`,
      `/franchisor/franchise/${id.own}/preview`,
      '/franchisor/leads',
      '/franchisor/support',
      '/franchisor/account',
      '/franchisor/api-tokens',
      '/franchisor/team',
      '/franchisor/advertising/featured',
    ]),
  );
});

test("every administrator's screen passes the WCAG 2.2 A/AA checks at 1280 and 390 px", async ({ page }) => {
  const id = await ids();
  await signInByApi(page, 'admin', demo.admin.email, demo.admin.password);
  expectNone(
    await walkScreens(page, [
      '/admin/dashboard',
      '/admin/accounts',
      '/admin/account-approvals',
      '/admin/franchise-approvals',
      `/admin/franchisor/${id.franchisor}/franchises`,
      `/admin/franchise/${id.franchise}`,
      '/admin/reports',
      '/admin/memberships',
      '/admin/data-complaints',
      '/admin/categories',
      '/admin/messages',
      '/admin/graphql',
      '/admin/blog/new',
      `/admin/blog/edit/${id.post}`,
      '/admin/blog/articles',
      '/admin/blog/categories',
      '/admin/blog/statistics',
      '/admin/advertising/featured',
      '/admin/advertising/banners',
      '/admin/advertising/settings',
    ]),
  );
});

/** Every field of a sign-in or sign-up form, with the autocomplete it must carry. */
const AUTH_FORMS: { path: string; open?: (page: Page) => Promise<void>; fields: [label: RegExp, autocomplete: string][] }[] = [
  {
    path: '/customer/login',
    fields: [
      [/^Email/, 'email'],
      [/^Password/, 'current-password'],
    ],
  },
  {
    path: '/customer/login',
    open: (page) => page.getByRole('button', { name: 'Email me a magic link' }).click(),
    fields: [[/^Email/, 'email']],
  },
  {
    path: '/franchisor/login',
    fields: [
      [/^Email/, 'email'],
      [/^Password/, 'current-password'],
    ],
  },
  {
    path: '/admin/login',
    fields: [
      [/^Email/, 'email'],
      [/^Password/, 'current-password'],
    ],
  },
  {
    path: '/customer/signup',
    fields: [
      [/^Full name/, 'name'],
      [/^Email/, 'email'],
      [/^Password/, 'new-password'],
    ],
  },
  {
    path: '/franchisor/signup',
    fields: [
      [/^Company name/, 'organization'],
      [/^Contact name/, 'name'],
      [/^Email/, 'email'],
      [/^Password/, 'new-password'],
    ],
  },
];

test('every sign-in and sign-up field takes a pasted value and carries its autocomplete (3.3.8)', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  for (const form of AUTH_FORMS) {
    await page.goto(form.path);
    await waitForScreen(page);
    await form.open?.(page);
    for (const [label, autocomplete] of form.fields) {
      const field = page.getByLabel(label).first();
      await expect(field, `${form.path} ${String(label)}`).toHaveAttribute('autocomplete', autocomplete);
      const value = autocomplete.includes('password') ? 'Pasted-secret-1' : 'pasted@example.com';
      await page.evaluate((text) => navigator.clipboard.writeText(text), value);
      await field.click();
      await field.press('ControlOrMeta+V');
      await expect(field, `${form.path} ${String(label)} takes a paste`).toHaveValue(value);
    }
  }
});

test('the target size and focus checks find what they are for', async ({ page }) => {
  // Two 16 px buttons side by side fail 2.5.8; a 16 px button alone, and a link in a sentence, pass it.
  await page.setViewportSize({ width: 800, height: 600 });
  await page.setContent(`
    <button style="width: 16px; height: 16px; padding: 0">A</button><button style="width: 16px; height: 16px; padding: 0">B</button>
    <p style="margin-top: 60px"><button style="width: 16px; height: 16px; padding: 0">C</button></p>
    <p>Read <a href="#x">the terms</a> first.</p>`);
  const small = await targetSizeFailures(page);
  expect(small).toHaveLength(2);
  expect(small[0]).toMatch(/^<button> "A" is 16x16 px, too close to <button> "B"/);

  // A button scrolled under a fixed bar stays there when focused (it is on screen), unless the page keeps a scroll
  // padding as tall as the bar: then the browser scrolls it clear.
  await page.setContent(`
    <style>html { scroll-padding-top: 110px }</style>
    <header style="position: fixed; top: 0; left: 0; right: 0; height: 100px; z-index: 1; background: white">Bar</header>
    <div style="height: 3000px"><button style="position: absolute; top: 1000px">Next</button></div>`);
  await page.evaluate(() => window.scrollTo(0, 950));
  expect(await focusObscuredFailures(page)).toEqual([]);
  await page.evaluate(() => document.querySelector('style')!.remove());
  await page.evaluate(() => window.scrollTo(0, 950));
  expect(await focusObscuredFailures(page)).toEqual([expect.stringMatching(/^<button> "Next" hidden under <header> "Bar"/)]);
});
