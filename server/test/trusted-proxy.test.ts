import { randomBytes } from 'node:crypto';
import type WebSocket from 'ws';
import type { Client } from 'graphql-ws';
import { SOCKET_LIMITS } from '../src/realtime/socket-registry';
import { SESSION_COOKIE } from '../src/modules/auth/session.service';
import { FREE_FAILURES } from '../src/modules/auth/sign-in-throttle';
import { CONTACT_LIMIT } from '../src/modules/contact/contact.constants';
import { FACTORY_PASSWORD, createAdmin, createCustomer, createFranchisor } from './support/factories';
import { type GraphQLErrorShape, TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { socketClient, tryUpgrade } from './support/ws-client';

/**
 * The server behind reverse proxies that append to X-Forwarded-For, as most do: whatever the client wrote
 * stays on the left, and only the hops the trusted proxies added say where it is. A forged left-most entry
 * must change nothing, at every door: HTTP, the websocket upgrade and each operation on a socket.
 */
const SEND = `mutation Send($input: SendContactMessageInput!) { sendContactMessage(input: $input) }`;
const CONTACT = {
  fullName: 'Priya Shah',
  email: 'priya.shah@example.test',
  phone: null,
  subject: 'General enquiry',
  message: 'Which franchises suit a first-time owner?',
};
const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`;
const SIGN_INS = `query SignIns { mySignIns { location } }`;
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.';

const octet = () => (randomBytes(1)[0] % 250) + 1;
/** A public-looking address of its own for each call (what a client would forge, or a client's real address). */
const anAddress = () => `203.${octet()}.${octet()}.${octet()}`;
const codeOf = (res: { errors?: GraphQLErrorShape[] }) => res.errors?.[0]?.extensions?.code;

/** A browser whose requests reach the server through the proxies, with this X-Forwarded-For. */
function through(server: TestServer, forwardedFor: string, headers: Record<string, string> = {}) {
  const client = new TestClient(server.url);
  client.headers = { 'x-forwarded-for': forwardedFor, ...headers };
  return client;
}

/** One GraphQL operation over a socket, answered with its result (errors included). */
function overSocket(client: Client, query: string, variables: Record<string, unknown>) {
  return new Promise<{ data?: unknown; errors?: GraphQLErrorShape[] }>((resolve, reject) => {
    let result: { data?: unknown; errors?: GraphQLErrorShape[] } = {};
    client.subscribe(
      { query, variables },
      {
        next: (value) => {
          result = value as typeof result;
        },
        error: (err) => (Array.isArray(err) ? resolve({ errors: err as GraphQLErrorShape[] }) : reject(err as Error)),
        complete: () => resolve(result),
      },
    );
  });
}

describe('TRUST_PROXY=1: one proxy that appends to X-Forwarded-For', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1 });
  });
  afterAll(() => server.close());

  it('throttles 40 wrong passwords from one client whose forged left-most entry changes every time', async () => {
    const admin = await createAdmin(server.ds);
    const attacker = anAddress();
    const owner = anAddress();
    const codes: (string | undefined)[] = [];
    const refusals: GraphQLErrorShape[] = [];
    for (let i = 0; i < 40; i++) {
      // Some of the forged entries name the owner's own address: that must not lock the owner out either.
      const forged = i % 4 === 0 ? owner : anAddress();
      const res = await through(server, `${forged}, ${attacker}`).request(SIGN_IN, {
        input: { email: admin.email, password: 'wrong', userType: 'ADMIN' },
      });
      codes.push(codeOf(res));
      if (codeOf(res) === 'RATE_LIMITED') refusals.push(res.errors![0]);
    }
    expect(codes.slice(0, FREE_FAILURES)).toEqual(Array(FREE_FAILURES).fill('INVALID_CREDENTIALS'));
    // After five failures each further one waits (1 s, then 2, 4 ...): a few may fall after a wait on a slow machine.
    expect(refusals.length).toBeGreaterThanOrEqual(40 - FREE_FAILURES - 3);
    expect(refusals[0].message).toBe(TOO_MANY);

    const res = await through(server, `${attacker}, ${owner}`).request<{ signIn: { id: string } }>(SIGN_IN, {
      input: { email: admin.email, password: FACTORY_PASSWORD, userType: 'ADMIN' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.signIn.id).toBe(admin.id);
  });

  it(`holds the contact form to ${CONTACT_LIMIT} messages from one client, whatever it forges`, async () => {
    const client = anAddress();
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      expect((await through(server, `${anAddress()}, ${client}`).request(SEND, { input: CONTACT })).errors).toBeUndefined();
    }
    const refused = await through(server, `${anAddress()}, ${client}`).error(SEND, { input: CONTACT });
    expect(refused).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
    // Forging several entries, or none, is the same client.
    expect(codeOf(await through(server, `${anAddress()}, ${anAddress()}, ${client}`).request(SEND, { input: CONTACT }))).toBe('RATE_LIMITED');
    expect(codeOf(await through(server, client).request(SEND, { input: CONTACT }))).toBe('RATE_LIMITED');
    // Another client behind the same proxy is not affected.
    expect((await through(server, `${client}, ${anAddress()}`).request(SEND, { input: CONTACT })).errors).toBeUndefined();
  });

  it('counts operations on a websocket against the same client as its HTTP requests', async () => {
    const customer = await createCustomer(server.ds);
    const { token } = await server.services.sessions.create(customer.id, null);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const client = anAddress();
    for (let i = 0; i < CONTACT_LIMIT - 2; i++) {
      expect((await through(server, `${anAddress()}, ${client}`).request(SEND, { input: CONTACT })).errors).toBeUndefined();
    }
    const { client: socket } = socketClient(server.url, { cookie, headers: { 'x-forwarded-for': `${anAddress()}, ${client}` } });
    const { client: elsewhere } = socketClient(server.url, { cookie, headers: { 'x-forwarded-for': `${client}, ${anAddress()}` } });
    try {
      expect((await overSocket(socket, SEND, { input: CONTACT })).errors).toBeUndefined();
      expect((await overSocket(socket, SEND, { input: CONTACT })).errors).toBeUndefined();
      const refused = await overSocket(socket, SEND, { input: CONTACT });
      expect(refused.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
      expect(codeOf(await through(server, `${anAddress()}, ${client}`).request(SEND, { input: CONTACT }))).toBe('RATE_LIMITED');
      // The same session from another client behind the proxy still may.
      expect((await overSocket(elsewhere, SEND, { input: CONTACT })).errors).toBeUndefined();
    } finally {
      await socket.dispose();
      await elsewhere.dispose();
    }
  });

  it(`caps websocket upgrades at ${SOCKET_LIMITS.perAddress} from one client, whatever it forges`, async () => {
    const customer = await createCustomer(server.ds);
    const client = anAddress();
    const open: (WebSocket | undefined)[] = [];
    const upgrade = async (forwardedFor: string, cookie: string) => tryUpgrade(server.url, { cookie, headers: { 'x-forwarded-for': forwardedFor } });
    const newCookie = async () => `${SESSION_COOKIE}=${(await server.services.sessions.create(customer.id, null)).token}`;
    try {
      let cookie = '';
      for (let i = 0; i < SOCKET_LIMITS.perAddress; i++) {
        if (i % SOCKET_LIMITS.perSession === 0) cookie = await newCookie();
        const attempt = await upgrade(`${anAddress()}, ${client}`, cookie);
        expect(attempt.status).toBe(101);
        open.push(attempt.socket);
      }
      expect((await upgrade(`${anAddress()}, ${client}`, await newCookie())).status).toBe(429);
      const other = await upgrade(`${client}, ${anAddress()}`, await newCookie());
      expect(other.status).toBe(101);
      open.push(other.socket);
    } finally {
      for (const s of open) s?.terminate();
    }
  });
});

describe('TRUST_PROXY as a list: loopback and 10.0.0.0/8 (a load balancer in a private network, then a local proxy)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: ['loopback', '10.0.0.0/8'], clientCountryHeader: 'cf-ipcountry' });
  });
  afterAll(() => server.close());

  it('walks back past every trusted proxy to the client, ignoring what the client forged', async () => {
    const client = anAddress();
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      // Each request through another load balancer of the subnet.
      const res = await through(server, `${anAddress()}, ${client}, 10.${i}.0.${i + 1}`).request(SEND, { input: CONTACT });
      expect(res.errors).toBeUndefined();
    }
    expect(codeOf(await through(server, `${anAddress()}, ${client}, 10.9.9.9`).request(SEND, { input: CONTACT }))).toBe('RATE_LIMITED');
    expect((await through(server, `${client}, ${anAddress()}, 10.9.9.9`).request(SEND, { input: CONTACT })).errors).toBeUndefined();
  });

  it("believes the proxy's country header", async () => {
    const franchisor = await createFranchisor(server.ds);
    const browser = through(server, `${anAddress()}, 10.1.1.1`, { 'cf-ipcountry': 'GB' });
    await browser.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    expect(await browser.data(SIGN_INS)).toEqual({ mySignIns: [{ location: 'United Kingdom' }] });
  });
});

describe('TRUST_PROXY=10.0.0.0/8 with a client that connects directly (from loopback, not a trusted proxy)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: ['10.0.0.0/8'], clientCountryHeader: 'cf-ipcountry' });
  });
  afterAll(() => server.close());

  it('ignores its X-Forwarded-For altogether', async () => {
    for (let i = 0; i < CONTACT_LIMIT; i++) {
      expect((await through(server, `${anAddress()}, 10.0.0.${i + 1}`).request(SEND, { input: CONTACT })).errors).toBeUndefined();
    }
    expect(codeOf(await through(server, anAddress()).request(SEND, { input: CONTACT }))).toBe('RATE_LIMITED');
  });

  it('ignores its country header', async () => {
    const franchisor = await createFranchisor(server.ds);
    const browser = through(server, '10.1.1.1', { 'cf-ipcountry': 'GB' });
    await browser.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
    expect(await browser.data(SIGN_INS)).toEqual({ mySignIns: [{ location: null }] });
  });
});
