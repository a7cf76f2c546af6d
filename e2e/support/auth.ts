import { expect, type Page } from '@playwright/test';

/** Signs in through the login page of `type`, as a person would. */
export async function signInThroughUi(page: Page, type: 'admin' | 'franchisor' | 'customer', email: string, password: string) {
  await page.goto(`/${type}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function expectSignedOut(page: Page) {
  const viewer = await page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    const body = (await res.json()) as { data: { viewer: { id: string } | null } };
    return body.data.viewer;
  });
  expect(viewer).toBeNull();
}
