import http from 'node:http';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import WebSocket from 'ws';
import { logger } from '../src/common/logger';
import { loadConfig } from '../src/config';
import { BoundedSpanNames, SPAN_LIMITS } from '../src/observability/tracing-sdk';
import { FACTORY_PASSWORD, createCustomer } from './support/factories';
import { TestClient } from './support/graphql-client';
import { type LogLine, captureLogs } from './support/logs';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * What an operator sees: JSON log lines with the request's id (echoed in X-Request-Id, carried into the jobs
 * it queues), one access line per request without query strings or personal data, and Prometheus metrics on
 * their own port only (behind METRICS_TOKEN when set).
 */
const METRICS_TOKEN = 'metrics-test-token-0123456789';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsPort: 0, metricsHost: '127.0.0.1', metricsToken: METRICS_TOKEN, accessLog: true });
});
afterAll(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function graphql(body: object, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { res, body: (await res.json()) as { data?: unknown; errors?: { extensions: { code: string } }[] } };
}

const accessLines = (lines: LogLine[]) => lines.filter((l) => l.msg === 'request');

async function scrape(headers: Record<string, string> = { authorization: `Bearer ${METRICS_TOKEN}` }) {
  const res = await fetch(server.app.metricsUrl!, { headers });
  return { status: res.status, text: await res.text() };
}

/** The value of one sample in Prometheus' text format, or 0 when it is not there yet. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

describe('request ids and the access log', () => {
  it('echoes a sane X-Request-Id and puts it on the access line, with the operation name and no query string', async () => {
    let answer: Response | undefined;
    const { lines } = await captureLogs(async () => {
      answer = (await graphql({ operationName: 'Ping', query: 'query Ping { __typename }' }, { 'x-request-id': 'lb-7f3a.92:01_x' })).res;
      await fetch(`${server.url}/robots.txt?token=secret-in-query`, { headers: { 'x-request-id': 'robots-1' } });
    });
    expect(answer!.headers.get('x-request-id')).toBe('lb-7f3a.92:01_x');
    const [ping, robots] = accessLines(lines);
    expect(ping).toMatchObject({ level: 'info', requestId: 'lb-7f3a.92:01_x', method: 'POST', route: '/graphql', operation: 'Ping', status: 200 });
    expect(ping.bytes).toBeGreaterThan(0);
    expect(typeof ping.ms).toBe('number');
    expect(robots).toMatchObject({ requestId: 'robots-1', method: 'GET', route: '/robots.txt', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('secret-in-query');
  });

  it.each([
    ['absent', undefined],
    ['with spaces', 'not a sane id'],
    ['too long', 'a'.repeat(129)],
    ['with an encoded line break', 'abc%0Adef'],
  ])('makes a fresh id when the incoming one is %s', async (_label, given) => {
    let header: string | null = null;
    const { lines } = await captureLogs(async () => {
      const res = await fetch(`${server.url}/healthz`, { headers: given === undefined ? {} : { 'x-request-id': given } });
      header = res.headers.get('x-request-id');
    }, 'debug');
    expect(header).toMatch(UUID);
    // Health checks are logged at debug only.
    expect(accessLines(lines)).toEqual([expect.objectContaining({ level: 'debug', route: '/healthz', requestId: header })]);
  });

  it('keeps the id on lines logged after a multipart body that arrives in pieces', async () => {
    const boundary = 'split-body';
    const body = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{nope\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{}\r\n--${boundary}--\r\n`,
    );
    const { lines } = await captureLogs(async () => {
      await new Promise<void>((resolve, reject) => {
        const req = http.request(`${server.url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'apollo-require-preflight': 'true',
            'x-request-id': 'split-body-1',
            'content-length': String(body.length),
          },
        });
        req.on('response', (res) => res.resume().on('end', resolve));
        req.on('error', reject);
        req.write(body.subarray(0, 20));
        setTimeout(() => req.end(body.subarray(20)), 50);
      });
    }, 'warn');
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'Refused a request', requestId: 'split-body-1' }));
  });

  it("puts a websocket upgrade's id on the lines logged while it is handled", async () => {
    const { lines } = await captureLogs(async () => {
      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
        headers: { origin: 'http://elsewhere.test', 'x-request-id': 'ws-upgrade-1' },
      });
      await new Promise<void>((resolve) => {
        socket.once('unexpected-response', (_req, res) => {
          res.resume();
          socket.terminate();
          resolve();
        });
        socket.once('error', () => resolve());
      });
    }, 'warn');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'Refused websocket from disallowed origin', requestId: 'ws-upgrade-1' }));
  });

  it('logs no email, password, session token or cookie of a sign-in, only ids', async () => {
    const customer = await createCustomer(server.ds);
    const client = new TestClient(server.url);
    const { text, lines } = await captureLogs(async () => {
      await client.signIn(customer.email, 'a-wrong-password', 'CUSTOMER').catch(() => undefined);
      await client.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
      await client.request('query Viewer { viewer { id } }');
    }, 'debug');
    const token = /fc_session=([^;]+)/.exec(client.cookie ?? '')?.[1];
    expect(token).toBeTruthy();
    expect(accessLines(lines).length).toBeGreaterThanOrEqual(3);
    for (const secret of [customer.email, customer.email.split('@')[0], FACTORY_PASSWORD, 'a-wrong-password', token!]) {
      expect(text).not.toContain(secret);
    }
  });

  it('censors personal fields of a detail and keeps only what locates an error', async () => {
    const { text, lines } = await captureLogs(async () => {
      logger.warn('A detail with secrets', { userId: 'u-1', email: 'someone@example.test', headers: { cookie: 'fc_session=abc123' } });
      logger.error('An error', Object.assign(new Error('boom'), { parameters: ['someone@example.test'] }));
    });
    expect(text).not.toMatch(/someone@example\.test|abc123/);
    expect(lines[0].detail).toEqual({ userId: 'u-1', email: '[redacted]', headers: { cookie: '[redacted]' } });
    expect(lines[1].err).toEqual({ type: 'Error', message: 'boom', stack: expect.stringContaining('boom') });
  });

  it('carries the id into the jobs a request queues: the mail job logs it, without the address', async () => {
    const customer = await createCustomer(server.ds);
    const { lines, text } = await captureLogs(async () => {
      await graphql(
        { query: 'mutation RequestLink($email: String!) { requestMagicLink(email: $email) }', variables: { email: customer.email } },
        { 'x-request-id': 'magic-link-req-1' },
      );
      await server.services.magicLinks.idle();
      await server.services.mailer.idle();
    });
    const mailLine = lines.find((l) => /^Mail .* written to /.test(l.msg));
    expect(mailLine).toMatchObject({ requestId: 'magic-link-req-1', jobId: expect.any(String) });
    expect(text).not.toContain(customer.email);
  });
});

describe('metrics', () => {
  it('are not served on the public port', async () => {
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('# HELP');
  });

  it('need the bearer token when METRICS_TOKEN is set', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789abcd' })).status).toBe(401);
    expect((await scrape({ authorization: METRICS_TOKEN })).status).toBe(401);
    const ok = await scrape();
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('# HELP http_request_duration_seconds');
    // Process metrics, the pool, the queues and the sockets, read on scrape.
    expect(ok.text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(ok.text).toMatch(/^db_pool_connections\{state="total"\} [1-9]/m);
    expect(ok.text).toContain('# TYPE jobs_queue_depth gauge');
    expect(ok.text).toMatch(/^websockets_open 0$/m);
  });

  it('count GraphQL errors by code, and time requests by route and operations by name', async () => {
    const before = (await scrape()).text;
    const { body } = await graphql({
      operationName: 'RequestLink',
      query: 'mutation RequestLink($email: String!) { requestMagicLink(email: $email) }',
      variables: { email: 'not-an-email' },
    });
    expect(body.errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
    const unauthenticated = await graphql({ query: 'query Leads { franchisorLeadStats { total } }' });
    const code = unauthenticated.body.errors?.[0].extensions.code;
    const after = (await scrape()).text;
    expect(sample(after, 'graphql_errors_total', 'code="BAD_USER_INPUT"')).toBe(sample(before, 'graphql_errors_total', 'code="BAD_USER_INPUT"') + 1);
    expect(sample(after, 'graphql_errors_total', `code="${code}"`)).toBeGreaterThan(sample(before, 'graphql_errors_total', `code="${code}"`));
    expect(sample(after, 'graphql_operation_duration_seconds_count', 'operation_name="RequestLink",operation_type="mutation"')).toBeGreaterThan(0);
    expect(sample(after, 'http_request_duration_seconds_count', 'method="POST",route="/graphql",status_code="200"')).toBeGreaterThan(
      sample(before, 'http_request_duration_seconds_count', 'method="POST",route="/graphql",status_code="200"'),
    );
  });
});

describe('names chosen by clients', () => {
  /** A request with any method Node parses, as a client other than a browser can send. */
  const send = (method: string, path: string) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(`${server.url}${path}`, { method }, (res) => res.resume().on('end', resolve));
      req.on('error', reject);
      req.end();
    });

  it('keep the metrics small: long operation names count as OTHER, unusual methods as OTHER', async () => {
    const long = (i: number) => `Long${i}${'x'.repeat(500 * 1024)}`;
    const kept = `K${'e'.repeat(63)}`;
    const tooLong = `T${'o'.repeat(64)}`;
    const { lines } = await captureLogs(async () => {
      for (const name of [long(1), long(2), long(3), kept, tooLong]) {
        const { res } = await graphql({ query: `query ${name} { __typename }` }, { 'x-request-id': `named-${name.slice(0, 5)}` });
        expect(res.status).toBe(200);
      }
    });
    // The access line names the operation as the metrics do, and stays a line.
    const named = (id: string) => accessLines(lines).find((l) => l.requestId === id)!;
    expect(named('named-Long1')).toMatchObject({ route: '/graphql', operation: 'OTHER', status: 200 });
    expect(named(`named-${tooLong.slice(0, 5)}`).operation).toBe('OTHER');
    expect(named(`named-${kept.slice(0, 5)}`).operation).toBe(kept);
    expect(Math.max(...lines.map((l) => JSON.stringify(l).length))).toBeLessThan(1000);

    const methods = http.METHODS.filter((m) => m !== 'CONNECT');
    for (let p = 0; p < 3; p++) for (const method of methods) await send(method, `/no-such-page-${p}`);

    const { text } = await scrape();
    // 9.9 KB before any request; 86 MB after twelve 500 KB names without the bound.
    expect(text.length).toBeLessThan(150_000);
    const values = [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]);
    expect(Math.max(...values.map((v) => v.length))).toBeLessThanOrEqual(200);
    const methodLabels = new Set([...text.matchAll(/[{,]method="([^"]*)"/g)].map((m) => m[1]));
    const standard = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'];
    expect([...methodLabels].filter((m) => !standard.includes(m))).toEqual([]);
    expect(methodLabels).toContain('OTHER');
    expect(methodLabels).not.toContain('PROPFIND');
    const operationNames = new Set([...text.matchAll(/operation_name="([^"]*)"/g)].map((m) => m[1]));
    expect(operationNames).toContain('OTHER');
    expect(operationNames).toContain(kept);
    expect(operationNames).not.toContain(tooLong);
  });

  it("give a trace's GraphQL span the bounded name too", () => {
    const exporter = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      spanProcessors: [new BoundedSpanNames(), new SimpleSpanProcessor(exporter)],
      spanLimits: SPAN_LIMITS,
    });
    const tracer = provider.getTracer('test');
    for (const name of [`Long${'x'.repeat(500 * 1024)}`, 'Ping']) {
      // As @opentelemetry/instrumentation-graphql names an operation's span.
      const span = tracer.startSpan('graphql.execute');
      span.setAttribute('graphql.operation.type', 'query');
      span.setAttribute('graphql.operation.name', name);
      span.setAttribute('graphql.source', `query ${name} { __typename }`);
      span.updateName(`query ${name}`);
      span.end();
    }
    const [long, ping] = exporter.getFinishedSpans();
    expect(long.name).toBe('query OTHER');
    expect(long.attributes['graphql.operation.name']).toBe('OTHER');
    expect(String(long.attributes['graphql.source']).length).toBeLessThanOrEqual(8192);
    expect(ping.name).toBe('query Ping');
    expect(ping.attributes['graphql.operation.name']).toBe('Ping');
  });
});

describe('configuration', () => {
  it('reads ACCESS_LOG, METRICS_* and OTEL_* with safe defaults and clear refusals', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({ accessLog: true, metricsPort: undefined, metricsHost: '0.0.0.0', metricsToken: undefined });
    expect(defaults.tracing).toEqual({ endpoint: undefined, serviceName: 'franchise-compass' });
    expect(loadConfig({ ACCESS_LOG: 'false', METRICS_PORT: '9464', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toMatchObject({
      accessLog: false,
      metricsPort: 9464,
      tracing: { endpoint: 'http://collector:4318', serviceName: 'franchise-compass' },
    });
    expect(() => loadConfig({ PORT: '4000', METRICS_PORT: '4000' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be 16 to 256/);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT must/);
  });
});
