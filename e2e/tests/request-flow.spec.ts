import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect, test } from '../support/test';
import { expectSignedOut, signInThroughUi } from '../support/auth';
import { createApprovedFranchises, latestMailTo, mailsTo, withDb } from '../support/db';
import { demo } from '../support/demo-accounts';
import { graphqlBody } from '../support/graphql-body';

/** The dialog's consent line (spec 01 section 5), naming each franchise and its franchisor company (issue 41). */
const consentTo = (franchises: { name: string }[]) => {
  const named = franchises.map((f) => `${f.name} (franchisor: Brightside Franchise Group)`);
  const to = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return `By clicking SUBMIT you consent to sending the details on this form to ${to}.`;
};
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const uniqueEmail = (prefix: string) => `${unique(prefix)}@example.test`;

type Selection = { id: string; franchisorId: string; name: string }[];

/** Three approved franchises of the demo franchisor, with names only this test uses. */
const threeFranchises = () =>
  createApprovedFranchises(demo.franchisor.email, [unique('Coffee Corner'), unique('Bright Tutors'), unique('Sparkle Clean')]);

const selectionBar = (page: Page) => page.getByRole('complementary', { name: 'Selected franchises' });

/** Ticks each franchise's 'Request Info' box on its search results, as a visitor would. */
async function seedSelection(page: Page, items: Selection) {
  for (const [i, item] of items.entries()) {
    await page.goto(`/search?q=${encodeURIComponent(item.name)}`);
    await page.getByRole('article', { name: item.name }).getByRole('checkbox', { name: 'Request Info' }).check();
    await expect(selectionBar(page).getByText(`You have selected ${i + 1} franchise(s)`)).toBeVisible();
  }
}

/** Opens the request dialog from the sticky selection bar. */
async function openDialog(page: Page) {
  await selectionBar(page).getByRole('button', { name: 'Request Information' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Information' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The dashboard's confirmation of a request just sent. */
const requestSentNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Request sent' });

const selectionInStorage = (page: Page) => page.evaluate(() => localStorage.getItem('fc.pendingFranchises'));

const leadsOf = (email: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<{ name: string; franchise_id: string; desired_investment: string; consent_text: string | null }>(
      `SELECT l.name, l.franchise_id, l.desired_investment, l.consent_text FROM franchise_leads l
       JOIN profiles p ON p.id = l.user_id WHERE p.email = $1`,
      [email],
    );
    return rows;
  });

async function createCustomer(request: APIRequestContext, email: string, password = 'secret-pass-1') {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation($input: CustomerSignUpInput!) { signUpCustomer(input: $input) { id } }',
      variables: { input: { fullName: 'Pat Example', email, password } },
    },
  });
  expect((await graphqlBody(res)).errors).toBeUndefined();
  return { email, password };
}

