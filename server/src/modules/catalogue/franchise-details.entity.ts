import { Check, Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { numericTransformer } from '../../common/money';
import { FigureBasis, InvestmentPart } from './franchise-figure.enums';
import { OwnershipStyle, WorkingHours } from './ownership.enums';

/** A figure stated at all carries its basis, period and date; an average of the network also how many outlets (issue 40). */
const figureComplete = (p: string) =>
  `"${p}_amount" IS NULL OR ("${p}_basis" IS NOT NULL AND "${p}_period_end" IS NOT NULL AND "${p}_period_months" IS NOT NULL ` +
  `AND "${p}_stated_on" IS NOT NULL AND ("${p}_basis" <> 'network_average' OR "${p}_outlets" IS NOT NULL))`;

@Entity('franchise_details')
@Check('CHK_franchise_details_turnover_basis', figureComplete('turnover'))
@Check('CHK_franchise_details_earnings_basis', figureComplete('earnings'))
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

  // Figures with their basis (issue 40): every one optional, each complete when stated (the checks above).

  /** Average annual turnover per outlet, in pounds, with its basis (franchise-figure.types.ts); null when not stated. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  turnoverAmount: number | null;

  @Column({ type: 'enum', enum: FigureBasis, enumName: 'franchise_figure_basis', nullable: true })
  turnoverBasis: FigureBasis | null;

  /** How many outlets the average covers (required for a network average). */
  @Column({ type: 'int', nullable: true })
  turnoverOutlets: number | null;

  /** The last day of the period the figure covers, 'YYYY-MM-DD'. */
  @Column({ type: 'date', nullable: true })
  turnoverPeriodEnd: string | null;

  /** How many months up to periodEnd the figure covers (12: the year to periodEnd). */
  @Column({ type: 'smallint', nullable: true })
  turnoverPeriodMonths: number | null;

  /** When the franchisor stated the figure, 'YYYY-MM-DD'. */
  @Column({ type: 'date', nullable: true })
  turnoverStatedOn: string | null;

  /** Average annual earnings (profit) per outlet, in pounds, with its basis (franchise-figure.types.ts); null when not stated. */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: numericTransformer })
  earningsAmount: number | null;

  @Column({ type: 'enum', enum: FigureBasis, enumName: 'franchise_figure_basis', nullable: true })
  earningsBasis: FigureBasis | null;

  /** How many outlets the average covers (required for a network average). */
  @Column({ type: 'int', nullable: true })
  earningsOutlets: number | null;

  /** The last day of the period the figure covers, 'YYYY-MM-DD'. */
  @Column({ type: 'date', nullable: true })
  earningsPeriodEnd: string | null;

  /** How many months up to periodEnd the figure covers (12: the year to periodEnd). */
  @Column({ type: 'smallint', nullable: true })
  earningsPeriodMonths: number | null;

  /** When the franchisor stated the figure, 'YYYY-MM-DD'. */
  @Column({ type: 'date', nullable: true })
  earningsStatedOn: string | null;

  /** What the total investment includes, as the franchisor ticked it. */
  @Column({ type: 'enum', enum: InvestmentPart, enumName: 'franchise_investment_part', array: true, default: () => "'{}'" })
  investmentIncludes: InvestmentPart[];

  /** The ownership styles the franchise suits, as the franchisor states them (issue 43); empty: not stated. */
  @Column({ type: 'enum', enum: OwnershipStyle, enumName: 'franchise_ownership_style', array: true, default: () => "'{}'" })
  ownershipStyles: OwnershipStyle[];

  /** The hours a week the franchise asks of its owner (issue 43); null: not stated. */
  @Column({ type: 'enum', enum: WorkingHours, enumName: 'franchise_working_hours', nullable: true })
  workingHours: WorkingHours | null;
}
