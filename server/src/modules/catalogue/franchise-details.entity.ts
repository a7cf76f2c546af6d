import { Field, Float, ObjectType } from 'type-graphql';
import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { numericTransformer } from '../../common/money';
import { Franchise } from './franchise.entity';

@ObjectType()
@Entity('franchise_details')
export class FranchiseDetails {
  @PrimaryColumn('uuid')
  franchiseId: string;

  @OneToOne(() => Franchise, (f) => f.details, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

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
}
