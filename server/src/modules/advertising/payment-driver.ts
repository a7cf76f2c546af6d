import { AppError, ErrorCode } from '../../common/errors';
import type { AdDuration } from './advertising.enums';

/** A failure the franchisor or admin sees as it is (the spec's checkout and sync messages). */
export const paymentError = (message: string) => new AppError(message, ErrorCode.PAYMENT_PROVIDER_ERROR);

/** Pounds to whole pence, as payment providers count. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);

/** What a checkout is for; the amount is always the server's own figure. */
export interface CheckoutRequest {
  adId: string;
  /** Pounds, computed on the server from the current pricing. */
  amount: number;
  duration: AdDuration;
  /** One line the payment page shows, e.g. "Featured placement: Tidy Homes, 1 month, 2 additional categories". */
  description: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string;
}

export interface CheckoutSession {
  id: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface SyncedPrice {
  duration: AdDuration;
  priceId: string;
}

/**
 * A verified payment event in Stripe's shape (the sandbox builds the same shape). Only the fields the
 * fulfilment reads are typed.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  created: number;
  data: { object: { id: string; object: string; metadata?: Record<string, string> | null; [key: string]: unknown } };
}

/**
 * The payment provider behind one interface: Stripe when STRIPE_SECRET_KEY is set, otherwise the
 * sandbox (a test checkout page on this server that signs its events the way Stripe does).
 */
export interface PaymentDriver {
  readonly mode: 'stripe' | 'sandbox';
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Creates (or replaces) one price per duration at the provider; returns the ids to record. */
  syncPrices(pricing: { duration: AdDuration; price: number }[]): Promise<SyncedPrice[]>;
  /** Checks a webhook's raw body against its signature header; throws when it is not genuine or too old. */
  verifyEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
