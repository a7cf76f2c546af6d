import { adEndDate } from '../src/modules/advertising/ad-schedule';
import { AdDuration, AdStatus, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { StripePricingSync } from '../src/modules/advertising/stripe-pricing-sync.entity';
import { createCategory } from './support/factories';
import {
  CREATE_FEATURED_AD,
  type CheckoutStartResult,
  MY_FEATURED_ADS,
  PAY_FEATURED_AD,
  SANDBOX_CHECKOUT,
  franchisorWithFranchise,
  paymentEventCount,
  storedAd,
} from './support/featured-ads';
import { type StripeStandIn, postWebhook, signPayload, startStripeStandIn, stripeEvent } from './support/stripe-stand-in';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * Stripe mode against a local stand-in for Stripe's API (reached by the official SDK through
 * STRIPE_API_BASE): the checkout carries the server's amount, and only a genuine signed webhook, once,
 * for the right amount, activates an ad.
 */

/** Stripe's return URLs must be absolute: they are PUBLIC_URL's, never the request's Host. */
const PUBLIC_URL = 'https://www.franchise-compass.example';

let stripe: StripeStandIn;
let server: TestServer;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  server = await startTestServer({ ...stripe.config, publicUrl: PUBLIC_URL });
  // What the admin's Sync to Stripe records: a price per duration except 12 months.
  const pricing = (await server.services.advertisingSettings.current()).featuredPricing.filter((p) => p.duration !== AdDuration.TWELVE_MONTHS);
  const synced = await server.services.payments.syncPrices(pricing);
  await server.ds.getRepository(StripePricingSync).save(synced.map((s) => ({ duration: s.duration, stripePriceId: s.priceId })));
});
afterEach(() => stripe.reset());
afterAll(async () => {
  await server.close();
  await stripe.close();
});

/** A franchisor's new pending ad (1 month, two additional categories: £137.20 at the default prices). */
async function pendingAd() {
  const { franchisor, franchise, client } = await franchisorWithFranchise(server.ds, server.url);
  const categories = [await createCategory(server.ds), await createCategory(server.ds)];
  const { createFeaturedAd } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
    input: { franchiseId: franchise.id, duration: 'ONE_MONTH', categoryIds: categories.map((c) => c.id) },
  });
  return { franchisor, franchise, client, adId: createFeaturedAd.adId, checkoutUrl: createFeaturedAd.checkoutUrl };
}

/** A checkout.session.completed for `adId` as Stripe sends it: JSON body and its signature. */
function completedEvent(adId: string, amountTotal = 13720, extra: Record<string, unknown> = {}) {
  const event = stripeEvent('checkout.session.completed', {
    id: 'cs_test_paid',
    object: 'checkout.session',
    amount_total: amountTotal,
    currency: 'gbp',
    payment_status: 'paid',
    status: 'complete',
    metadata: { ad_id: adId },
    ...extra,
  });
  return JSON.stringify(event);
}

