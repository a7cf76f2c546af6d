import Stripe from 'stripe';
import type { PaymentEvent } from '../advertising/payment-driver';

/** Stripe's own webhook signing (HMAC-SHA256 over "timestamp.payload", header `t=...,v1=...`). */
const webhooks = Stripe.webhooks;

/**
 * The event in a webhook body, when its Stripe-Signature header was made with `secret` within the SDK's
 * default tolerance (five minutes); throws otherwise.
 */
export function verifySignedEvent(rawBody: Buffer, signature: string | undefined, secret: string | undefined): PaymentEvent {
  if (!secret) throw new Error('No webhook secret is configured (STRIPE_WEBHOOK_SECRET)');
  if (!signature) throw new Error('No Stripe-Signature header');
  return webhooks.constructEvent(rawBody, signature, secret) as unknown as PaymentEvent;
}

/** A Stripe-Signature header for `payload`, signed now with `secret` (the sandbox's events). */
export function signEvent(payload: string, secret: string): string {
  return webhooks.generateTestHeaderString({ payload, secret });
}
