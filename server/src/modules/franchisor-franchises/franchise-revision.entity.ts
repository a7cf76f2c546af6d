import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation, UpdateDateColumn } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { Franchise } from '../catalogue/franchise.entity';
import type { ListingContent } from './listing-content';

/** Where a revision stands: open while it waits for an administrator; then approved, rejected or withdrawn. */
export enum FranchiseRevisionStatus {
  OPEN = 'open',
  APPROVED = 'approved',
  REJECTED = 'rejected',
  WITHDRAWN = 'withdrawn',
}

/**
 * An edit of an approved listing, waiting for review (issue 42): the whole submitted form as the listing would be
 * written (`ListingContent`, files already stored), while the approved version stays public. At most one open
 * revision per listing (partial unique index); saving again updates it.
 */
@Entity('franchise_revisions')
@Index('idx_franchise_revisions_one_open', ['franchiseId'], { unique: true, where: `"status" = 'open'` })
@Index(['franchiseId', 'createdAt'])
@Index(['status', 'createdAt'])
export class FranchiseRevision {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column({ type: 'jsonb' })
  content: ListingContent;

  @Column({ type: 'enum', enum: FranchiseRevisionStatus, enumName: 'franchise_revision_status', default: FranchiseRevisionStatus.OPEN })
  status: FranchiseRevisionStatus;

  /** The administrator's reason, when rejected. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  reason: string | null;

  /** When the franchisor first saved it (Submitted); updatedAt moves with each further save. */
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;

  /** When it was approved, rejected or withdrawn. */
  @Column({ type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  @Index({ where: '"decided_by" IS NOT NULL' })
  @Column({ type: 'uuid', nullable: true })
  decidedBy: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'decided_by' })
  decider?: Relation<Profile> | null;
}
