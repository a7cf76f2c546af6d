import { isUUID } from 'class-validator';
import type { EntityManager } from 'typeorm';
import { logger } from '../../common/logger';
import type { UnitOfWork } from '../../common/unit-of-work';
import { adEndDate } from '../advertising/ad-schedule';
import { type AdDuration, AdStatus, PaymentStatus } from '../advertising/advertising.enums';
import { type FeaturedAdChange, FeaturedAdsChanged } from '../advertising/featured-ad-events';
import { type PaymentDriver, type PaymentEvent, toPence } from '../advertising/payment-driver';

export interface WebhookResult {
  status: 200 | 400;
  body: { received: boolean; error?: string };
}

/** The checkout events acted on; any other type is acknowledged and ignored. */
const PAID = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const UNPAID = new Set(['checkout.session.async_payment_failed', 'checkout.session.expired']);

interface LockedAd {
  id: string;
  status: AdStatus;
  paymentStatus: PaymentStatus;
  amount: string;
  duration: AdDuration;
  checkoutSessionId: string | null;
  franchisorId: string | null;
}

/**
 * Fulfilment of featured ads from the payment provider's signed events, the only way an online payment
 * activates an ad (the success URL is only a page). Stripe's webhook and the sandbox's Pay button both
 * come through handle(). Each event is one transaction that records its id first, so an event delivered
 * again (even at the same moment) does nothing, and holds the ad's row, so two events for one ad are
 * applied one after the other and only a pending ad is activated.
 */
export class PaymentWebhookService {
  constructor(
    private readonly payments: PaymentDriver,
    private readonly work: UnitOfWork,
  ) {}

  /** A webhook delivery: 400 when its signature is missing, wrong or too old (nothing changes), else 200. */
  async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookResult> {
    let event: PaymentEvent;
    try {
      event = this.payments.verifyEvent(rawBody, signature);
    } catch (err) {
      logger.warn(`Refused a payment webhook: ${err instanceof Error ? err.message : String(err)}`);
      return { status: 400, body: { received: false, error: 'Invalid signature' } };
    }
    await this.work.run(async (m, after) => after.publish(new FeaturedAdsChanged(await this.apply(m, event))));
    return { status: 200, body: { received: true } };
  }

  /** Applies a verified event in the unit of work's transaction; returns the ads whose franchisors must hear of it. */
  private async apply(m: EntityManager, event: PaymentEvent): Promise<FeaturedAdChange[]> {
    if (!PAID.has(event.type) && !UNPAID.has(event.type)) return [];
    const session = event.data.object;
    const metadataAdId = session.metadata?.ad_id;
    const adId = typeof metadataAdId === 'string' && isUUID(metadataAdId) ? metadataAdId : null;
    const recorded: unknown[] = await m.query(
      `INSERT INTO payment_events (id, type, ad_id) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, adId],
    );
    if (recorded.length === 0) {
      logger.info(`Payment event ${event.id} was already handled; not repeated`);
      return [];
    }
    if (!adId) {
      logger.warn(`Payment event ${event.id} (${event.type}) names no featured ad; ignored`);
      return [];
    }
    const [ad]: LockedAd[] = await m.query(
      `SELECT a.id, a.status, a.payment_status AS "paymentStatus", a.amount, a.duration,
              a.checkout_session_id AS "checkoutSessionId", f.franchisor_id AS "franchisorId"
       FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id
       WHERE a.id = $1 FOR UPDATE OF a`,
      [adId],
    );
    if (!ad) {
      logger.warn(`Payment event ${event.id} names featured ad ${adId}, which no longer exists`);
      return [];
    }
    if (PAID.has(event.type)) return this.activate(m, event, ad);
    if (event.type === 'checkout.session.expired') {
      // The ad stays pending and can be paid from the list; only a session it still points at is forgotten.
      await m.query(`UPDATE featured_ads SET checkout_session_id = NULL, updated_at = now() WHERE id = $1 AND checkout_session_id = $2`, [
        ad.id,
        session.id,
      ]);
    }
    return [];
  }

  /** Paid, for the ad's amount in GBP, and the ad still pending: completed and active from now. */
  private async activate(m: EntityManager, event: PaymentEvent, ad: LockedAd): Promise<FeaturedAdChange[]> {
    const session = event.data.object;
    if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') {
      logger.info(`Checkout for featured ad ${ad.id} completed unpaid (${String(session.payment_status)}); waiting for the payment`);
      return [];
    }
    if (ad.status !== AdStatus.PENDING_PAYMENT || ad.paymentStatus !== PaymentStatus.PENDING) {
      logger.warn(`Payment event ${event.id} for featured ad ${ad.id}, which is not pending (${ad.status}); nothing changed`);
      return [];
    }
    const paid = Number(session.amount_total);
    const currency = typeof session.currency === 'string' ? session.currency.toLowerCase() : '';
    if (paid !== toPence(Number(ad.amount)) || currency !== 'gbp') {
      logger.error(
        `Payment event ${event.id} for featured ad ${ad.id}: paid ${paid} ${currency}, expected ${toPence(Number(ad.amount))} gbp; not activated`,
      );
      return [];
    }
    const start = new Date();
    await m.query(`UPDATE featured_ads SET status = $2, payment_status = $3, start_date = $4, end_date = $5, updated_at = now() WHERE id = $1`, [
      ad.id,
      AdStatus.ACTIVE,
      PaymentStatus.COMPLETED,
      start,
      adEndDate(start, ad.duration),
    ]);
    logger.info(`Featured ad ${ad.id} paid (event ${event.id}); active until ${adEndDate(start, ad.duration).toISOString()}`);
    return [{ adId: ad.id, franchisorId: ad.franchisorId }];
  }
}
