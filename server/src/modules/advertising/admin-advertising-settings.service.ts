import type { DataSource } from 'typeorm';
import { AppError, ErrorCode, Messages, badInput } from '../../common/errors';
import { logger } from '../../common/logger';
import { roundPounds } from '../../common/money';
import type { PaymentDriver } from './payment-driver';
import { StripePricingSync } from './stripe-pricing-sync.entity';
import { AdDuration } from './advertising.enums';
import { AdvertisingSettings } from './advertising-settings.entity';
import type { AdvertisingSettingsService } from './advertising-settings.service';
import { type AdvertisingSettingsInput, AdvertisingSettingsView, type DurationPriceInput } from './advertising-settings.types';
import type { UnitOfWork } from '../../common/unit-of-work';

/** Spec 02 sections 5 and 9. */
export const DISCOUNT_MIN = 10;
export const DISCOUNT_MAX = 80;
export const TIER_MIN = 2;
export const TIER_MAX = 6;
/** A sanity ceiling on any price, pounds. */
export const PRICE_MAX = 1_000_000;

const DURATIONS = Object.values(AdDuration);

/** Each duration exactly once, each price a number of pounds from 0 with at most two decimals. */
function checkPrices(prices: DurationPriceInput[], field: string) {
  const durations = prices.map((p) => p.duration);
  if (prices.length !== DURATIONS.length || DURATIONS.some((d) => !durations.includes(d))) throw badInput(Messages.priceEachDuration, field);
  for (const { price } of prices) {
    if (!Number.isFinite(price) || price < 0 || price > PRICE_MAX || Math.abs(roundPounds(price) - price) > 1e-9) {
      throw badInput(Messages.invalidPrice, field);
    }
  }
}

/** Advertising Settings (admin): reading, saving and syncing the prices to the payment provider. */
export class AdminAdvertisingSettingsService {
  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly settings: AdvertisingSettingsService,
    private readonly payments: PaymentDriver,
  ) {}

  async view(): Promise<AdvertisingSettingsView> {
    const row = await this.ds.getRepository(AdvertisingSettings).findOneByOrFail({ id: 1 });
    const synced: AdvertisingSettingsView['stripePrices'] = await this.ds.query(
      `SELECT DISTINCT ON (duration) duration, stripe_price_id AS "stripePriceId", created_at AS "createdAt"
       FROM stripe_pricing_sync ORDER BY duration, created_at DESC, id DESC`,
    );
    return {
      featuredPricing: DURATIONS.map((d) => row.featuredPricing.find((p) => p.duration === d)!).filter(Boolean),
      bannerPricing: DURATIONS.map((d) => row.bannerPricing.find((p) => p.duration === d)!).filter(Boolean),
      multiCategoryDiscounts: row.multiCategoryDiscounts,
      updatedAt: row.updatedAt,
      paymentsMode: this.payments.mode,
      stripePrices: DURATIONS.flatMap((d) => synced.filter((s) => s.duration === d)),
    };
  }

  /**
   * Saves the prices and discount tiers (sorted by category count) after checking every rule; a refusal
   * changes nothing. The cached pricing is dropped, so the next quote uses the new figures.
   */
  async update(input: AdvertisingSettingsInput): Promise<AdvertisingSettingsView> {
    checkPrices(input.featuredPricing, 'featuredPricing');
    checkPrices(input.bannerPricing, 'bannerPricing');
    const tiers = input.multiCategoryDiscounts;
    if (tiers.length === 0) throw badInput(Messages.discountTierRequired, 'multiCategoryDiscounts');
    if (tiers.some((t) => !Number.isInteger(t.discount) || t.discount < DISCOUNT_MIN || t.discount > DISCOUNT_MAX)) {
      throw badInput(Messages.discountRange, 'multiCategoryDiscounts');
    }
    if (tiers.some((t) => !Number.isInteger(t.categories) || t.categories < TIER_MIN || t.categories > TIER_MAX)) {
      throw badInput(Messages.tierCategoryRange, 'multiCategoryDiscounts');
    }
    if (new Set(tiers.map((t) => t.categories)).size !== tiers.length) throw badInput(Messages.tierCategoryTwice, 'multiCategoryDiscounts');
    const byDuration = (prices: DurationPriceInput[]) => DURATIONS.map((d) => ({ duration: d, price: prices.find((p) => p.duration === d)!.price }));
    await this.work.run((em) =>
      em.getRepository(AdvertisingSettings).save({
        id: 1,
        featuredPricing: byDuration(input.featuredPricing),
        bannerPricing: byDuration(input.bannerPricing),
        multiCategoryDiscounts: [...tiers].sort((a, b) => a.categories - b.categories).map(({ categories, discount }) => ({ categories, discount })),
      }),
    );
    this.settings.invalidate();
    return this.view();
  }

  /**
   * Sync to Stripe: one new price per duration at the provider (the sandbox makes its own ids), recorded in
   * stripe_pricing_sync in one transaction; the cached pricing is dropped.
   */
  async sync(): Promise<AdvertisingSettingsView> {
    const row = await this.ds.getRepository(AdvertisingSettings).findOneByOrFail({ id: 1 });
    let synced;
    try {
      synced = await this.payments.syncPrices(row.featuredPricing);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      logger.warn('Syncing pricing to the payment provider failed', { reason });
      throw new AppError(Messages.syncPricingFailed(reason), ErrorCode.PAYMENT_PROVIDER_ERROR);
    }
    await this.work.run((em) => em.getRepository(StripePricingSync).insert(synced.map((s) => ({ duration: s.duration, stripePriceId: s.priceId }))));
    this.settings.invalidate();
    return this.view();
  }
}
