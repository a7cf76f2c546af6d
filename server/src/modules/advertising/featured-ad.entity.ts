import { Field, Float, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../common/money';
import { Franchise } from '../catalogue/franchise.entity';
import { AdDuration, AdStatus, PaymentStatus } from './advertising.enums';

/** A paid placement of a franchise in 'Featured Opportunities', optionally in extra categories. */
@ObjectType()
@Entity('featured_ads')
@Index(['status', 'paymentStatus', 'endDate'])
@Index(['createdAt', 'id'])
export class FeaturedAd {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Index()
  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Field(() => Float)
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: numericTransformer })
  amount: number;

  @Field(() => AdDuration)
  @Column({ type: 'enum', enum: AdDuration, enumName: 'ad_duration' })
  duration: AdDuration;

  @Field(() => AdStatus)
  @Column({ type: 'enum', enum: AdStatus, enumName: 'ad_status', default: AdStatus.PENDING_PAYMENT })
  status: AdStatus;

  @Field(() => PaymentStatus)
  @Column({ type: 'enum', enum: PaymentStatus, enumName: 'payment_status', default: PaymentStatus.PENDING })
  paymentStatus: PaymentStatus;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  startDate: Date | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  endDate: Date | null;

  /** Additional category ids (at most 6). */
  @Field(() => [ID])
  @Column({ type: 'uuid', array: true, default: () => "'{}'" })
  categories: string[];

  @Column({ type: 'varchar', length: 255, nullable: true })
  checkoutSessionId: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
