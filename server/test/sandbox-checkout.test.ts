import { AdStatus, PaymentStatus } from '../src/modules/advertising/advertising.enums';
import { createCategory } from './support/factories';
import {
  CREATE_FEATURED_AD,
  type CheckoutStartResult,
  PAY_SANDBOX_CHECKOUT,
  SANDBOX_CHECKOUT,
  franchisorWithFranchise,
  paymentEventCount,
  storedAd,
} from './support/featured-ads';
import { TestClient } from './support/graphql-client';
import { postWebhook, signPayload, stripeEvent } from './support/stripe-stand-in';
import { type TestServer, startTestServer } from './support/test-server';

/**
 * The default payment mode: a sandbox checkout page on this server whose Pay button signs a Stripe-shaped
 * event and delivers it to the real webhook handler, so a purchase goes from the modal to a live ad.
 */

/** PUBLIC_URL names another host than the one the tests reach the server by (a franchisor on a LAN address). */
const PUBLIC_URL = 'https://www.franchise-compass.example';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ publicUrl: PUBLIC_URL });
});
afterAll(() => server.close());

const FEATURED = `query { featuredOpportunities { adId franchise { id name } } }`;
type Featured = { featuredOpportunities: { adId: string; franchise: { id: string; name: string } }[] };

it('takes a purchase from Create Featured Ad to a live ad in Featured Opportunities', async () => {
  const { franchise, client } = await franchisorWithFranchise(server.ds, server.url, 'Sunny Smiles Nurseries');
  const categories = [await createCategory(server.ds), await createCategory(server.ds)];
  const { createFeaturedAd } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
    input: { franchiseId: franchise.id, duration: 'THREE_MONTHS', categoryIds: categories.map((c) => c.id) },
  });
  const { adId, checkoutUrl } = createFeaturedAd;
  // A path on the origin the franchisor is using, not PUBLIC_URL's host.
  expect(checkoutUrl).toMatch(/^\/checkout\/sandbox\/cs_sandbox_[0-9a-f]+$/);
  const sessionId = checkoutUrl.replace('/checkout/sandbox/', '');

  // The checkout page shows what is being paid for.
  const page = await client.data<{ sandboxCheckout: Record<string, unknown> }>(SANDBOX_CHECKOUT, { sessionId });
  expect(page.sandboxCheckout).toEqual({
    sessionId,
    adId,
    franchiseName: 'Sunny Smiles Nurseries',
    description: 'Featured placement, 3 months, 2 additional categories',
    amount: 361.2, // 129 + 258 - 10%
    currency: 'GBP',
    status: 'open',
    cancelUrl: `/franchisor/advertising/featured?canceled=true&ad_id=${adId}`,
  });
  const before = (await new TestClient(server.url).data<Featured>(FEATURED)).featuredOpportunities;
  expect(before.map((f) => f.adId)).not.toContain(adId);

  const { paySandboxCheckout } = await client.data<{ paySandboxCheckout: string }>(PAY_SANDBOX_CHECKOUT, { sessionId });
  expect(paySandboxCheckout).toBe(`/franchisor/advertising/featured?success=true&ad_id=${adId}`);

  const ad = await storedAd(server.ds, adId);
  expect(ad).toMatchObject({ status: AdStatus.ACTIVE, paymentStatus: PaymentStatus.COMPLETED });
  expect(ad.endDate!.getTime()).toBeGreaterThan(Date.now() + 80 * 24 * 3600 * 1000);
  const [event] = await server.ds.query(`SELECT id, type FROM payment_events WHERE ad_id = $1`, [adId]);
  expect(event).toEqual({ id: expect.stringMatching(/^evt_sandbox_/), type: 'checkout.session.completed' });

  const after = (await new TestClient(server.url).data<Featured>(FEATURED)).featuredOpportunities;
  expect(after).toContainEqual({ adId, franchise: { id: franchise.id, name: 'Sunny Smiles Nurseries' } });
  expect((await client.data<{ sandboxCheckout: { status: string } }>(SANDBOX_CHECKOUT, { sessionId })).sandboxCheckout.status).toBe('complete');

  // Paying again changes nothing.
  const events = await paymentEventCount(server.ds);
  await client.data(PAY_SANDBOX_CHECKOUT, { sessionId });
  expect(await storedAd(server.ds, adId)).toMatchObject({ startDate: ad.startDate, endDate: ad.endDate });
  expect(await paymentEventCount(server.ds)).toBe(events + 1);
});

it('refuses events at /webhooks/stripe not signed with the sandbox secret', async () => {
  const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
  const { createFeaturedAd } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
    input: { franchiseId: franchise.id, duration: 'ONE_MONTH' },
  });
  const payload = JSON.stringify(
    stripeEvent('checkout.session.completed', {
      id: 'cs_sandbox_forged',
      object: 'checkout.session',
      amount_total: 4900,
      currency: 'gbp',
      payment_status: 'paid',
      metadata: { ad_id: createFeaturedAd.adId },
    }),
  );
  expect((await postWebhook(server.url, payload, signPayload(payload, 'whsec_guessed'))).status).toBe(400);
  expect(await storedAd(server.ds, createFeaturedAd.adId)).toMatchObject({ status: AdStatus.PENDING_PAYMENT });
});

it('shows a session only to its franchisor, and not once a newer checkout replaced it', async () => {
  const { franchise, client } = await franchisorWithFranchise(server.ds, server.url);
  const { createFeaturedAd } = await client.data<CheckoutStartResult>(CREATE_FEATURED_AD, {
    input: { franchiseId: franchise.id, duration: 'ONE_MONTH' },
  });
  const sessionId = createFeaturedAd.checkoutUrl.split('/').pop()!;
  expect((await new TestClient(server.url).error(SANDBOX_CHECKOUT, { sessionId })).extensions?.code).toBe('UNAUTHENTICATED');

  await client.data(`mutation($id: ID!) { payFeaturedAd(id: $id) { adId } }`, { id: createFeaturedAd.adId });
  expect(await client.data(SANDBOX_CHECKOUT, { sessionId })).toEqual({ sandboxCheckout: null });
  expect(await client.data(SANDBOX_CHECKOUT, { sessionId: 'cs_sandbox_unknown' })).toEqual({ sandboxCheckout: null });
});
