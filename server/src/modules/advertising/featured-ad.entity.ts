import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../common/money';
import { Franchise } from '../catalogue/franchise.entity';
import { AdDuration, AdStatus, PaymentStatus } from './advertising.enums';

/** A paid placement of a franchise in 'Featured Opportunities', optionally in extra categories. */
@Entity('featured_ads')
@Index(['status', 'paymentStatus', 'endDate'])
@Index(['createdAt', 'id'])
export class FeaturedAd {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'enum', enum: AdDuration, enumName: 'ad_duration' })
  duration: AdDuration;

  @Column({ type: 'enum', enum: AdStatus, enumName: 'ad_status', default: AdStatus.PENDING_PAYMENT })
  status: AdStatus;

  @Column({ type: 'enum', enum: PaymentStatus, enumName: 'payment_status', default: PaymentStatus.PENDING })
  paymentStatus: PaymentStatus;

  @Column({ type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  /** Additional category ids (at most 6). */
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  categories: string[];

  @Column({ type: 'varchar', length: 255, nullable: true })
  checkoutSessionId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
