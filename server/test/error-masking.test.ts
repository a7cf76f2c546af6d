import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type RunningApp, startApp } from '../src/app';
import { createDataSource } from '../src/db/data-source';
import { FACTORY_PASSWORD, createCustomer } from './support/factories';
import { TestClient } from './support/graphql-client';
import { captureLogs } from './support/logs';
import { type TestServer, startTestServer, stopApp } from './support/test-server';
import { collect, socketClient } from './support/ws-client';

let server: TestServer;
let production: TestServer;
beforeAll(async () => {
  [server, production] = await Promise.all([startTestServer(), startTestServer({ isProduction: true })]);
});
afterAll(() => Promise.all([server.close(), production.close()]));

const SEARCH = `query Search($filters: FranchiseSearchInput!) { franchiseSearch(filters: $filters) { total } }`;
const NULL_REFUSED = { message: 'Text cannot contain a null character.', extensions: { code: 'BAD_USER_INPUT' } };

async function post(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    text,
    body: JSON.parse(text) as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] },
  };
}

/** Runs one operation over a signed-in websocket and returns its errors. */
async function overSocket(target: TestServer, query: string, variables?: Record<string, unknown>) {
  const customer = await createCustomer(target.ds);
  const http = new TestClient(target.url);
  await http.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
  const { client } = socketClient(target.url, { cookie: http.cookie });
  try {
    const op = collect(client, query, variables);
    await op.settled();
    return (op.errors[0] ?? []) as { message: string; extensions: { code: string } }[];
  } finally {
    await client.dispose();
  }
}

/** Every line logged at warn and above while `fn` runs. */
async function stderrOf(fn: () => Promise<void>): Promise<string> {
  return (await captureLogs(fn, 'warn')).text;
}

describe('null characters', () => {
  it.each([
    ['a search filter variable', SEARCH, { filters: { text: 'caf\u0000e' } }],
    ['a nested variable', SEARCH, { filters: { text: 'cafe', location: 'Leeds\u0000' } }],
    ['a literal argument', `{ franchiseSearch(filters: { text: "caf\\u0000e" }) { total } }`, {}],
    ['a block string literal', `{ franchiseSearch(filters: { text: """caf\u0000e""" }) { total } }`, {}],
  ])('in %s are refused as bad input over HTTP, before the database', async (_label, query, variables) => {
    const res = await post(server.url, query, variables);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [NULL_REFUSED] });
    expect(res.text).not.toMatch(/byte sequence|SELECT|0x00/);
  });

  it('in a variable are refused as bad input over the websocket', async () => {
    expect(await overSocket(server, SEARCH, { filters: { text: 'caf\u0000e' } })).toEqual([NULL_REFUSED]);
  });

  it('leave ordinary text alone', async () => {
    expect((await post(server.url, SEARCH, { filters: { text: 'café ☕ 0x00 \\u0000' } })).body).toEqual({
      data: { franchiseSearch: { total: 0 } },
    });
  });
});

