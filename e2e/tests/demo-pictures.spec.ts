import { expect, test } from '../support/test';
import { sql } from '../support/db';

/** Where each picture comes from, without the size and format asked for. */
const sources = (imgs: Element[]) => imgs.map((img) => new URL(img.getAttribute('src') ?? '', location.href).pathname);

test('demo listings each have a picture of their own, and galleries show what the listing sells', async ({ page }) => {
  // A sector's page (browser tests add their listings elsewhere): every card has a picture of its own.
  const [food] = await sql<{ id: string }>(`SELECT id FROM franchise_categories WHERE name = 'Food & Drink' AND parent_id IS NULL`);
  await page.goto(`/category/${food.id}`);
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const pictures = (await cards.locator('img').evaluateAll(sources)).filter((src) => src.startsWith('/uploads/'));
  expect(pictures.length).toBeGreaterThanOrEqual(6);
  expect(new Set(pictures).size).toBe(pictures.length);

  // The pizzeria's pictures show pizza (no coffee cups); the coffee house's show coffee.
  for (const [name, drawing] of [
    ['Fire & Dough Pizzeria', 'pizza'],
    ['Bean & Bothy Coffee', 'cup'],
  ]) {
    const [listing] = await sql<{ id: string }>(`SELECT id FROM franchises WHERE name = $1`, [name]);
    await page.goto(`/franchise/${listing.id}`);
    await page.getByRole('tab', { name: 'Gallery' }).click();
    const gallery = await page.getByRole('tabpanel').locator('img').evaluateAll(sources);
    expect(gallery.length).toBeGreaterThanOrEqual(2);
    for (const src of gallery) expect(src).toMatch(new RegExp(`/gallery-food-${drawing}-\\d\\.jpg$`));
  }
});
