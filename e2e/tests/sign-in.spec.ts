import { expect, test } from '../support/test';
import { expectSignedOut, signInThroughUi } from '../support/auth';
import { demo } from '../support/demo-accounts';

test.describe('signing in through the login pages', () => {
  for (const [key, type, heading] of [
    ['admin', 'admin', 'Dashboard'],
    ['franchisor', 'franchisor', 'Dashboard'],
    ['customer', 'customer', 'Dashboard'],
  ] as const) {
    test(`the demo ${key} lands on the ${type} dashboard`, async ({ page }) => {
      await signInThroughUi(page, type, demo[key].email, demo[key].password);
      await expect(page).toHaveURL(`/${type}/dashboard`);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    });
  }

  test('the busy button reads "Signing in..."', async ({ page }) => {
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('SignIn')) await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await signInThroughUi(page, 'customer', demo.customer.email, demo.customer.password);
    await expect(page.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await expect(page).toHaveURL('/customer/dashboard');
  });

  test('a pending franchisor sees the awaiting-approval message and stays signed out', async ({ page }) => {
    await signInThroughUi(page, 'franchisor', demo.pending.email, demo.pending.password);
    await expect(page.getByRole('alert')).toHaveText(
      'Your account is still awaiting approval. Please check your email for confirmation once your account has been approved.',
    );
    await expect(page).toHaveURL('/franchisor/login');
    await expectSignedOut(page);
  });

  test('a rejected franchisor sees the rejected message and stays signed out', async ({ page }) => {
    await signInThroughUi(page, 'franchisor', demo.rejected.email, demo.rejected.password);
    await expect(page.getByRole('alert')).toHaveText('Your account application has been rejected. Please contact support for more information.');
    await expectSignedOut(page);
  });

  test('a wrong password says "Invalid email or password"', async ({ page }) => {
    await signInThroughUi(page, 'customer', demo.customer.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('a customer on the franchisor login is told "Unauthorized access"', async ({ page }) => {
    await signInThroughUi(page, 'franchisor', demo.customer.email, demo.customer.password);
    await expect(page.getByRole('alert')).toHaveText('Unauthorized access');
    await expectSignedOut(page);
  });

  test('the admin login has no sign-up link; the others do', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveCount(0);
    await page.goto('/franchisor/login');
    await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/franchisor/signup');
  });

  test('signing out from the admin portal returns to the admin login', async ({ page }) => {
    await signInThroughUi(page, 'admin', demo.admin.email, demo.admin.password);
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(page.getByText('Admin Portal').first()).toBeVisible();
    await page.getByRole('button', { name: 'Alex Morgan' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/admin/login');
    await expectSignedOut(page);
  });
});

test.describe('login pages when already signed in', () => {
  test('a signed-in customer opening the customer login goes to their dashboard', async ({ page }) => {
    await signInThroughUi(page, 'customer', demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL('/customer/dashboard');
    await page.goto('/customer/login');
    await expect(page).toHaveURL('/customer/dashboard');
  });

  test('a signed-in customer opening the franchisor login is signed out and sees the page', async ({ page }) => {
    await signInThroughUi(page, 'customer', demo.customer.email, demo.customer.password);
    await expect(page).toHaveURL('/customer/dashboard');
    await page.goto('/franchisor/login');
    await expect(page.getByRole('heading', { name: 'Franchisor Login' })).toBeVisible();
    await expectSignedOut(page);
  });
});
