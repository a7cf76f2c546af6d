import { FranchiseStatus } from '../src/modules/catalogue/catalogue.enums';
import { Franchise } from '../src/modules/catalogue/franchise.entity';
import { FACTORY_PASSWORD, createCustomer, createFranchise, token } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';

// Every e-mail names the company that sends it and its postal address (issue 41, part 2; PECR), from
// MAIL_SENDER_COMPANY and MAIL_POSTAL_ADDRESS, in the footer of the common layout: text and HTML.

const SENDER = { company: 'Acme Directory & Co Ltd', postalAddress: '2 High Street, York, YO1 7HH, United Kingdom' };
const LINE = 'Sent by Acme Directory & Co Ltd, 2 High Street, York, YO1 7HH, United Kingdom.';

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ smtpUrl: smtp.url, mailSender: SENDER });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The HTML body as a mail client shows it: quoted-printable soft breaks joined. */
const footerOf = (html: string) => html.replace(/=\r?\n/g, '');

it('puts the sender company and postal address at the foot of a transactional e-mail (a sign-in link)', async () => {
  const customer = await createCustomer(server.ds);
  await new TestClient(server.url).data(`mutation RequestLink($email: String!) { requestMagicLink(email: $email) }`, { email: customer.email });
  await server.services.magicLinks.idle();
  await smtp.waitFor(() => smtp.to(customer.email).length > 0);
  const [mine] = smtp.to(customer.email);
  expect(mine.subject).toBe('Your Franchise Compass sign-in link');
  expect(mine.text.trimEnd().split('\n').slice(-1)[0]).toBe(LINE);
  // Escaped in the HTML body, in its footer after the message's own content.
  const html = footerOf(mine.html);
  expect(html).toContain('Sent by Acme Directory &amp; Co Ltd, 2 High Street, York, YO1 7HH, United Kingdom.');
  expect(html.indexOf('Sent by Acme')).toBeGreaterThan(html.indexOf('sign-in'));
  expect(html).not.toContain('[[mail-sender-identity]]');
});

it('puts them at the foot of an alert (marketing) e-mail too', async () => {
  const word = token('footer');
  const profile = await createCustomer(server.ds);
  const client = new TestClient(server.url);
  await client.signIn(profile.email, FACTORY_PASSWORD, 'CUSTOMER');
  await client.data(`mutation Save($input: SaveSearchInput!) { saveSearch(input: $input) { id } }`, {
    input: { name: 'Footer', filters: { text: word }, alert: 'DAILY' },
  });
  const listing = await createFranchise(server.ds, { name: `${word} New`, status: FranchiseStatus.PENDING, areas: ['uk'] });
  await server.ds.getRepository(Franchise).update({ id: listing.id }, { status: FranchiseStatus.APPROVED, approvedAt: new Date() });
  await server.ds.query(`UPDATE saved_searches SET next_alert_at = now() - interval '1 minute' WHERE customer_id = $1`, [profile.id]);
  await server.services.savedSearchAlerts.queueDueNow();
  await server.services.mailer.idle();

  const [alert] = smtp.to(profile.email);
  expect(alert.subject).toBe('New franchises for "Footer"');
  expect(alert.text.trimEnd().split('\n').slice(-1)[0]).toBe(LINE);
  expect(footerOf(alert.html)).toContain('Sent by Acme Directory &amp; Co Ltd, 2 High Street, York, YO1 7HH, United Kingdom.');
});
