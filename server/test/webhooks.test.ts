import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from '../src/modules/webhooks/webhook.entities';
import { WEBHOOK_QUEUE } from '../src/modules/webhooks/webhook-delivery.service';
import { WebhookSender } from '../src/modules/webhooks/webhook-sender';
import { AccountStatus } from '../src/modules/auth/auth.enums';
import { FACTORY_PASSWORD, createCustomer, createFranchise, createFranchisor, createLead } from './support/factories';
import { TestClient } from './support/graphql-client';
import { LEAD_CONSENT } from './support/consent';
import { type TestSmtp, startTestSmtp } from './support/smtp';
import { type TestServer, startTestServer } from './support/test-server';

/** Franchisors' webhooks (issue 42): endpoints, signed deliveries after the commit, retries, the log, the SSRF guard. */

let server: TestServer;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  // A short receiver time-out, so that the hung receiver's attempt ends quickly.
  server = await startTestServer({ smtpUrl: smtp.url, webhookTimeoutMs: 1000 });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await Promise.all(receivers.map((r) => r.close()));
});

const ENDPOINT_FIELDS = 'id url description events enabled failingSince autoDisabledAt lastStatusCode lastAttemptAt';
const CREATE = `mutation Create($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
const UPDATE = `mutation Update($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${ENDPOINT_FIELDS} } }`;
const DELETE = `mutation Delete($id: ID!) { deleteWebhookEndpoint(id: $id) }`;
const ROLL = `mutation Roll($id: ID!) { rollWebhookSecret(id: $id) { secret endpoint { id } } }`;
const TEST = `mutation Test($id: ID!) { sendTestWebhook(id: $id) }`;
const REDELIVER = `mutation Redeliver($id: ID!) { redeliverWebhook(deliveryId: $id) }`;
const LIST = `query { webhookEndpoints { ${ENDPOINT_FIELDS} } }`;
const LOG = `query Log($id: ID!) { webhookAttempts(endpointId: $id, page: { pageSize: 50 }) {
  total items { id deliveryId eventType attempt statusCode durationMs error responseBody attemptedAt deliveryState } } }`;
const SUBMIT = `mutation Submit($input: FranchiseLeadInput!) { submitFranchiseLead(input: $input) { created } }`;
const SET_STATUS = `mutation S($input: SetFranchisorLeadStatusInput!) { setFranchisorLeadStatus(input: $input) { id status } }`;
const REPLY = `mutation R($input: ReplyToConversationInput!) { replyToConversation(input: $input) { id } }`;

type Endpoint = {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  failingSince: string | null;
  autoDisabledAt: string | null;
};
type LogLine = {
  id: string;
  deliveryId: string;
  eventType: string;
  attempt: number;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
  deliveryState: string;
};

// ---------------------------------------------------------------------------------------------------------------
// A local receiver: records what arrives and answers as told.

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}
interface Receiver {
  url: string;
  port: number;
  received: Received[];
  /** How to answer: a status, 'hang' (never answer), or a redirect. */
  answer: number | 'hang' | { redirect: string };
  waitFor(n: number): Promise<Received[]>;
  close(): Promise<void>;
}
const receivers: Receiver[] = [];

async function startReceiver(host = '127.0.0.1'): Promise<Receiver> {
  const sockets = new Set<import('node:net').Socket>();
  const r: Receiver = {
    url: '',
    port: 0,
    received: [],
    answer: 200,
    async waitFor(n) {
      for (let i = 0; i < 500 && r.received.length < n; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      if (r.received.length < n) throw new Error(`Receiver got ${r.received.length} of ${n}`);
      return r.received;
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise((resolve) => srv.close(() => resolve()));
    },
  };
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      r.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const a = r.answer;
      if (a === 'hang') return;
      if (typeof a === 'object') {
        res.writeHead(302, { location: a.redirect }).end();
        return;
      }
      res.writeHead(a, { 'content-type': 'text/plain' }).end(a >= 400 ? 'receiver says no' : 'ok');
    });
  });
  srv.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => srv.listen(0, host, resolve));
  r.port = (srv.address() as AddressInfo).port;
  r.url = `http://${host}:${r.port}/hooks`;
  receivers.push(r);
  return r;
}

// ---------------------------------------------------------------------------------------------------------------