test('a visitor asks three franchises for information as a new customer and is told it was sent', async ({ page }) => {
  test.slow(); // the whole form, then the mail round trip
  const franchises = await threeFranchises();
  await seedSelection(page, franchises);
  const dialog = await openDialog(page);

  for (const f of franchises) await expect(dialog.getByText(f.name)).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();

  const email = uniqueEmail('new.customer');
  await dialog.getByLabel(/^Email/).fill(email);
  await next.click();
  await expect(dialog.getByLabel(/^First name/)).toBeFocused();
  await expect(dialog.getByLabel(/^Password/)).toHaveAttribute('placeholder', 'Create a password (min 6 characters)');
  await expect(dialog.getByTestId('consent-line')).toHaveText(consentTo(franchises));

  // Every required field is checked before anything is sent.
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Desired timeframe is required')).toBeVisible();

  // 'Back' returns to the email step with the email kept.
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel(/^Email/)).toHaveValue(email);
  await next.click();

  await dialog.getByLabel(/^First name/).fill('Robin');
  await dialog.getByLabel(/^Last name/).fill('Hood');
  await dialog.getByLabel(/^Password/).fill('sherwood-1');
  await dialog.getByLabel(/^Phone/).fill('07700 900456');
  await dialog.getByLabel(/^City\/Town/).fill('Nottingham');
  await dialog.getByLabel(/^Post code/).fill('ng1 5ft');
  await dialog.getByRole('combobox', { name: /Desired investment/ }).click();
  await page.getByRole('option', { name: '£100,000' }).click();
  await dialog.getByRole('combobox', { name: /Desired timeframe/ }).click();
  await page.getByRole('option', { name: '6 months' }).click();
  await dialog.getByLabel(/^Message/).fill('Looking for a second income.');
  await dialog.getByLabel('Yes, update me on new franchise opportunities!').check();
  await dialog.getByRole('button', { name: 'Submit' }).click();

  // The new customer lands on their dashboard, which confirms what was sent (spec 01: "On success it goes to
  // '/customer/dashboard'").
  await expect(page).toHaveURL('/customer/dashboard');
  const confirmation = requestSentNotice(page);
  await expect(confirmation).toContainText("Thank you for your interest! We'll be in touch with you shortly.");
  await expect(confirmation).toContainText('Your request was sent to 3 franchisors.');
  await expect(confirmation).toBeFocused();
  await expect(page.getByRole('link', { name: /Total Franchise Requests/ })).toContainText('3');
  for (const f of franchises) await expect(page.getByRole('link', { name: f.name })).toBeVisible();
  // Dismissed, it is gone, and a reload does not bring it back.
  await confirmation.getByRole('button', { name: 'Dismiss' }).click();
  await expect(confirmation).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('link', { name: /Total Franchise Requests/ })).toContainText('3');
  await expect(requestSentNotice(page)).toHaveCount(0);
  const leads = await leadsOf(email);
  expect(leads.map((l) => l.franchise_id).sort()).toEqual(franchises.map((f) => f.id).sort());
  expect(leads.every((l) => l.name === 'Robin Hood' && l.desired_investment === '£100,000' && l.consent_text === consentTo(franchises))).toBe(true);
  expect(await selectionInStorage(page)).toBeNull();

  // The franchisor got one e-mail listing the three franchises; the customer an acknowledgement.
  await expect.poll(() => latestMailTo(email)).toContain('Your information request has been sent');
  const aboutThese = () => mailsTo(demo.franchisor.email).filter((m) => m.includes(franchises[0].name));
  await expect.poll(() => aboutThese().length).toBe(1);
  expect(aboutThese()[0]).toContain('New information request for 3 of your franchises');
  for (const f of franchises) expect(aboutThese()[0]).toContain(f.name);
});

test('the old confirmation address /request-success leads to the customer dashboard', async ({ page, request }) => {
  const customer = await createCustomer(request, uniqueEmail('old.link'));
  await page.goto('/request-success');
  await expect(page).toHaveURL('/customer/login');
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/customer/dashboard');
  await page.goto('/request-success');
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // A direct visit has nothing to confirm.
  await expect(requestSentNotice(page)).toHaveCount(0);
});

test('the dialog starts again at the email step with empty fields each time it opens', async ({ page }) => {
  await seedSelection(page, await threeFranchises());
  let dialog = await openDialog(page);
  await dialog.getByLabel(/^Email/).fill(uniqueEmail('reopen'));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(/^First name/).fill('Half');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  dialog = await openDialog(page);
  await expect(dialog.getByLabel(/^Email/)).toHaveValue('');
  await expect(dialog.getByLabel(/^First name/)).toHaveCount(0);
  await dialog.getByLabel(/^Email/).fill(uniqueEmail('reopen'));
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByLabel(/^First name/)).toHaveValue('');
});

