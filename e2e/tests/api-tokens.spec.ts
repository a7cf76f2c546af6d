import fs from 'node:fs';
import path from 'node:path';
import { violations } from '../support/axe';
import { sql, suffix } from '../support/db';
import { demo, demoAs } from '../support/demo-accounts';
import { graphqlBody } from '../support/graphql-body';
import { expect, test, type Page } from '../support/test';

// API tokens (issue 42 part 5): a franchisor creates a token for its CRM on the API Tokens page and sees it once;
// the CRM reads the company's leads over GraphQL with `Authorization: Bearer <token>`; once the franchisor revokes
// it, the CRM is refused.
// Run: cd e2e && E2E_PORT=4334 E2E_DATA_DIR=../.data/e2e-tokens SHOTS_DIR=/tmp/shots-tokens npx playwright test tests/api-tokens.spec.ts

const LEADS = `query CrmLeads { franchisorLeads(page: { page: 1, pageSize: 5 }) { total items { id name status } } }`;

/**
 * Screenshots for a person to look at, at 1280 and 390 px, when SHOTS_DIR is set; no axe violations at either width
 * (not scanned with a dialog open: axe reads the page dimmed behind its backdrop as low contrast).
 */
async function shootBoth(page: Page, name: string, scan = true) {
  const shots = process.env.SHOTS_DIR;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (scan) expect(await violations(page)).toEqual([]);
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: path.join(shots, `api-tokens-${name}-${width}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const companyLeadCount = async () =>
  Number(
    (
      await sql<{ n: string }>(`SELECT count(*) AS n FROM franchise_leads l JOIN profiles p ON p.id = l.franchisor_id WHERE p.email = $1`, [
        demo.franchisor.email,
      ])
    )[0].n,
  );

test('a franchisor creates an API token, sees it once, a CRM reads leads with it, and it is refused once revoked', async ({ signedIn, request }) => {
  const page = await signedIn(demoAs.franchisor);
  const name = `E2E CRM ${suffix()}`;
  let token = '';
  const crm = () => request.post('/graphql', { data: { query: LEADS }, headers: { authorization: `Bearer ${token}` } });
  const row = () => page.getByRole('list', { name: 'API tokens' }).getByRole('listitem', { name });

  await test.step('the form refuses an empty name and no scope', async () => {
    await page.goto('/franchisor/api-tokens');
    await page.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'API Tokens' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Franchisor Portal' }).getByRole('link', { name: 'API Tokens' }).waitFor();
    await page.getByRole('button', { name: 'Create token' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Choose at least one scope')).toBeVisible();
    await shootBoth(page, 'form-errors');
  });

  await test.step('creating a token shows it once', async () => {
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await page.getByRole('checkbox', { name: /Read leads/ }).check();
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('region', { name: 'Your new API token' });
    await expect(shown).toContainText('it will not be shown again');
    token = (await shown.getByTestId('new-api-token').textContent()) ?? '';
    expect(token).toMatch(/^fc_[A-Za-z0-9_-]{43}$/);
    await expect(row()).toContainText('leads:read');
    await expect(row()).toContainText('Last used: never');
    await expect(row()).toContainText('by Priya Shah');
    await shootBoth(page, 'created');
  });

  await test.step("the CRM reads the company's leads with it", async () => {
    const res = await crm();
    expect(res.status()).toBe(200);
    const body = await graphqlBody<{ franchisorLeads: { total: number; items: { id: string }[] } }>(res);
    expect(body.errors).toBeUndefined();
    expect(body.data!.franchisorLeads.total).toBe(await companyLeadCount());
    expect(body.data!.franchisorLeads.items.length).toBeGreaterThan(0);
  });

  await test.step('the token is not shown again; the list shows its last use', async () => {
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByRole('region', { name: 'Your new API token' })).toHaveCount(0);
    await page.reload();
    await expect(row()).toContainText(/Last used: \d/);
    expect(await page.content()).not.toContain(token.slice(3));
    await shootBoth(page, 'list');
  });

  await test.step('revoked after confirming, the token is refused', async () => {
    await row()
      .getByRole('button', { name: `Revoke ${name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Revoke “${name}”?` });
    await expect(dialog).toContainText('refused from its next request');
    await shootBoth(page, 'revoke-dialog', false);
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toBeHidden();
    await expect(row()).toHaveCount(0);
    await expect(page.getByText(`Token “${name}” revoked.`)).toBeVisible();

    const res = await crm();
    expect(res.status()).toBe(401);
    const body = await graphqlBody(res);
    expect(body.errors?.[0]).toMatchObject({ message: 'This API token is invalid or has been revoked.', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