async function franchisor(status?: AccountStatus) {
  const profile = await createFranchisor(server.ds, status);
  const client = new TestClient(server.url);
  if (!status || status === AccountStatus.APPROVED) await client.signIn(profile.email, FACTORY_PASSWORD, 'FRANCHISOR');
  return { profile, client };
}

const input = (url: string, overrides: Record<string, unknown> = {}) => ({
  input: { url, description: 'Our CRM', events: ['LEAD_CREATED', 'LEAD_UPDATED', 'MESSAGE_RECEIVED'], enabled: true, ...overrides },
});

async function createEndpoint(client: TestClient, url: string, overrides: Record<string, unknown> = {}) {
  const { createWebhookEndpoint } = await client.data<{ createWebhookEndpoint: { secret: string; endpoint: Endpoint } }>(
    CREATE,
    input(url, overrides),
  );
  return createWebhookEndpoint;
}

const endpointCount = () => server.ds.getRepository(WebhookEndpoint).count();
const logOf = async (client: TestClient, id: string) =>
  (await client.data<{ webhookAttempts: { total: number; items: LogLine[] } }>(LOG, { id })).webhookAttempts.items;

/** The next attempt job of a delivery still waiting, and in how many seconds it is due. */
async function nextAttempt(deliveryId: string): Promise<{ id: string; inSeconds: number } | null> {
  const rows = await server.ds.query<{ id: string; inSeconds: number }[]>(
    `SELECT id, extract(epoch FROM start_after - now())::float AS "inSeconds" FROM pgboss.job
     WHERE name = $1 AND state IN ('created', 'retry') AND data->'deliveryIds' ? $2`,
    [WEBHOOK_QUEUE, deliveryId],
  );
  return rows[0] ?? null;
}

/** Makes the delivery's next attempt due now and waits for it to be made. */
async function runNextAttempt(deliveryId: string): Promise<void> {
  await server.ds.query(`UPDATE pgboss.job SET start_after = now() WHERE name = $1 AND state IN ('created', 'retry') AND data->'deliveryIds' ? $2`, [
    WEBHOOK_QUEUE,
    deliveryId,
  ]);
  server.services.webhookJobs.wakeUp();
  await server.services.webhookJobs.idle();
}

/** A franchisor with a listing, an endpoint to `receiver` and a lead submitted through the franchise page's form. */
async function leadTo(receiver: Receiver, events?: string[]) {
  const owner = await franchisor();
  const franchise = await createFranchise(server.ds, { franchisorId: owner.profile.id, name: 'Hooked Coffee' });
  const created = await createEndpoint(owner.client, receiver.url, events ? { events } : {});
  const email = `enquirer-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.test`;
  await new TestClient(server.url).data(SUBMIT, {
    input: { franchiseId: franchise.id, consent: LEAD_CONSENT, name: 'Jo Bloggs', email, phone: '07700 900123', message: 'Send the brochure' },
  });
  await server.services.webhookJobs.idle();
  return { owner, franchise, endpoint: created.endpoint, secret: created.secret, email };
}

const sign = (secret: string, id: string, timestamp: string, body: string) =>
  createHmac('sha256', Buffer.from(secret.replace(/^whsec_/, ''), 'base64'))
    .update(`${id}.${timestamp}.${body}`)
    .digest('base64');

// ---------------------------------------------------------------------------------------------------------------