describe('checkout', () => {
  it('sends Stripe the amount computed on the server, in pence, with the ad id, for the synced price of the duration', async () => {
    const { adId, checkoutUrl } = await pendingAd();
    expect(checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);

    const [session] = stripe.requestsTo('/v1/checkout/sessions');
    expect(session.body).toMatchObject({
      mode: 'payment',
      line_items: [{ quantity: '1', price_data: { currency: 'gbp', unit_amount: '13720' } }],
      metadata: { ad_id: adId },
      payment_intent_data: { metadata: { ad_id: adId } },
      success_url: `${PUBLIC_URL}/franchisor/advertising/featured?success=true&ad_id=${adId}`,
      cancel_url: `${PUBLIC_URL}/franchisor/advertising/featured?canceled=true&ad_id=${adId}`,
    });
    // The line item is priced on the product of the 1-month price the admin synced.
    const [oneMonth] = await server.ds.getRepository(StripePricingSync).find({ where: { duration: AdDuration.ONE_MONTH } });
    expect(stripe.requestsTo(`/v1/prices/${oneMonth.stripePriceId}`, 'GET')).toHaveLength(1);
    expect(session.body.line_items[0].price_data.product).toMatch(/^prod_/);

    const ad = await storedAd(server.ds, adId);
    expect(ad).toMatchObject({ amount: 137.2, status: AdStatus.PENDING_PAYMENT, paymentStatus: PaymentStatus.PENDING });
    expect(ad.checkoutSessionId).toMatch(/^cs_test_/);
  });

  it('has no amount for the client to send: an input with one is refused and nothing is stored', async () => {
    const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
    const error = await client.error(CREATE_FEATURED_AD, {
      input: { franchiseId: franchise.id, duration: 'ONE_MONTH', categoryIds: [], amount: 0.01 },
    });
    expect(error.message).toMatch(/"amount" is not defined/);
    expect(await server.ds.query(`SELECT 1 FROM featured_ads WHERE franchise_id = $1`, [franchise.id])).toHaveLength(0);
    expect(stripe.requestsTo('/v1/checkout/sessions')).toHaveLength(0);
  });

  it("answers Stripe's refusal with 'Error creating checkout session: {reason}' and keeps the ad pending, payable later", async () => {
    const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
    stripe.fail({ path: '/v1/checkout/sessions', status: 400, message: 'Amount must be at least 30 pence' });
    const error = await client.error(CREATE_FEATURED_AD, { input: { franchiseId: franchise.id, duration: 'THREE_MONTHS' } });
    expect(error).toMatchObject({
      message: 'Error creating checkout session: Amount must be at least 30 pence',
      extensions: { code: 'PAYMENT_PROVIDER_ERROR' },
    });
    const { myFeaturedAds } = await client.data<{ myFeaturedAds: { items: { id: string; status: string; canPay: boolean; amount: number }[] } }>(
      MY_FEATURED_ADS,
    );
    expect(myFeaturedAds.items).toEqual([expect.objectContaining({ status: 'PENDING_PAYMENT', canPay: true, amount: 129 })]);
    expect((await storedAd(server.ds, myFeaturedAds.items[0].id)).checkoutSessionId).toBeNull();

    // Pay now, once Stripe accepts: a new checkout for the same ad.
    stripe.reset();
    const { payFeaturedAd } = await client.data<{ payFeaturedAd: { adId: string; checkoutUrl: string } }>(PAY_FEATURED_AD, {
      id: myFeaturedAds.items[0].id,
    });
    expect(payFeaturedAd.adId).toBe(myFeaturedAds.items[0].id);
    expect(stripe.requestsTo('/v1/checkout/sessions')[0].body.line_items[0].price_data.unit_amount).toBe('12900');
  });

  it("refuses a duration with no synced price: 'Invalid price ID for selected duration'", async () => {
    const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
    const error = await client.error(CREATE_FEATURED_AD, { input: { franchiseId: franchise.id, duration: 'TWELVE_MONTHS' } });
    expect(error.message).toBe('Invalid price ID for selected duration');
    expect(stripe.requestsTo('/v1/checkout/sessions')).toHaveLength(0);
  });

  it('pay later recomputes the amount from the current pricing', async () => {
    const { client, adId } = await pendingAd();
    stripe.reset();
    const settings = await server.ds.query(`SELECT featured_pricing FROM advertising_settings WHERE id = 1`);
    try {
      await server.ds.query(`UPDATE advertising_settings SET featured_pricing = jsonb_set(featured_pricing, '{0,price}', '59') WHERE id = 1`);
      server.services.advertisingSettings.invalidate();
      await client.data(PAY_FEATURED_AD, { id: adId });
      // 59 + 2 x 59 - 10% of 118 = 165.20
      expect(stripe.requestsTo('/v1/checkout/sessions')[0].body.line_items[0].price_data.unit_amount).toBe('16520');
      expect((await storedAd(server.ds, adId)).amount).toBe(165.2);
    } finally {
      await server.ds.query(`UPDATE advertising_settings SET featured_pricing = $1 WHERE id = 1`, [JSON.stringify(settings[0].featured_pricing)]);
      server.services.advertisingSettings.invalidate();
    }
  });

  it('has no sandbox checkout page in Stripe mode', async () => {
    const { client, adId } = await pendingAd();
    const { checkoutSessionId } = await storedAd(server.ds, adId);
    expect(await client.data(SANDBOX_CHECKOUT, { sessionId: checkoutSessionId })).toEqual({ sandboxCheckout: null });
  });
});

