import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { RateLimiters } from '../src/common/rate-limiter';
import { SIGN_UPS_PER_ADDRESS_PER_HOUR, TAKEN_EMAIL_ANSWERS_PER_ADDRESS_PER_HOUR } from '../src/modules/auth/auth.service';
import { MagicLinkToken } from '../src/modules/auth/magic-link-token.entity';
import { Profile } from '../src/modules/auth/profile.entity';
import { ADDRESS_FAILURES_PER_DAY, EMAIL_FAILURES_PER_HOUR, FREE_FAILURES, SignInThrottle } from '../src/modules/auth/sign-in-throttle';
import { FACTORY_PASSWORD, createAdmin, createCustomer, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Sign-in throttling (OWASP login throttling): by email and client address with growing waits, plus looser
 * ceilings per address and per email that an address which signed in to that email before is exempt from. The
 * server trusts one proxy hop here (the right-most X-Forwarded-For entry), so each test speaks from addresses of its own.
 */
let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ trustProxy: 1, smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let addresses = 0;
/** A client address no other test uses. */
const newAddress = () => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
const from = (address: string) => {
  const client = new TestClient(server.url);
  client.headers['x-forwarded-for'] = address;
  return client;
};

type UserType = 'ADMIN' | 'FRANCHISOR' | 'CUSTOMER';
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`;
const signIn = (address: string, email: string, password: string, userType: UserType = 'ADMIN') =>
  from(address).request<{ signIn: { id: string } }>(SIGN_IN, { input: { email, password, userType } });
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `n` calls of `fn`, a few at a time. */
async function times(n: number, fn: (i: number) => Promise<unknown>) {
  for (let i = 0; i < n; i += 4) await Promise.all(Array.from({ length: Math.min(4, n - i) }, (_, j) => fn(i + j)));
}

describe('sign-in by email and address', () => {
  it('ten wrong passwords for the admin from one address do not stop the owner signing in from another', async () => {
    const admin = await createAdmin(server.ds);
    const attacker = newAddress();
    for (let i = 0; i < 10; i++) await signIn(attacker, admin.email, 'wrong');
    const res = await signIn(newAddress(), admin.email, FACTORY_PASSWORD);
    expect(res.errors).toBeUndefined();
    expect(res.data?.signIn.id).toBe(admin.id);
  });

  it('makes the guessing address wait after five failures in a row, longer after each further failure', async () => {
    const admin = await createAdmin(server.ds);
    const attacker = newAddress();
    for (let i = 0; i < FREE_FAILURES; i++) expect(codeOf(await signIn(attacker, admin.email, 'wrong'))).toBe('INVALID_CREDENTIALS');

    const waits: number[] = [];
    for (let round = 0; round < 3; round++) {
      // While it waits, even the right password is not checked.
      const refused = await signIn(attacker, admin.email, FACTORY_PASSWORD);
      expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
      const seconds = refused.errors![0].extensions!.retryAfterSeconds as number;
      waits.push(seconds);
      if (round === 2) break;
      await sleep(seconds * 1000 + 250);
      expect(codeOf(await signIn(attacker, admin.email, 'wrong'))).toBe('INVALID_CREDENTIALS');
    }
    expect(waits[0]).toBeGreaterThan(0);
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[2]).toBeGreaterThan(waits[1]);
  });

  it('starts afresh for that email and address after a correct password', async () => {
    const customer = await createCustomer(server.ds);
    const address = newAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < FREE_FAILURES - 1; i++) {
        expect(codeOf(await signIn(address, customer.email, 'wrong', 'CUSTOMER'))).toBe('INVALID_CREDENTIALS');
      }
      expect((await signIn(address, customer.email, FACTORY_PASSWORD, 'CUSTOMER')).errors).toBeUndefined();
    }
  });

  it('counts an IPv6 /64 network as one address', async () => {
    const customer = await createCustomer(server.ds);
    // The only IPv6 addresses in this file.
    for (let i = 0; i < FREE_FAILURES; i++) await signIn(`2001:db8:7:7::${i + 1}`, customer.email, 'wrong', 'CUSTOMER');
    expect(codeOf(await signIn('2001:db8:7:7:0:0:0:abcd', customer.email, FACTORY_PASSWORD, 'CUSTOMER'))).toBe('RATE_LIMITED');
    expect((await signIn('2001:db8:7:8::1', customer.email, FACTORY_PASSWORD, 'CUSTOMER')).errors).toBeUndefined();
  });

  it('does not count a correct password of the wrong user type as a failure', async () => {
    const customer = await createCustomer(server.ds);
    const address = newAddress();
    for (let i = 0; i < 2 * FREE_FAILURES + 1; i++) expect(codeOf(await signIn(address, customer.email, FACTORY_PASSWORD))).toBe('FORBIDDEN');
    expect((await signIn(address, customer.email, FACTORY_PASSWORD, 'CUSTOMER')).errors).toBeUndefined();
  });
});

describe('ceilings', () => {
  it(`refuses an address after ${ADDRESS_FAILURES_PER_DAY} failures across emails, except for an email that signed in from it`, async () => {
    const address = newAddress();
    const regular = await createCustomer(server.ds);
    expect((await signIn(address, regular.email, FACTORY_PASSWORD, 'CUSTOMER')).errors).toBeUndefined();

    await times(ADDRESS_FAILURES_PER_DAY, async () => {
      expect(codeOf(await signIn(address, uniqueEmail('guess'), 'wrong', 'CUSTOMER'))).toBe('INVALID_CREDENTIALS');
    });

    const other = await createCustomer(server.ds);
    const refused = await signIn(address, other.email, FACTORY_PASSWORD, 'CUSTOMER');
    expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
    expect(refused.errors![0].extensions!.retryAfterSeconds).toBeGreaterThan(0);
    // The address that signed in before, and every other address, are unaffected.
    expect((await signIn(address, regular.email, FACTORY_PASSWORD, 'CUSTOMER')).errors).toBeUndefined();
    expect((await signIn(newAddress(), other.email, FACTORY_PASSWORD, 'CUSTOMER')).errors).toBeUndefined();
  });

  it(`refuses new addresses for an email after ${EMAIL_FAILURES_PER_HOUR} failures on it, not the owner's address`, async () => {
    const admin = await createAdmin(server.ds);
    const owner = newAddress();
    expect((await signIn(owner, admin.email, FACTORY_PASSWORD)).errors).toBeUndefined();

    // Spread over many addresses, each staying within its free failures.
    const perAddress = FREE_FAILURES;
    await times(EMAIL_FAILURES_PER_HOUR / perAddress, async () => {
      const address = newAddress();
      for (let i = 0; i < perAddress; i++) expect(codeOf(await signIn(address, admin.email, 'wrong'))).toBe('INVALID_CREDENTIALS');
    });

    const refused = await signIn(newAddress(), admin.email, FACTORY_PASSWORD);
    expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
    const res = await signIn(owner, admin.email, FACTORY_PASSWORD);
    expect(res.errors).toBeUndefined();
    expect(res.data?.signIn.id).toBe(admin.id);
  });
});

