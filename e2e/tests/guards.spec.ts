import { expect, test } from '../support/test';
import { expectSignedOut, signInThroughUi } from '../support/auth';
import { demo } from '../support/demo-accounts';

test('a visitor opening a portal page is sent to that portal login', async ({ page }) => {
  for (const type of ['customer', 'franchisor', 'admin']) {
    await page.goto(`/${type}/dashboard`);
    await expect(page).toHaveURL(`/${type}/login`);
  }
});

test('a customer opening /admin/dashboard is signed out and sent to /admin/login', async ({ page }) => {
  await signInThroughUi(page, 'customer', demo.customer.email, demo.customer.password);
  await expect(page).toHaveURL('/customer/dashboard');
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectSignedOut(page);
});

test('after signing in, the page the visitor asked for opens', async ({ page }) => {
  await page.goto('/franchisor/leads');
  await expect(page).toHaveURL('/franchisor/login');
  await page.getByLabel('Email').fill(demo.franchisor.email);
  await page.getByLabel(/^Password/).fill(demo.franchisor.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/franchisor/leads');
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await page.goto('/admin/not-a-page');
  await expect(page).toHaveURL('/');
});
