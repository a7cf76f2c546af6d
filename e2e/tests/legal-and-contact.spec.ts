import { expect, test } from '../support/test';
import { contactMessagesFrom, uniqueName } from '../support/content-data';

const today = () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());

for (const [path, title] of [
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/disclaimer', 'Disclaimer'],
  ['/cookies', 'Cookie Policy'],
] as const) {
  test(`${title}: one breadcrumb item and Last Updated is today`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(`Last Updated: ${today()}`)).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveCount(2); // Home and the page
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Franchise Compass`);
  });
}

test('the contact form shows each error, then sends and stores the message', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();
  await expect(page.getByLabel(/^Full name/)).toBeFocused();

  const email = `${uniqueName('contact').replace(' ', '-')}@example.test`;
  await page.getByLabel(/^Full name/).fill('Priya Shah');
  await page.getByLabel(/^Email/).fill('priya@');
  await page.getByLabel(/^Phone/).fill('call me');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toBeVisible();

  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('07700 900123');
  await page.getByRole('combobox', { name: /^Subject/ }).selectOption('Finding a franchise');
  await page.getByLabel(/^Message/).fill('Which franchises suit a first-time owner in Bristol?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("Thank you for your message. We'll get back to you within one working day.")).toBeVisible();
  expect(await contactMessagesFrom(email)).toEqual([
    { subject: 'Finding a franchise', message: 'Which franchises suit a first-time owner in Bristol?' },
  ]);
});

test('a contact failure shows the failure message', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('SendContactMessage')) await route.abort('failed');
    else await route.continue();
  });
  await page.goto('/contact');
  await page.getByLabel(/^Full name/).fill('Priya Shah');
  await page.getByLabel(/^Email/).fill('priya@example.test');
  await page.getByRole('combobox', { name: /^Subject/ }).selectOption('Feedback');
  await page.getByLabel(/^Message/).fill('Lovely site.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
});
