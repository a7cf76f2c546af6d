import { type Page, test as plain } from '@playwright/test';
import { contactMessagesFrom } from '../support/content-data';
import { createFranchise, sql, suffix } from '../support/db';
import { holdTheApp } from '../support/hold-the-app';
import { expect, test } from '../support/test';

// The franchise page's lead form and the contact form work before the page's scripts have started (they start
// after the first paint, and a slow phone hydrates the page up to a second or so later) and without them.

const LEAD_SENT = "Thank you for your interest! We'll be in touch with you shortly.";
const CONTACT_SENT = "Thank you for your message. We'll get back to you within one working day.";

const leadsOf = (franchiseId: string) =>
  sql<{ name: string; email: string; phone: string; message: string }>(
    'SELECT name, email, phone, message FROM franchise_leads WHERE franchise_id = $1',
    [franchiseId],
  );

const leadForm = (page: Page, name: string) => page.getByRole('form', { name: `Request information about ${name}` });

async function fillLead(page: Page, franchiseName: string, values: { name: string; email: string; phone: string; message: string }) {
  const form = leadForm(page, franchiseName);
  await form.getByLabel(/^Name/).fill(values.name);
  await form.getByLabel(/^Email/).fill(values.email);
  await form.getByLabel(/^Phone/).fill(values.phone);
  await form.getByLabel(/^Message/).fill(values.message);
}

/** The page's address, with nothing a visitor typed in it. */
function expectNoPersonalData(page: Page, values: Record<string, string>) {
  const url = decodeURIComponent(page.url());
  for (const value of Object.values(values)) expect(url).not.toContain(value);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the lead form sends the enquiry and shows the success message, with no personal data in the address', async ({ page }) => {
    const franchise = await createFranchise(`No Script Bakes ${suffix()}`);
    const values = { name: 'Nadia Noscript', email: `nadia.${suffix()}@example.test`, phone: '07700 900789', message: 'Please send the brochure.' };
    await page.goto(`/franchise/${franchise.id}`);
    await fillLead(page, franchise.name, values);
    await leadForm(page, franchise.name).getByRole('button', { name: 'Send Request' }).click();

    await expect(leadForm(page, franchise.name).getByText(LEAD_SENT)).toBeVisible();
    await expect(page).toHaveURL(`/franchise/${franchise.id}?sent=1#request-information`);
    expectNoPersonalData(page, values);
    await expect(leadForm(page, franchise.name).getByLabel(/^Name/)).toHaveValue('');
    expect(await leadsOf(franchise.id)).toEqual([values]);
  });

  test('the lead form with an invalid e-mail shows the message at the field and keeps what was typed', async ({ page }) => {
    const franchise = await createFranchise(`No Script Brews ${suffix()}`);
    const values = { name: 'Nadia Noscript', email: 'nadia@', phone: '07700 900789', message: 'Please send the brochure.' };
    await page.goto(`/franchise/${franchise.id}`);
    await fillLead(page, franchise.name, values);
    await leadForm(page, franchise.name).getByRole('button', { name: 'Send Request' }).click();

    const form = leadForm(page, franchise.name);
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText('Failed to submit your request. Please try again.');
    await expect(form.getByLabel(/^Email/)).toHaveValue('nadia@');
    await expect(form.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel(/^Name/)).toHaveValue(values.name);
    await expect(form.getByLabel(/^Phone/)).toHaveValue(values.phone);
    await expect(form.getByLabel(/^Message/)).toHaveValue(values.message);
    await expect(page).toHaveURL(`/franchise/${franchise.id}#request-information`);
    expect(await leadsOf(franchise.id)).toEqual([]);

    // Corrected and sent again, it goes.
    await form.getByLabel(/^Email/).fill(`nadia.${suffix()}@example.test`);
    await form.getByRole('button', { name: 'Send Request' }).click();
    await expect(leadForm(page, franchise.name).getByText(LEAD_SENT)).toBeVisible();
    expect(await leadsOf(franchise.id)).toHaveLength(1);
  });

  test('the contact form: an invalid e-mail shows the message with the values kept, then the message is sent', async ({ page }) => {
    const email = `priya.${suffix()}@example.test`;
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel(/^Full name/).fill('Priya Noscript');
    await form.getByLabel(/^Email/).fill('priya@');
    await form.getByRole('combobox', { name: /^Subject/ }).selectOption('Finding a franchise');
    await form.getByLabel(/^Message/).fill('Which franchises suit a first-time owner in Leeds?');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel(/^Email/)).toHaveValue('priya@');
    await expect(form.getByLabel(/^Full name/)).toHaveValue('Priya Noscript');
    await expect(form.getByRole('combobox', { name: /^Subject/ })).toHaveValue('Finding a franchise');
    await expect(form.getByLabel(/^Message/)).toHaveValue('Which franchises suit a first-time owner in Leeds?');
    await expect(page).toHaveURL('/contact#send-us-a-message');

    await form.getByLabel(/^Email/).fill(email);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(CONTACT_SENT)).toBeVisible();
    await expect(page).toHaveURL('/contact?sent=1#send-us-a-message');
    expectNoPersonalData(page, { email, name: 'Priya' });
    expect(await contactMessagesFrom(email)).toEqual([
      { subject: 'Finding a franchise', message: 'Which franchises suit a first-time owner in Leeds?' },
    ]);
    // 'Send another message' is a link back to the form.
    await page.getByRole('link', { name: 'Send another message' }).click();
    await expect(page.getByRole('form', { name: 'Contact form' }).getByLabel(/^Full name/)).toHaveValue('');
  });
});

