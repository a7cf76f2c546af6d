import fs from 'node:fs';
import { demoAs } from '../support/demo-accounts';
import { expect, test } from '../support/test';
import { violations } from '../support/axe';
import { createFranchise, sql, suffix } from '../support/db';

// Issue 42: a live listing stays live while its edit is reviewed. One journey, each part a step in order.
test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/shots-rev';

/** A live listing of the demo franchisor, with everything the form needs (long description, a category, an FAQ). */
async function liveListing(name: string) {
  const listing = await createFranchise(name, { location: 'UK' });
  await sql(`UPDATE franchises SET areas = '{uk}' WHERE id = $1`, [listing.id]);
  await sql(`UPDATE franchise_details SET short_description = $2, long_description = $3 WHERE franchise_id = $1`, [
    listing.id,
    'Fresh bread every morning.',
    'Everything about running one of our bakeries.',
  ]);
  await sql(
    `INSERT INTO franchise_category_mappings (franchise_id, category_id)
     SELECT $1, id FROM franchise_categories WHERE parent_id IS NULL ORDER BY name LIMIT 1`,
    [listing.id],
  );
  await sql(`INSERT INTO franchise_faqs (franchise_id, question, answer, position) VALUES ($1, 'How long is training?', 'Two weeks.', 0)`, [
    listing.id,
  ]);
  return listing;
}

test('a franchisor edits a live listing; the public page keeps the old text until an admin approves the changes', async ({ signedIn, page }) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  const name = `Revision Bakery ${suffix()}`;
  const { id } = await liveListing(name);
  const oldText = 'Fresh bread every morning.';
  const newText = 'Fresh bread and pastries every morning.';
  const franchisor = await signedIn(demoAs.franchisor);

  await test.step('the franchisor saves new text; the listing stays live and shows Changes in review', async () => {
    await franchisor.goto(`/franchisor/franchise/${id}/edit`);
    await expect(franchisor.getByLabel('Franchise Name')).toHaveValue(name);
    await expect(franchisor.getByText('This listing is live. Saved changes are sent for review')).toBeVisible();
    await franchisor.getByLabel('Short Description').fill(newText);
    await franchisor.getByRole('button', { name: 'Save Franchise' }).click();
    await expect(franchisor).toHaveURL('/franchisor/franchises');
    await expect(
      franchisor.getByText(`Your changes to ${name} were sent for review. The live listing stays as it is until they are approved.`),
    ).toBeVisible();
    const row = franchisor.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByText('Approved')).toBeVisible();
    await expect(row.getByText('Changes in review')).toBeVisible();
    await franchisor.screenshot({ path: `${SHOTS}/my-franchises-1280.png` });

    // The editor shows the changes and that they are in review.
    await franchisor.goto(`/franchisor/franchise/${id}/edit`);
    await expect(franchisor.getByLabel('Short Description')).toHaveValue(newText);
    await expect(franchisor.getByRole('alert').filter({ hasText: 'Changes in review' })).toBeVisible();
    expect(await violations(franchisor)).toEqual([]);
    await franchisor.screenshot({ path: `${SHOTS}/editor-changes-in-review-1280.png` });
    await franchisor.setViewportSize({ width: 390, height: 844 });
    await expect(franchisor.getByRole('button', { name: 'Withdraw changes' })).toBeVisible();
    await franchisor.screenshot({ path: `${SHOTS}/editor-changes-in-review-390.png` });
    await franchisor.goto('/franchisor/franchises');
    const card = franchisor.getByRole('listitem', { name });
    await expect(card.getByText('Changes in review')).toBeVisible();
    await franchisor.screenshot({ path: `${SHOTS}/my-franchises-390.png` });
  });

  await test.step('the public page still shows the approved text', async () => {
    await page.goto(`/franchise/${id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(oldText).first()).toBeVisible();
    await expect(page.getByText(newText)).toHaveCount(0);
  });

  const admin = await signedIn(demoAs.admin);
  await test.step('the admin finds the changes in the queue and reviews them field by field', async () => {
    await admin.goto('/admin/franchise-approvals');
    const changes = admin.getByRole('region', { name: 'Changes to live listings' });
    await changes.getByRole('link', { name: `Review the changes to ${name}` }).click();
    await expect(admin).toHaveURL(`/admin/franchise/${id}`);
    const inReview = admin.getByRole('region', { name: 'Changes in review' });
    const change = inReview.getByRole('listitem', { name: 'Short description: Changed' });
    await expect(change).toContainText(oldText);
    await expect(change).toContainText(newText);
    await expect(inReview.getByRole('listitem')).toHaveCount(1);
    expect(await violations(admin)).toEqual([]);
    await admin.screenshot({ path: `${SHOTS}/admin-review-1280.png` });
    await admin.setViewportSize({ width: 390, height: 844 });
    await inReview.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${SHOTS}/admin-review-390.png` });
    await admin.setViewportSize({ width: 1280, height: 800 });

    await inReview.getByRole('button', { name: 'Approve changes' }).click();
    await expect(admin.getByText(`The changes to ${name} are approved and live.`)).toBeVisible();
    await expect(inReview).toHaveCount(0);
    await expect(admin.getByText('Changes approved by')).toBeVisible();
  });

  await test.step('the public page shows the new text', async () => {
    await expect(async () => {
      await page.goto(`/franchise/${id}`);
      await expect(page.getByText(newText).first()).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(oldText)).toHaveCount(0);
  });
});
