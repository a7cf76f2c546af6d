import { uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Per-IP limits of the request flow. All test requests come from 127.0.0.1, so these run on their
 * own server, where using up the address's allowance cannot disturb other tests.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new TestClient(server.url);
const TOO_MANY = { message: 'Too many attempts. Please wait a few minutes and try again.', extensions: { code: 'RATE_LIMITED' } };

it('refuses the 31st email check from one address in 15 minutes, whatever the email', async () => {
  for (let i = 0; i < 30; i++) {
    await client().data(`query Check($email: String!) { customerAccountExists(email: $email) }`, { email: uniqueEmail() });
  }
  expect(await client().error(`query Check($email: String!) { customerAccountExists(email: $email) }`, { email: uniqueEmail() })).toMatchObject(
    TOO_MANY,
  );
});

it('refuses the 31st magic-link request from one address in 15 minutes, whatever the email', async () => {
  for (let i = 0; i < 30; i++) {
    await client().data(`mutation Link($email: String!) { requestMagicLink(email: $email) }`, { email: uniqueEmail() });
  }
  expect(await client().error(`mutation Link($email: String!) { requestMagicLink(email: $email) }`, { email: uniqueEmail() })).toMatchObject(
    TOO_MANY,
  );
});