test.describe('on a slow phone, before the page has hydrated', () => {
  plain('a lead form sent at the load event is sent once and shows the success message', async ({ page }) => {
    // A quarter of the machine's speed: more than the default time on a busy machine.
    plain.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const franchise = await createFranchise(`First Tap Tacos ${suffix()}`);
    const values = { name: 'Tariq Quick', email: `tariq.${suffix()}@example.test`, phone: '07700 900321', message: 'Sent at once.' };

    await page.goto(`/franchise/${franchise.id}`, { waitUntil: 'load' });
    await fillLead(page, franchise.name, values);
    await leadForm(page, franchise.name).getByRole('button', { name: 'Send Request' }).click();

    await expect(leadForm(page, franchise.name).getByText(LEAD_SENT)).toBeVisible();
    expectNoPersonalData(page, values);
    // Once the page in front of the visitor has started its scripts, nothing more has been sent.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(leadForm(page, franchise.name).getByText(LEAD_SENT)).toBeVisible();
    expect(await leadsOf(franchise.id)).toEqual([values]);
  });

  plain('values typed before hydration are kept by it, and the form then sends them with its script', async ({ page }) => {
    // A quarter of the machine's speed: more than the default time on a busy machine.
    plain.slow();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const franchise = await createFranchise(`Half Filled Halloumi ${suffix()}`);
    const values = { name: 'Hana Early', email: `hana.${suffix()}@example.test`, phone: '07700 900654', message: 'Typed before the scripts.' };
    const release = await holdTheApp(page);

    await page.goto(`/franchise/${franchise.id}`, { waitUntil: 'domcontentloaded' });
    await fillLead(page, franchise.name, values);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

    const form = leadForm(page, franchise.name);
    await expect(form.getByLabel(/^Name/)).toHaveValue(values.name);
    await expect(form.getByLabel(/^Email/)).toHaveValue(values.email);
    await expect(form.getByLabel(/^Phone/)).toHaveValue(values.phone);
    await expect(form.getByLabel(/^Message/)).toHaveValue(values.message);
    // Typing on after hydration does not lose what came before.
    await form.getByLabel(/^Message/).press('End');
    await form.getByLabel(/^Message/).pressSequentially(' More.');
    await form.getByRole('button', { name: 'Send Request' }).click();

    await expect(form.getByText(LEAD_SENT)).toBeVisible();
    // Sent by the script: the page stayed where it was, and the fields are cleared for another enquiry.
    await expect(page).toHaveURL(`/franchise/${franchise.id}`);
    await expect(form.getByLabel(/^Name/)).toHaveValue('');
    expect(await leadsOf(franchise.id)).toEqual([{ ...values, message: 'Typed before the scripts. More.' }]);
  });
});
