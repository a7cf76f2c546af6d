import fs from 'node:fs';
import path from 'node:path';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { createFranchise, latestMailTo, sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';
import { expect, test, type Page } from '../support/test';

// Report a listing (issue 40, part 5): a visitor reports a listing, the admin's badge counts it live, the admin
// unpublishes the listing and it leaves search; the report page also works without JavaScript.

const SENT = 'Thank you. We will look at your report.';
/** Screenshots for a person to look at, when SHOTS_DIR is set. */
const shots = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const reportsOf = (franchiseId: string) =>
  sql<{ reason: string; details: string | null; reporter_email: string | null; status: string }>(
    'SELECT reason, details, reporter_email, status FROM listing_reports WHERE franchise_id = $1',
    [franchiseId],
  );

test.describe('a report reaching the admin', () => {
  test.describe.configure({ timeout: 240_000 });

  const name = `Reported Rentals ${suffix()}`;
  let franchise: { id: string; name: string };
  let admin: Page;
  let start = 0;
  const nav = () => admin.getByRole('navigation', { name: 'Admin Portal' });
  const badge = () => nav().getByLabel(/open listing reports/);
  const stored = async () => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM listing_reports WHERE status = 'open'`))[0].n;
  const shown = async () => Number((await badge().getAttribute('aria-label'))?.split(' ')[0]);

  test('a visitor reports a listing, the badge goes up, and the admin unpublishes it', async ({ browser, page }) => {
    franchise = await createFranchise(name);
    // A page of its own context: axe needs one.
    admin = await (await browser.newContext()).newPage();
    await signInThroughUi(admin, 'admin', demo.admin.email, demo.admin.password);
    await expect(admin).toHaveURL('/admin/dashboard');
    await test.step('the badge counts the open reports, the demo data has some', async () => {
      await expect(badge()).toHaveAttribute('aria-label', /^\d+ open listing reports$/);
      start = Number((await badge().getAttribute('aria-label'))!.split(' ')[0]);
      expect(start).toBeGreaterThanOrEqual(1);
    });
    await test.step('a visitor reports the listing; the badge goes up without a reload', async () => {
      await page.goto(`/franchise/${franchise.id}/report`);
      await expect(page.getByRole('heading', { name: 'Report this listing', level: 1 })).toBeVisible();

      const form = page.getByRole('form', { name: 'Report this listing' });
      // 'Something else' needs details; the form says so before anything is sent.
      await form.getByRole('radio', { name: 'Something else' }).check();
      await form.getByRole('button', { name: 'Send report' }).click();
      await expect(form.getByText('Please tell us what is wrong with this listing')).toBeVisible();
      await form.getByRole('radio', { name: 'Misleading figures' }).check();
      await form.getByLabel(/^Details/).fill('The earnings figure is the best outlet, not an average.');
      await form.getByLabel(/^Your email/).fill('not-an-address');
      await form.getByRole('button', { name: 'Send report' }).click();
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();
      expect(await reportsOf(franchise.id)).toEqual([]);

      const reporter = `reporter.${suffix()}@example.test`;
      await form.getByLabel(/^Your email/).fill(reporter);
      await form.getByRole('button', { name: 'Send report' }).click();
      await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
      expect(await reportsOf(franchise.id)).toEqual([
        {
          reason: 'misleading_figures',
          details: 'The earnings figure is the best outlet, not an average.',
          reporter_email: reporter,
          status: 'open',
        },
      ]);
      await expect.poll(() => latestMailTo(reporter)).toContain(`We have received your report about ${name}`);

      // The badge follows the open reports as stored, this one among them. Not start + 1: other files' tests may send
      // or resolve reports at the same time.
      await expect.poll(async () => (await shown()) - (await stored())).toBe(0);
    });
    await test.step('the admin unpublishes the listing after confirming; the franchisor is told and the listing leaves search', async () => {
      await nav()
        .getByRole('link', { name: /Listing Reports/ })
        .click();
      await expect(admin).toHaveURL('/admin/reports');
      await expect(admin.getByRole('heading', { name: 'Listing Reports', level: 1 })).toBeVisible();
      const card = admin.getByRole('listitem', { name });
      await expect(card).toContainText('Misleading figures');
      await expect(card).toContainText('The earnings figure is the best outlet, not an average.');

      await card.getByRole('button', { name: `Unpublish ${name}` }).click();
      const dialog = admin.getByRole('dialog', { name: `Unpublish ${name}?` });
      await expect(dialog).toContainText('The listing leaves the directory and search at once.');
      // A note is required.
      await dialog.getByRole('button', { name: 'Unpublish listing' }).click();
      await expect(dialog.getByText('Note is required')).toBeVisible();
      // Cancel changes nothing.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      expect((await reportsOf(franchise.id))[0].status).toBe('open');

      await card.getByRole('button', { name: `Unpublish ${name}` }).click();
      await dialog.getByLabel(/^Reason/).fill('Earnings figures without a basis, after two requests.');
      await dialog.getByRole('button', { name: 'Unpublish listing' }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByText(`${name} unpublished. We have e-mailed its franchisor.`)).toBeVisible();
      // Down by this one: the badge follows the open reports as stored, which no longer include it (other tests may
      // send reports meanwhile, so not `start`).
      await expect.poll(async () => (await shown()) - (await stored())).toBe(0);
      expect((await reportsOf(franchise.id))[0].status).not.toBe('open');
      // Open reports only: it has left the list.
      await expect(card).toBeHidden();
      await admin.getByLabel('Show').selectOption('resolved');
      await expect(admin.getByRole('listitem', { name })).toContainText('Listing unpublished');

      const [row] = await sql<{ status: string; rejection_reason: string }>('SELECT status, rejection_reason FROM franchises WHERE id = $1', [
        franchise.id,
      ]);
      expect(row).toEqual({ status: 'rejected', rejection_reason: 'Earnings figures without a basis, after two requests.' });
      await expect.poll(() => latestMailTo(demo.franchisor.email)).toContain(`Your listing ${name} has been unpublished`);

      await page.goto(`/search?q=${encodeURIComponent(name)}`);
      await expect(page.getByRole('link', { name })).toHaveCount(0);
      // Nor can it be reported any more.
      await page.goto(`/franchise/${franchise.id}/report`);
      await expect(page.getByRole('heading', { name: 'Franchise not found' })).toBeVisible();
    });
    await test.step('the dismiss dialog has no WCAG A/AA violations', async () => {
      await admin.getByLabel('Show').selectOption('all');
      await admin
        .getByRole('button', { name: /^Dismiss the report about/ })
        .first()
        .click();
      const dialog = admin.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect.soft(await violations(admin), 'dismiss dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
    });
    await admin.context().close();
  });
});

test('the franchise page links to its report page, with and without JavaScript', async ({ page, browser }) => {
  const franchise = await createFranchise(`Linked Reports ${suffix()}`);
  await page.goto(`/franchise/${franchise.id}`);
  await page.getByRole('link', { name: 'Report this listing' }).click();
  await expect(page).toHaveURL(`/franchise/${franchise.id}/report`);
  await expect(page.getByRole('heading', { name: 'Report this listing', level: 1 })).toBeVisible();
  await expect(page.getByText(franchise.name).first()).toBeVisible();

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`/franchise/${franchise.id}`);
    await plain.getByRole('link', { name: 'Report this listing' }).click();
    await expect(plain).toHaveURL(`/franchise/${franchise.id}/report`);
  } finally {
    await noScript.close();
  }
});

test('a refused report has no WCAG A/AA violations at 1280 and 390 px', async ({ page }) => {
  const franchise = await createFranchise(`Accessible Reports ${suffix()}`);
  await page.goto(`/franchise/${franchise.id}/report`);
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Please choose a reason for your report')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // From the top: scrolled to the messages, the sticky header lies over the breadcrumb, whose links axe then
    // measures by the part left uncovered (the WCAG walk checks what a focused element shows under the header).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect.soft(await violations(page), `refused report at ${width}px`).toEqual([]);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the report form refuses with the messages, then sends and shows the confirmation', async ({ page }) => {
    const franchise = await createFranchise(`No Script Reports ${suffix()}`);
    await page.goto(`/franchise/${franchise.id}/report`);

    const form = page.getByRole('form', { name: 'Report this listing' });
    await form.getByRole('radio', { name: 'Something else' }).check();
    await form.getByLabel(/^Your email/).fill('nobody@');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Please tell us what is wrong with this listing')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    // The visitor's choice and values are kept.
    await expect(form.getByRole('radio', { name: 'Something else' })).toBeChecked();
    await expect(form.getByLabel(/^Your email/)).toHaveValue('nobody@');
    expect(await reportsOf(franchise.id)).toEqual([]);

    await form.getByLabel(/^Details/).fill('The address is a virtual office.');
    await form.getByLabel(/^Your email/).fill('');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(page).toHaveURL(`/franchise/${franchise.id}/report?sent=1`);
    await expect(page.getByText(SENT)).toBeVisible();
    await shoot(page, 'report-page-sent-nojs-1280');
    expect(await reportsOf(franchise.id)).toEqual([
      { reason: 'something_else', details: 'The address is a virtual office.', reporter_email: null, status: 'open' },
    ]);
  });
});
