import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { AdDuration } from './advertising.enums';
import { CategoryDiscount, DurationPrice } from './advertising.types';

@ObjectType({ description: 'A price created at the payment provider for a featured-ad duration.' })
export class StripePriceSyncView {
  @Field(() => AdDuration)
  duration: AdDuration;

  @Field()
  stripePriceId: string;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'Advertising Settings (admin): prices, discounts and the prices synced to the payment provider.' })
export class AdvertisingSettingsView {
  @Field(() => [DurationPrice])
  featuredPricing: DurationPrice[];

  @Field(() => [DurationPrice])
  bannerPricing: DurationPrice[];

  @Field(() => [CategoryDiscount])
  multiCategoryDiscounts: CategoryDiscount[];

  @Field()
  updatedAt: Date;

  @Field({ description: '"stripe" when a Stripe key is configured, otherwise "sandbox" (test payments on this site).' })
  paymentsMode: string;

  @Field(() => [StripePriceSyncView], { description: 'The newest synced price of each duration.' })
  stripePrices: StripePriceSyncView[];
}

/** Rules are checked in the service, so that each answers with the spec's message. */
@InputType()
export class DurationPriceInput {
  @Field(() => AdDuration)
  duration: AdDuration;

  @Field(() => Float, { description: 'Pounds: at least 0, at most 2 decimals.' })
  price: number;
}

@InputType()
export class CategoryDiscountInput {
  @Field(() => Int, { description: 'Number of additional categories from which the tier applies: 2 to 6.' })
  categories: number;

  @Field(() => Int, { description: 'Percent: 10 to 80.' })
  discount: number;
}

@InputType()
export class AdvertisingSettingsInput {
  @Field(() => [DurationPriceInput], { description: 'One price per duration.' })
  featuredPricing: DurationPriceInput[];

  @Field(() => [DurationPriceInput], { description: 'One price per duration.' })
  bannerPricing: DurationPriceInput[];

  @Field(() => [CategoryDiscountInput], { description: 'At least one tier, each category count once; sorted on save.' })
  multiCategoryDiscounts: CategoryDiscountInput[];
}
