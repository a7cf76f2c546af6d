import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../common/money';
import { Franchise } from '../catalogue/franchise.entity';
import { AdDuration, AdStatus, BannerType, PaymentStatus } from './advertising.enums';

/** A 1920x230 banner under the header (main) or above results in chosen categories (category). */
@ObjectType()
@Entity('banner_ads')
@Index(['status', 'paymentStatus', 'bannerType', 'endDate'])
@Index('idx_banner_ads_selected_categories', ['selectedCategories'], { type: 'gin' })
export class BannerAd {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  franchiseId: string | null;

  @ManyToOne(() => Franchise, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise> | null;

  @Field()
  @Column({ type: 'varchar', length: 500 })
  imageUrl: string;

  @Field()
  @Column({ type: 'varchar', length: 2000 })
  targetUrl: string;

  /** Null means main. */
  @Field(() => BannerType, { nullable: true })
  @Column({ type: 'enum', enum: BannerType, enumName: 'banner_type', nullable: true })
  bannerType: BannerType | null;

  @Field(() => [ID])
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  selectedCategories: string[];

  @Field(() => Float)
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: numericTransformer })
  amount: number;

  @Field(() => AdDuration, { nullable: true })
  @Column({ type: 'enum', enum: AdDuration, enumName: 'ad_duration', nullable: true })
  duration: AdDuration | null;

  @Field(() => AdStatus)
  @Column({ type: 'enum', enum: AdStatus, enumName: 'ad_status', default: AdStatus.ACTIVE })
  status: AdStatus;

  @Field(() => PaymentStatus)
  @Column({ type: 'enum', enum: PaymentStatus, enumName: 'payment_status', default: PaymentStatus.COMPLETED })
  paymentStatus: PaymentStatus;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
