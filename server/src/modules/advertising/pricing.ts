import { roundPounds } from '../../common/money';
import type { AdDuration } from './advertising.enums';

/** Spec 02 section 9: at most this many additional categories on a featured ad. */
export const MAX_ADDITIONAL_CATEGORIES = 6;

export interface PricingRules {
  featuredPricing: { duration: AdDuration; price: number }[];
  multiCategoryDiscounts: { categories: number; discount: number }[];
}

export interface PriceBreakdown {
  /** The duration's price; never discounted. */
  base: number;
  /** One base price per additional category, before the discount. */
  additional: number;
  /** Percent of the tier applied to the additional cost (0 when no tier applies). */
  discountPercent: number;
  discount: number;
  total: number;
}

/**
 * The price of a featured ad (spec 02 section 9): base + additional categories × base − discount, the
 * discount being the highest tier whose category count is at most the number selected, applied to the
 * additional cost only. Pounds, rounded to pence. Throws RangeError for a duration without a price or a
 * count outside 0..6; callers check their input first.
 */
export function featuredPrice(rules: PricingRules, duration: AdDuration, additionalCategories: number): PriceBreakdown {
  const price = rules.featuredPricing.find((p) => p.duration === duration)?.price;
  if (price === undefined) throw new RangeError(`No featured price for duration ${duration}`);
  if (!Number.isInteger(additionalCategories) || additionalCategories < 0 || additionalCategories > MAX_ADDITIONAL_CATEGORIES) {
    throw new RangeError(`Additional categories must be 0 to ${MAX_ADDITIONAL_CATEGORIES}`);
  }
  const tier = rules.multiCategoryDiscounts
    .filter((t) => t.categories <= additionalCategories)
    .reduce<{ categories: number; discount: number } | null>((best, t) => (!best || t.categories > best.categories ? t : best), null);
  const base = roundPounds(price);
  const additional = roundPounds(price * additionalCategories);
  const discountPercent = tier?.discount ?? 0;
  const discount = roundPounds((additional * discountPercent) / 100);
  return { base, additional, discountPercent, discount, total: roundPounds(base + additional - discount) };
}
