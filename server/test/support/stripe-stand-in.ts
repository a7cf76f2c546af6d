import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the part of Stripe's API the payment driver uses, reached by the official SDK
 * through STRIPE_API_BASE. It records every request (method, path, form body decoded into nested
 * objects) and can be told to fail. Also signs webhook events as Stripe does.
 *
 *   const stripe = await startStripeStandIn();
 *   startTestServer({ ...stripe.config, stripeWebhookSecret: STAND_IN_WEBHOOK_SECRET })
 */

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_secret';

export interface RecordedRequest {
  method: string;
  /** Without the query string, e.g. /v1/checkout/sessions. */
  path: string;
  /** The form body decoded: `line_items[0][price_data][unit_amount]=4900` reads body.line_items[0].price_data.unit_amount. */
  body: Record<string, any>;
}

export interface StandInFailure {
  /** Requests whose path starts with this fail (all requests when omitted). */
  path?: string;
  status?: number;
  message?: string;
  /** Stripe's error type; invalid_request_error by default. */
  type?: string;
  code?: string;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT */
  apiBase: string;
  /** Config overrides that put a server in Stripe mode against this stand-in. */
  config: { stripeSecretKey: string; stripeWebhookSecret: string; stripeApiBase: string };
  requests: RecordedRequest[];
  /** Requests to one path (and method, POST by default). */
  requestsTo(path: string, method?: string): RecordedRequest[];
  /** Every following request that matches fails this way, until reset(). */
  fail(failure: StandInFailure): void;
  /** Forgets failures and recorded requests (objects created stay). */
  reset(): void;
  close(): Promise<void>;
}

/** Decodes a Stripe-style form body into nested objects and arrays. */
export function decodeForm(text: string): Record<string, any> {
  const root: Record<string, any> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: any = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: RecordedRequest[] = [];
  const failures: StandInFailure[] = [];
  const prices = new Map<string, Record<string, unknown>>();
  const sessions = new Map<string, Record<string, unknown>>();

  const route = (method: string, path: string, body: Record<string, any>): [number, unknown] => {
    const failure = failures.find((f) => !f.path || path.startsWith(f.path));
    if (failure) {
      return [
        failure.status ?? 400,
        { error: { type: failure.type ?? 'invalid_request_error', message: failure.message ?? 'Stand-in failure', code: failure.code } },
      ];
    }
    if (method === 'POST' && path === '/v1/products') {
      return [200, { id: id('prod'), object: 'product', name: body.name, active: true, metadata: body.metadata ?? {} }];
    }
    if (method === 'POST' && path === '/v1/prices') {
      const price = {
        id: id('price'),
        object: 'price',
        product: body.product,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        nickname: body.nickname ?? null,
        metadata: body.metadata ?? {},
        active: true,
      };
      prices.set(price.id, price);
      return [200, price];
    }
    const price = /^\/v1\/prices\/([^/]+)$/.exec(path);
    if (method === 'GET' && price) {
      const found = prices.get(decodeURIComponent(price[1]));
      if (found) return [200, found];
      return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${price[1]}'` } }];
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItem = body.line_items?.[0];
      const unit = Number(lineItem?.price_data?.unit_amount ?? prices.get(lineItem?.price)?.unit_amount ?? 0);
      const session = {
        id: id('cs_test'),
        object: 'checkout.session',
        mode: body.mode,
        url: `https://checkout.stripe.test/c/pay/${randomBytes(6).toString('hex')}`,
        amount_total: unit * Number(lineItem?.quantity ?? 1),
        currency: lineItem?.price_data?.currency ?? 'gbp',
        metadata: body.metadata ?? {},
        client_reference_id: body.client_reference_id ?? null,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        payment_status: 'unpaid',
        status: 'open',
      };
      sessions.set(session.id, session);
      return [200, session];
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (method === 'POST' && expire && sessions.has(expire[1])) {
      const session = { ...sessions.get(expire[1]), status: 'expired', url: null };
      sessions.set(expire[1], session);
      return [200, session];
    }
    return [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } }];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const body = decodeForm(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? 'GET', path, body });
      const [status, payload] = route(req.method ?? 'GET', path, body);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(payload));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiBase,
    config: { stripeSecretKey: STAND_IN_SECRET_KEY, stripeWebhookSecret: STAND_IN_WEBHOOK_SECRET, stripeApiBase: apiBase },
    requests,
    requestsTo: (path, method = 'POST') => requests.filter((r) => r.path === path && r.method === method),
    fail: (failure) => void failures.push(failure),
    reset: () => {
      failures.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A Stripe-shaped event, as its webhook delivers it. */
export function stripeEvent(type: string, object: Record<string, unknown>, eventId = id('evt')) {
  return { id: eventId, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
}

/** The Stripe-Signature header Stripe would send for `payload` (at `timestamp`, seconds; now by default). */
export function signPayload(payload: string, secret = STAND_IN_WEBHOOK_SECRET, timestamp?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });
}

/** POSTs a webhook body to a server's /webhooks/stripe; the signature header only when given. */
export async function postWebhook(baseUrl: string, payload: string, signature?: string): Promise<Response> {
  return fetch(`${baseUrl}/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'stripe-signature': signature }) },
    body: payload,
  });
}
