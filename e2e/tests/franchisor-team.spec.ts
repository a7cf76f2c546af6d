import fs from 'node:fs';
import { expect, test } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { createCustomer, createFranchise, createRequest, latestMailTo, suffix } from '../support/db';
import { demoAs } from '../support/demo-accounts';

/**
 * Seats (issue 42): the owner invites a member from the Team page; the member opens the e-mailed link, sets a name
 * and password, signs in with their own account and works a lead the owner assigned to them.
 */
test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/shots-seats';

test('the owner invites a member, who sets a password, signs in and works an assigned lead', async ({ browser, signedIn, request }) => {
  test.slow();
  const tag = suffix();
  const email = `e2e-member-${tag}@example.test`;
  const memberName = `Morgan Member ${tag}`;
  const password = 'Member-pass-1';
  const franchise = await createFranchise(`Team Bakery ${tag}`);
  const customer = await createCustomer(request, `Lena Lead ${tag}`);
  await createRequest(customer, franchise);

  const owner = await signedIn(demoAs.franchisor);
  await test.step('the owner sends an invitation from the Team page', async () => {
    await owner.goto('/franchisor/team');
    await expect(owner.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    const form = owner.getByRole('form', { name: 'Invite a member' });
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await expect(owner.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const pending = owner.getByRole('region', { name: /Pending invitations/ });
    await expect(pending.getByText(email)).toBeVisible();
  });

  const memberPage = await (await browser.newContext()).newPage();
  await test.step('the member opens the link and sets a name and password', async () => {
    await expect.poll(() => latestMailTo(email), { timeout: 20_000 }).toContain('/franchisor/join#token=');
    const link = /http:\/\/\S+\/franchisor\/join#token=[A-Za-z0-9_-]+/.exec(latestMailTo(email)!)![0];
    await memberPage.goto(link);
    await expect(memberPage.getByText(email)).toBeVisible();
    await memberPage.getByLabel(/^Full name/).fill(memberName);
    await memberPage.getByLabel(/^Password/).fill(password);
    await memberPage.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect(memberPage).toHaveURL('/franchisor/dashboard');
    // The link works once.
    await memberPage.goto(link);
    await expect(memberPage.getByText('This invitation has already been used. Please sign in instead.')).toBeVisible();
  });

  await test.step('the owner sees the member and assigns them the lead', async () => {
    await owner.reload();
    const members = owner.getByRole('region', { name: /Members/ });
    await expect(members.getByText(memberName)).toBeVisible();
    await owner.goto(`/franchisor/leads?q=${encodeURIComponent(customer.email)}`);
    await owner
      .getByRole('button', { name: `View ${customer.fullName}` })
      .first()
      .click();
    const dialog = owner.getByRole('dialog');
    await dialog.getByLabel(`Assign ${customer.fullName} to`).selectOption({ label: memberName });
    await expect(owner.getByText(`${customer.fullName} is assigned to ${memberName}.`)).toBeVisible();
  });

  await test.step('the member signs in with their own account and works the lead assigned to them', async () => {
    const fresh = await (await browser.newContext()).newPage();
    await signInThroughUi(fresh, 'franchisor', email, password);
    await expect(fresh).toHaveURL('/franchisor/dashboard');
    await fresh.goto('/franchisor/leads?assigned=me');
    await expect(fresh.getByLabel('Assigned')).toHaveValue('me');
    await expect(fresh.getByText(customer.email).first()).toBeVisible();
    await expect(fresh.getByText('1 lead', { exact: true })).toBeVisible();
    await fresh.getByLabel(`Status of ${customer.fullName}`).first().selectOption('QUALIFIED');
    await expect(fresh.getByText(`${customer.fullName} is now qualified.`)).toBeVisible();
    await fresh.reload();
    await expect(fresh.getByLabel(`Status of ${customer.fullName}`).first()).toHaveValue('QUALIFIED');
    // A member cannot manage the team: no invite form, no remove buttons.
    await fresh.goto('/franchisor/team');
    await expect(fresh.getByRole('region', { name: /Members/ }).getByText(`${memberName} (you)`)).toBeVisible();
    await expect(fresh.getByRole('form', { name: 'Invite a member' })).toHaveCount(0);
    await expect(fresh.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  });

  await test.step("the owner routes the listing's new leads to the member in turn", async () => {
    await owner.goto('/franchisor/team');
    const rule = owner.getByRole('form', { name: `Lead routing of ${franchise.name}` });
    await rule.getByLabel('New leads').selectOption('ROUND_ROBIN');
    await rule.getByLabel(memberName).check();
    await rule.getByRole('button', { name: 'Save routing' }).click();
    await expect(owner.getByText(`Lead routing of ${franchise.name} saved.`)).toBeVisible();
    await expect(owner.getByText(`In turn: ${memberName}`)).toBeVisible();
  });

  await test.step('screenshots of the Team page at 1280 and 390 px', async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await owner.goto('/franchisor/team');
    await expect(owner.getByRole('region', { name: /Members/ }).getByText(memberName)).toBeVisible();
    await expect(owner.getByText(`In turn: ${memberName}`)).toBeVisible();
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.screenshot({ path: `${SHOTS}/team-1280.png`, fullPage: true });
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.screenshot({ path: `${SHOTS}/team-390.png`, fullPage: true });
    await memberPage.goto('/franchisor/leads?assigned=me');
    await memberPage.setViewportSize({ width: 390, height: 844 });
    await expect(memberPage.getByText(customer.email).first()).toBeVisible();
    await memberPage.screenshot({ path: `${SHOTS}/member-leads-390.png`, fullPage: true });
  });
});
