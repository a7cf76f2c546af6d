import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { numericTransformer } from '../../common/money';

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

  @Column({ type: 'varchar', length: 500, default: '' })
  shortDescription: string;

  @Column({ type: 'text', default: '' })
  longDescription: string;

  /** Pounds. Missing counts as 0 in investment filters. */
  @Index()
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  investmentAmount: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  mainImageUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  brochureUrl: string | null;

  // Key facts a buyer compares (issue 13); every one optional.

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  franchiseFee: number | null;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  minimumLiquidCapital: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  royaltyFee: string | null;

  @Column({ type: 'boolean', nullable: true })
  financeAvailable: boolean | null;

  @Column({ type: 'int', nullable: true })
  yearFounded: number | null;

  @Column({ type: 'int', nullable: true })
  outlets: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  trainingProvided: string | null;
}
