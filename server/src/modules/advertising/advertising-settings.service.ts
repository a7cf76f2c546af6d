import type { DataSource } from 'typeorm';
import { AdvertisingSettings } from './advertising-settings.entity';
import type { PricingRules } from './pricing';

/** Spec 02 section 7: the pricing is cached for five minutes, and dropped on save and on sync. */
export const PRICING_CACHE_MS = 5 * 60 * 1000;

export interface PricingSettings extends PricingRules {
  bannerPricing: { duration: AdvertisingSettings['bannerPricing'][number]['duration']; price: number }[];
  updatedAt: Date;
}

/** The single advertising_settings row, read through a five-minute cache. */
export class AdvertisingSettingsService {
  private cached: { value: Promise<PricingSettings>; at: number } | null = null;

  constructor(private readonly ds: DataSource) {}

  /** The current pricing; at most five minutes old unless invalidate() was called. */
  current(): Promise<PricingSettings> {
    if (this.cached && Date.now() - this.cached.at < PRICING_CACHE_MS) return this.cached.value;
    const value = this.load();
    this.cached = { value, at: Date.now() };
    // A failed read is not kept.
    value.catch(() => {
      if (this.cached?.value === value) this.cached = null;
    });
    return value;
  }

  /** Drops the cached pricing (after a save or a sync). */
  invalidate(): void {
    this.cached = null;
  }

  private async load(): Promise<PricingSettings> {
    const row = await this.ds.getRepository(AdvertisingSettings).findOneByOrFail({ id: 1 });
    return {
      featuredPricing: row.featuredPricing,
      bannerPricing: row.bannerPricing,
      multiCategoryDiscounts: row.multiCategoryDiscounts,
      updatedAt: row.updatedAt,
    };
  }
}
