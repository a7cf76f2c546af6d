import { randomBytes } from 'node:crypto';
import type { CheckoutRequest, CheckoutSession, PaymentDriver, SyncedPrice } from '../advertising/payment-driver';
import { signEvent, verifySignedEvent } from './webhook-signature';

/** Sandbox checkout sessions are named like Stripe's, and recognisable. */
export const SANDBOX_SESSION_PREFIX = 'cs_sandbox_';

/**
 * Payments without a provider (no STRIPE_SECRET_KEY): the checkout is a test page on this server
 * (/checkout/sandbox/{session id}); paying there signs a Stripe-shaped event with this driver's secret
 * and hands it to the webhook handler, so fulfilment runs the same code as with Stripe. The secret is
 * STRIPE_WEBHOOK_SECRET when set, otherwise random for this process (events are signed and verified in
 * the same process).
 *
 * The checkout URL is a path on this site, not an absolute URL: the browser that asked for it goes there on
 * the origin it is already using (a LAN address, 127.0.0.1), where its session cookie is, whatever PUBLIC_URL says.
 */
export class SandboxDriver implements PaymentDriver {
  readonly mode = 'sandbox' as const;
  private readonly secret: string;

  constructor(webhookSecret?: string) {
    this.secret = webhookSecret ?? `whsec_sandbox_${randomBytes(32).toString('hex')}`;
  }

  createCheckout(_request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `${SANDBOX_SESSION_PREFIX}${randomBytes(16).toString('hex')}`;
    return Promise.resolve({ id, url: `/checkout/sandbox/${id}` });
  }

  syncPrices(pricing: { duration: SyncedPrice['duration']; price: number }[]): Promise<SyncedPrice[]> {
    return Promise.resolve(pricing.map((p) => ({ duration: p.duration, priceId: `price_sandbox_${p.duration}_${randomBytes(8).toString('hex')}` })));
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined) {
    return verifySignedEvent(rawBody, signature, this.secret);
  }

  /** The Stripe-Signature header for an event body, signed now. */
  sign(payload: string): string {
    return signEvent(payload, this.secret);
  }
}
