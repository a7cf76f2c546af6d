import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AdDuration } from './advertising.enums';

/** Reader types shared by the franchisor's and the administrator's advertising screens (issue 10). */

@ObjectType()
export class DurationPrice {
  @Field(() => AdDuration)
  duration: AdDuration;

  /** Pounds. */
  @Field(() => Float)
  price: number;
}

@ObjectType()
export class CategoryDiscount {
  /** Number of additional categories (2 to 6) from which this tier applies. */
  @Field(() => Int)
  categories: number;

  /** Percent, 10 to 80. */
  @Field(() => Int)
  discount: number;
}

@ObjectType({ description: 'A category an ad is shown in: its id and name.' })
export class AdCategoryRef {
  @Field(() => ID)
  id: string;

  @Field()
  name: string;
}

@ObjectType({ description: 'The price of a featured ad for one duration and number of additional categories (spec 02 section 9).' })
export class FeaturedAdQuote {
  @Field(() => AdDuration)
  duration: AdDuration;

  @Field(() => Int, { description: '0 to 6.' })
  additionalCategories: number;

  @Field(() => Float, { description: 'The duration price in pounds; never discounted.' })
  base: number;

  @Field(() => Float, { description: 'One base price per additional category, before the discount.' })
  additional: number;

  @Field(() => Int, { description: 'The tier discount applied to the additional cost, percent (0 when none applies).' })
  discountPercent: number;

  @Field(() => Float)
  discount: number;

  @Field(() => Float, { description: 'base + additional - discount, pounds.' })
  total: number;
}

@ObjectType({ description: 'The current featured-ad pricing with every quote the Create Featured Ad form can show.' })
export class FeaturedAdPricing {
  @Field(() => [DurationPrice])
  featuredPricing: DurationPrice[];

  @Field(() => [CategoryDiscount])
  multiCategoryDiscounts: CategoryDiscount[];

  @Field(() => Int)
  maxAdditionalCategories: number;

  @Field(() => [FeaturedAdQuote], { description: 'Every duration with 0 to 6 additional categories.' })
  quotes: FeaturedAdQuote[];
}

@ObjectType({ description: 'A checkout started for a featured ad: send the browser to checkoutUrl.' })
export class CheckoutStart {
  @Field(() => ID)
  adId: string;

  @Field()
  checkoutUrl: string;
}