describe('with the database down', () => {
  let app: RunningApp;
  let ds: ReturnType<typeof createDataSource>;
  let dataDir: string;
  let proxy: net.Server;
  let proxyPort: number;
  const sockets = new Set<net.Socket>();

  // The app reaches PostgreSQL through this proxy; closing it is the database going away.
  const openProxy = (port = 0) =>
    new Promise<void>((resolve) => {
      const target = new URL(server.config.databaseUrl!);
      proxy = net.createServer((socket) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [socket, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => undefined);
        }
        socket.pipe(upstream).pipe(socket);
      });
      proxy.listen(port, '127.0.0.1', () => {
        proxyPort = (proxy.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const closeProxy = () =>
    new Promise<void>((resolve) => {
      proxy.close(() => resolve());
      for (const s of sockets) s.destroy();
    });

  beforeAll(async () => {
    await openProxy();
    const url = new URL(server.config.databaseUrl!);
    url.host = `127.0.0.1:${proxyPort}`;
    ds = createDataSource(url.toString(), { poolSize: 2 });
    await ds.initialize();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-data-'));
    app = await startApp({ ...server.config, port: 0, dataDir }, ds);
  });
  afterAll(async () => {
    await openProxy(proxyPort); // back up, so the app stops cleanly
    await stopApp(app);
    await ds.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await closeProxy();
  });

  it('tells the client it is an outage (503, Retry-After, SERVICE_UNAVAILABLE) with no detail, and logs the detail', async () => {
    const url = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    expect((await post(url, SEARCH, { filters: {} })).body).toEqual({ data: { franchiseSearch: { total: 0 } } });
    await closeProxy();

    let answers: Awaited<ReturnType<typeof post>>[] = [];
    const log = await stderrOf(async () => {
      answers = [
        await post(url, SEARCH, { filters: {} }),
        await post(url, SEARCH, { filters: { text: 'again' } }),
        // The session lookup is the first thing to fail here.
        await post(url, SEARCH, { filters: {} }, { cookie: 'fc_session=abc' }),
      ];
    });
    for (const res of answers) {
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          message: 'The service is temporarily unavailable. Please try again in a moment.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        }),
      ]);
      expect([res.status, res.retryAfter]).toEqual([503, '30']);
      expect(res.text).not.toMatch(new RegExp(`ECONNREFUSED|Connection terminated|127\\.0\\.0\\.1|:${proxyPort}|connect |SELECT`));
    }
    // An outage, not a bug: a warning with the driver's error, one line per request.
    expect(log).toMatch(/"level":"warn".*(ECONNREFUSED|Connection terminated).*"msg":"GraphQL request met the database unavailable"/);
    expect(log).not.toContain('"level":"error"');
  });
});

describe('field suggestions', () => {
  const TYPO = '{ franchiseSerch { total } }';
  const ENUM_TYPO = `query Sort($filters: FranchiseSearchInput!) { franchiseSearch(filters: $filters) { total } }`;

  it('are given in development', async () => {
    // The list of close names grows with the schema; the nearest comes first.
    expect((await post(server.url, TYPO)).body.errors?.[0].message).toMatch(
      /^Cannot query field "franchiseSerch" on type "Query"\. Did you mean "franchiseSearch", "franchise"/,
    );
  });

  it('are hidden in production, over HTTP and the websocket, from validation and variables alike', async () => {
    expect((await post(production.url, TYPO)).body.errors).toEqual([
      expect.objectContaining({ message: 'Cannot query field "franchiseSerch" on type "Query".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
    ]);
    const badEnum = await post(production.url, ENUM_TYPO, { filters: { sort: 'NEWST' } });
    expect(badEnum.body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(badEnum.body.errors?.[0].message).toBe(
      'Variable "$filters" got invalid value "NEWST" at "filters.sort"; Value "NEWST" does not exist in "FranchiseSort" enum.',
    );
    expect(badEnum.text).not.toMatch(/Did you mean|NEWEST/);

    const viaSocket = await overSocket(production, TYPO);
    expect(viaSocket.map((e) => e.message)).toEqual(['Cannot query field "franchiseSerch" on type "Query".']);
    const enumViaSocket = await overSocket(production, ENUM_TYPO, { filters: { sort: 'NEWST' } });
    expect(enumViaSocket[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(enumViaSocket)).not.toMatch(/Did you mean|NEWEST/);
  });

  it('go with introspection, which production refuses through both doors', async () => {
    const INTROSPECT = '{ __schema { types { name } } }';
    expect((await post(server.url, INTROSPECT)).body.errors).toBeUndefined();
    expect((await post(production.url, INTROSPECT)).body.errors?.[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await overSocket(production, INTROSPECT))[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('too many variable errors', () => {
  const BY_IDS = `query ByIds($ids: [ID!]!) { franchisesByIds(ids: $ids) { id } }`;
  /** 60 values no ID can be: one variable error each, past graphql-js's limit of 50 a request. */
  const sixtyBad = { ids: Array.from({ length: 60 }, (_, i) => ({ bad: i })) };

  it('come back as BAD_USER_INPUT over HTTP, the limit error included, logged as a warning and never as an error', async () => {
    let res: Awaited<ReturnType<typeof post>> | undefined;
    const { lines } = await captureLogs(async () => {
      res = await post(server.url, BY_IDS, sixtyBad);
    }, 'warn');
    expect(res!.status).toBe(400);
    const errors = res!.body.errors!;
    expect(errors).toHaveLength(51);
    expect(errors.map((e) => e.extensions.code)).toEqual(errors.map(() => 'BAD_USER_INPUT'));
    expect(errors[50].message).toBe('Too many errors processing variables, error limit reached. Execution aborted.');
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toContain('Too many variable errors in one request');
  });

  it('come back as BAD_USER_INPUT over the websocket too (its limit is 20), logged as a warning', async () => {
    let errors: Awaited<ReturnType<typeof overSocket>> = [];
    const { lines } = await captureLogs(async () => {
      errors = await overSocket(server, BY_IDS, sixtyBad);
    }, 'warn');
    expect(errors).toHaveLength(21);
    expect(errors[20].message).toBe('Too many errors processing variables, error limit reached. Execution aborted.');
    expect(errors.map((e) => e.extensions.code)).toEqual(errors.map(() => 'BAD_USER_INPUT'));
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(lines.filter((l) => l.level === 'warn').map((l) => l.msg)).toContain('Too many variable errors in one request');
  });
});