describe('endpoints', () => {
  it('are created with a whsec_ secret shown once, listed, changed, rolled and deleted', async () => {
    const { client } = await franchisor();
    const created = await createEndpoint(client, 'https://crm.example.test/hooks', { description: '  Our CRM  ', events: ['LEAD_CREATED'] });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.endpoint).toMatchObject({
      url: 'https://crm.example.test/hooks',
      description: 'Our CRM',
      events: ['LEAD_CREATED'],
      enabled: true,
    });
    const listed = (await client.data<{ webhookEndpoints: Endpoint[] }>(LIST)).webhookEndpoints;
    expect(listed.map((e) => e.id)).toEqual([created.endpoint.id]);
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const { updateWebhookEndpoint } = await client.data<{ updateWebhookEndpoint: Endpoint }>(UPDATE, {
      id: created.endpoint.id,
      ...input('https://crm.example.test/other', { events: ['LEAD_UPDATED', 'MESSAGE_RECEIVED'], enabled: false }),
    });
    expect(updateWebhookEndpoint).toMatchObject({
      url: 'https://crm.example.test/other',
      events: ['LEAD_UPDATED', 'MESSAGE_RECEIVED'],
      enabled: false,
    });

    const { rollWebhookSecret } = await client.data<{ rollWebhookSecret: { secret: string } }>(ROLL, { id: created.endpoint.id });
    expect(rollWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rollWebhookSecret.secret).not.toBe(created.secret);
    const stored = await server.ds.getRepository(WebhookEndpoint).findOneByOrFail({ id: created.endpoint.id });
    expect(stored.secret).toBe(rollWebhookSecret.secret);
    expect(stored.previousSecret).toBe(created.secret);

    expect(await client.data(DELETE, { id: created.endpoint.id })).toEqual({ deleteWebhookEndpoint: true });
    expect((await client.data<{ webhookEndpoints: Endpoint[] }>(LIST)).webhookEndpoints).toEqual([]);
  });

  it.each([
    ['a blank URL', { url: '   ' }, 'url', 'URL is required'],
    ['a URL that is not one', { url: 'crm dot example' }, 'url', 'Enter a full URL, such as https://example.com/webhooks'],
    ['another scheme', { url: 'ftp://crm.example.test/x' }, 'url', 'Enter a full URL, such as https://example.com/webhooks'],
    ['a URL with credentials', { url: 'https://user:pw@crm.example.test/x' }, 'url', 'The URL must not contain a user name or password'],
    ['a URL over 2000 characters', { url: `https://crm.example.test/${'a'.repeat(2000)}` }, 'url', 'URL must be at most 2000 characters'],
    ['a long description', { description: 'd'.repeat(201) }, 'description', 'Description must be at most 200 characters'],
    ['no event', { events: [] }, 'events', 'Choose at least one event'],
  ])('refuses %s with its message and writes nothing', async (_label, overrides, field, message) => {
    const { client } = await franchisor();
    const before = await endpointCount();
    const error = await client.error(CREATE, input('https://crm.example.test/hooks', overrides));
    expect(error.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error.message).toBe(message);
    expect(error.extensions?.fields).toEqual({ [field]: message });
    expect(await endpointCount()).toBe(before);
  });

  it('refuses an update breaking a rule and keeps the endpoint as it was', async () => {
    const { client } = await franchisor();
    const { endpoint } = await createEndpoint(client, 'https://crm.example.test/hooks');
    const error = await client.error(UPDATE, { id: endpoint.id, ...input('', { events: [] }) });
    expect(error.extensions?.fields).toEqual({ url: 'URL is required', events: 'Choose at least one event' });
    expect(await server.ds.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id })).toMatchObject({
      url: 'https://crm.example.test/hooks',
    });
  });

  it('allows at most 10 per company', async () => {
    const { client } = await franchisor();
    for (let i = 0; i < 10; i++) await createEndpoint(client, `https://crm.example.test/${i}`);
    const before = await endpointCount();
    const error = await client.error(CREATE, input('https://crm.example.test/11'));
    expect(error.message).toBe('At most 10 endpoints can be added');
    expect(await endpointCount()).toBe(before);
  });

  it("are each company's own: another franchisor's are not found, a customer and a visitor are refused", async () => {
    const owner = await franchisor();
    const { endpoint } = await createEndpoint(owner.client, 'https://crm.example.test/hooks');
    const delivery = await owner.client.data<{ sendTestWebhook: string }>(TEST, { id: endpoint.id });
    const other = await franchisor();
    expect((await other.client.data<{ webhookEndpoints: Endpoint[] }>(LIST)).webhookEndpoints).toEqual([]);
    for (const [query, variables] of [
      [UPDATE, { id: endpoint.id, ...input('https://evil.example.test/') }],
      [DELETE, { id: endpoint.id }],
      [ROLL, { id: endpoint.id }],
      [TEST, { id: endpoint.id }],
      [LOG, { id: endpoint.id }],
    ] as const) {
      expect(await other.client.error(query, variables)).toMatchObject({ message: 'Endpoint not found', extensions: { code: 'NOT_FOUND' } });
    }
    expect(await other.client.error(REDELIVER, { id: delivery.sendTestWebhook })).toMatchObject({ message: 'Delivery not found' });

    const customer = await createCustomer(server.ds);
    const asCustomer = new TestClient(server.url);
    await asCustomer.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    expect((await asCustomer.error(LIST)).extensions?.code).toBe('FORBIDDEN');
    expect((await asCustomer.error(DELETE, { id: endpoint.id })).extensions?.code).toBe('FORBIDDEN');
    expect((await new TestClient(server.url).error(LIST)).extensions?.code).toBe('UNAUTHENTICATED');
    expect(await server.ds.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id })).toMatchObject({
      url: 'https://crm.example.test/hooks',
    });
  });
});

