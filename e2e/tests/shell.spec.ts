import { expect, test } from '../support/test';

test('the header lists main categories and the footer its three columns', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'List Your Franchise' })).toHaveAttribute('href', '/franchisor/login');
  await header.getByRole('button', { name: 'Categories' }).click();
  const menu = page.getByRole('menu', { name: 'Categories' });
  await expect(menu.getByRole('menuitem', { name: 'View All Categories' })).toHaveAttribute('href', '/search');
  const first = menu.getByRole('menuitem').first();
  await expect(first).toHaveAttribute('href', /^\/category\/[0-9a-f-]{36}$/);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  const footer = page.getByRole('contentinfo');
  for (const heading of ['Quick Links', 'Resources', 'Legal']) {
    await expect(footer.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});

test('the mobile menu opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('#mobile-menu');
  await expect(drawer.getByRole('link', { name: 'Browse Franchises' })).toBeVisible();
  await drawer.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(drawer).toBeHidden();
});