describe('webhook', () => {
  it('refuses unsigned, altered and stale events with 400, and nothing changes', async () => {
    const { adId } = await pendingAd();
    const payload = completedEvent(adId);
    const altered = payload.replace('13720', '13721');
    const stale = signPayload(payload, undefined, Math.floor(Date.now() / 1000) - 10 * 60);
    const wrongSecret = signPayload(payload, 'whsec_someone_else');

    expect((await postWebhook(server.url, payload)).status).toBe(400);
    expect((await postWebhook(server.url, altered, signPayload(payload))).status).toBe(400);
    expect((await postWebhook(server.url, payload, stale)).status).toBe(400);
    expect((await postWebhook(server.url, payload, wrongSecret)).status).toBe(400);
    expect((await postWebhook(server.url, payload, 'garbage')).status).toBe(400);
    const notJson = await fetch(`${server.url}/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'stripe-signature': signPayload(payload) },
      body: payload,
    });
    expect(notJson.status).toBe(400);

    expect(await storedAd(server.ds, adId)).toMatchObject({
      status: AdStatus.PENDING_PAYMENT,
      paymentStatus: PaymentStatus.PENDING,
      startDate: null,
    });
    expect(await server.ds.query(`SELECT 1 FROM payment_events WHERE ad_id = $1`, [adId])).toHaveLength(0);
  });

  it('activates the ad once when the same event arrives five times at once', async () => {
    const { adId } = await pendingAd();
    const payload = completedEvent(adId);
    const signature = signPayload(payload);
    const before = await paymentEventCount(server.ds);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(server.url, payload, signature)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const ad = await storedAd(server.ds, adId);
    expect(ad).toMatchObject({ status: AdStatus.ACTIVE, paymentStatus: PaymentStatus.COMPLETED });
    expect(Math.abs(ad.startDate!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(ad.endDate).toEqual(adEndDate(ad.startDate!, AdDuration.ONE_MONTH));
    expect(await paymentEventCount(server.ds)).toBe(before + 1);
    const [{ updated }] = await server.ds.query(`SELECT updated_at AS updated FROM featured_ads WHERE id = $1`, [adId]);

    // A later delivery of the same event, and another event for the same (now active) ad, change nothing.
    expect((await postWebhook(server.url, payload, signPayload(payload))).status).toBe(200);
    const another = completedEvent(adId);
    expect((await postWebhook(server.url, another, signPayload(another))).status).toBe(200);
    const [{ updated: after }] = await server.ds.query(`SELECT updated_at AS updated FROM featured_ads WHERE id = $1`, [adId]);
    expect(after).toEqual(updated);
  });

  it('does not activate an ad for a payment of another amount or currency', async () => {
    const { adId } = await pendingAd();
    for (const payload of [completedEvent(adId, 100), completedEvent(adId, 13720, { currency: 'usd' })]) {
      expect((await postWebhook(server.url, payload, signPayload(payload))).status).toBe(200);
    }
    expect(await storedAd(server.ds, adId)).toMatchObject({ status: AdStatus.PENDING_PAYMENT, paymentStatus: PaymentStatus.PENDING });
  });

  it('waits for an async payment, leaves the ad pending when it fails or the session expires, and ignores other events', async () => {
    const { adId } = await pendingAd();
    const { checkoutSessionId } = await storedAd(server.ds, adId);
    const send = async (type: string, object: Record<string, unknown>) => {
      const payload = JSON.stringify(stripeEvent(type, { object: 'checkout.session', metadata: { ad_id: adId }, ...object }));
      return (await postWebhook(server.url, payload, signPayload(payload))).status;
    };
    expect(await send('checkout.session.completed', { id: checkoutSessionId, amount_total: 13720, currency: 'gbp', payment_status: 'unpaid' })).toBe(
      200,
    );
    expect(await send('checkout.session.async_payment_failed', { id: checkoutSessionId, amount_total: 13720, currency: 'gbp' })).toBe(200);
    expect(await send('customer.created', { id: 'cus_1' })).toBe(200);
    expect(await storedAd(server.ds, adId)).toMatchObject({ status: AdStatus.PENDING_PAYMENT, checkoutSessionId });

    expect(await send('checkout.session.expired', { id: checkoutSessionId })).toBe(200);
    expect(await storedAd(server.ds, adId)).toMatchObject({
      status: AdStatus.PENDING_PAYMENT,
      paymentStatus: PaymentStatus.PENDING,
      checkoutSessionId: null,
    });

    expect(
      await send('checkout.session.async_payment_succeeded', { id: checkoutSessionId, amount_total: 13720, currency: 'gbp', payment_status: 'paid' }),
    ).toBe(200);
    expect(await storedAd(server.ds, adId)).toMatchObject({ status: AdStatus.ACTIVE, paymentStatus: PaymentStatus.COMPLETED });
  });

  it('never fulfils from the success URL', async () => {
    const { client, adId } = await pendingAd();
    const res = await client.get(`/franchisor/advertising/featured?success=true&ad_id=${adId}`);
    await res.arrayBuffer();
    expect(await storedAd(server.ds, adId)).toMatchObject({ status: AdStatus.PENDING_PAYMENT, paymentStatus: PaymentStatus.PENDING });
  });
});
