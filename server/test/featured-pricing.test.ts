import { AdDuration } from '../src/modules/advertising/advertising.enums';
import { featuredPrice, type PricingRules } from '../src/modules/advertising/pricing';

/** The defaults of spec 02 section 9. */
const defaults: PricingRules = {
  featuredPricing: [
    { duration: AdDuration.ONE_MONTH, price: 49 },
    { duration: AdDuration.THREE_MONTHS, price: 129 },
    { duration: AdDuration.SIX_MONTHS, price: 239 },
    { duration: AdDuration.TWELVE_MONTHS, price: 399 },
  ],
  multiCategoryDiscounts: [
    { categories: 2, discount: 10 },
    { categories: 3, discount: 15 },
    { categories: 4, discount: 20 },
    { categories: 5, discount: 25 },
    { categories: 6, discount: 30 },
  ],
};

describe('featured ad price', () => {
  it("matches the issue's example: 1 month with 2 additional categories is £49.00 + £98.00 − £9.80 = £137.20", () => {
    expect(featuredPrice(defaults, AdDuration.ONE_MONTH, 2)).toEqual({
      base: 49,
      additional: 98,
      discountPercent: 10,
      discount: 9.8,
      total: 137.2,
    });
  });

  // Every duration and every count from 0 to 6: base + n × base × (1 − tier).
  const tiers = [0, 0, 10, 15, 20, 25, 30];
  for (const { duration, price } of defaults.featuredPricing) {
    for (let n = 0; n <= 6; n++) {
      it(`${duration} with ${n} additional categories`, () => {
        const additional = price * n;
        const discount = Math.round(additional * tiers[n]) / 100;
        const result = featuredPrice(defaults, duration, n);
        expect(result.base).toBe(price);
        expect(result.additional).toBe(additional);
        expect(result.discountPercent).toBe(tiers[n]);
        expect(result.discount).toBeCloseTo(discount, 2);
        expect(result.total).toBeCloseTo(price + additional - discount, 2);
      });
    }
  }

  it('takes the highest tier at or below the count, whatever order the tiers are stored in', () => {
    const rules = {
      ...defaults,
      multiCategoryDiscounts: [
        { categories: 4, discount: 40 },
        { categories: 2, discount: 20 },
      ],
    };
    expect(featuredPrice(rules, AdDuration.ONE_MONTH, 3).discountPercent).toBe(20);
    expect(featuredPrice(rules, AdDuration.ONE_MONTH, 6).discountPercent).toBe(40);
    expect(featuredPrice(rules, AdDuration.ONE_MONTH, 1).discountPercent).toBe(0);
  });

  it('never discounts the base price and rounds to pence', () => {
    const rules = { ...defaults, featuredPricing: [{ duration: AdDuration.ONE_MONTH, price: 33.33 }] };
    const result = featuredPrice(rules, AdDuration.ONE_MONTH, 3);
    expect(result).toEqual({ base: 33.33, additional: 99.99, discountPercent: 15, discount: 15, total: 118.32 });
  });

  it('refuses more than 6 categories, a negative or fractional count, and a duration without a price', () => {
    expect(() => featuredPrice(defaults, AdDuration.ONE_MONTH, 7)).toThrow(RangeError);
    expect(() => featuredPrice(defaults, AdDuration.ONE_MONTH, -1)).toThrow(RangeError);
    expect(() => featuredPrice(defaults, AdDuration.ONE_MONTH, 1.5)).toThrow(RangeError);
    expect(() => featuredPrice({ ...defaults, featuredPricing: [] }, AdDuration.ONE_MONTH, 0)).toThrow(RangeError);
  });
});
