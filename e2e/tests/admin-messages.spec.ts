import { expect, test, type Page } from '../support/test';
import { signInThroughUi } from '../support/auth';
import { sql, suffix } from '../support/db';
import { demo } from '../support/demo-accounts';
import { graphqlBody } from '../support/graphql-body';

/**
 * The admin Messages page and the platform inbox, live both ways, and the GraphQL playground. One
 * signed-in admin page and one page of a franchisor made for this file (so other files' messages to the
 * demo franchisor never move its Support badge).
 */
test.describe.configure({ timeout: 300_000 });

const company = `Harbour Coffee ${suffix()}`;
const contact = 'Nadia Harbour';
const franchisorEmail = `e2e-msg-${suffix()}@example.test`;
const password = 'E2e-password-1';
const subject = `Listing photos ${suffix()}`;
const reply = `Re: ${subject}`;

let admin: Page;
let franchisor: Page;

const adminNav = () => admin.getByRole('navigation', { name: 'Admin Portal' });
const franchisorNav = () => franchisor.getByRole('navigation', { name: 'Franchisor Portal' });

test('an admin and a franchisor message each other live, and the admin runs the playground', async ({ browser, request }) => {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation ($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }',
      variables: { input: { companyName: company, fullName: contact, email: franchisorEmail, password } },
    },
  });
  expect((await graphqlBody(res)).data?.signUpFranchisor).toBe(true);
  await sql(`UPDATE profiles SET status = 'approved', approved_at = now() WHERE email = $1`, [franchisorEmail]);
  // The platform inbox is shared by every admin: start this file with nothing unread in it.
  await sql(`UPDATE messages SET read = true WHERE platform = 'in' AND NOT read`);

  admin = await (await browser.newContext()).newPage();
  await signInThroughUi(admin, 'admin', demo.admin.email, demo.admin.password);
  await expect(admin).toHaveURL('/admin/dashboard');
  franchisor = await (await browser.newContext()).newPage();
  await signInThroughUi(franchisor, 'franchisor', franchisorEmail, password);
  await expect(franchisor).toHaveURL('/franchisor/dashboard');
  await test.step("an admin's message reaches the franchisor with a live Support badge", async () => {
    await adminNav().getByRole('link', { name: 'Messages' }).click();
    await expect(admin.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

    // The rules, by field, with the spec's words; nothing is sent.
    await admin.getByRole('button', { name: 'Send Message' }).click();
    await expect(admin.getByText('Please select a franchisor')).toBeVisible();
    await expect(admin.getByText('Subject is required')).toBeVisible();
    await expect(admin.getByText('Message is required')).toBeVisible();

    // Only approved franchisors are offered: the pending demo account is not.
    const select = admin.getByRole('combobox', { name: 'Select Franchisor' });
    await select.fill('Fletcher Home');
    await expect(admin.getByText('No approved franchisors found')).toBeVisible();
    await select.fill(company);
    await admin.getByRole('option', { name: `${company} (${contact})` }).click();
    await expect(admin.getByText('Please select a franchisor')).toBeHidden();
    await admin.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await admin.getByRole('textbox', { name: /^Message/ }).fill('Could you add three photos of the shop floor?');

    await expect(franchisorNav().getByLabel(/unread/)).toHaveCount(0);
    await admin.getByRole('button', { name: 'Send Message' }).click();
    await expect(admin.getByRole('status').filter({ hasText: `Your message to ${company} (${contact}) has been sent.` })).toBeVisible();
    const sent = admin.getByRole('listitem').filter({ hasText: subject });
    // Sent by the demo admin (Alex Morgan) to the franchisor's company and contact.
    await expect(sent).toContainText(`Alex Morgan to ${company} (${contact})`);
    await expect(sent).toContainText('Not read yet');

    // Live on the franchisor's side, without a reload.
    await expect(franchisorNav().getByLabel('1 unread messages')).toBeVisible();
    const [audit] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM admin_actions a JOIN messages m ON m.id = a.target_id
     WHERE a.target_type = 'message' AND a.action = 'send' AND m.subject = $1`,
      [subject],
    );
    expect(audit.count).toBe(1);
  });
  await test.step("the franchisor replies from Support and the admin's Messages badge changes live", async () => {
    // The admin waits on another page; the badge is in the portal navigation on every page.
    await adminNav().getByRole('link', { name: 'GraphQL Playground' }).click();
    await expect(admin.getByRole('heading', { name: 'GraphQL Playground', level: 1 })).toBeVisible();
    await expect(adminNav().getByLabel(/unread messages/)).toHaveCount(0);

    await franchisorNav()
      .getByRole('link', { name: /Support/ })
      .click();
    await expect(franchisor.getByRole('listitem').filter({ hasText: subject })).toBeVisible();
    await expect(franchisorNav().getByLabel(/unread messages/)).toHaveCount(0);
    await franchisor.getByRole('textbox', { name: /^Subject/ }).fill(reply);
    await franchisor.getByRole('textbox', { name: /^Message/ }).fill('Done: three photos are up.');
    await franchisor.getByRole('button', { name: 'Send Message' }).click();
    await expect(franchisor.getByRole('status').filter({ hasText: 'Your message has been sent.' })).toBeVisible();

    await expect(adminNav().getByLabel('1 unread messages')).toBeVisible();

    // Opening Messages shows the reply with the sender's company and contact, and reads it for every admin.
    await adminNav().getByRole('link', { name: 'Messages' }).click();
    const received = admin.getByRole('listitem').filter({ hasText: reply });
    await expect(received).toContainText(`${company} (${contact})`);
    await expect(received).toContainText('Done: three photos are up.');
    await expect(received.getByText('New')).toBeVisible();
    await expect(adminNav().getByLabel(/unread messages/)).toHaveCount(0);
    await expect(admin.getByRole('listitem').filter({ hasText: subject }).last()).toContainText('Sent · Read');
  });
  await test.step('a reply arriving while Messages is open shows at once', async () => {
    await franchisor.getByRole('textbox', { name: /^Subject/ }).fill(`${reply} (2)`);
    await franchisor.getByRole('textbox', { name: /^Message/ }).fill('One more thing.');
    await franchisor.getByRole('button', { name: 'Send Message' }).click();
    await expect(admin.getByRole('listitem').filter({ hasText: `${reply} (2)` })).toBeVisible();
  });
  await test.step('the playground runs a query as the admin and shows the result', async () => {
    await adminNav().getByRole('link', { name: 'GraphQL Playground' }).click();
    await expect(admin.getByRole('heading', { name: 'GraphQL Playground', level: 1 })).toBeVisible();
    // The schema explorer shows the schema the server gave this admin (introspection is for admins only).
    await admin.getByRole('button', { name: 'Show Documentation Explorer' }).click();
    const docs = admin.locator('.graphiql-doc-explorer');
    await expect(docs.getByText('Query', { exact: true }).first()).toBeVisible();
    await docs.getByText('AdminMessage', { exact: true }).first().click();
    await expect(docs.getByText('A message of the platform inbox as administrators see it', { exact: false })).toBeVisible();
    await admin.getByRole('button', { name: 'Hide Documentation Explorer' }).click();

    await admin.getByRole('button', { name: /Execute query/ }).click();
    const result = admin.locator('.graphiql-response');
    await expect(result).toContainText('"adminMessages"');
    await expect(result).toContainText(`${reply} (2)`);
    await expect(result).toContainText(/"adminUnreadMessageCount\s*":\s*0/);
  });
  await test.step('the playground runs the operation the editor shows, even when Run is pressed at once after typing', async () => {
    await adminNav().getByRole('link', { name: 'GraphQL Playground' }).click();
    await expect(admin.getByRole('heading', { name: 'GraphQL Playground', level: 1 })).toBeVisible();
    const editor = admin.getByRole('region', { name: 'Operation Editor' }).locator('.monaco-editor').first();
    await expect(editor).toContainText('PlatformInbox');
    // Replace the whole operation and press Run with no pause at all: GraphiQL takes the operation name from the
    // text only a moment after the last keystroke, and the playground must not send the previous one. Typing and
    // pressing Run happen in one step in the page (the text entered as typing enters it, then a click on Run), so
    // no pause can slip in between, however busy the machine.
    await editor.locator('.view-lines').click();
    await admin.keyboard.press('ControlOrMeta+A');
    await admin.evaluate((text) => {
      document.execCommand('insertText', false, text);
      document.querySelector<HTMLButtonElement>('button.graphiql-execute-button')!.click();
    }, 'query WhoAmI { viewer { email userType } }');
    const result = admin.locator('.graphiql-response');
    await expect(result).toContainText(/"email":\s*"admin@demo\.test"/);
    await expect(result).not.toContainText('Unknown operation');
    await expect(result).not.toContainText('adminMessages');
  });
  await admin.context().close();
  await franchisor.context().close();
});
