import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { numericTransformer } from '../../common/money';

@ObjectType()
@Entity('franchise_details')
export class FranchiseDetails {
  @PrimaryColumn('uuid')
  franchiseId: string;

  /**
   * The owning side of Franchise.details, for the foreign key (no code loads it from here): named by entity name so
   * that the pair of entities does not import each other.
   */
  @OneToOne('Franchise', 'details', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: { id: string };

  @Field()
  @Column({ type: 'varchar', length: 500, default: '' })
  shortDescription: string;

  @Field()
  @Column({ type: 'text', default: '' })
  longDescription: string;

  /** Pounds. Missing counts as 0 in investment filters. */
  @Field(() => Float, { nullable: true })
  @Index()
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  investmentAmount: number | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  mainImageUrl: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  brochureUrl: string | null;

  // Key facts a buyer compares (issue 13); every one optional.

  @Field(() => Float, { nullable: true, description: 'The franchise fee in pounds (part of the total investment).' })
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  franchiseFee: number | null;

  @Field(() => Float, { nullable: true, description: 'Minimum liquid capital in pounds: cash the buyer needs of their own.' })
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  minimumLiquidCapital: number | null;

  @Field(() => String, { nullable: true, description: "The management fee or royalty as the franchisor states it, e.g. '8% of turnover'." })
  @Column({ type: 'varchar', length: 200, nullable: true })
  royaltyFee: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether finance is available to buyers; null when not stated.' })
  @Column({ type: 'boolean', nullable: true })
  financeAvailable: boolean | null;

  @Field(() => Int, { nullable: true })
  @Column({ type: 'int', nullable: true })
  yearFounded: number | null;

  @Field(() => Int, { nullable: true, description: 'Number of outlets (units) trading.' })
  @Column({ type: 'int', nullable: true })
  outlets: number | null;

  @Field(() => String, { nullable: true, description: 'The training provided, in a sentence.' })
  @Column({ type: 'varchar', length: 500, nullable: true })
  trainingProvided: string | null;
}
