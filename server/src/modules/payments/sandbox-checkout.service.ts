import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { Messages, notFound } from '../../common/errors';
import { type AdDuration, AdStatus, PaymentStatus } from '../advertising/advertising.enums';
import { checkoutReturnUrls, featuredAdDescription } from '../advertising/featured-ad.service';
import type { SandboxCheckout } from '../advertising/featured-ad.types';
import { type PaymentDriver, toPence } from '../advertising/payment-driver';
import type { PaymentWebhookService } from './payment-webhook.service';
import { SANDBOX_SESSION_PREFIX, SandboxDriver } from './sandbox-driver';

/** The sandbox page's way back (Cancel, and after Pay) is a path: the browser stays on the origin it is on. */
const SAME_ORIGIN = '';

interface SessionRow {
  id: string;
  amount: string;
  duration: AdDuration;
  categories: string[];
  status: AdStatus;
  paymentStatus: PaymentStatus;
  franchiseName: string;
}

/**
 * The sandbox checkout page (payments without STRIPE_SECRET_KEY): shows the franchisor what their
 * session is for and, on Pay, signs a Stripe-shaped checkout.session.completed event and hands it to
 * the webhook handler, the same code Stripe's deliveries run. Only the franchisor whose ad the session
 * is for can see or pay it; in Stripe mode there is no such page.
 */
export class SandboxCheckoutService {
  constructor(
    private readonly ds: DataSource,
    private readonly payments: PaymentDriver,
    private readonly webhooks: PaymentWebhookService,
  ) {}

  async view(franchisorId: string, sessionId: string): Promise<SandboxCheckout | null> {
    const row = await this.session(franchisorId, sessionId);
    if (!row) return null;
    const paid = row.paymentStatus === PaymentStatus.COMPLETED;
    return {
      sessionId,
      adId: row.id,
      franchiseName: row.franchiseName,
      description: featuredAdDescription(row.duration, row.categories.length),
      amount: Number(row.amount),
      currency: 'GBP',
      status: paid ? 'complete' : 'open',
      cancelUrl: checkoutReturnUrls(SAME_ORIGIN, row.id).cancelUrl,
    };
  }

  /** Pays the session as Stripe would report it; returns the success URL the browser goes to. */
  async pay(franchisorId: string, sessionId: string): Promise<string> {
    const row = await this.session(franchisorId, sessionId);
    if (!row || !(this.payments instanceof SandboxDriver)) throw notFound(Messages.notFound);
    const event = {
      id: `evt_sandbox_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          mode: 'payment',
          amount_total: toPence(Number(row.amount)),
          currency: 'gbp',
          payment_status: 'paid',
          status: 'complete',
          client_reference_id: row.id,
          metadata: { ad_id: row.id },
        },
      },
    };
    const payload = JSON.stringify(event);
    const result = await this.webhooks.handle(Buffer.from(payload), this.payments.sign(payload));
    if (result.status !== 200) throw new Error(`The sandbox's own event was refused: ${result.body.error}`);
    return checkoutReturnUrls(SAME_ORIGIN, row.id).successUrl;
  }

  /** The franchisor's ad behind a sandbox session, or null (not sandbox mode, not theirs, replaced). */
  private async session(franchisorId: string, sessionId: string): Promise<SessionRow | null> {
    if (this.payments.mode !== 'sandbox' || !sessionId.startsWith(SANDBOX_SESSION_PREFIX) || sessionId.length > 255) return null;
    const rows: SessionRow[] = await this.ds.query(
      `SELECT a.id, a.amount, a.duration, a.categories, a.status, a.payment_status AS "paymentStatus", f.name AS "franchiseName"
       FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id
       WHERE a.checkout_session_id = $1 AND f.franchisor_id = $2`,
      [sessionId, franchisorId],
    );
    return rows[0] ?? null;
  }
}
