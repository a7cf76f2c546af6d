import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { Franchise } from '../catalogue/franchise.entity';
import { ListingReportReason, ListingReportResolution, ListingReportStatus } from './listing-reports.enums';

/**
 * A visitor's report that a listing is wrong (issue 40, part 5), and how an administrator resolved it. Nothing
 * about the reporter is kept but the e-mail address they chose to give; the client address only counts against
 * the rate limit. A listing's reports go with it; the audit trail of what was done outlives both.
 */
@Entity('listing_reports')
// The admin queue (open first, by date) and the open count of the badge.
@Index(['status', 'createdAt'])
@Index(['franchiseId'])
// The retention job: reporters' addresses past RETENTION_CONTACT_MONTHS (Retention migration).
@Index('idx_listing_reports_reporter_retention', { synchronize: false })
export class ListingReport {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  franchiseId: string;

  @ManyToOne(() => Franchise, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise>;

  @Column({ type: 'varchar', length: 40 })
  reason: ListingReportReason;

  /** What the reporter wrote (up to 2,000 characters); null when they wrote nothing. */
  @Column({ type: 'text', nullable: true })
  details: string | null;

  /** Only if the reporter gave it: for the acknowledgement and the admin's questions; never sent to the franchisor. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  reporterEmail: string | null;

  @Column({ type: 'varchar', length: 20, default: ListingReportStatus.OPEN })
  status: ListingReportStatus;

  @Column({ type: 'varchar', length: 20, nullable: true })
  resolution: ListingReportResolution | null;

  /** The administrator's note with the resolution (sent to the franchisor when they are asked or unpublished). */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  resolutionNote: string | null;

  @Column({ type: 'uuid', nullable: true })
  resolvedById: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'resolved_by_id' })
  resolvedBy?: Relation<Profile> | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
