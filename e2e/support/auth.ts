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

/**
 * Signs `page`'s browser context in as a demo account of `type` through the API (the session cookie lands in the
 * context), for tests about what a signed-in person sees rather than about signing in.
 */
export async function signInByApi(page: Page, type: 'admin' | 'franchisor' | 'customer', email: string, password: string) {
  type Answer = { data?: { signIn: { id: string } | null }; errors?: { message: string; extensions?: { code?: string } }[] };
  const signIn = async (): Promise<Answer> => {
    const res = await page.request.post('/graphql', {
      data: {
        query: 'mutation ($input: SignInInput!) { signIn(input: $input) { id } }',
        variables: { input: { email, password, userType: type.toUpperCase() } },
      },
    });
    return (await res.json()) as Answer;
  };
  // One password check per account and address at a time (the sign-in throttle's lease): when two workers sign in
  // as the same demo account at the same moment, the second is asked to wait; it tries again once the first is done.
  let body = await signIn();
  for (let tries = 0; tries < 20 && body.errors?.[0]?.extensions?.code === 'RATE_LIMITED'; tries++) {
    await page.waitForTimeout(250);
    body = await signIn();
  }
  expect(body.errors, `signing in as ${email}`).toBeUndefined();
}
