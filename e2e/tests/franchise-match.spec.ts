import fs from 'node:fs';
import path from 'node:path';
import { violations } from '../support/axe';
import { createFranchise, sql, suffix } from '../support/db';
import { demo, demoAs } from '../support/demo-accounts';
import { expect, test, type Page } from '../support/test';

// Issue 43, the matching quiz: one question per screen with progress, back and skip, the same with JavaScript off;
// results ranked with their reasons; saved to a customer's account and opened again.

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const question = (page: Page) => page.locator('#quiz-question');
const progress = (page: Page) => page.locator('#quiz-progress');

/** Answers the quiz: money, borrowing, involvement, hours, a sector, skips the town, experience, then results. */
async function answerQuiz(page: Page) {
  await expect(progress(page)).toHaveText('Question 1 of 8');
  await expect(question(page)).toHaveText('How much of your own money could you invest?');
  await page.getByLabel('£50,000').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progress(page)).toHaveText('Question 2 of 8');
  await page.getByLabel('£25,000').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(progress(page)).toHaveText('Question 3 of 8');
  // Back keeps the answers given.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(progress(page)).toHaveText('Question 2 of 8');
  await expect(page.getByLabel('£25,000')).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Owner-operator: I run it myself, day to day').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(progress(page)).toHaveText('Question 4 of 8');
  await page.getByLabel('Full time, 20 to 45 hours a week').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(question(page)).toHaveText('Which sectors interest you?');
  await page.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(question(page)).toHaveText('Where would you run it?');
  await page.getByLabel('Town or city').fill('Somewhere');
  // Skip leaves this question out, whatever was typed.
  await page.getByRole('link', { name: 'Skip this question' }).click();
  await expect(progress(page)).toHaveText('Question 7 of 8');
  await page.getByRole('link', { name: 'Skip this question' }).click();
  await expect(progress(page)).toHaveText('Question 8 of 8');
  await page.getByLabel('Within 6 months').check();
  await page.getByRole('button', { name: 'See my matches' }).click();
  await expect(page).toHaveURL(/\/match\/results\?/);
  const answers = Object.fromEntries(new URL(page.url()).searchParams);
  expect(answers).toEqual({
    cash: '£50,000',
    borrow: '£25,000',
    style: 'OWNER_OPERATOR',
    hours: 'FULL_TIME',
    sector: expect.any(String),
    start: '6 months',
  });
}

async function expectRankedResults(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Your franchise matches' })).toBeVisible();
  const answers = page.getByRole('region', { name: 'Your answers' });
  await expect(answers.getByText('How much of your own money could you invest?')).toBeVisible();
  await expect(answers.getByText('Owner-operator: I run it myself, day to day')).toBeVisible();
  await expect(answers.getByText('Where would you run it?')).toHaveCount(0);
  const list = page.getByRole('list', { name: 'Franchises that fit your answers' });
  const first = list.getByRole('listitem').first();
  // The best fit says why: it is within the budget and suits an owner-operator.
  await expect(first.getByRole('list', { name: /^Why / }).getByText('Within your budget')).toBeVisible();
  await expect(first.getByRole('list', { name: /^Why / }).getByText('Suits an owner-operator')).toBeVisible();
}

test('the quiz, one question per screen, ranks the listings with reasons and is saved to the account', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await page.getByRole('link', { name: 'Take the 2-minute matching quiz' }).click();
  await expect(page).toHaveURL('/match');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `match-question-${width}`);
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await answerQuiz(page);
  await expectRankedResults(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `match-results-${width}`);
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const results = page.url();

  // The answers pre-fill the lead form later: they are kept in the browser.
  const stored = await page.evaluate(() => window.localStorage.getItem('fc.matchAnswers'));
  expect((JSON.parse(stored ?? '{}') as { answers?: { ownCash?: string } }).answers?.ownCash).toBe('£50,000');

  // A visitor is asked to sign in, and comes back to the same results to save them.
  await page.getByRole('button', { name: 'Save these results' }).click();
  await expect(page).toHaveURL('/customer/login');
  await page.getByLabel('Email').fill(demo.customer.email);
  await page.getByLabel(/^Password/).fill(demo.customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(results);
  await page.getByRole('button', { name: 'Save these results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to My matches' })).toBeVisible();
  await page.getByRole('link', { name: 'My matches' }).first().click();
  await expect(page).toHaveURL('/customer/matches');
  const saved = page.getByRole('article').first();
  await expect(saved).toContainText('£50,000');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `my-matches-${width}`);
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await saved.getByRole('link', { name: 'Show matches' }).click();
  await expectRankedResults(page);
  await page.goBack();
  // Refine: back into the quiz with the answers in place.
  await page.getByRole('article').first().getByRole('link', { name: 'Refine answers' }).click();
  await expect(progress(page)).toHaveText('Question 1 of 8');
  await expect(page.getByLabel('£50,000')).toBeChecked();
  // Delete, with a confirmation.
  await page.goto('/customer/matches');
  await expect(page.getByRole('article').first()).toBeVisible();
  const count = await page.getByRole('article').count();
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article')).toHaveCount(count - 1);
});

test("the quiz's answers pre-fill the lead form and go with the lead to the franchisor, who sees how the enquirer fits", async ({
  page,
  signedIn,
}) => {
  test.setTimeout(90_000);
  const franchise = await createFranchise(`Quiz Fit Cafe ${suffix()}`, { investment: 60_000 });
  await sql(`UPDATE franchise_details SET ownership_styles = '{owner_operator}', working_hours = 'full_time' WHERE franchise_id = $1`, [
    franchise.id,
  ]);
  // The quiz leaves its answers in the browser.
  await page.goto('/match/results?cash=%C2%A350%2C000&borrow=%C2%A325%2C000&style=OWNER_OPERATOR&hours=FULL_TIME&town=Leeds&start=3+months');
  await expect(page.getByRole('heading', { level: 1, name: 'Your franchise matches' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('fc.matchAnswers'))).toContain('OWNER_OPERATOR');

  await page.goto(`/franchise/${franchise.id}`);
  const form = page.getByRole('form', { name: `Request information about ${franchise.name}` });
  await expect(form.getByLabel('Available capital')).toHaveValue('£50,000');
  await expect(form.getByLabel('City/Town')).toHaveValue('Leeds');
  const send = form.getByRole('checkbox', { name: 'Send my matching quiz answers with this request' });
  await expect(send).toBeChecked();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await send.scrollIntoViewIfNeeded();
    expect(await violations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = `Quinn Quiz ${suffix()}`;
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Email/).fill(`quinn.${suffix()}@example.test`);
  await form.getByLabel(/^Phone/).fill('07700 900456');
  await form.getByLabel(/^Message/).fill('I would like to run one in Leeds.');
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByRole('status')).toBeVisible();

  const franchisor = await signedIn(demoAs.franchisor);
  await franchisor.goto('/franchisor/leads');
  await franchisor.getByRole('button', { name: `View ${name}` }).click();
  const dialog = franchisor.getByRole('dialog', { name });
  await expect(dialog.getByText('Matching quiz answers')).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: 'Owner-operator: runs it day to day' })).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Why this score' })).toContainText('Quiz answers fit this listing');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quiz is a plain form per question and the results are rendered by the server', async ({ page }) => {
    await page.goto('/match');
    await answerQuiz(page);
    await expectRankedResults(page);
  });
});
