import { expect, test } from '../support/test';
import { sql } from '../support/db';

/** Where each picture comes from, without the size and format asked for. */
const sources = (imgs: Element[]) => imgs.map((img) => new URL(img.getAttribute('src') ?? '', location.href).pathname);

test('demo listings each have a picture of their own, and galleries show what the listing sells', async ({ page }) => {
  await page.goto('/search');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(24);
  const pictures = (await cards.locator('img').evaluateAll(sources)).filter((src) => src.startsWith('/uploads/'));
  expect(pictures.length).toBeGreaterThan(20);
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
