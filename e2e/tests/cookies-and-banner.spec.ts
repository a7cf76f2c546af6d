import { expect, test } from '../support/test';
import { baseURL } from '../playwright.config';
import { createMainBanner } from '../support/content-data';

test('the cookie banner asks once, and choices are remembered across reloads', async ({ page }) => {
  await page.goto('/about');
  const banner = page.getByRole('region', { name: 'Cookies on Franchise Compass' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Reject non-essential' }).click();
  await expect(banner.getByText("You've rejected non-essential cookies.")).toBeVisible();
  await expect(banner.getByRole('status')).toBeFocused();
  await banner.getByRole('button', { name: 'Hide this message' }).click();
  await expect(banner).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();

  // Re-open from the footer; change one category.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  const essential = dialog.getByRole('switch', { name: 'Essential cookies' });
  await expect(essential).toBeChecked();
  await expect(essential).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).not.toBeChecked();
  await dialog.getByRole('switch', { name: 'Analytics cookies' }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })).toBeFocused();

  await page.reload();
  await expect(banner).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(dialog.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Functionality cookies' })).not.toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Marketing cookies' })).not.toBeChecked();
});

test('the main banner shows under the header and opens its target in a new tab', async ({ page, context }) => {
  await createMainBanner(`${baseURL}/about?from=banner`);
  // Other live banners (e.g. from the demo data) may point elsewhere: answer them locally.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Advertiser</title>' }),
  );

  await page.goto('/contact');
  const ad = page.getByRole('complementary', { name: 'Advertisement' });
  await expect(ad).toBeVisible();
  // Directly under the header.
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  const adBox = (await ad.boundingBox())!;
  expect(Math.abs(adBox.y - (headerBox.y + headerBox.height))).toBeLessThan(2);
  expect(adBox.height).toBeLessThanOrEqual(230);
  expect(adBox.width).toBeGreaterThan(1200);

  const link = ad.getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link.getByRole('img')).toHaveAttribute('alt', /^Advertisement/);
  const href = (await link.getAttribute('href'))!;
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  await expect(page).toHaveURL('/contact');
});
