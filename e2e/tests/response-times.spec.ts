import { expect, test } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { createFranchise, profileId, sql, suffix } from '../support/db';
import { demoAs } from '../support/demo-accounts';

/**
 * Response times (issue 29): the listing badge and the 'Most responsive' sort over the demo franchisors (whose
 * figures the seed counts), the franchise page's figures, the franchisor's own figures on the dashboard (a
 * franchisor made for this file, counted live) and when the customer's requests were answered.
 */

/** A badge's promise in hours, for comparing cards; no badge sorts after any. */
function hours(summary: string | null): number {
  if (!summary) return Infinity;
  const m = /within (an|a|\d+) (hour|hours|day|days)$/.exec(summary);
  if (!m) throw new Error(`Unexpected badge: ${summary}`);
  const n = m[1] === 'an' || m[1] === 'a' ? 1 : Number(m[1]);
  return m[2].startsWith('day') ? n * 24 : n;
}

test("cards say how quickly the franchisor usually replies; 'Most responsive' puts the quickest first", async ({ page }) => {
  await page.goto('/search');
  await page.getByLabel('Sort by').selectOption({ label: 'Most responsive' });
  await expect(page).toHaveURL(/sort=most-responsive/);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toContainText('Usually replies within an hour');

  const badges = await cards.evaluateAll((articles) =>
    articles.map((a) => /Usually replies within [^.]*?(hour|hours|day|days)(?=$|[^a-z])/.exec(a.textContent ?? '')?.[0] ?? null),
  );
  expect(badges.filter(Boolean).length).toBeGreaterThanOrEqual(8);
  const promised = badges.map(hours);
  expect(promised).toEqual([...promised].sort((a, b) => a - b));
  // Different speeds among the demo franchisors, even on the first page.
  expect(new Set(badges.filter(Boolean)).size).toBeGreaterThanOrEqual(2);

  // The quickest listing's page says it too, with the share answered within a day, and so does its JSON-LD.
  const first = cards.first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name: /View Details/ }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Usually replies within an hour.');
  await expect(page.getByRole('main')).toContainText(/Answers \d+% of enquiries within 24 hours \(last 90 days\)\./);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('"name":"Enquiries answered within 24 hours"');
});

test("the franchisor's dashboard shows their own response times and trend", async ({ page, request }) => {
  const tag = suffix();
  const email = `e2e-replies-${tag}@example.test`;
  const password = 'E2e-franchisor-1';
  const signUp = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: `Replies Ltd ${tag}`, fullName: 'Rhys Reply', email, password } },
    },
  });
  expect(((await signUp.json()) as { errors?: unknown }).errors).toBeUndefined();
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  const franchise = await createFranchise(`Quick Replies ${tag}`, { franchisorEmail: email });
  const franchisorId = await profileId(email);
  // Five leads ten days ago, answered after 1, 2, 2, 30 hours and never: median 2 hours, 3 of 5 within a day.
  for (const [i, h] of [1, 2, 2, 30, null].entries()) {
    await sql(
      `INSERT INTO franchise_leads (franchise_id, franchisor_id, name, email, phone, status, created_at, first_response_at)
       VALUES ($1, $2, $3, $4, '07700 900123', $5, now() - interval '10 days', now() - interval '10 days' + make_interval(hours => $6))`,
      [franchise.id, franchisorId, `Lead ${i}`, `lead.${i}.${tag}@example.test`, h === null ? 'new' : 'contacted', h],
    );
  }

  await signInThroughUi(page, 'franchisor', email, password);
  await expect(page).toHaveURL(/\/franchisor\/dashboard/);
  const card = page.getByRole('region', { name: 'Response Times' });
  await expect(card.getByRole('definition').nth(0)).toHaveText('2 hours');
  await expect(card.getByRole('definition').nth(1)).toHaveText('60%');
  await expect(card.getByRole('definition').nth(2)).toHaveText('5');
  await expect(card).toContainText("Your listings show: 'Usually replies within 2 hours'.");
  // The trend: the leads' week holds all five.
  await expect(
    card.getByRole('table', { name: 'Response times by week the leads arrived' }).getByRole('row').filter({ hasText: '2 hours' }),
  ).toHaveCount(1);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(card.getByRole('definition').nth(2)).toHaveText('5');
    expect.soft(await violations(page), `dashboard at ${width}px`).toEqual([]);
  }
});

test("the customer's requests say whether and when they were answered", async ({ signedIn }) => {
  // Signed in before the page is opened (a sign-in through the form still under way sent it to the login page).
  const page = await signedIn(demoAs.customer);
  await page.goto('/customer/franchises');
  const main = page.getByRole('main');
  await expect(main.getByText(/^Answered \d{1,2} \w+ \d{4}/).first()).toBeVisible();
});
