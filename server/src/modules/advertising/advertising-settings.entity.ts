import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { AdDuration } from './advertising.enums';

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

/** The single pricing row (id 1); defaults from spec 02 section 9 are written by the migration. */
@ObjectType()
@Entity('advertising_settings')
@Check('advertising_settings_single_row', 'id = 1')
export class AdvertisingSettings {
  @PrimaryColumn({ type: 'int', default: 1 })
  id: number;

  @Field(() => [DurationPrice])
  @Column({ type: 'jsonb' })
  featuredPricing: DurationPrice[];

  @Field(() => [DurationPrice])
  @Column({ type: 'jsonb' })
  bannerPricing: DurationPrice[];

  @Field(() => [CategoryDiscount])
  @Column({ type: 'jsonb' })
  multiCategoryDiscounts: CategoryDiscount[];

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
