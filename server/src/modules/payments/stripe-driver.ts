import Stripe from 'stripe';
import { Messages } from '../../common/errors';
import { logger } from '../../common/logger';
import type { AdDuration } from '../advertising/advertising.enums';
import {
  type CheckoutRequest,
  type CheckoutSession,
  type PaymentDriver,
  type SyncedPrice,
  paymentError,
  toPence,
} from '../advertising/payment-driver';
import { verifySignedEvent } from './webhook-signature';

export interface StripeDriverOptions {
  secretKey: string;
  webhookSecret: string | undefined;
  /** STRIPE_API_BASE: another API origin (a local stand-in in tests); unset: api.stripe.com. */
  apiBase: string | undefined;
  /** The newest synced price id of a duration (stripe_pricing_sync), or null. */
  syncedPriceId: (duration: AdDuration) => Promise<string | null>;
}

/** The product every featured-ad price belongs to, created on the first sync. */
const PRODUCT_NAME = 'Featured franchise placement';

function connection(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const isMissingResource = (err: unknown) => err instanceof Stripe.errors.StripeError && (err.code === 'resource_missing' || err.statusCode === 404);

/** Stripe Checkout (mode payment) and signed webhooks, through the official SDK. */
export class StripeDriver implements PaymentDriver {
  readonly mode = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeDriverOptions) {
    this.stripe = new Stripe(options.secretKey, {
      ...connection(options.apiBase),
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
    });
    if (!options.webhookSecret) logger.warn('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: payments cannot be confirmed');
  }

  /**
   * A Checkout Session for the server's amount: one line item priced from the product of the duration's
   * synced price, in GBP pence, with the ad id in the session's and the payment's metadata.
   */
  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const priceId = await this.options.syncedPriceId(request.duration);
    if (!priceId) throw paymentError(Messages.invalidPriceForDuration);
    let session: Stripe.Checkout.Session;
    try {
      let product: string;
      try {
        const price = await this.stripe.prices.retrieve(priceId);
        product = typeof price.product === 'string' ? price.product : price.product.id;
      } catch (err) {
        if (isMissingResource(err)) throw paymentError(Messages.invalidPriceForDuration);
        throw err;
      }
      const metadata = { ad_id: request.adId };
      session = await this.stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'gbp', product, unit_amount: toPence(request.amount) } }],
        metadata,
        payment_intent_data: { metadata, description: request.description },
        client_reference_id: request.adId,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      });
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeError)) throw err;
      logger.warn('Stripe refused a checkout session', { message: err.message, code: err.code });
      throw paymentError(Messages.checkoutSessionError(err.message));
    }
    if (!session.url) throw paymentError(Messages.noCheckoutUrl);
    return { id: session.id, url: session.url };
  }

  /**
   * One new price per duration (Stripe prices cannot be changed), all of one product: the product of
   * the prices synced before, or a new one the first time.
   */
  async syncPrices(pricing: { duration: AdDuration; price: number }[]): Promise<SyncedPrice[]> {
    const product = await this.productId(pricing.map((p) => p.duration));
    const synced: SyncedPrice[] = [];
    for (const { duration, price } of pricing) {
      const created = await this.stripe.prices.create({
        product,
        currency: 'gbp',
        unit_amount: toPence(price),
        nickname: `Featured ad ${duration}`,
        metadata: { duration },
      });
      synced.push({ duration, priceId: created.id });
    }
    return synced;
  }

  verifyEvent(rawBody: Buffer, signature: string | undefined) {
    return verifySignedEvent(rawBody, signature, this.options.webhookSecret);
  }

  private async productId(durations: AdDuration[]): Promise<string> {
    for (const duration of durations) {
      const priceId = await this.options.syncedPriceId(duration);
      if (!priceId) continue;
      try {
        const price = await this.stripe.prices.retrieve(priceId);
        return typeof price.product === 'string' ? price.product : price.product.id;
      } catch (err) {
        if (!isMissingResource(err)) throw err;
      }
    }
    const product = await this.stripe.products.create({ name: PRODUCT_NAME });
    return product.id;
  }
}
