import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { createFranchise, sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';
import { graphqlBody } from '../support/graphql-body';

// Issue 40, membership verified: a franchisor states its bfa membership, an administrator verifies it, the public
// franchise query returns the badge until it lapses 12 months later, and it is verified again.
// Run: cd e2e && E2E_PORT=4322 E2E_DATA_DIR=../.data/e2e-mb npx playwright test tests/memberships.spec.ts

test.describe.configure({ timeout: 450_000 });

const SHOTS = '/tmp/h/shots';
const tag = suffix();
const company = `Member Test ${tag} Ltd`;
const email = `member-${tag}@example.test`;
const password = 'E2e-password-1';
const number = `E2E-${tag}`.toUpperCase();
const PUBLIC = `query ($id: ID!) { franchise(id: $id) { id membership { level label membershipNumber verifiedAt expiresAt } } }`;

let franchisor: Page;
let admin: Page;
let franchiseId: string;
let franchisorId: string;

type Badge = { level: string; label: string; membershipNumber: string; verifiedAt: string; expiresAt: string } | null;

/** The public GraphQL field, as the franchise page asks for it, without a session. */
async function publicBadge(request: APIRequestContext): Promise<Badge> {
  const res = await request.post('/graphql', { data: { query: PUBLIC, variables: { id: franchiseId } }, headers: { cookie: '' } });
  const body = await graphqlBody<{ franchise: { membership: Badge } }>(res);
  expect(body.errors).toBeUndefined();
  return body.data!.franchise.membership;
}

async function signedInPage(browser: Browser, type: 'admin' | 'franchisor', login: string, secret: string, landing: string) {
  // Each in its own context: its own session cookie.
  const page = await (await browser.newContext()).newPage();
  await signInThroughUi(page, type, login, secret);
  await expect(page).toHaveURL(landing);
  return page;
}

/** Screenshots at 1280 and 390 px, with no axe violations at either width. */
async function shootBoth(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/memberships-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const section = () => franchisor.getByRole('region', { name: 'bfa membership' });
const waiting = () => admin.getByRole('region', { name: 'Waiting for verification' });
const history = () => admin.getByRole('region', { name: 'Recently decided' });

test('a bfa membership is stated, verified, lapses, is verified again, then rejected and withdrawn', async ({ browser, request }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: company, fullName: `Contact ${tag}`, email, password } },
    },
  });
  expect((await graphqlBody(res)).data?.signUpFranchisor).toBe(true);
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  ({ id: franchiseId, franchisorId } = await createFranchise(`Member Listing ${tag}`, { franchisorEmail: email }));
  franchisor = await signedInPage(browser, 'franchisor', email, password, '/franchisor/dashboard');
  admin = await signedInPage(browser, 'admin', demo.admin.email, demo.admin.password, '/admin/dashboard');
  await test.step('a franchisor states a membership: each rule refused with its message and nothing written, then waiting', async () => {
    await franchisor.goto('/franchisor/account');
    await expect(section().getByRole('heading', { name: 'bfa membership', level: 2 })).toBeVisible();
    const send = section().getByRole('button', { name: 'Send for verification' });

    await send.click();
    await expect(section().getByText('Please choose your membership level')).toBeVisible();
    await expect(section().getByText('Membership number is required')).toBeVisible();

    await section().getByLabel('Membership level').selectOption({ label: 'Full member' });
    await section().getByLabel('Membership number').fill('BFA 12/3');
    await send.click();
    await expect(section().getByText('Membership number can only contain letters, digits and hyphens')).toBeVisible();
    await section().getByLabel('Membership number').fill('A'.repeat(21));
    await send.click();
    await expect(section().getByText('Membership number must be at most 20 characters')).toBeVisible();
    expect(await sql(`SELECT 1 FROM franchisor_memberships WHERE franchisor_id = $1`, [franchisorId])).toEqual([]);

    await section().getByLabel('Membership number').fill(number);
    await send.click();
    await expect(franchisor.getByText('Membership sent for verification. We will e-mail you once it has been checked.')).toBeVisible();
    await expect(section().getByText('Waiting for verification')).toBeVisible();
    await expect(section().getByText(`bfa Full member, membership number ${number}`)).toBeVisible();
    expect(await publicBadge(request)).toBeNull();
    await shootBoth(franchisor, 'account-pending');
  });
  await test.step('an admin sees the claims waiting, needs a reason to reject, and verifies it', async () => {
    await admin.getByRole('navigation', { name: 'Admin Portal' }).getByRole('link', { name: 'Memberships' }).click();
    await expect(admin).toHaveURL('/admin/memberships');
    await expect(admin.getByRole('heading', { name: 'Memberships', level: 1 })).toBeVisible();
    const row = waiting().getByRole('row', { name: new RegExp(company) });
    await expect(row).toContainText('bfa Full member');
    await expect(row).toContainText(number);
    // The demo data's claim waits too, and the demo verifications are in the history.
    await expect(waiting().getByRole('row', { name: /Northstar/ })).toContainText('bfa Provisional member');
    await expect(history().getByRole('row', { name: /Oakridge/ })).toContainText('Verified');
    await shootBoth(admin, 'admin');

    await row.getByRole('button', { name: `Reject the membership of ${company}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject the membership of ${company}?` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Please give a reason for the rejection')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await sql(`SELECT state FROM franchisor_memberships WHERE franchisor_id = $1`, [franchisorId])).toEqual([{ state: 'pending' }]);

    await row.getByRole('button', { name: `Verify the membership of ${company}` }).click();
    await expect(admin.getByText(new RegExp(`${company} verified as bfa Full member until`))).toBeVisible();
    await expect(waiting().getByRole('row', { name: new RegExp(company) })).toHaveCount(0);
    await expect(
      history()
        .getByRole('row', { name: new RegExp(company) })
        .first(),
    ).toContainText('Verified');
    const [audit] = await sql<{ action: string; after_status: string }>(
      `SELECT action, after_status FROM admin_actions WHERE target_type = 'membership' AND target_id = $1`,
      [franchisorId],
    );
    expect(audit).toEqual({ action: 'verify', after_status: 'verified' });
  });
  await test.step('the public franchise query returns the verified membership, and the franchisor sees until when', async () => {
    const badge = await publicBadge(request);
    expect(badge).toMatchObject({ level: 'FULL', label: 'bfa Full member', membershipNumber: number });
    const verifiedOn = new Date(badge!.verifiedAt);
    expect(Date.now() - verifiedOn.getTime()).toBeLessThan(5 * 60_000);

    await franchisor.reload();
    await expect(section().getByText(/^Verified on \d{1,2} \w+ \d{4}, valid until \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await shootBoth(franchisor, 'account-verified');
  });
  await test.step('12 months later it lapses: no badge, shown as lapsed to both, and an admin verifies it again', async () => {
    await sql(
      `UPDATE franchisor_memberships SET verified_at = now() - interval '12 months 2 days', expires_at = now() - interval '2 days'
     WHERE franchisor_id = $1`,
      [franchisorId],
    );
    expect(await publicBadge(request)).toBeNull();

    await franchisor.reload();
    await expect(section().getByText(/^Lapsed on /)).toBeVisible();
    await shootBoth(franchisor, 'account-lapsed');

    await admin.reload();
    const row = waiting().getByRole('row', { name: new RegExp(company) });
    await expect(row).toContainText('Lapsed on');
    await row.getByRole('button', { name: `Verify the membership of ${company}` }).click();
    await expect(waiting().getByRole('row', { name: new RegExp(company) })).toHaveCount(0);
    const badge = await publicBadge(request);
    expect(new Date(badge!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 360 * 24 * 3600_000);
  });
  await test.step('restated, it waits again; rejected with a reason the franchisor reads; then withdrawn after confirming', async () => {
    await franchisor.reload();
    await section().getByLabel('Membership level').selectOption({ label: 'Associate member' });
    await section().getByLabel('Membership number').fill(`${number}-A`);
    await section().getByRole('button', { name: 'Send for verification' }).click();
    await expect(section().getByText('Waiting for verification')).toBeVisible();
    expect(await publicBadge(request)).toBeNull();

    await admin.reload();
    const row = waiting().getByRole('row', { name: new RegExp(company) });
    await row.getByRole('button', { name: `Reject the membership of ${company}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Reject the membership of ${company}?` });
    await dialog.getByLabel('Reason').fill('The bfa lists this company as a Full member, not an Associate.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(admin.getByText(`The membership of ${company} was rejected. We have e-mailed the franchisor.`)).toBeVisible();
    await expect(
      history()
        .getByRole('row', { name: new RegExp(company) })
        .first(),
    ).toContainText('Rejected');

    await franchisor.reload();
    await expect(section().getByText('Not verified')).toBeVisible();
    await expect(section().getByText('Reason: The bfa lists this company as a Full member, not an Associate.')).toBeVisible();
    await shootBoth(franchisor, 'account-rejected');

    await section().getByRole('button', { name: 'Withdraw membership' }).click();
    const confirm = franchisor.getByRole('dialog', { name: 'Withdraw your bfa membership?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await sql(`SELECT 1 FROM franchisor_memberships WHERE franchisor_id = $1`, [franchisorId])).toHaveLength(1);
    await section().getByRole('button', { name: 'Withdraw membership' }).click();
    await confirm.getByRole('button', { name: 'Withdraw' }).click();
    await expect(franchisor.getByText('Membership withdrawn.')).toBeVisible();
    await expect(section().getByRole('button', { name: 'Withdraw membership' })).toHaveCount(0);
    expect(await sql(`SELECT 1 FROM franchisor_memberships WHERE franchisor_id = $1`, [franchisorId])).toEqual([]);
  });
  await franchisor?.context().close();
  await admin?.context().close();
});