describe('deliveries', () => {
  it('sends a real lead, after its commit, signed as the Standard Webhooks specification says', async () => {
    const receiver = await startReceiver();
    const { owner, franchise, endpoint, secret, email } = await leadTo(receiver);
    const [req] = await receiver.waitFor(1);
    const headers = {
      'webhook-id': req.headers['webhook-id'] as string,
      'webhook-timestamp': req.headers['webhook-timestamp'] as string,
      'webhook-signature': req.headers['webhook-signature'] as string,
    };
    // The standard's own library verifies it...
    const verified = new Webhook(secret).verify(req.body, headers) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(verified.type).toBe('lead.created');
    // ...and so does the specification's algorithm: HMAC-SHA256 of "id.timestamp.body" with the base64-decoded secret.
    expect(headers['webhook-signature']).toBe(`v1,${sign(secret, headers['webhook-id'], headers['webhook-timestamp'], req.body)}`);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(() => new Webhook(secret).verify(req.body.replace('Jo Bloggs', 'Jo Blogs'), headers)).toThrow();
    expect(req.headers['content-type']).toBe('application/json');
    expect(verified.data).toMatchObject({
      franchiseId: franchise.id,
      franchiseName: 'Hooked Coffee',
      status: 'new',
      name: 'Jo Bloggs',
      email,
      phone: '07700 900123',
      message: 'Send the brochure',
    });
    expect(verified.data).not.toHaveProperty('franchisorId');

    const [line] = await logOf(owner.client, endpoint.id);
    expect(line).toMatchObject({
      eventType: 'lead.created',
      attempt: 1,
      statusCode: 200,
      error: null,
      responseBody: 'ok',
      deliveryState: 'DELIVERED',
    });
    expect(line.deliveryId).toBe(headers['webhook-id']);
    const listed = (await owner.client.data<{ webhookEndpoints: (Endpoint & { lastStatusCode: number })[] }>(LIST)).webhookEndpoints;
    expect(listed[0].lastStatusCode).toBe(200);
  });

  it('sends lead.updated on a status change and message.received on a customer message, only to endpoints taking them', async () => {
    const receiver = await startReceiver();
    const leadsOnly = await startReceiver();
    const owner = await franchisor();
    const franchise = await createFranchise(server.ds, { franchisorId: owner.profile.id });
    const { secret } = await createEndpoint(owner.client, receiver.url, { events: ['LEAD_UPDATED', 'MESSAGE_RECEIVED'] });
    await createEndpoint(owner.client, leadsOnly.url, { events: ['LEAD_CREATED'] });
    const customer = await createCustomer(server.ds);
    const lead = await createLead(server.ds, { customer, franchise });

    await owner.client.data(SET_STATUS, { input: { leadId: lead.id, status: 'QUALIFIED' } });
    const asCustomer = new TestClient(server.url);
    await asCustomer.signIn(customer.email, FACTORY_PASSWORD, 'CUSTOMER');
    await asCustomer.data(REPLY, { input: { counterpartId: owner.profile.id, content: 'Any news?' } });
    await server.services.webhookJobs.idle();
    const got = (await receiver.waitFor(2)).map(
      (r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> },
    );
    expect(got.map((g) => g.type).sort()).toEqual(['lead.updated', 'message.received']);
    expect(got.find((g) => g.type === 'lead.updated')!.data).toMatchObject({ id: lead.id, status: 'qualified', previousStatus: 'new' });
    expect(got.find((g) => g.type === 'message.received')!.data).toMatchObject({
      content: 'Any news?',
      from: { name: customer.fullName, email: customer.email },
    });
    // The franchisor's own reply is no event.
    await owner.client.data(`mutation { replyToFranchisorLead(input: { leadId: "${lead.id}", content: "Soon" }) { id } }`);
    await server.services.webhookJobs.idle();
    expect(receiver.received).toHaveLength(2);
    expect(leadsOnly.received).toHaveLength(0);
  });

  it('retries a 500 with back-off (5 s, then 5 min) and logs each attempt until it is delivered', async () => {
    const receiver = await startReceiver();
    receiver.answer = 500;
    const { owner, endpoint } = await leadTo(receiver);
    let log = await logOf(owner.client, endpoint.id);
    expect(log).toMatchObject([{ attempt: 1, statusCode: 500, error: 'HTTP 500', responseBody: 'receiver says no', deliveryState: 'PENDING' }]);
    const deliveryId = log[0].deliveryId;
    expect((await nextAttempt(deliveryId))!.inSeconds).toBeGreaterThan(3);
    expect((await nextAttempt(deliveryId))!.inSeconds).toBeLessThanOrEqual(5);
    expect((await server.ds.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id })).failingSince).not.toBeNull();

    await runNextAttempt(deliveryId);
    log = await logOf(owner.client, endpoint.id);
    expect(log.map((l) => [l.attempt, l.statusCode])).toEqual([
      [2, 500],
      [1, 500],
    ]);
    const next = (await nextAttempt(deliveryId))!.inSeconds;
    expect(next).toBeGreaterThan(290);
    expect(next).toBeLessThanOrEqual(300);

    receiver.answer = 200;
    await runNextAttempt(deliveryId);
    log = await logOf(owner.client, endpoint.id);
    expect(log[0]).toMatchObject({ attempt: 3, statusCode: 200, deliveryState: 'DELIVERED' });
    expect(await nextAttempt(deliveryId)).toBeNull();
    expect((await server.ds.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id })).failingSince).toBeNull();
    // The same message every time: one webhook-id, three attempts.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
  });

  it('logs a receiver that is down or does not answer in time, and retries it', async () => {
    const down = await startReceiver();
    await down.close();
    const { owner, endpoint } = await leadTo(down);
    const [refused] = await logOf(owner.client, endpoint.id);
    expect(refused).toMatchObject({ attempt: 1, statusCode: null, deliveryState: 'PENDING' });
    expect(refused.error).toMatch(/ECONNREFUSED/);
    expect(await nextAttempt(refused.deliveryId)).not.toBeNull();

    const hung = await startReceiver();
    hung.answer = 'hang';
    const second = await leadTo(hung);
    const [timedOut] = await logOf(second.owner.client, second.endpoint.id);
    expect(timedOut).toMatchObject({ attempt: 1, statusCode: null, error: 'No answer within 1 s', deliveryState: 'PENDING' });
    expect(timedOut.durationMs).toBeGreaterThanOrEqual(1000);
    expect(timedOut.durationMs).toBeLessThan(5000);
    expect(await nextAttempt(timedOut.deliveryId)).not.toBeNull();
  });

  it('gives a delivery up after three days of retries', async () => {
    const receiver = await startReceiver();
    receiver.answer = 503;
    const { owner, endpoint } = await leadTo(receiver);
    const [first] = await logOf(owner.client, endpoint.id);
    await server.ds.query(`UPDATE webhook_deliveries SET created_at = now() - interval '3 days' + interval '1 minute' WHERE id = $1`, [
      first.deliveryId,
    ]);
    await runNextAttempt(first.deliveryId);
    const [second] = await logOf(owner.client, endpoint.id);
    expect(second).toMatchObject({ attempt: 2, statusCode: 503, deliveryState: 'FAILED' });
    expect(await nextAttempt(first.deliveryId)).toBeNull();
  });

  it('switches an endpoint off after five days of failures, e-mails the franchisor and sends it nothing more', async () => {
    const receiver = await startReceiver();
    receiver.answer = 500;
    const { owner, franchise, endpoint } = await leadTo(receiver);
    const [first] = await logOf(owner.client, endpoint.id);
    expect((await server.ds.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id })).enabled).toBe(true);
    // Four days and 23 hours of failures: still on.
    await server.ds.query(`UPDATE webhook_endpoints SET failing_since = now() - interval '4 days 23 hours' WHERE id = $1`, [endpoint.id]);
    await runNextAttempt(first.deliveryId);
    expect((await server.ds.getRepository(WebhookEndpoint).findOneByOrFail({ id: endpoint.id })).enabled).toBe(true);
    // Five days: off, with a mail.
    await server.ds.query(`UPDATE webhook_endpoints SET failing_since = now() - interval '5 days' WHERE id = $1`, [endpoint.id]);
    await runNextAttempt(first.deliveryId);
    const [listed] = (await owner.client.data<{ webhookEndpoints: Endpoint[] }>(LIST)).webhookEndpoints;
    expect(listed.enabled).toBe(false);
    expect(listed.autoDisabledAt).not.toBeNull();
    await server.services.jobs.idle();
    const switchedOff = () => smtp.to(owner.profile.email).filter((m) => m.subject === 'Your webhook endpoint has been switched off');
    await smtp.waitFor(() => switchedOff().length >= 1);
    expect(switchedOff()).toHaveLength(1);
    expect(switchedOff()[0].text).toContain(receiver.url);

    // Nothing more goes to it: the pending retry stops, a new lead makes no delivery.
    const attemptsBefore = receiver.received.length;
    await runNextAttempt(first.deliveryId);
    const deliveries = await server.ds.getRepository(WebhookDelivery).countBy({ endpointId: endpoint.id });
    await new TestClient(server.url).data(SUBMIT, {
      input: { franchiseId: franchise.id, consent: LEAD_CONSENT, name: 'Al', email: 'al@example.test', phone: '07700 900124', message: 'Hi' },
    });
    await server.services.webhookJobs.idle();
    expect(await server.ds.getRepository(WebhookDelivery).countBy({ endpointId: endpoint.id })).toBe(deliveries);
    expect(receiver.received).toHaveLength(attemptsBefore);

    // Switched on again, its failures start over.
    const { updateWebhookEndpoint } = await owner.client.data<{ updateWebhookEndpoint: Endpoint }>(UPDATE, {
      id: endpoint.id,
      ...input(receiver.url),
    });
    expect(updateWebhookEndpoint).toMatchObject({ enabled: true, failingSince: null, autoDisabledAt: null });
  });

  it('redelivers by hand with the same webhook-id and a new signature', async () => {
    const receiver = await startReceiver();
    const { owner, endpoint, secret } = await leadTo(receiver);
    const [first] = await logOf(owner.client, endpoint.id);
    expect(await owner.client.data(REDELIVER, { id: first.deliveryId })).toEqual({ redeliverWebhook: true });
    await server.services.webhookJobs.idle();
    const got = await receiver.waitFor(2);
    expect(got[1].headers['webhook-id']).toBe(got[0].headers['webhook-id']);
    expect(got[1].body).toBe(got[0].body);
    expect(() => new Webhook(secret).verify(got[1].body, got[1].headers as Record<string, string>)).not.toThrow();
    expect((await logOf(owner.client, endpoint.id))[0]).toMatchObject({ attempt: 2, statusCode: 200, deliveryState: 'DELIVERED' });
    expect(await owner.client.error(REDELIVER, { id: 'not-an-id' })).toMatchObject({ message: 'Delivery not found' });
  });

  it('sends a test event on demand, signed with the old and the new secret for a day after a roll', async () => {
    const receiver = await startReceiver();
    const owner = await franchisor();
    const { endpoint, secret } = await createEndpoint(owner.client, receiver.url, { events: ['LEAD_CREATED'] });
    const { rollWebhookSecret } = await owner.client.data<{ rollWebhookSecret: { secret: string } }>(ROLL, { id: endpoint.id });
    const { sendTestWebhook } = await owner.client.data<{ sendTestWebhook: string }>(TEST, { id: endpoint.id });
    await server.services.webhookJobs.idle();
    const [req] = await receiver.waitFor(1);
    expect(req.headers['webhook-id']).toBe(sendTestWebhook);
    for (const s of [secret, rollWebhookSecret.secret]) {
      expect(new Webhook(s).verify(req.body, req.headers as Record<string, string>)).toMatchObject({ type: 'webhook.test' });
    }
    expect((req.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    expect((await logOf(owner.client, endpoint.id))[0]).toMatchObject({ eventType: 'webhook.test', statusCode: 200 });
    expect(await server.ds.getRepository(WebhookAttempt).countBy({ endpointId: endpoint.id })).toBe(1);
  });
});

