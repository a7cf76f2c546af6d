import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import type { AdDuration } from '../advertising/advertising.enums';
import type { PaymentDriver } from '../advertising/payment-driver';
import { SandboxDriver } from './sandbox-driver';
import { StripeDriver } from './stripe-driver';

/** The newest price synced for a duration (stripe_pricing_sync, newest wins), or null. */
export async function latestSyncedPriceId(ds: DataSource, duration: AdDuration): Promise<string | null> {
  const rows: { stripe_price_id: string }[] = await ds.query(
    `SELECT stripe_price_id FROM stripe_pricing_sync WHERE duration = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [duration],
  );
  return rows[0]?.stripe_price_id ?? null;
}

/** Stripe when STRIPE_SECRET_KEY is set, otherwise the sandbox (in production only with PAYMENTS_SANDBOX=true: config.ts). */
export function createPaymentDriver(config: Config, ds: DataSource): PaymentDriver {
  if (!config.stripeSecretKey) {
    if (config.isProduction) {
      logger.warn('Payments are simulated (PAYMENTS_SANDBOX=true): featured ads go live through the test checkout and no money is taken');
    }
    return new SandboxDriver(config.stripeWebhookSecret);
  }
  return new StripeDriver({
    secretKey: config.stripeSecretKey,
    webhookSecret: config.stripeWebhookSecret,
    apiBase: config.stripeApiBase,
    syncedPriceId: (duration) => latestSyncedPriceId(ds, duration),
  });
}
