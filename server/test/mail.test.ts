import fs from 'node:fs';
import path from 'node:path';
import { createCustomer, createFranchise, createFranchisor, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { DIALOG_CONSENT } from './support/consent';

const REQUEST_LINK = `mutation RequestLink($email: String!) { requestMagicLink(email: $email) }`;
const SIGN_UP = `mutation RequestInfoSignUp($input: RequestInfoSignUpInput!) {
  requestInfoSignUp(input: $input) { created viewer { id } } }`;

describe('without SMTP_URL: the local outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ smtpUrl: undefined });
  });
  afterAll(() => server.close());

  it('writes each message to DATA_DIR/mail/<timestamp>-<id>.eml with text and HTML bodies', async () => {
    const customer = await createCustomer(server.ds);
    await new TestClient(server.url).data(REQUEST_LINK, { email: customer.email });
    await server.services.magicLinks.idle();
    await server.services.mailer.idle();
    const dir = path.join(server.config.dataDir, 'mail');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{8}\.eml$/);
    const raw = fs.readFileSync(path.join(dir, files[0]), 'utf8');
    expect(raw).toContain(`To: ${customer.email}`);
    expect(raw).toContain('Subject: Your Franchise Compass sign-in link');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(raw.replace(/=\n/g, '')).toMatch(/\/customer\/magic-link#token=[A-Za-z0-9_-]{43}/);
  });
});

describe('when the mail server cannot be reached', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: every send fails.
    server = await startTestServer({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => server.close());

  it('still answers the magic-link request and the request dialog; the failure is only logged', async () => {
    const customer = await createCustomer(server.ds);
    expect(await new TestClient(server.url).request(REQUEST_LINK, { email: customer.email })).toEqual({
      data: { requestMagicLink: true },
    });
    const franchisor = await createFranchisor(server.ds);
    const franchise = await createFranchise(server.ds, { franchisorId: franchisor.id });
    const res = await new TestClient(server.url).data<{ requestInfoSignUp: { created: number; viewer: { id: string } } }>(SIGN_UP, {
      input: {
        email: uniqueEmail(),
        firstName: 'Mail',
        lastName: 'Down',
        password: 'secret1',
        phone: '07700 900123',
        city: 'York',
        postCode: 'YO1 7HH',
        desiredInvestment: '£20,000',
        desiredTimeframe: '1 month',
        franchiseIds: [franchise.id],
        consent: DIALOG_CONSENT,
      },
    });
    expect(res.requestInfoSignUp.created).toBe(1);
    expect(res.requestInfoSignUp.viewer).not.toBeNull();
    await server.services.magicLinks.idle();
    await server.services.mailer.idle();
  });
});
