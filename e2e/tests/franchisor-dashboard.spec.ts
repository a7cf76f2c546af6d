import { expect, test, type Page } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { createFranchise, profileId, sql, suffix } from '../support/db';
import { graphqlBody } from '../support/graphql-body';

/**
 * The franchisor's dashboard and support pages in one signed-in page: the metrics table follows the
 * range selector, the pending listing and this sign-in show, and a support message sent appears in the
 * Message History while the platform's unread reply clears the Support badge. The franchisor is made
 * for this file, so other files' data never changes its figures.
 */
test.describe.configure({ timeout: 120_000 });

const password = 'E2e-franchisor-1';
const tag = suffix();
const email = `e2e-dashboard-${tag}@example.test`;
const name = `Metric Mops ${tag}`;
let page: Page;

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
const metricsRow = () =>
  page
    .getByRole('table', { name: /^Performance metrics/ })
    .getByRole('row')
    .filter({ hasText: name });
const totalRow = () =>
  page
    .getByRole('table', { name: /^Performance metrics/ })
    .getByRole('row')
    .filter({ hasText: 'Total' });

test("a franchisor's dashboard follows the range, and its Support badge clears when the history is opened", async ({ browser, request }) => {
  const signUp = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: `Dashboard Ltd ${tag}`, fullName: 'Dana Dash', email, password } },
    },
  });
  expect((await graphqlBody(signUp)).errors).toBeUndefined();
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  const franchise = await createFranchise(name, { franchisorEmail: email });
  await sql(`INSERT INTO franchises (name, location, franchisor_id, status) VALUES ($1, 'Leeds', $2, 'pending')`, [
    `Waiting Windows ${tag}`,
    franchise.franchisorId,
  ]);
  // Views: 3 two days ago, 20 more twenty days ago, 200 more two hundred days ago; clicks a tenth of that.
  for (const [daysAgo, views] of [
    [2, 3],
    [20, 20],
    [200, 200],
  ] as const) {
    await sql(
      `INSERT INTO ad_metrics (franchise_id, metric_type, created_at)
       SELECT $1, t, $2 FROM generate_series(1, $3) g, LATERAL (VALUES ('view'::ad_metric_type), (CASE WHEN g % 10 = 0 THEN 'click'::ad_metric_type END)) v(t)
       WHERE t IS NOT NULL`,
      [franchise.id, day(daysAgo), views],
    );
  }
  await sql(
    `INSERT INTO franchise_leads (franchise_id, franchisor_id, name, email, phone, status, created_at)
     VALUES ($1, $2, 'Lee One', 'lee.one@example.test', '07700 900001', 'converted', $3),
            ($1, $2, 'Lee Two', 'lee.two@example.test', '07700 900002', 'new', $3),
            ($1, $2, 'Lee Old', 'lee.old@example.test', '07700 900003', 'lost', $4)`,
    [franchise.id, franchise.franchisorId, day(2), day(200)],
  );
  // The platform has written and the franchisor has not read it yet.
  await sql(`INSERT INTO messages (sender_id, receiver_id, subject, content) VALUES ($1, $2, $3, 'Welcome aboard.')`, [
    await profileId('admin@demo.test'),
    franchise.franchisorId,
    `Welcome ${tag}`,
  ]);

  page = await browser.newPage();
  await signInThroughUi(page, 'franchisor', email, password);
  await expect(page).toHaveURL('/franchisor/dashboard');
  await test.step('the dashboard shows the metrics of the chosen range, the pending listing and this sign-in', async () => {
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const pending = page.getByRole('region', { name: 'Pending Franchise Approvals' });
    await expect(pending).toContainText('1');
    await expect(pending).toContainText(`Waiting Windows ${tag}`);
    const logins = page.getByRole('region', { name: 'Recent Login Activity' });
    await expect(logins.getByRole('row')).toHaveCount(2);
    await expect(logins.getByRole('row').nth(1)).toContainText(/Chrome \d+/);

    // Last 30 Days by default: columns Views, Clicks, Request Info, Leads, Contacted, Qualified, Converted, Conversion Rate.
    await expect(metricsRow().getByRole('cell')).toHaveText(['23', '2', '0', '2', '1', '1', '1', '50.0%']);
    await expect(totalRow().getByRole('cell')).toHaveText(['23', '2', '0', '2', '1', '1', '1', '50.0%']);

    const range = page.getByRole('combobox', { name: 'Date range' });
    await range.click();
    await page.getByRole('option', { name: 'Last 7 Days' }).click();
    await expect(metricsRow().getByRole('cell')).toHaveText(['3', '0', '0', '2', '1', '1', '1', '50.0%']);

    await range.click();
    await page.getByRole('option', { name: 'Last Year' }).click();
    await expect(metricsRow().getByRole('cell')).toHaveText(['223', '22', '0', '3', '2', '1', '1', '33.3%']);

    await range.click();
    await page.getByRole('option', { name: 'Custom Range' }).click();
    const ukDate = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
    await page.getByLabel('From', { exact: true }).fill(ukDate(day(25)));
    await page.getByLabel('To', { exact: true }).fill(ukDate(day(10)));
    await expect(metricsRow().getByRole('cell')).toHaveText(['20', '2', '0', '0', '0', '0', '0', '–']);
    await page.getByLabel('From', { exact: true }).fill(ukDate(day(5)));
    await expect(page.getByText("The 'From' date must be on or before the 'To' date")).toBeVisible();
  });
  await test.step('the Support badge clears when the history is opened, and a message sent appears in it', async () => {
    const nav = page.getByRole('navigation');
    await expect(nav.getByLabel('1 unread messages from the platform')).toBeVisible();
    await nav.getByRole('link', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    const history = page.getByRole('list', { name: 'Messages, newest first' });
    await expect(history.getByRole('listitem').first()).toContainText(`Welcome ${tag}`);
    await expect(history.getByRole('listitem').first()).toContainText('New');
    await expect(nav.getByLabel(/unread messages from the platform/)).toHaveCount(0);

    const form = page.getByRole('form', { name: 'Contact Support' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Subject is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await form.getByLabel(/^Subject/).fill(`Invoices ${tag}`);
    await form.getByLabel(/^Message/).fill('Could our invoices show our VAT number?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Your message has been sent.')).toBeVisible();
    const newest = history.getByRole('listitem').first();
    await expect(newest).toContainText(`Invoices ${tag}`);
    await expect(newest).toContainText('Not read yet');
    const [saved] = await sql<{ receiver: string }>(
      `SELECT p.email AS receiver FROM messages m JOIN profiles p ON p.id = m.receiver_id WHERE m.subject = $1`,
      [`Invoices ${tag}`],
    );
    expect(saved.receiver).toBe('admin@demo.test');
  });
  await page.close();
});
