import { AccountStatus, UserType } from '../src/modules/auth/auth.enums';
import { Profile } from '../src/modules/auth/profile.entity';
import { Session } from '../src/modules/auth/session.entity';
import { User } from '../src/modules/auth/user.entity';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const client = () => new TestClient(server.url);
const VIEWER = `query Viewer { viewer { id email userType status fullName companyName } }`;
const SIGN_UP_CUSTOMER = `mutation SignUpCustomer($input: CustomerSignUpInput!) { signUpCustomer(input: $input) { id email userType status } }`;
const SIGN_UP_FRANCHISOR = `mutation SignUpFranchisor($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }`;
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { id email userType } }`;
const SIGN_OUT = `mutation SignOut { signOut }`;
const UNREAD = `query Unread { unreadMessageCount }`;

const counts = async () => ({
  users: await server.ds.getRepository(User).count(),
  profiles: await server.ds.getRepository(Profile).count(),
});

describe('customer sign-up', () => {
  it('creates an approved customer, lower-cases the email and signs them in', async () => {
    const c = client();
    const email = uniqueEmail('New.Customer').replace('new', 'NEW');
    const { signUpCustomer } = await c.data<{ signUpCustomer: { email: string; status: string; userType: string } }>(SIGN_UP_CUSTOMER, {
      input: { fullName: ' Jo Bloggs ', email: `  ${email} `, password: 'secret1' },
    });
    expect(signUpCustomer).toMatchObject({ email: email.toLowerCase(), status: 'APPROVED', userType: 'CUSTOMER' });
    const { viewer } = await c.data<{ viewer: { email: string; fullName: string } }>(VIEWER);
    expect(viewer).toMatchObject({ email: email.toLowerCase(), fullName: 'Jo Bloggs' });
  });

  it.each([
    [{ fullName: 'A', email: 'not-an-email', password: 'secret1' }, 'email', 'Please enter a valid email address'],
    [{ fullName: 'A', email: 'a@b', password: 'secret1' }, 'email', 'Please enter a valid email address'],
    [{ fullName: 'A', email: 'ok@example.test', password: '12345' }, 'password', 'Must be at least 6 characters long'],
    [{ fullName: '   ', email: 'ok@example.test', password: 'secret1' }, 'fullName', 'Full name is required'],
  ])('refuses %j with the message for %s and writes nothing', async (input, field, message) => {
    const before = await counts();
    const error = await client().error(SIGN_UP_CUSTOMER, { input });
    expect(error.message).toBe(message);
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    expect(await counts()).toEqual(before);
  });

  it('accepts a password of exactly 6 characters', async () => {
    const res = await client().request(SIGN_UP_CUSTOMER, {
      input: { fullName: 'Six', email: uniqueEmail(), password: '123456' },
    });
    expect(res.errors).toBeUndefined();
  });

  it('refuses an email that already has an account, in any case, and writes nothing', async () => {
    const existing = await createCustomer(server.ds);
    const before = await counts();
    const error = await client().error(SIGN_UP_CUSTOMER, {
      input: { fullName: 'Dup', email: existing.email.toUpperCase(), password: 'secret1' },
    });
    expect(error.message).toBe('An account with this email already exists');
    expect(error.extensions?.code).toBe('CONFLICT');
    expect(await counts()).toEqual(before);
  });
});

describe('franchisor sign-up', () => {
  const valid = () => ({ companyName: 'Acme Ltd', fullName: 'Ann Acme', email: uniqueEmail('acme'), password: 'secret1' });

  it('creates a pending franchisor and does not sign them in', async () => {
    const c = client();
    const input = valid();
    const { signUpFranchisor } = await c.data<{ signUpFranchisor: boolean }>(SIGN_UP_FRANCHISOR, { input });
    expect(signUpFranchisor).toBe(true);
    expect(c.cookie).toBeNull();
    const profile = await server.ds.getRepository(Profile).findOneByOrFail({ email: input.email });
    expect(profile).toMatchObject({
      userType: UserType.FRANCHISOR,
      status: AccountStatus.PENDING,
      companyName: 'Acme Ltd',
      approvedAt: null,
    });
    const error = await c.error(SIGN_IN, { input: { email: input.email, password: input.password, userType: 'FRANCHISOR' } });
    expect(error.extensions?.code).toBe('ACCOUNT_PENDING');
  });

  it.each([
    ['companyName', '', 'Company name is required'],
    ['fullName', ' ', 'Contact name is required'],
    ['email', 'franchisor.example.test', 'Please enter a valid email address'],
    ['password', 'short', 'Must be at least 6 characters long'],
  ])('refuses a bad %s with "%s" → %s and writes nothing', async (field, value, message) => {
    const before = await counts();
    const error = await client().error(SIGN_UP_FRANCHISOR, { input: { ...valid(), [field]: value } });
    expect(error.message).toBe(message);
    expect(error.extensions?.fields).toEqual({ [field]: message });
    expect(await counts()).toEqual(before);
  });

  it('refuses a duplicate email', async () => {
    const existing = await createFranchisor(server.ds);
    const error = await client().error(SIGN_UP_FRANCHISOR, { input: { ...valid(), email: existing.email } });
    expect(error.message).toBe('An account with this email already exists');
  });
});

describe('sign-in', () => {
  const signIn = (c: TestClient, email: string, userType: string, password = FACTORY_PASSWORD) =>
    c.request<{ signIn: { id: string } }>(SIGN_IN, { input: { email, password, userType } });

  it('signs an approved user of the right type in, records last_login and rotates the cookie', async () => {
    const franchisor = await createFranchisor(server.ds);
    const c = client();
    const first = await signIn(c, `  ${franchisor.email.toUpperCase()} `, 'FRANCHISOR');
    expect(first.errors).toBeUndefined();
    const firstCookie = c.cookie;
    expect(firstCookie).toMatch(/^fc_session=[A-Za-z0-9_-]{43}$/);
    const stored = await server.ds.getRepository(Profile).findOneByOrFail({ id: franchisor.id });
    expect(stored.lastLogin).not.toBeNull();
    await signIn(c, franchisor.email, 'FRANCHISOR');
    expect(c.cookie).not.toBe(firstCookie);
    expect(await server.ds.getRepository(Session).countBy({ userId: franchisor.id })).toBe(1);
  });

  it('sets an HttpOnly, SameSite=Lax cookie', async () => {
    const customer = await createCustomer(server.ds);
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: customer.email, password: FACTORY_PASSWORD, userType: 'CUSTOMER' } } }),
    });
    const header = res.headers.getSetCookie().find((h) => h.startsWith('fc_session='))!;
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
  });

  it('says "Invalid email or password" for a wrong password and for an unknown email', async () => {
    const customer = await createCustomer(server.ds);
    const wrong = await signIn(client(), customer.email, 'CUSTOMER', 'wrong-password');
    const unknown = await signIn(client(), uniqueEmail('nobody'), 'CUSTOMER');
    for (const res of [wrong, unknown]) {
      expect(res.errors?.[0]).toMatchObject({
        message: 'Invalid email or password',
        extensions: { code: 'INVALID_CREDENTIALS' },
      });
    }
  });

  it.each([
    ['customer', 'FRANCHISOR'],
    ['customer', 'ADMIN'],
    ['franchisor', 'CUSTOMER'],
    ['franchisor', 'ADMIN'],
    ['admin', 'CUSTOMER'],
    ['admin', 'FRANCHISOR'],
  ])('refuses a %s on the %s login with "Unauthorized access" and leaves no session', async (type, page) => {
    const profile =
      type === 'customer'
        ? await createCustomer(server.ds)
        : type === 'franchisor'
          ? await createFranchisor(server.ds)
          : await createAdmin(server.ds);
    const c = client();
    const res = await signIn(c, profile.email, page);
    expect(res.errors?.[0]).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    expect(c.cookie).toBeNull();
    expect(await server.ds.getRepository(Session).countBy({ userId: profile.id })).toBe(0);
  });

  it('refuses a pending franchisor with the awaiting-approval message and ends the session it had', async () => {
    const customer = await createCustomer(server.ds);
    const pending = await createFranchisor(server.ds, AccountStatus.PENDING);
    const c = client();
    await c.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const res = await signIn(c, pending.email, 'FRANCHISOR');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Your account is still awaiting approval. Please check your email for confirmation once your account has been approved.',
      extensions: { code: 'ACCOUNT_PENDING' },
    });
    expect(c.cookie).toBeNull();
    expect(await server.ds.getRepository(Session).countBy({ userId: customer.id })).toBe(0);
  });

  it('refuses a rejected franchisor with the rejected message', async () => {
    const rejected = await createFranchisor(server.ds, AccountStatus.REJECTED);
    const c = client();
    const res = await signIn(c, rejected.email, 'FRANCHISOR');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Your account application has been rejected. Please contact support for more information.',
      extensions: { code: 'ACCOUNT_REJECTED' },
    });
    expect(c.cookie).toBeNull();
  });

  it('refuses an admin who is not approved with "Your account is pending approval"', async () => {
    const admin = await createAdmin(server.ds, AccountStatus.PENDING);
    const res = await signIn(client(), admin.email, 'ADMIN');
    expect(res.errors?.[0].message).toBe('Your account is pending approval');
  });

  it('signs an approved admin in', async () => {
    const admin = await createAdmin(server.ds);
    const c = client();
    expect((await signIn(c, admin.email, 'ADMIN')).errors).toBeUndefined();
    const { viewer } = await c.data<{ viewer: { userType: string } }>(VIEWER);
    expect(viewer.userType).toBe('ADMIN');
  });

  it('refuses blank fields with their messages', async () => {
    const error = await client().error(SIGN_IN, { input: { email: ' ', password: '', userType: 'CUSTOMER' } });
    expect(error.extensions?.fields).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  it('makes an email wait on the address that gave five wrong passwords in a row (sign-in-throttling.test.ts has more)', async () => {
    const customer = await createCustomer(server.ds);
    const c = client();
    for (let i = 0; i < 5; i++) {
      expect((await signIn(c, customer.email, 'CUSTOMER', 'wrong')).errors?.[0].extensions?.code).toBe('INVALID_CREDENTIALS');
    }
    const res = await signIn(c, customer.email, 'CUSTOMER');
    expect(res.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 1 },
    });
  });
});

describe('sessions', () => {
  it('dies at sign-out: the old cookie no longer works', async () => {
    const customer = await createCustomer(server.ds);
    const c = client();
    await c.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const stolen = c.cookie;
    expect((await c.data<{ signOut: boolean }>(SIGN_OUT)).signOut).toBe(true);
    expect(c.cookie).toBeNull();
    expect(await server.ds.getRepository(Session).countBy({ userId: customer.id })).toBe(0);

    const replay = client();
    replay.cookie = stolen;
    expect((await replay.data<{ viewer: null }>(VIEWER)).viewer).toBeNull();
    expect(replay.cookie).toBeNull(); // the server told the browser to drop the dead cookie
    replay.cookie = stolen;
    const error = await replay.error(UNREAD);
    expect(error).toMatchObject({ message: 'Your session has expired. Please sign in again.', extensions: { code: 'SESSION_EXPIRED' } });
  });

  it('lets sign-out be called without a session', async () => {
    expect((await client().data<{ signOut: boolean }>(SIGN_OUT)).signOut).toBe(true);
  });

  it('stores only a hash of the token', async () => {
    const customer = await createCustomer(server.ds);
    const c = client();
    await c.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const token = c.cookie!.split('=')[1];
    const session = await server.ds.getRepository(Session).findOneByOrFail({ userId: customer.id });
    expect(session.tokenHash).toHaveLength(64);
    expect(session.tokenHash).not.toContain(token);
  });
});

describe('guards on the API', () => {
  const SEND_ADMIN = `mutation SendAdmin($input: SendAdminMessageInput!) { sendAdminMessage(input: $input) { id } }`;
  const SEND_SUPPORT = `mutation Support($input: SendSupportMessageInput!) { sendSupportMessage(input: $input) { id } }`;

  it('refuses anonymous callers with "Not authenticated"', async () => {
    const error = await client().error(UNREAD);
    expect(error).toMatchObject({ message: 'Not authenticated', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses a customer calling admin and franchisor mutations', async () => {
    const customer = await createCustomer(server.ds);
    const franchisor = await createFranchisor(server.ds);
    const c = client();
    await c.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    const asAdmin = await c.error(SEND_ADMIN, { input: { franchisorId: franchisor.id, subject: 'S', content: 'C' } });
    const asFranchisor = await c.error(SEND_SUPPORT, { input: { subject: 'S', content: 'C' } });
    for (const error of [asAdmin, asFranchisor]) {
      expect(error).toMatchObject({ message: 'Unauthorized access', extensions: { code: 'FORBIDDEN' } });
    }
  });

  it('refuses a franchisor calling admin mutations', async () => {
    const franchisor = await createFranchisor(server.ds);
    const c = client();
    await c.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    const error = await c.error(SEND_ADMIN, { input: { franchisorId: franchisor.id, subject: 'S', content: 'C' } });
    expect(error.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    [AccountStatus.PENDING, 'ACCOUNT_PENDING'],
    [AccountStatus.REJECTED, 'ACCOUNT_REJECTED'],
  ])('applies a franchisor status change to %s on the very next request', async (status, code) => {
    const franchisor = await createFranchisor(server.ds);
    const c = client();
    await c.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    expect((await c.request(UNREAD)).errors).toBeUndefined();
    await server.ds.getRepository(Profile).update({ id: franchisor.id }, { status });
    expect((await c.error(UNREAD)).extensions?.code).toBe(code);
  });

  it('applies an admin losing approval on the very next request', async () => {
    const admin = await createAdmin(server.ds);
    const c = client();
    await c.signIn(admin.email, FACTORY_PASSWORD, 'ADMIN');
    await server.ds.getRepository(Profile).update({ id: admin.id }, { status: AccountStatus.PENDING });
    expect((await c.error(UNREAD)).message).toBe('Your account is pending approval');
  });

  it('masks unexpected errors and never sends stack traces', async () => {
    const res = await client().request(`query { nope }`);
    expect(res.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(res)).not.toMatch(/stacktrace/);
  });

  it('refuses queries nested too deeply', async () => {
    const deep = `query { mainCategories { children { parent { children { parent { children { parent { children { id } } } } } } } } }`;
    const res = await client().request(deep);
    expect(res.errors?.[0].message).toMatch(/depth limit of 7 exceeded/);
  });
});