describe('sign-up per address', () => {
  const SIGN_UP_FRANCHISOR = `mutation SignUpFranchisor($input: FranchisorSignUpInput!) { signUpFranchisor(input: $input) }`;
  const SIGN_UP_CUSTOMER = `mutation SignUpCustomer($input: CustomerSignUpInput!) { signUpCustomer(input: $input) { id } }`;
  const franchisor = (email: string) => ({ input: { companyName: 'Probe Ltd', fullName: 'Pat Probe', email, password: 'secret1' } });
  const customer = (email: string) => ({ input: { fullName: 'Pat Probe', email, password: 'secret1' } });

  it.each([
    ['franchisor', SIGN_UP_FRANCHISOR, franchisor],
    ['customer', SIGN_UP_CUSTOMER, customer],
  ])(
    `after ${TAKEN_EMAIL_ANSWERS_PER_ADDRESS_PER_HOUR} 'email taken' answers refuses every %s sign-up from that address and writes nothing`,
    async (_, mutation, variables) => {
      const address = newAddress();
      const taken = await createCustomer(server.ds);
      expect((await from(address).request(mutation, variables(uniqueEmail()))).errors).toBeUndefined();
      // The spec's answer for an email that has an account stays, a limited number of times.
      for (let i = 0; i < TAKEN_EMAIL_ANSWERS_PER_ADDRESS_PER_HOUR; i++) {
        expect(await from(address).error(mutation, variables(taken.email))).toMatchObject({
          message: 'An account with this email already exists',
          extensions: { code: 'CONFLICT' },
        });
      }
      // Past it, a new email and a taken one get the same refusal: the answer tells nothing any more.
      const email = uniqueEmail('one-too-many');
      const refused = await from(address).error(mutation, variables(email));
      expect(refused).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
      expect(refused.extensions?.retryAfterSeconds).toBeGreaterThan(0);
      expect(await from(address).error(mutation, variables(taken.email))).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
      expect(await server.ds.getRepository(Profile).countBy({ email })).toBe(0);
      expect((await from(newAddress()).request(mutation, variables(email))).errors).toBeUndefined();
    },
  );

  it(`refuses the ${SIGN_UPS_PER_ADDRESS_PER_HOUR + 1}th franchisor sign-up in an hour from one address and writes nothing`, async () => {
    const address = newAddress();
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS_PER_HOUR; i++) {
      expect((await from(address).request(SIGN_UP_FRANCHISOR, franchisor(uniqueEmail()))).errors).toBeUndefined();
    }
    const email = uniqueEmail('over-the-ceiling');
    expect(await from(address).error(SIGN_UP_FRANCHISOR, franchisor(email))).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(await server.ds.getRepository(Profile).countBy({ email })).toBe(0);
  });
});

