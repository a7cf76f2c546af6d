import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { FACTORY_PASSWORD, createCustomer, createFranchise, createFranchisor, uniqueEmail } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type TestServer, startTestServer } from './support/test-server';
import { collect, socketClient } from './support/ws-client';

/**
 * Graceful shutdown (what SIGTERM runs): new connections are refused, requests in flight finish,
 * websockets are told 1001 (going away) so clients reconnect elsewhere, and a mail being sent finishes.
 */

const SIGN_IN = `mutation SignIn($input: SignInInput!) { signIn(input: $input) { id } }`;
const SEARCH = `query Search($filters: FranchiseSearchInput) { franchiseSearch(filters: $filters) { total items { id name } } }`;

/** A mail server that holds each message for a second before accepting it, so a delivery is running at shutdown. */
async function startSlowSmtp() {
  const received: string[] = [];
  let receiving = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      receiving = true;
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        }, 1000),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    receiving: () => receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function until(check: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function post(url: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] } };
}

function connects(url: string): Promise<boolean> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
beforeAll(async () => {
  smtp = await startSlowSmtp();
  server = await startTestServer({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

it('finishes every request in flight, refuses new connections, sends 1001 to websockets and lets a running mail job finish', async () => {
  const franchisor = await createFranchisor(server.ds);
  await createFranchise(server.ds, { franchisorId: franchisor.id });
  const customers = await Promise.all(Array.from({ length: 5 }, () => createCustomer(server.ds)));

  // A signed-in websocket with a live subscription.
  const watcher = new TestClient(server.url);
  await watcher.signIn(franchisor.email, FACTORY_PASSWORD, 'FRANCHISOR');
  const { client, closes } = socketClient(server.url, { cookie: watcher.cookie });
  let connected = false;
  client.on('connected', () => (connected = true));
  const sub = collect(client, 'subscription { unreadMessageCount }');
  await until(() => connected, 'the websocket');

  // A mail whose delivery is running when the server is told to stop.
  const mailTo = uniqueEmail('in-flight');
  await server.services.mailer.send({ to: mailTo, subject: 'Sent during shutdown', text: 'Hello', html: '<p>Hello</p>' });
  await until(smtp.receiving, 'the mail delivery to start');

  // Requests in flight: sign-ins (argon2) and searches, all received by the server before it stops.
  let arrived = 0;
  server.app.server.on('request', () => arrived++);
  const inFlight = [
    ...customers.map((c) => post(server.url, SIGN_IN, { input: { email: c.email, password: FACTORY_PASSWORD, userType: 'CUSTOMER' } })),
    ...Array.from({ length: 5 }, () => post(server.url, SEARCH, { filters: {} })),
  ];
  await until(() => arrived >= inFlight.length, 'the requests to arrive');

  const closing = server.app.close();
  await until(() => !server.app.server.listening, 'the server to stop listening');
  expect(await connects(server.url)).toBe(false);

  const results = await Promise.all(inFlight);
  for (const { status, body } of results) {
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
  }
  expect(results.slice(0, customers.length).map((r) => r.body.data)).toEqual(customers.map((c) => ({ signIn: { id: c.id } })));
  for (const r of results.slice(customers.length)) expect(r.body.data).toMatchObject({ franchiseSearch: { total: 1 } });

  await closing;
  expect(await connects(server.url)).toBe(false);
  await until(() => closes.length > 0, 'the websocket to close');
  expect(closes[0].code).toBe(1001);
  sub.dispose();
  await client.dispose();

  // The running delivery finished before the job queue stopped, and its job is recorded as done.
  expect(smtp.received).toEqual([mailTo]);
  const jobs: { state: string }[] = await server.ds.query(`SELECT state FROM pgboss.job WHERE name = 'mail' AND data->'message'->>'to' = $1`, [
    mailTo,
  ]);
  expect(jobs).toEqual([{ state: 'completed' }]);
});
