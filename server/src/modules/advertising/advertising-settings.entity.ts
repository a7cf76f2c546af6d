import { Check, Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { AdDuration } from './advertising.enums';

export interface StoredDurationPrice {
  duration: AdDuration;
  /** Pounds. */
  price: number;
}

export interface StoredCategoryDiscount {
  /** Number of additional categories (2 to 6) from which this tier applies. */
  categories: number;
  /** Percent, 10 to 80. */
  discount: number;
}

/** The single pricing row (id 1); defaults from spec 02 section 9 are written by the migration. */
@Entity('advertising_settings')
@Check('advertising_settings_single_row', 'id = 1')
export class AdvertisingSettings {
  @PrimaryColumn({ type: 'int', default: 1 })
  id: number;

  @Column({ type: 'jsonb' })
  featuredPricing: StoredDurationPrice[];

  @Column({ type: 'jsonb' })
  bannerPricing: StoredDurationPrice[];

  @Column({ type: 'jsonb' })
  multiCategoryDiscounts: StoredCategoryDiscount[];

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