describe('the guard against server-side request forgery (production: WEBHOOKS_ALLOW_PRIVATE=false)', () => {
  let prod: TestServer;
  let client: TestClient;
  beforeAll(async () => {
    prod = await startTestServer({ webhooksAllowPrivate: false, webhookTimeoutMs: 2000 });
    const profile = await createFranchisor(prod.ds);
    client = new TestClient(prod.url);
    await client.signIn(profile.email, FACTORY_PASSWORD, 'FRANCHISOR');
  });
  afterAll(() => prod.close());

  const PRIVATE = 'This URL points to a private or local address, which cannot receive webhooks';
  it.each([
    ['IPv4 loopback', 'https://127.0.0.1/hooks'],
    ['a 10.x address', 'https://10.1.2.3/hooks'],
    ['192.168.x', 'https://192.168.1.10/hooks'],
    ['the metadata address', 'https://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', 'https://[::1]/hooks'],
    ['IPv4-mapped IPv6 loopback', 'https://[::ffff:127.0.0.1]/hooks'],
    ['IPv6 unique-local', 'https://[fd00::1]/hooks'],
    ['IPv6 link-local', 'https://[fe80::1]/hooks'],
    ['decimal loopback', 'https://2130706433/hooks'],
    ['hexadecimal loopback', 'https://0x7f000001/hooks'],
    ['unspecified', 'https://0.0.0.0/hooks'],
    ['a name resolving to loopback', 'https://localhost/hooks'],
  ])('refuses %s at creation and writes nothing', async (_label, url) => {
    const before = await prod.ds.getRepository(WebhookEndpoint).count();
    const error = await client.error(CREATE, input(url));
    expect(error.extensions?.fields).toEqual({ url: PRIVATE });
    expect(await prod.ds.getRepository(WebhookEndpoint).count()).toBe(before);
  });

  it('refuses plain http and accepts https to a public address', async () => {
    const error = await client.error(CREATE, input('http://93.184.215.14/hooks'));
    expect(error.extensions?.fields).toEqual({ url: 'The URL must start with https://' });
    expect((await createEndpoint(client, 'https://93.184.215.14/hooks')).endpoint.url).toBe('https://93.184.215.14/hooks');
  });

  it.each([
    'http://127.0.0.1:9/hooks',
    'http://10.0.0.1:9/hooks',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]:9/hooks',
    'http://[::ffff:127.0.0.1]:9/hooks',
    'http://[fd00::1]:9/hooks',
    'http://2130706433:9/hooks',
    'http://localhost:9/hooks',
  ])('refuses to connect to %s when an attempt is made (a name may resolve elsewhere later)', async (url) => {
    const sender = new WebhookSender({ allowPrivate: false, timeoutMs: 2000 });
    const outcome = await sender.send(url, '{}', {});
    sender.close();
    expect(outcome).toMatchObject({ ok: false, statusCode: null, error: 'Address not allowed (private, loopback or link-local)' });
  });

  it('does not follow a redirect to a private address', async () => {
    // The redirecting receiver is let through by address (it is local too); its target must not be reached.
    const target = await startReceiver();
    const redirecting = await startReceiver('127.0.0.2');
    redirecting.answer = { redirect: target.url };
    const sender = new WebhookSender({ allowPrivate: false, timeoutMs: 2000, allowAddresses: ['127.0.0.2'] });
    const outcome = await sender.send(redirecting.url, '{}', {});
    sender.close();
    expect(outcome).toMatchObject({ ok: false, statusCode: 302, error: `Redirect to ${target.url} not followed` });
    expect(redirecting.received).toHaveLength(1);
    expect(target.received).toHaveLength(0);
  });

  it('logs the refusal when a stored endpoint resolves to a private address at delivery', async () => {
    // Stored while the name was public; a DNS change (rebinding) points it at loopback now.
    const profile = await createFranchisor(prod.ds);
    const [{ id }] = await prod.ds.query<{ id: string }[]>(
      `INSERT INTO webhook_endpoints (franchisor_id, url, events, secret) VALUES ($1, 'https://localhost:9/hooks', '{lead.created}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw') RETURNING id`,
      [profile.id],
    );
    const owner = new TestClient(prod.url);
    await owner.signIn(profile.email, FACTORY_PASSWORD, 'FRANCHISOR');
    await owner.data(TEST, { id });
    await prod.services.webhookJobs.idle();
    const [line] = (await owner.data<{ webhookAttempts: { items: LogLine[] } }>(LOG, { id })).webhookAttempts.items;
    expect(line).toMatchObject({ statusCode: null, error: 'Address not allowed (private, loopback or link-local)', deliveryState: 'PENDING' });
  });
});
