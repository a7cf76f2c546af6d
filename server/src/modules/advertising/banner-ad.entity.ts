import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../common/money';
import { Franchise } from '../catalogue/franchise.entity';
import { AdDuration, AdStatus, BannerType, PaymentStatus } from './advertising.enums';

/** A 1920x230 banner under the header (main) or above results in chosen categories (category). */
@Entity('banner_ads')
@Index(['status', 'paymentStatus', 'bannerType', 'endDate'])
@Index('idx_banner_ads_selected_categories', ['selectedCategories'], { type: 'gin' })
export class BannerAd {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  franchiseId: string | null;

  @ManyToOne(() => Franchise, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise> | null;

  @Column({ type: 'varchar', length: 500 })
  imageUrl: string;

  @Column({ type: 'varchar', length: 2000 })
  targetUrl: string;

  /** Null means main. */
  @Column({ type: 'enum', enum: BannerType, enumName: 'banner_type', nullable: true })
  bannerType: BannerType | null;

  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  selectedCategories: string[];

  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: numericTransformer })
  amount: number;

  @Column({ type: 'enum', enum: AdDuration, enumName: 'ad_duration', nullable: true })
  duration: AdDuration | null;

  @Column({ type: 'enum', enum: AdStatus, enumName: 'ad_status', default: AdStatus.ACTIVE })
  status: AdStatus;

  @Column({ type: 'enum', enum: PaymentStatus, enumName: 'payment_status', default: PaymentStatus.COMPLETED })
  paymentStatus: PaymentStatus;

  @Column({ type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
