import fs from 'node:fs';
import path from 'node:path';
import { violations } from '../support/axe';
import { createCustomer, createFranchise, createRequest, mailsTo, sql, suffix } from '../support/db';
import { demoAs } from '../support/demo-accounts';
import { expect, test, type Page } from '../support/test';

// Issue 43, an intro call booked: the franchisor sets weekly times in UK time; the enquirer books one from the
// dashboard (the confirmation screen after a request), moves it and cancels it; both get invitations; the Leads page
// shows the booking.

test.describe.configure({ timeout: 180_000 });

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

/** The iCalendar attachments of the mails to `email`, decoded (the mailer sends them base64), newest first. */
const invitationsTo = (email: string) =>
  mailsTo(email).flatMap((mail) =>
    [...mail.matchAll(/Content-Type: text\/calendar[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((m) =>
      Buffer.from(m[1].replace(/\s+/g, ''), 'base64').toString('utf8'),
    ),
  );

test('a franchisor offers intro calls; an enquirer books, moves and cancels one', async ({ signedIn, request }) => {
  test.slow();
  const tag = suffix();
  const franchise = await createFranchise(`Call Me Cafe ${tag}`);
  const customer = await createCustomer(request, `Carys Caller ${tag}`);
  const leadId = await createRequest(customer, franchise, 0);

  const owner = await signedIn(demoAs.franchisor);
  await test.step('the franchisor sets weekly times, and wrong values are refused', async () => {
    await owner.goto('/franchisor/intro-calls');
    await expect(owner.getByRole('heading', { level: 1, name: 'Intro Calls' })).toBeVisible();
    const form = owner.getByRole('form', { name: 'Intro call times' });
    // Start from none, so the refusal is the form's own.
    while ((await form.getByRole('button', { name: /^Remove weekly time/ }).count()) > 0) {
      await form
        .getByRole('button', { name: /^Remove weekly time/ })
        .first()
        .click();
    }
    await form.getByRole('button', { name: 'Save times' }).click();
    await expect(form.getByText('Please add at least one weekly time')).toBeVisible();

    for (let day = 0; day < 7; day++) await form.getByRole('button', { name: 'Add a time' }).click();
    for (let i = 1; i <= 7; i++) {
      const row = form.getByRole('group', { name: `Weekly time ${i}` });
      await row.getByLabel('Day').selectOption(String(i));
      await row.getByLabel('From').fill('08:00');
      await row.getByLabel('To').fill('20:00');
    }
    await form.getByLabel('Call length').selectOption('30');
    await form.getByLabel('Meeting link').fill('http://meet.example.test/cafe');
    await form.getByLabel('Notice (hours)').fill('2');
    await form.getByLabel('Bookable ahead (days)').fill('14');
    await form.getByRole('button', { name: 'Save times' }).click();
    await expect(form.getByText('Please enter a meeting link starting with https://')).toBeVisible();
    await form.getByLabel('Meeting link').fill('https://meet.example.test/cafe');
    await form.getByRole('button', { name: 'Save times' }).click();
    await expect(owner.getByText('Intro call times saved. Enquirers can book them now.')).toBeVisible();
    await expect(owner.getByTestId('intro-calls-state')).toHaveText('Enquirers can book intro calls with you.');
    for (const width of [1280, 390]) {
      await owner.setViewportSize({ width, height: 900 });
      await shoot(owner, `intro-call-settings-${width}`);
      expect(await violations(owner), `axe at ${width} px`).toEqual([]);
    }
  });

  const page = await signedIn({ type: 'customer', email: customer.email, password: customer.password });
  const row = page.getByRole('listitem').filter({ hasText: franchise.name });
  let booked = '';
  await test.step('the enquirer books a time from the dashboard', async () => {
    await page.goto('/customer/dashboard');
    await row.getByRole('button', { name: 'Book an intro call' }).click();
    const dialog = page.getByRole('dialog', { name: `Book an intro call with ${franchise.name}` });
    await expect(dialog.getByText('A 30-minute video call. Times are UK time; choose one that suits you.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    await expect(dialog.getByText('Please choose a time from the list.')).toBeVisible();
    const first = dialog.getByRole('radio').first();
    booked = (await first.getAttribute('aria-label'))!;
    await first.check();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, `intro-call-dialog-${width}`);
      expect(await violations(page), `axe at ${width} px`).toEqual([]);
    }
    await dialog.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText(`Your intro call with ${franchise.name} is booked for ${booked}.`, { exact: false })).toBeVisible();
    await expect(row.getByTestId('intro-call')).toContainText(`Intro call: ${booked} (UK time)`);
    await expect(row.getByRole('link', { name: 'Meeting link' })).toHaveAttribute('href', 'https://meet.example.test/cafe');
    // Both sides are sent the invitation, as an iCalendar REQUEST in UK time.
    await expect.poll(() => invitationsTo(customer.email)[0] ?? '', { timeout: 20_000 }).toContain('METHOD:REQUEST');
    expect(invitationsTo(customer.email)[0]).toContain('TZID=Europe/London');
    await expect
      .poll(() => mailsTo('franchisor@demo.test').some((m) => m.includes(customer.fullName) && m.includes('Content-Type: text/calendar')), {
        timeout: 20_000,
      })
      .toBe(true);
    const [lead] = await sql<{ answered: boolean }>(`SELECT first_response_at IS NOT NULL AS answered FROM franchise_leads WHERE id = $1`, [leadId]);
    expect(lead.answered).toBe(true);
  });

  await test.step("the franchisor's Leads page shows the booking", async () => {
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.goto(`/franchisor/leads?q=${encodeURIComponent(customer.email)}`);
    await expect(owner.getByText(`Intro call ${booked}`)).toBeVisible();
    // The franchisor may move it too: the enquirer's time becomes another free one.
    await owner.getByRole('button', { name: `View ${customer.fullName}` }).click();
    const lead = owner.getByRole('dialog', { name: customer.fullName });
    await expect(lead.getByTestId('lead-intro-call')).toHaveText(`${booked} (UK time)`);
    await lead.getByRole('button', { name: 'Move' }).click();
    const move = owner.getByRole('dialog', { name: `Move the intro call with ${customer.fullName}` });
    const next = move.getByRole('radio').nth(2);
    booked = (await next.getAttribute('aria-label'))!;
    await next.check();
    await move.getByRole('button', { name: 'Move the call' }).click();
    await expect(lead.getByTestId('lead-intro-call')).toHaveText(`${booked} (UK time)`);
    await owner.keyboard.press('Escape');
  });

  await test.step('the enquirer moves the call, then cancels it', async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(row.getByTestId('intro-call')).toContainText(`Intro call: ${booked} (UK time)`);
    await row.getByRole('button', { name: 'Move' }).click();
    const dialog = page.getByRole('dialog', { name: `Move your intro call with ${franchise.name}` });
    const other = dialog.getByRole('radio').nth(1);
    const moved = (await other.getAttribute('aria-label'))!;
    await other.check();
    await dialog.getByRole('button', { name: 'Move the call' }).click();
    await expect(row.getByTestId('intro-call')).toContainText(`Intro call: ${moved} (UK time)`);

    await row.getByRole('button', { name: 'Cancel call' }).click();
    await page.getByRole('dialog', { name: 'Cancel the intro call?' }).getByRole('button', { name: 'Cancel the call' }).click();
    await expect(page.getByText(`Your intro call with ${franchise.name} is cancelled.`, { exact: false })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Book an intro call' })).toBeVisible();
    await expect.poll(() => invitationsTo(customer.email).some((ics) => ics.includes('METHOD:CANCEL')), { timeout: 20_000 }).toBe(true);
  });
});