describe('magic-link request', () => {
  const REQUEST_LINK = `mutation RequestLink($email: String!) { requestMagicLink(email: $email) }`;
  const rawAnswer = async (email: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ query: REQUEST_LINK, variables: { email } }),
    });
    return { status: res.status, body: await res.text() };
  };

  it('answers before any lookup and the same for known and unknown emails; the link is made and mailed after', async () => {
    const known = await createCustomer(server.ds);
    const unknown = uniqueEmail('nobody');
    // Hold the token table: an answer that waited for the token insert could not come.
    const lock = server.ds.createQueryRunner();
    await lock.connect();
    await lock.startTransaction();
    await lock.query('LOCK TABLE magic_link_tokens IN ACCESS EXCLUSIVE MODE');
    let answers: { status: number; body: string }[] | 'no answer';
    let timer: NodeJS.Timeout | undefined;
    try {
      answers = await Promise.race([
        Promise.all([rawAnswer(known.email), rawAnswer(unknown)]),
        new Promise<'no answer'>((resolve) => (timer = setTimeout(() => resolve('no answer'), 10_000))),
      ]);
    } finally {
      clearTimeout(timer);
      await lock.rollbackTransaction();
      await lock.release();
    }
    expect(answers).not.toBe('no answer');
    const [forKnown, forUnknown] = answers as { status: number; body: string }[];
    expect(forKnown).toEqual(forUnknown);
    expect(JSON.parse(forKnown.body)).toEqual({ data: { requestMagicLink: true } });

    await server.services.magicLinks.idle();
    expect(await server.ds.getRepository(MagicLinkToken).countBy({ userId: known.id })).toBe(1);
    const mails = await smtp.waitFor(() => smtp.to(known.email).length === 1);
    expect(mails.find((m) => m.to.includes(known.email))?.subject).toBe('Your Franchise Compass sign-in link');
    await server.services.mailer.idle();
    expect(smtp.to(unknown)).toHaveLength(0);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('over Redis, shared by two instances', () => {
  // Each run counts under its own prefix and removes its keys afterwards.
  const prefix = `ratelimit-test:${randomBytes(6).toString('hex')}`;
  let one: Redis;
  let two: Redis;
  let first: RateLimiters;
  let second: RateLimiters;
  beforeAll(async () => {
    one = new Redis(redisUrl!);
    two = new Redis(redisUrl!);
    first = new RateLimiters(one, prefix);
    second = new RateLimiters(two, prefix);
    // Until its connection is ready, a limiter counts in the process (as during an outage), not together.
    await Promise.all([one, two].map((redis) => redis.status === 'ready' || new Promise((resolve) => redis.once('ready', resolve))));
  });
  afterAll(async () => {
    const keys = await one.keys(`${prefix}:*`);
    if (keys.length > 0) await one.del(...keys);
    one.disconnect();
    two.disconnect();
  });

  it('counts one window together', async () => {
    const a = first.window('contact', 3, 60_000);
    const b = second.window('contact', 3, 60_000);
    expect((await a.hit('198.51.100.1')).allowed).toBe(true);
    expect((await b.hit('198.51.100.1')).allowed).toBe(true);
    expect((await a.hit('198.51.100.1')).allowed).toBe(true);
    const over = await b.hit('198.51.100.1');
    expect(over.allowed).toBe(false);
    expect(over.retryAfterMs).toBeGreaterThan(0);
    expect((await a.hit('198.51.100.2')).allowed).toBe(true);
  });

  it('makes an (email, address) wait on one instance after failures on the other', async () => {
    const a = new SignInThrottle(first);
    const b = new SignInThrottle(second);
    const email = uniqueEmail('shared');
    const wrong = async () => null;
    for (let i = 0; i < FREE_FAILURES; i++) expect(await a.attempt(email, '198.51.100.3', wrong)).toBeNull();

    let checked = false;
    const right = async () => {
      checked = true;
      return 'signed in';
    };
    await expect(b.attempt(email, '198.51.100.3', right)).rejects.toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(checked).toBe(false);
    expect(await b.attempt(email, '198.51.100.4', right)).toBe('signed in');
  });
});