test('an existing customer signs in inside the dialog; a wrong password says so', async ({ page, request }) => {
  const franchises = await threeFranchises();
  const customer = await createCustomer(request, uniqueEmail('returning'));
  // Already asked about the first one (a request from before).
  await withDb((db) =>
    db.query(
      `INSERT INTO franchise_leads (franchise_id, franchisor_id, user_id, name, email, phone, message)
       SELECT $1, $2, id, full_name, email, '07700 900123', 'Interested in this franchise' FROM profiles WHERE email = $3`,
      [franchises[0].id, franchises[0].franchisorId, customer.email.toLowerCase()],
    ),
  );
  await seedSelection(page, franchises.slice(0, 2));
  const dialog = await openDialog(page);
  await dialog.getByLabel(/^Email/).fill(customer.email.toUpperCase());
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByTestId('consent-line')).toHaveText(consentTo(franchises.slice(0, 2)));
  await dialog.getByLabel(/^Password/).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
  await dialog.getByLabel(/^Password/).fill(customer.password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/customer/dashboard');
  const confirmation = requestSentNotice(page);
  await expect(confirmation).toContainText('Your request was sent to 1 franchisor.');
  // One of the two had been asked already: the confirmation says so.
  await expect(confirmation.getByText(/^1 franchise was skipped because you had already requested information from it/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Total Franchise Requests/ })).toContainText('2');
  expect(await leadsOf(customer.email)).toHaveLength(2);
});

test("a franchisor's email cannot be used to sign up in the dialog", async ({ page }) => {
  await seedSelection(page, await threeFranchises());
  const dialog = await openDialog(page);
  await dialog.getByLabel(/^Email/).fill(demo.franchisor.email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(/^First name/).fill('Not');
  await dialog.getByLabel(/^Last name/).fill('Customer');
  await dialog.getByLabel(/^Password/).fill('whatever-1');
  await dialog.getByLabel(/^Phone/).fill('07700 900789');
  await dialog.getByLabel(/^City\/Town/).fill('Bath');
  await dialog.getByLabel(/^Post code/).fill('BA1 1AA');
  await dialog.getByRole('combobox', { name: /Desired investment/ }).click();
  await page.getByRole('option', { name: '£20,000' }).click();
  await dialog.getByRole('combobox', { name: /Desired timeframe/ }).click();
  await page.getByRole('option', { name: '1 year' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('An account with this email already exists');
  await expectSignedOut(page);
});

test('franchises ticked before signing in become requests at login, and the list is cleared', async ({ page, request }) => {
  const franchises = await threeFranchises();
  const customer = await createCustomer(request, uniqueEmail('claimer'));
  await seedSelection(page, franchises);
  await page.goto('/customer/login');
  await expect(page.getByText('You have selected 3 franchises.', { exact: false })).toBeVisible();
  await signInThroughUi(page, 'customer', customer.email, customer.password);
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(requestSentNotice(page)).toContainText('Your request was sent to 3 franchisors.');
  expect((await leadsOf(customer.email)).map((l) => l.franchise_id).sort()).toEqual(franchises.map((f) => f.id).sort());
  expect(await selectionInStorage(page)).toBeNull();
});

test('franchises a signed-in customer ticks are not sent by the dashboard; the request dialog names them and sends them', async ({
  page,
  request,
}) => {
  const franchises = (await threeFranchises()).slice(0, 2);
  const customer = await createCustomer(request, uniqueEmail('dashboard-claim'));
  await signInThroughUi(page, 'customer', customer.email, customer.password);
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(page.getByRole('link', { name: /Total Franchise Requests/ })).toContainText('0');

  await seedSelection(page, franchises);
  await page.getByRole('link', { name: 'My dashboard' }).first().click();
  await expect(page).toHaveURL('/customer/dashboard');
  // The dashboard shows no consent line, so it sends nothing (issue 41): the ticks stay selected.
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Total Franchise Requests/ })).toContainText('0');
  expect(await leadsOf(customer.email)).toEqual([]);
  expect(await selectionInStorage(page)).not.toBeNull();

  // Back on the directory, the selection bar's dialog names them and sends them.
  await page.goto('/search');
  await expect(selectionBar(page).getByText('You have selected 2 franchise(s)')).toBeVisible();
  const dialog = await openDialog(page);
  await expect(dialog.getByTestId('consent-line')).toHaveText(consentTo(franchises));
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(requestSentNotice(page)).toContainText('Your request was sent to 2 franchisors.');
  await expect(page.getByRole('link', { name: /Total Franchise Requests/ })).toContainText('2');
  for (const f of franchises) await expect(page.getByRole('link', { name: f.name })).toBeVisible();
  await expect(selectionBar(page)).toHaveCount(0);
  expect(await selectionInStorage(page)).toBeNull();
  expect((await leadsOf(customer.email)).map((l) => l.franchise_id).sort()).toEqual(franchises.map((f) => f.id).sort());
});

