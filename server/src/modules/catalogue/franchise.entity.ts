import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { FranchiseStatus } from './catalogue.enums';
import { FranchiseDetails } from './franchise-details.entity';

@Entity('franchises')
@Index(['status', 'createdAt'])
@Index(['franchisorId', 'createdAt'])
// Search indexes written by hand in the SearchIndexes migration (trigram and expression indexes TypeORM
// cannot express); declared here so that generated migrations leave them alone.
@Index('idx_franchises_search_text_trgm', { synchronize: false })
@Index('idx_franchises_location_trgm', { synchronize: false })
@Index('idx_franchises_status_name', { synchronize: false })
@Index('idx_franchises_status_investment_asc', { synchronize: false })
@Index('idx_franchises_status_investment_desc', { synchronize: false })
@Index('idx_franchises_areas', { synchronize: false })
@Index('idx_franchises_status_response', { synchronize: false })
export class Franchise {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 200, default: 'UK' })
  location: string;

  /**
   * Where the franchise is offered, as area keys: 'uk' (everywhere), 'nation:Wales', 'region:North West',
   * 'town:<uk_cities id>' (see places.ts). Searched through a GIN index; exposed as places, never as keys alone.
   */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  areas: string[];

  /** Null for listings imported without an owner; such franchises cannot be ticked for a request. */
  @Column({ type: 'uuid', nullable: true })
  franchisorId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile> | null;

  @Column({ type: 'enum', enum: FranchiseStatus, enumName: 'franchise_status', default: FranchiseStatus.PENDING })
  status: FranchiseStatus;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  /** Why an administrator last rejected the listing (shown to its franchisor); cleared on approval. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  rejectionReason: string | null;

  @OneToOne(() => FranchiseDetails, (d) => d.franchise)
  details?: Relation<FranchiseDetails>;

  /**
   * Search columns kept by database triggers (see the SearchIndexes migration): name, location and
   * short description for free-text matching, and the details' investment amount for band filters and
   * sorting, so that a search reads and sorts one table. Never written by the application.
   */
  @Column({ type: 'text', default: '', select: false, insert: false, update: false })
  searchText?: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, select: false, insert: false, update: false })
  searchInvestment?: number | null;

  /**
   * The 'Most responsive' sort key, kept by the response-times job (franchisor-dashboard/response-times.service.ts): the
   * franchisor's median response in seconds over the last 90 days, 2147483647 when more than half went
   * unanswered, null with fewer than 5 leads (sorted last).
   */
  @Column({ type: 'integer', nullable: true, select: false, insert: false, update: false })
  responseRank?: number | null;
}
