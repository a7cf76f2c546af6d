import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config';
import { AppError, ErrorCode, Messages, badInput, notFound } from '../../common/errors';
import { logger } from '../../common/logger';
import type { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { type PaymentDriver, paymentError } from './payment-driver';
import { effectiveAdStatus } from './ad-schedule';
import { AdDuration, AdStatus, PaymentStatus, durationMonths } from './advertising.enums';
import type { AdvertisingSettingsService } from './advertising-settings.service';
import type { CheckoutStart, FeaturedAdPricing, FeaturedAdQuote } from './advertising.types';
import type { CreateFeaturedAdInput, FeaturedAdFranchiseOption, FranchisorFeaturedAd } from './featured-ad.types';
import { MAX_ADDITIONAL_CATEGORIES, featuredPrice, type PricingRules } from './pricing';
import type { UnitOfWork } from '../../common/unit-of-work';
import { franchisorIdOf } from '../auth/franchisor-of';

/**
 * Where Stripe (or the sandbox) sends the browser back to: the franchisor's Featured Ads page. Stripe needs
 * absolute URLs and gets PUBLIC_URL's (never the request's Host header); the sandbox page passes '' and gets
 * paths, so its browser stays on the origin it is on.
 */
export function checkoutReturnUrls(origin: string, adId: string) {
  const page = `${origin}/franchisor/advertising/featured`;
  const id = encodeURIComponent(adId);
  return { successUrl: `${page}?success=true&ad_id=${id}`, cancelUrl: `${page}?canceled=true&ad_id=${id}` };
}

/** "Featured placement, 1 month, 2 additional categories": what a checkout is for. */
export function featuredAdDescription(duration: AdDuration, additionalCategories: number): string {
  const months = durationMonths[duration];
  const parts = ['Featured placement', `${months} month${months === 1 ? '' : 's'}`];
  if (additionalCategories > 0) {
    parts.push(`${additionalCategories} additional categor${additionalCategories === 1 ? 'y' : 'ies'}`);
  }
  return parts.join(', ');
}

/** Every duration with 0..6 additional categories, in duration order. */
export function featuredQuotes(rules: PricingRules): FeaturedAdQuote[] {
  const priced = Object.values(AdDuration).filter((d) => rules.featuredPricing.some((p) => p.duration === d));
  return priced.flatMap((duration) =>
    Array.from({ length: MAX_ADDITIONAL_CATEGORIES + 1 }, (_, additionalCategories) => ({
      duration,
      additionalCategories,
      ...featuredPrice(rules, duration, additionalCategories),
    })),
  );
}

/** An ad as FranchisorFeaturedAd names it, with its stored status and amount (numeric, read as text). */
type AdRow = Omit<FranchisorFeaturedAd, 'amount' | 'canPay'> & { amount: string };

const AD_COLUMNS = `a.id, a.franchise_id AS "franchiseId", f.name AS "franchiseName", a.categories AS "categoryIds", a.duration, a.status,
  a.payment_status AS "paymentStatus", a.amount, a.start_date AS "startDate", a.end_date AS "endDate", a.created_at AS "createdAt"`;

const isPending = (row: { status: AdStatus; paymentStatus: PaymentStatus }) =>
  row.status === AdStatus.PENDING_PAYMENT && row.paymentStatus === PaymentStatus.PENDING;

/** The status the ad has `now`, its amount as a number and whether it can still be paid (from its stored status). */
const toFranchisorAd = (row: AdRow, now: Date): FranchisorFeaturedAd => ({
  ...row,
  status: effectiveAdStatus(row.status, row.endDate, now),
  amount: Number(row.amount),
  canPay: isPending(row),
});

/** A pending ad about to go to checkout. */
interface CheckoutAd {
  id: string;
  amount: number;
  duration: AdDuration;
  additionalCategories: number;
}

/**
 * The franchisor's featured ads (spec 02 sections 4, 5 and 9): pricing quotes, their own ads, buying
 * one. The amount is always computed here from the current pricing; an ad becomes active only through
 * the payment webhook (PaymentWebhookService) or an administrator.
 */
export class FeaturedAdService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly settings: AdvertisingSettingsService,
    private readonly payments: PaymentDriver,
    private readonly config: Config,
  ) {}

  async pricing(): Promise<FeaturedAdPricing> {
    const rules = await this.settings.current();
    return {
      featuredPricing: rules.featuredPricing,
      multiCategoryDiscounts: rules.multiCategoryDiscounts,
      maxAdditionalCategories: MAX_ADDITIONAL_CATEGORIES,
      quotes: featuredQuotes(rules),
    };
  }

  /** The franchisor's ads, newest first. */
  async list(franchisorId: string, offset: number, limit: number): Promise<[FranchisorFeaturedAd[], number]> {
    const [rows, [{ count }]] = await Promise.all([
      this.ds.query<AdRow[]>(
        `SELECT ${AD_COLUMNS} FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id
         WHERE f.franchisor_id = $1 ORDER BY a.created_at DESC, a.id DESC OFFSET $2 LIMIT $3`,
        [franchisorId, offset, limit],
      ),
      this.ds.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id WHERE f.franchisor_id = $1`,
        [franchisorId],
      ),
    ]);
    const now = new Date();
    return [rows.map((r) => toFranchisorAd(r, now)), count];
  }

  /** The franchisor's approved franchises, by name: the only ones that can be featured. */
  franchiseOptions(franchisorId: string): Promise<FeaturedAdFranchiseOption[]> {
    return this.ds.query(`SELECT id, name FROM franchises WHERE franchisor_id = $1 AND status = $2 ORDER BY lower(name), id`, [
      franchisorId,
      FranchiseStatus.APPROVED,
    ]);
  }

  /**
   * Stores a new ad as pending_payment / pending at the server's price (one transaction, with the
   * franchise held so it cannot change hands or lose its approval meanwhile), then starts its checkout.
   * A failed checkout leaves the ad pending, to be paid from the list.
   */
  async create(user: Profile, input: CreateFeaturedAdInput): Promise<CheckoutStart> {
    const franchiseId = input.franchiseId?.trim();
    if (!franchiseId || !input.duration) throw badInput(Messages.selectFranchiseAndDuration);
    const categoryIds = [...new Set(input.categoryIds ?? [])];
    if (categoryIds.length > MAX_ADDITIONAL_CATEGORIES) throw badInput(Messages.maximumReached, 'categoryIds');
    if (!categoryIds.every((id) => isUUID(id))) throw badInput(Messages.categoryNotFound, 'categoryIds');
    if (!isUUID(franchiseId)) throw notFound(Messages.franchiseNotFound);
    const price = featuredPrice(await this.settings.current(), input.duration, categoryIds.length);

    const adId = await this.work.run(async (m) => {
      const franchise: unknown[] = await m.query(`SELECT id FROM franchises WHERE id = $1 AND franchisor_id = $2 AND status = $3 FOR SHARE`, [
        franchiseId,
        franchisorIdOf(user),
        FranchiseStatus.APPROVED,
      ]);
      if (franchise.length === 0) throw notFound(Messages.franchiseNotFound);
      if (categoryIds.length > 0) {
        const [{ count }]: { count: number }[] = await m.query(`SELECT count(*)::int AS count FROM franchise_categories WHERE id = ANY($1::uuid[])`, [
          categoryIds,
        ]);
        if (count !== categoryIds.length) throw badInput(Messages.categoryNotFound, 'categoryIds');
      }
      try {
        const [row]: { id: string }[] = await m.query(
          `INSERT INTO featured_ads (franchise_id, amount, duration, status, payment_status, categories)
           VALUES ($1, $2, $3, $4, $5, $6::uuid[]) RETURNING id`,
          [franchiseId, price.total, input.duration, AdStatus.PENDING_PAYMENT, PaymentStatus.PENDING, categoryIds],
        );
        return row.id;
      } catch (err) {
        logger.error('Could not store a featured ad', err);
        throw new AppError(Messages.featuredAdCreateFailed, ErrorCode.INTERNAL_SERVER_ERROR);
      }
    });
    return this.checkout({ id: adId, amount: price.total, duration: input.duration, additionalCategories: categoryIds.length }, user.email);
  }

  /**
   * A new checkout for one of the franchisor's ads still waiting for payment, at the current price
   * (the stored amount is brought up to date in the same transaction that checks the ad is pending).
   */
  async pay(user: Profile, adId: string): Promise<CheckoutStart> {
    const rules = await this.settings.current();
    const ad = await this.work.run(async (m) => {
      const rows: { id: string; duration: AdDuration; categories: string[]; status: AdStatus; paymentStatus: PaymentStatus }[] = isUUID(adId)
        ? await m.query(
            `SELECT a.id, a.duration, a.categories, a.status, a.payment_status AS "paymentStatus"
               FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id
               WHERE a.id = $1 AND f.franchisor_id = $2 FOR UPDATE OF a`,
            [adId, franchisorIdOf(user)],
          )
        : [];
      const row = rows[0];
      if (!row || !isPending(row)) throw notFound(Messages.featuredAdNotFound);
      const additionalCategories = Math.min(row.categories.length, MAX_ADDITIONAL_CATEGORIES);
      const amount = featuredPrice(rules, row.duration, additionalCategories).total;
      await m.query(`UPDATE featured_ads SET amount = $2, updated_at = now() WHERE id = $1`, [row.id, amount]);
      return { id: row.id, amount, duration: row.duration, additionalCategories };
    });
    return this.checkout(ad, user.email);
  }

  /** Starts the provider's checkout for a stored pending ad and records its session id. */
  private async checkout(ad: CheckoutAd, customerEmail: string | null): Promise<CheckoutStart> {
    let session;
    try {
      session = await this.payments.createCheckout({
        adId: ad.id,
        amount: ad.amount,
        duration: ad.duration,
        description: featuredAdDescription(ad.duration, ad.additionalCategories),
        ...checkoutReturnUrls(this.config.publicUrl, ad.id),
        ...(customerEmail ? { customerEmail } : {}),
      });
    } catch (err) {
      if (err instanceof AppError) throw err;
      logger.error('Could not start a checkout', err);
      throw paymentError(Messages.checkoutSessionFailed);
    }
    if (!session.url) throw paymentError(Messages.noCheckoutUrl);
    await this.work.run((m) =>
      m.query(
        `UPDATE featured_ads SET checkout_session_id = $2, updated_at = now()
         WHERE id = $1 AND status = $3 AND payment_status = $4`,
        [ad.id, session.id, AdStatus.PENDING_PAYMENT, PaymentStatus.PENDING],
      ),
    );
    return { adId: ad.id, checkoutUrl: session.url };
  }
}
