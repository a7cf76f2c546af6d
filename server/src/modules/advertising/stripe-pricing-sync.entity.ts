import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AdDuration } from './advertising.enums';

/** The Stripe price created for each featured-ad duration when an admin syncs pricing; newest wins. */
@Entity('stripe_pricing_sync')
@Index(['duration', 'createdAt'])
export class StripePricingSync {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'enum', enum: AdDuration, enumName: 'ad_duration' })
  duration: AdDuration;

  @Column({ type: 'varchar', length: 255 })
  stripePriceId: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
