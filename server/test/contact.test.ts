import { randomBytes } from 'node:crypto';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  // Trusting the proxy lets each test come from its own address (X-Forwarded-For), so the per-IP limit stays per test.
  server = await startTestServer({ trustProxy: 1 });
});
afterAll(() => server.close());

const SEND = `mutation Send($input: SendContactMessageInput!) { sendContactMessage(input: $input) }`;
const valid = {
  fullName: 'Priya Shah',
  email: 'Priya.Shah@Example.test ',
  phone: '07700 900123',
  subject: 'Finding a franchise',
  message: 'Which franchises suit a first-time owner in Bristol?',
};

/** A client with an address of its own. */
function visitor() {
  const c = new TestClient(server.url);
  const [a, b, d] = randomBytes(3);
  c.headers = { 'x-forwarded-for': `198.${a}.${b}.${d}` };
  return c;
}
const count = () => server.ds.getRepository(ContactMessage).count();

it('stores a valid message for the admin, trimmed, with the e-mail lowercased', async () => {
  const before = await count();
  const res = await visitor().data<{ sendContactMessage: boolean }>(SEND, {
    input: { ...valid, fullName: '  Priya Shah ', message: ' Hello there. ' },
  });
  expect(res.sendContactMessage).toBe(true);
  expect(await count()).toBe(before + 1);
  const stored = await server.ds.getRepository(ContactMessage).findOneOrFail({ where: {}, order: { createdAt: 'DESC' } });
  expect(stored).toMatchObject({
    fullName: 'Priya Shah',
    email: 'priya.shah@example.test',
    phone: '07700 900123',
    subject: 'Finding a franchise',
    message: 'Hello there.',
    read: false,
  });
});

it.each([
  ['no phone', { phone: null }],
  ['a blank phone', { phone: '  ' }],
  ['an international phone', { phone: '+44 (0)20 7946 0321' }],
])('accepts %s', async (_label, change) => {
  const before = await count();
  await visitor().data(SEND, { input: { ...valid, ...change } });
  expect(await count()).toBe(before + 1);
});

it.each([
  ['a blank full name', 'fullName', '', 'Full name is required'],
  ['a full name of spaces', 'fullName', '   ', 'Full name is required'],
  ['a full name over 200 characters', 'fullName', 'x'.repeat(201), 'Full name must be at most 200 characters'],
  ['a blank email', 'email', '', 'Email is required'],
  ['an incomplete email', 'email', 'priya@', 'Please enter a valid email address'],
  ['an email over 254 characters', 'email', `${'a'.repeat(250)}@x.uk`, 'Please enter a valid email address'],
  ['a phone with letters', 'phone', 'call me', 'Please enter a valid phone number'],
  ['a phone with too few digits', 'phone', '12345', 'Please enter a valid phone number'],
  ['a phone with too many digits', 'phone', '1'.repeat(16), 'Please enter a valid phone number'],
  ['a blank subject', 'subject', '', 'Subject is required'],
  ['a subject not in the list', 'subject', 'Make me rich', 'Please choose a subject from the list'],
  ['a blank message', 'message', '', 'Message is required'],
  ['a message of whitespace', 'message', ' \n ', 'Message is required'],
  ['a message over 5000 characters', 'message', 'x'.repeat(5001), 'Message must be at most 5000 characters'],
] as const)('refuses %s and writes nothing', async (_label, field, value, message) => {
  const before = await count();
  const error = await visitor().error(SEND, { input: { ...valid, [field]: value } });
  expect(error.message).toBe(message);
  expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
  expect(await count()).toBe(before);
});

it('accepts five messages from one address in 15 minutes, then refuses without writing', async () => {
  const c = visitor();
  for (let i = 0; i < 5; i++) await c.data(SEND, { input: valid });
  const before = await count();
  const error = await c.error(SEND, { input: valid });
  expect(error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  expect(error.extensions?.code).toBe('RATE_LIMITED');
  expect(await count()).toBe(before);
  // Another address is not affected.
  await visitor().data(SEND, { input: valid });
  expect(await count()).toBe(before + 1);
});
