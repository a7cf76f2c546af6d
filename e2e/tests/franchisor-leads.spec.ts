import { expect, test, type Page } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { createCustomer, createFranchise, createRequest, sql, suffix } from '../support/db';
import { graphqlBody } from '../support/graphql-body';

/**
 * The franchisor's Leads page, driven as a franchisor would, in one signed-in page: a lead sent from the
 * public site raises the Leads badge without a reload, opening it marks it contacted, a status change
 * survives a reload, and the franchisor answers a customer's message. The franchisor is made for this
 * file, so leads other files send to the demo franchisor never move its badge.
 */
test.describe.configure({ timeout: 240_000 });

const password = 'E2e-franchisor-1';
const tag = suffix();
const email = `e2e-franchisor-${tag}@example.test`;
let page: Page;
let franchise: { id: string; franchisorId: string; name: string };
let customerName: string;

const badge = (count: number) => page.getByRole('navigation').getByLabel(`${count} new leads`);
const row = (name: string) => page.getByRole('row').filter({ hasText: name });

test('a franchisor works a lead from the public site: badge, contacted, status kept, a customer answered', async ({ browser, request }) => {
  const signUp = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: `Leads Ltd ${tag}`, fullName: 'Lena Leads', email, password } },
    },
  });
  expect((await graphqlBody(signUp)).errors).toBeUndefined();
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [email]);
  franchise = await createFranchise(`Leads Bakery ${tag}`, { franchisorEmail: email });
  // A customer who asked a week ago and has written about it.
  const customer = await createCustomer(request, `Cara Customer ${tag}`);
  customerName = customer.fullName;
  const leadId = await createRequest(customer, franchise, 7);
  await sql(`UPDATE franchise_leads SET status = 'contacted' WHERE id = $1`, [leadId]);
  await sql(`INSERT INTO messages (sender_id, receiver_id, subject, content, lead_id) VALUES ($1, $2, $3, 'Is Leeds still free?', $4)`, [
    customer.id,
    franchise.franchisorId,
    `Re: ${franchise.name}`,
    leadId,
  ]);

  page = await browser.newPage();
  await signInThroughUi(page, 'franchisor', email, password);
  await expect(page).toHaveURL('/franchisor/dashboard');
  await page.getByRole('navigation', { name: 'Franchisor Portal' }).getByRole('link', { name: 'Leads' }).click();
  await expect(page.getByRole('heading', { name: 'Lead Management', level: 1 })).toBeVisible();
  await test.step('a lead sent from the public site raises the Leads badge and appears without a reload', async () => {
    await expect(row(customerName)).toBeVisible();
    await expect(page.getByRole('navigation').getByLabel(/new leads/)).toHaveCount(0);

    // The franchise page's request form, as the public site sends it: with the consent line it showed. A visitor of
    // its own (`request` is signed in as the customer made above).
    const visitor = await browser.newContext();
    const shown = await visitor.request.post('/graphql', {
      data: {
        query: 'query ($input: ConsentNoticeInput!) { consentNotice(input: $input) { noticeVersion } }',
        variables: { input: { path: 'LEAD_FORM', franchiseIds: [franchise.id] } },
      },
    });
    const { noticeVersion } = (await graphqlBody<{ consentNotice: { noticeVersion: string } }>(shown)).data!.consentNotice;
    const sent = await visitor.request.post('/graphql', {
      data: {
        query: 'mutation ($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }',
        variables: {
          input: {
            franchiseId: franchise.id,
            name: `Val Visitor ${tag}`,
            email: `val-${tag}@example.test`,
            phone: '07700 900456',
            message: 'Please call me',
            consent: { path: 'LEAD_FORM', noticeVersion },
          },
        },
      },
    });
    expect((await graphqlBody<{ submitFranchiseLead: { created: boolean } }>(sent)).data?.submitFranchiseLead.created).toBe(true);
    await visitor.close();

    await expect(badge(1)).toBeVisible();
    await expect(row(`Val Visitor ${tag}`)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Total Leads' })).toContainText('2');
  });
  await test.step('opening a new lead shows what the enquirer gave and marks it contacted', async () => {
    await row(`Val Visitor ${tag}`)
      .getByRole('button', { name: `View Val Visitor ${tag}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Val Visitor ${tag}` });
    await expect(dialog.getByText(`val-${tag}@example.test`)).toBeVisible();
    await expect(dialog.getByText('Please call me')).toBeVisible();
    await expect(dialog.getByLabel(`Status of Val Visitor ${tag}`)).toHaveValue('CONTACTED');
    await expect(dialog.getByText('This enquirer has no account')).toBeVisible();
    await expect(badge(1)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row(`Val Visitor ${tag}`).getByLabel(`Status of Val Visitor ${tag}`)).toHaveValue('CONTACTED');
    const [lead] = await sql<{ status: string }>(`SELECT status FROM franchise_leads WHERE email = $1`, [`val-${tag}@example.test`]);
    expect(lead.status).toBe('contacted');
  });
  await test.step('a status change from the table is kept after a reload', async () => {
    await row(`Val Visitor ${tag}`).getByLabel(`Status of Val Visitor ${tag}`).selectOption('QUALIFIED');
    await expect(page.getByText(`Val Visitor ${tag} is now qualified.`)).toBeVisible();
    await page.reload();
    await expect(row(`Val Visitor ${tag}`).getByLabel(`Status of Val Visitor ${tag}`)).toHaveValue('QUALIFIED');
    await expect(page.getByRole('listitem').filter({ hasText: 'Qualified' })).toContainText('1');
    // The status filter finds it, and only it.
    await page.getByLabel('Status', { exact: true }).selectOption('QUALIFIED');
    await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
    await expect(row(customerName)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(row(customerName)).toBeVisible();
  });
  await test.step("the franchisor reads a customer's message and answers it", async () => {
    await row(customerName)
      .getByRole('button', { name: /^View Cara Customer/ })
      .click();
    const dialog = page.getByRole('dialog', { name: customerName });
    const thread = dialog.getByRole('log', { name: `Messages with ${customerName}` });
    await expect(thread.getByText('Is Leeds still free?')).toBeVisible();
    await dialog.getByLabel(/Your reply/).fill('Yes, Leeds is free. When can we talk?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Yes, Leeds is free. When can we talk?')).toBeVisible();
    const [reply] = await sql<{ subject: string; read: boolean }>(
      `SELECT m.subject, m.read FROM messages m JOIN profiles p ON p.id = m.sender_id WHERE p.email = $1`,
      [email],
    );
    expect(reply.subject).toBe(`Re: ${franchise.name}`);
    const [asked] = await sql<{ read: boolean }>(`SELECT read FROM messages WHERE content = 'Is Leeds still free?' AND subject = $1`, [
      `Re: ${franchise.name}`,
    ]);
    expect(asked.read).toBe(true);
  });
  await page.close();
});
