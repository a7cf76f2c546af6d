import fs from 'node:fs';
import path from 'node:path';
import { signInThroughUi } from '../support/auth';
import { violations } from '../support/axe';
import { latestMailTo, mailsTo, sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';
import { expect, test, type Page } from '../support/test';

// Make a complaint about your data (issue 41, part 3): a person complains from the footer (and, without JavaScript,
// from the privacy page), is acknowledged with a reference, the admin's badge counts it live, and the admin works and
// answers it; the outcome e-mail names the ICO.

/** Screenshots for a person to look at, when SHOTS_DIR is set. */
const shots = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

const complaintsFrom = (email: string) =>
  sql<{ reference: string; full_name: string; topic: string; status: string; outcome: string | null }>(
    'SELECT reference, full_name, topic, status, outcome FROM data_complaints WHERE email = $1',
    [email],
  );
const unanswered = async () => Number((await sql<{ n: string }>(`SELECT count(*) AS n FROM data_complaints WHERE status <> 'answered'`))[0].n);

test.describe('a complaint reaching the admin and answered', () => {
  test.describe.configure({ timeout: 360_000 });

  const person = `complainer.${suffix()}@example.test`;
  const plainPerson = `plain.${suffix()}@example.test`;
  let admin: Page;
  let start = 0;
  let reference = '';
  const nav = () => admin.getByRole('navigation', { name: 'Admin Portal' });
  const badge = () => nav().getByLabel(/unanswered data complaints/);

  test('a visitor complains with and without JavaScript, and the admin works the complaint to its answer', async ({ browser, page }) => {
    // A page of its own context: axe needs one.
    admin = await (await browser.newContext()).newPage();
    await signInThroughUi(admin, 'admin', demo.admin.email, demo.admin.password);
    await expect(admin).toHaveURL('/admin/dashboard');
    start = await unanswered();
    if (start > 0) await expect(badge()).toHaveAttribute('aria-label', `${start} unanswered data complaints`);
    await test.step('a visitor complains from the footer; refused fields say why; the reference is shown and e-mailed; the badge goes up', async () => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Make a complaint about your data' }).click();
      await expect(page).toHaveURL('/data-complaint');
      await expect(page.getByRole('heading', { name: 'Make a complaint about your data', level: 1 })).toBeVisible();

      const form = page.getByRole('form', { name: 'Make a complaint about your data' });
      await form.getByRole('button', { name: 'Send complaint' }).click();
      await expect(form.getByText('Full name is required')).toBeVisible();
      await expect(form.getByText('Email is required')).toBeVisible();
      await expect(form.getByText('Please choose what your complaint is about')).toBeVisible();
      await expect(form.getByText('Please tell us what your complaint is about')).toBeVisible();
      // The first refused field has the focus.
      await expect(form.getByLabel(/^Full name/)).toBeFocused();

      await form.getByLabel(/^Full name/).fill('Robin Complainer');
      await form.getByLabel(/^Email/).fill('robin@');
      await form.getByRole('radio', { name: 'E-mails or marketing I received' }).check();
      await form.getByLabel(/^Details/).fill('I opted out of alerts in March and still get them every week.');
      await form.getByRole('button', { name: 'Send complaint' }).click();
      await expect(form.getByText('Please enter a valid email address')).toBeVisible();
      expect(await complaintsFrom('robin@')).toEqual([]);

      await form.getByLabel(/^Email/).fill(person);
      await form.getByRole('button', { name: 'Send complaint' }).click();
      const confirmation = page.getByRole('status').filter({ hasText: 'We have received your complaint' });
      await expect(confirmation).toBeVisible();
      reference = (await page.getByTestId('complaint-reference').textContent()) ?? '';
      expect(reference).toMatch(/^DC-\d{4}-\d{6}$/);
      await expect(page).toHaveURL(`/data-complaint?sent=${reference}`);
      expect(await complaintsFrom(person)).toEqual([{ reference, full_name: 'Robin Complainer', topic: 'marketing', status: 'open', outcome: null }]);
      await expect.poll(() => latestMailTo(person)).toContain(`We have received your complaint (reference ${reference})`);
      await shoot(page, 'complaint-sent-1280');

      await expect(badge()).toHaveAttribute('aria-label', `${start + 1} unanswered data complaints`);
    });
    await test.step('without JavaScript, from the privacy page: refused with the messages and the values kept, then sent with its reference', async () => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await noScript.newPage();
        await page.goto('/privacy');
        await page.getByRole('main').getByRole('link', { name: 'make a complaint about your data', exact: true }).click();
        await expect(page).toHaveURL('/data-complaint');
        const form = page.getByRole('form', { name: 'Make a complaint about your data' });
        await form.getByLabel(/^Full name/).fill('Plain Person');
        await form.getByLabel(/^Email/).fill(plainPerson);
        await form.getByLabel(/^Details/).fill('My enquiry went to a franchise I did not tick.');
        await form.getByRole('button', { name: 'Send complaint' }).click();
        await expect(page.getByText('Please choose what your complaint is about')).toBeVisible();
        await expect(form.getByLabel(/^Full name/)).toHaveValue('Plain Person');
        await expect(form.getByLabel(/^Details/)).toHaveValue('My enquiry went to a franchise I did not tick.');
        expect(await complaintsFrom(plainPerson)).toEqual([]);

        await form.getByRole('radio', { name: 'How my details were shared with franchisors' }).check();
        await form.getByRole('button', { name: 'Send complaint' }).click();
        await expect(page.getByText('We have received your complaint')).toBeVisible();
        const [row] = await complaintsFrom(plainPerson);
        expect(row).toMatchObject({ full_name: 'Plain Person', topic: 'sharing', status: 'open' });
        await expect(page).toHaveURL(`/data-complaint?sent=${row.reference}`);
        await expect(page.getByText(row.reference)).toBeVisible();
        await shoot(page, 'complaint-sent-nojs-1280');
      } finally {
        await noScript.close();
      }
      await expect(badge()).toHaveAttribute('aria-label', `${start + 2} unanswered data complaints`);
    });
    await test.step('the admin works the complaint: in progress, an internal note, the outcome e-mailed with the ICO; each step in its history', async () => {
      await nav()
        .getByRole('link', { name: /Data Complaints/ })
        .click();
      await expect(admin).toHaveURL('/admin/data-complaints');
      await expect(admin.getByRole('heading', { name: 'Data Complaints', level: 1 })).toBeVisible();
      const card = admin.getByRole('listitem').filter({ hasText: reference });
      await expect(card).toContainText('Robin Complainer');
      await expect(card).toContainText('E-mails or marketing I received');
      await expect(card).toContainText('answer due by');
      await card.getByRole('link', { name: reference }).click();

      await expect(admin.getByRole('heading', { name: `Complaint ${reference}`, level: 1 })).toBeVisible();
      await expect(admin.getByText('I opted out of alerts in March and still get them every week.')).toBeVisible();
      await admin.getByRole('button', { name: 'Mark in progress' }).click();
      await expect(admin.getByText('Status changed to In progress.')).toBeVisible();

      const notes = admin.getByRole('form', { name: 'Add a note' });
      await notes.getByRole('button', { name: 'Add note' }).click();
      await expect(notes.getByText('Note is required')).toBeVisible();
      await notes.getByLabel(/^New note/).fill('Alert log shows 6 sends after the opt-out: unsubscribe bug, ticket 412.');
      await notes.getByRole('button', { name: 'Add note' }).click();
      await expect(admin.getByRole('list', { name: 'Notes' })).toContainText('ticket 412');

      const outcome = admin.getByRole('form', { name: 'Send the outcome' });
      await outcome.getByRole('button', { name: 'Send outcome' }).click();
      await expect(outcome.getByText('Outcome is required')).toBeVisible();
      await outcome.getByLabel(/^Outcome/).fill('We found a fault that kept sending alerts after an opt-out. It is fixed and your alerts are off.');
      await outcome.getByRole('button', { name: 'Send outcome' }).click();
      const dialog = admin.getByRole('dialog', { name: 'Send the outcome?' });
      await expect(dialog).toContainText(person);
      await dialog.getByRole('button', { name: 'Send outcome' }).click();
      await expect(dialog).toBeHidden();
      await expect(admin.getByText(`Outcome e-mailed to ${person}. The complaint is answered.`)).toBeVisible();
      await expect(admin.getByText('Answered', { exact: true }).first()).toBeVisible();

      const history = admin.getByRole('list', { name: 'History, newest first' });
      await expect(history.getByRole('listitem')).toHaveText([
        /Outcome e-mailed; complaint answered/,
        /Internal note added/,
        /Status changed from Open to In progress/,
        /Complaint received; acknowledgement e-mailed.*Complaint form/,
      ]);
      await expect(badge()).toHaveAttribute('aria-label', `${start + 1} unanswered data complaints`);

      await expect.poll(() => latestMailTo(person)).toContain(`Our answer to your complaint (reference ${reference})`);
      const mail = latestMailTo(person)!;
      expect(mail).toContain('We found a fault that kept sending alerts after an opt-out.');
      expect(mail).toContain("Information Commissioner's Office (ICO)");
      expect(mail).toContain('https://ico.org.uk/make-a-complaint/');
      // Internal notes are never e-mailed.
      expect(mailsTo(person).join('\n')).not.toContain('ticket 412');
      expect((await complaintsFrom(person))[0].status).toBe('answered');
    });
    await test.step('the complaint pages have no WCAG A/AA violations at 1280 and 390 px', async () => {
      for (const width of [1280, 390]) {
        await admin.setViewportSize({ width, height: 900 });
        await expect(admin.getByRole('heading', { name: `Complaint ${reference}`, level: 1 })).toBeVisible();
        expect.soft(await violations(admin), `admin complaint page at ${width}px`).toEqual([]);
        await shoot(admin, `admin-complaint-${width}`);

        await admin.goto('/admin/data-complaints?show=all');
        await expect(admin.getByRole('listitem').filter({ hasText: reference })).toBeVisible();
        expect.soft(await violations(admin), `admin queue at ${width}px`).toEqual([]);
        await shoot(admin, `admin-complaints-${width}`);
        await admin.getByRole('link', { name: reference }).click();

        await page.setViewportSize({ width, height: 900 });
        await page.goto('/data-complaint');
        expect.soft(await violations(page), `complaint page at ${width}px`).toEqual([]);
        await shoot(page, `complaint-page-${width}`);
        await page.getByRole('button', { name: 'Send complaint' }).click();
        await expect(page.getByText('Please choose what your complaint is about')).toBeVisible();
        expect.soft(await violations(page), `refused complaint at ${width}px`).toEqual([]);
        await shoot(page, `complaint-page-refused-${width}`);
        await page.goto(`/data-complaint?sent=${reference}`);
        await expect(page.getByText('We have received your complaint')).toBeVisible();
        expect.soft(await violations(page), `confirmation at ${width}px`).toEqual([]);
        await shoot(page, `complaint-confirmation-${width}`);
      }
    });
    await admin.context().close();
  });
});
