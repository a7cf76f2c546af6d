import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { violations } from '../support/axe';
import { createFranchise, sql, suffix } from '../support/db';
import { demoAs } from '../support/demo-accounts';
import { expect, test } from '../support/test';

// Issue 42, webhooks: a franchisor adds an endpoint pointing at a receiver this test starts, sees its secret once, a
// lead sent through the franchise page arrives signed (Standard Webhooks) and verifies, and the log shows the 200.
// Run: cd e2e && E2E_PORT=4333 E2E_DATA_DIR=../.data/e2e-hooks npx playwright test tests/webhooks.spec.ts

const SHOTS = '/tmp/shots-hooks';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver answering 200 to every POST and keeping what came. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/${suffix()}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Standard Webhooks signature: base64 HMAC-SHA256 of "id.timestamp.body" under the base64-decoded secret. */
const expectedSignature = (secret: string, r: Received) =>
  'v1,' +
  createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${String(r.headers['webhook-id'])}.${String(r.headers['webhook-timestamp'])}.${r.body}`)
    .digest('base64');

async function shootBoth(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // A dialog still fading in has its text at part opacity, which axe reads as low contrast: scan once it has settled.
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/webhooks-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a franchisor adds an endpoint, sees its secret once, and a lead from the site arrives signed and is logged', async ({ signedIn, page }) => {
  test.setTimeout(120_000);
  const receiver = await startReceiver();
  const franchise = await createFranchise(`Webhook Waffles ${suffix()}`);
  const franchisor = await signedIn(demoAs.franchisor);
  let secret = '';
  try {
    await test.step('add the endpoint and copy the secret shown once', async () => {
      await franchisor.goto('/franchisor/webhooks');
      await expect(franchisor.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
      await franchisor.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = franchisor.getByRole('dialog', { name: 'Add endpoint' });
      // The browser's own checks first: a URL is required.
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();
      await expect(dialog.getByText('URL is required')).toBeVisible();
      await dialog.getByLabel(/^Endpoint URL/).fill(receiver.url);
      await dialog.getByLabel('Description').fill('Our CRM');
      await expect(dialog.getByRole('checkbox', { name: /A new lead arrives/ })).toBeChecked();
      await shootBoth(franchisor, 'add');
      await dialog.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = franchisor.getByRole('dialog', { name: 'Your signing secret' });
      await expect(shown.getByText('this is the only time it is shown')).toBeVisible();
      secret = await shown.getByLabel('Signing secret').inputValue();
      expect(secret).toMatch(/^whsec_/);
      await shootBoth(franchisor, 'secret');
      await shown.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toBeHidden();
      // Once: the page does not show it again, not even after a reload.
      await franchisor.reload();
      const card = franchisor.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
      await expect(card).toBeVisible();
      await expect(franchisor.getByText(secret)).toHaveCount(0);
      expect(await franchisor.content()).not.toContain(secret);
    });

    const email = `hooked.${suffix()}@example.test`;
    await test.step('a visitor sends a lead through the franchise page', async () => {
      await page.goto(`/franchise/${franchise.id}`);
      const form = page.getByRole('form', { name: `Request information about ${franchise.name}` });
      await form.getByLabel(/^Name/).fill('Wendy Webhook');
      await form.getByLabel(/^Email/).fill(email);
      await form.getByLabel(/^Phone/).fill('07700 900555');
      await form.getByLabel(/^Message/).fill('Please send the brochure.');
      await form.getByRole('button', { name: 'Send Request' }).click();
      await expect(form.getByText("Thank you for your interest! We'll be in touch with you shortly.")).toBeVisible();
    });

    await test.step('it arrives at the receiver, signed, and verifies', async () => {
      await expect.poll(() => receiver.received.filter((r) => r.body.includes(email)).length, { timeout: 20_000 }).toBe(1);
      const got = receiver.received.find((r) => r.body.includes(email))!;
      expect(got.headers['webhook-signature']).toBe(expectedSignature(secret, got));
      expect(Math.abs(Number(got.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(300);
      const body = JSON.parse(got.body) as { type: string; data: { franchiseId: string; name: string; email: string; status: string } };
      expect(body).toMatchObject({ type: 'lead.created', data: { franchiseId: franchise.id, name: 'Wendy Webhook', email, status: 'new' } });
      const [lead] = await sql<{ id: string }>('SELECT id FROM franchise_leads WHERE email = $1', [email]);
      expect(got.headers['webhook-id']).toBeTruthy();
      expect(JSON.parse(got.body)).toMatchObject({ data: { id: lead.id } });
    });

    await test.step('the delivery log shows the 200', async () => {
      const card = franchisor.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
      await card.getByRole('button', { name: 'Delivery log' }).click();
      const line = card.getByTestId('delivery-attempt').filter({ hasText: 'lead.created' }).first();
      await expect(async () => {
        await card.getByRole('button', { name: 'Refresh' }).click();
        await expect(line).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(line).toContainText('HTTP 200');
      await expect(line).toContainText('Attempt 1');
      await expect(line).toContainText('Delivered');
      await shootBoth(franchisor, 'log');
    });
  } finally {
    await sql(`DELETE FROM webhook_endpoints WHERE url = $1`, [receiver.url]);
    await receiver.close();
  }
});

test('a test event is sent on demand and logged; a wrong URL is refused with its message', async ({ signedIn }) => {
  const receiver = await startReceiver();
  const franchisor = await signedIn(demoAs.franchisor);
  try {
    await franchisor.goto('/franchisor/webhooks');
    await franchisor.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = franchisor.getByRole('dialog', { name: 'Add endpoint' });
    await dialog.getByLabel(/^Endpoint URL/).fill('crm dot example');
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Enter a full URL, such as https://example.com/webhooks')).toBeVisible();
    await dialog.getByLabel(/^Endpoint URL/).fill(receiver.url);
    for (const name of [/A new lead arrives/, /status changes/, /sends you a message/]) await dialog.getByRole('checkbox', { name }).uncheck();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(dialog.getByText('Choose at least one event')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /A new lead arrives/ }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await franchisor.getByRole('dialog', { name: 'Your signing secret' }).getByRole('button', { name: 'Done' }).click();

    const card = franchisor.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({ type: 'webhook.test' });
    const line = card.getByTestId('delivery-attempt').filter({ hasText: 'webhook.test' });
    await expect(async () => {
      await card.getByRole('button', { name: 'Refresh' }).click();
      await expect(line).toContainText('HTTP 200', { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await sql(`DELETE FROM webhook_endpoints WHERE url = $1`, [receiver.url]);
    await receiver.close();
  }
});