test('a customer signs in with the magic link from their e-mail; the link works once', async ({ page, request, browser }) => {
  test.slow(); // two browsers and a mail round trip
  const customer = await createCustomer(request, uniqueEmail('magic'));
  await page.goto('/customer/welcome');
  await expect(page.getByRole('heading', { name: 'Your Journey Begins Here!' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue with Magic Link' }).click();
  await expect(page).toHaveURL('/customer/login');
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${customer.email} belongs to a customer account`);

  await expect.poll(() => latestMailTo(customer.email)).toContain('/customer/magic-link#token=');
  const link = /http:\/\/\S+\/customer\/magic-link#token=[A-Za-z0-9_-]+/.exec(latestMailTo(customer.email)!)![0];
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in with your magic link' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/customer/dashboard');

  // Opened again (here in another browser), the spent link explains itself and offers a new one.
  const other = await browser.newPage();
  await other.goto(link);
  await other.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await expect(other.getByRole('alert')).toHaveText('This sign-in link has already been used. Please request a new one.');
  await other.getByRole('link', { name: 'Request a new link' }).click();
  await expect(other.getByRole('button', { name: 'Send magic link' })).toBeVisible();
  await expectSignedOut(other);
  await other.close();
});

/**
 * Signs the customer in and waits until the dashboard has loaded: its counts and list answered, its live unread-count
 * subscription sent. A session deleted before that is found by the dashboard's own requests, and the app then rightly
 * signs the area out at once, before the customer's next step that the tests below are about.
 */
async function signInToLoadedDashboard(page: Page, customer: { email: string; password: string }) {
  const answered = (operation: string) =>
    page.waitForResponse((r) => r.url().endsWith('/graphql') && !!r.request().postData()?.includes(`"operationName":"${operation}"`));
  const subscribed = page
    .waitForEvent('websocket')
    .then((socket) => socket.waitForEvent('framesent', (frame) => String(frame.payload).includes('"subscribe"')));
  const loaded = Promise.all([answered('UnreadMessageCount'), answered('MyFranchiseRequests'), subscribed]);
  await signInThroughUi(page, 'customer', customer.email, customer.password);
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(page.getByRole('navigation', { name: 'My Account' })).toBeVisible();
  await loaded;
  await expect(page.getByText("You haven't requested information yet")).toBeVisible();
}

test('a customer whose session was deleted on the server is sent to the login on their next step', async ({ page, request }) => {
  const customer = await createCustomer(request, uniqueEmail('revoked'));
  await signInToLoadedDashboard(page, customer);
  await withDb((db) => db.query('DELETE FROM sessions WHERE user_id = (SELECT id FROM profiles WHERE email = $1)', [customer.email]));
  await page.getByRole('link', { name: 'My Franchises' }).first().click();
  await expect(page).toHaveURL('/customer/login');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'My dashboard' })).toHaveCount(0);
  await expectSignedOut(page);
});

// The ordering that failed under load: the page's own query answers SESSION_EXPIRED while the access guard's
// re-check is still in flight, so clearing the store cancels that re-check.
test('a deleted session found by the page before the access check answers still sends the customer to the login', async ({ page, request }) => {
  const customer = await createCustomer(request, uniqueEmail('revoked.first'));
  await signInToLoadedDashboard(page, customer);
  let armed = false;
  let checkSent!: () => void;
  const checkInFlight = new Promise<void>((resolve) => (checkSent = resolve));
  let pageAnswered!: () => void;
  const pageDone = new Promise<void>((resolve) => (pageAnswered = resolve));
  await page.route('**/graphql', async (route) => {
    const operation = armed ? (route.request().postDataJSON() as { operationName?: string } | null)?.operationName : null;
    if (operation === 'MyFranchiseRequests') {
      await checkInFlight;
      await route.fulfill({ response: await route.fetch() });
      pageAnswered();
    } else if (operation === 'Viewer') {
      checkSent();
      await pageDone;
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue().catch(() => undefined); // the app may have dropped it by now
    } else {
      await route.continue();
    }
  });
  await withDb((db) => db.query('DELETE FROM sessions WHERE user_id = (SELECT id FROM profiles WHERE email = $1)', [customer.email]));
  armed = true;
  await page.getByRole('link', { name: 'My Franchises' }).first().click();
  await expect(page).toHaveURL('/customer/login');
  await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expectSignedOut(page);
});

test('the header leads visitors to the account page, which carries on to sign-up and login', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/customer/welcome');
  for (const tile of ['Track Your Inquiries', 'Direct Communication', 'Instant Updates', 'Exclusive Access']) {
    await expect(page.getByRole('heading', { name: tile })).toBeVisible();
  }
  await expect(page.getByText(/securely encrypted and never shared with third parties/)).toBeVisible();
  await page.getByRole('link', { name: 'Sign up with Email & Password' }).click();
  await expect(page).toHaveURL('/customer/signup');
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/customer/login');
  await expect(page.getByRole('button', { name: 'Email me a magic link' })).toBeVisible();
});

test('when signing in after the sign-up fails, the login page says the account exists and has the email', async ({ page }) => {
  const franchises = await threeFranchises();
  await seedSelection(page, franchises.slice(0, 1));
  // The server created the account but could not start the session: it answers with no viewer and no cookie.
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('RequestInfoSignUp')) return route.continue();
    const response = await route.fetch();
    await page.context().clearCookies(); // route.fetch() keeps the cookie the browser must not get
    const body = await graphqlBody<{ requestInfoSignUp: { viewer: unknown } }>(response);
    body.data!.requestInfoSignUp.viewer = null;
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([k]) => k !== 'set-cookie'));
    await route.fulfill({ response, headers, json: body });
  });
  const dialog = await openDialog(page);
  const email = uniqueEmail('late.sign.in');
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel(/^First name/).fill('Late');
  await dialog.getByLabel(/^Last name/).fill('Starter');
  await dialog.getByLabel(/^Password/).fill('late-start-1');
  await dialog.getByLabel(/^Phone/).fill('07700 900321');
  await dialog.getByLabel(/^City\/Town/).fill('Derby');
  await dialog.getByLabel(/^Post code/).fill('DE1 1AA');
  await dialog.getByRole('combobox', { name: /Desired investment/ }).click();
  await page.getByRole('option', { name: '£50,000' }).click();
  await dialog.getByRole('combobox', { name: /Desired timeframe/ }).click();
  await page.getByRole('option', { name: '3 months' }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL('/customer/login');
  await expect(page.getByText('Account created successfully. Please sign in.')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toHaveValue(email);
  expect(await leadsOf(email)).toHaveLength(1);
  expect(await selectionInStorage(page)).toBeNull();

  // Signed in, the customer's dashboard confirms the request the sign-up sent.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByLabel(/^Password/).fill('late-start-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/customer/dashboard');
  await expect(requestSentNotice(page)).toContainText('Your request was sent to 1 franchisor.');
});
