import type { StoredMatchAnswers } from './match-answers';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { Franchise } from '../catalogue/franchise.entity';
import { ContactMethod, ContactTime, InterestStatus, LeadScore, LeadStatus } from './lead.enums';

/**
 * An information request from a person to one franchise. franchise_id becomes null when the
 * franchise is removed (the customer then sees 'Franchise Not Available'); user_id is null for
 * requests from the franchise page by a visitor who is not signed in.
 */
@Entity('franchise_leads')
// The franchisor's Leads page, newest first (created_at, id) under each filter: see the FranchisorLeadIndexes migration.
@Index('idx_franchise_leads_franchisor_created', ['franchisorId', 'createdAt', 'id'])
@Index('idx_franchise_leads_franchisor_assigned_created', ['franchisorId', 'assignedTo', 'createdAt', 'id'])
@Index('idx_franchise_leads_franchisor_assigned_status_created', ['franchisorId', 'assignedTo', 'status', 'createdAt', 'id'])
@Index('idx_franchise_leads_franchisor_assigned_points', ['franchisorId', 'assignedTo', 'scorePoints', 'createdAt', 'id'])
@Index('idx_franchise_leads_franchisor_status_created', ['franchisorId', 'status', 'createdAt', 'id'])
@Index('idx_franchise_leads_franchisor_franchise_created', ['franchisorId', 'franchiseId', 'createdAt', 'id'])
// Trigram index on lower(name) || ' ' || email, written by hand in the FranchisorLeadIndexes migration.
@Index('idx_franchise_leads_search_trgm', { synchronize: false })
// The dashboard funnel's lead counts by franchise and status, read from the index alone (FranchisorDashboard migration).
@Index('idx_franchise_leads_franchisor_created_funnel', { synchronize: false })
// The Leads page filtered by whether leads meet the listing's requirements (LeadScreening migration).
@Index('idx_franchise_leads_franchisor_meets_created', ['franchisorId', 'meetsRequirements', 'createdAt', 'id'])
// The Leads page filtered by score, newest first, and sorted by score, highest first (LeadScore migration).
@Index('idx_franchise_leads_franchisor_score_created', ['franchisorId', 'score', 'createdAt', 'id'])
@Index('idx_franchise_leads_franchisor_points_created', ['franchisorId', 'scorePoints', 'createdAt', 'id'])
@Index(['userId', 'createdAt'])
// Response times: the franchisor's leads by creation with their first response, read from the index alone, and the
// untouched new leads the 24-hour reminder looks for (ResponseTimes migration).
@Index('idx_franchise_leads_franchisor_response', { synchronize: false })
@Index('idx_franchise_leads_untouched', { synchronize: false })
// The retention job's requests past their period, oldest change first (Retention migration).
@Index('idx_franchise_leads_retention', { synchronize: false })
@Index('uq_franchise_leads_user_franchise', ['userId', 'franchiseId'], {
  unique: true,
  where: 'user_id IS NOT NULL AND franchise_id IS NOT NULL',
})
export class FranchiseLead {
  @PrimaryGeneratedColumn('uuid')
  id: string;
  @Index()
  @Column({ type: 'uuid', nullable: true })
  franchiseId: string | null;

  @ManyToOne(() => Franchise, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'franchise_id' })
  franchise?: Relation<Franchise> | null;
  @Column({ type: 'uuid', nullable: true })
  franchisorId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile> | null;
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<Profile> | null;

  /** The member of the franchisor company the lead is assigned to (issue 42), null when unassigned. */
  @Index('idx_franchise_leads_assigned_to', { where: `"assigned_to" IS NOT NULL` })
  @Column({ type: 'uuid', nullable: true })
  assignedTo: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'assigned_to' })
  assignee?: Relation<Profile> | null;
  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** Lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;
  @Column({ type: 'varchar', length: 40 })
  phone: string;
  @Column({ type: 'text', default: '' })
  message: string;
  @Column({ type: 'varchar', length: 120, default: '' })
  city: string;
  @Column({ type: 'varchar', length: 20, default: '' })
  postCode: string;
  @Column({ type: 'varchar', length: 60, default: 'United Kingdom' })
  country: string;
  @Column({ type: 'varchar', length: 20, default: '£50,000' })
  desiredInvestment: string;
  @Column({ type: 'varchar', length: 20, default: '3 months' })
  desiredTimeframe: string;
  @Column({ type: 'enum', enum: LeadStatus, enumName: 'lead_status', default: LeadStatus.NEW })
  status: LeadStatus;
  @Column({
    type: 'enum',
    enum: InterestStatus,
    enumName: 'interest_status',
    default: InterestStatus.STILL_INTERESTED,
  })
  interestStatus: InterestStatus;

  /** The enquirer's available capital was below the listing's minimum liquid capital when they asked. */
  @Column({ type: 'boolean', default: false })
  belowMinCapital: boolean;

  /** The enquirer's town was outside the areas the listing recruits in when they asked. */
  @Column({ type: 'boolean', default: false })
  outsideAreas: boolean;

  /** Neither of the above: kept for the Leads page's filter and counts (written with the lead). */
  @Column({ type: 'boolean', default: true })
  meetsRequirements: boolean;

  /** How and when the enquirer wants to be contacted; the customer may change both later (My Franchises). */
  @Column({ type: 'enum', enum: ContactMethod, enumName: 'contact_method', default: ContactMethod.EITHER })
  contactMethod: ContactMethod;

  @Column({ type: 'enum', enum: ContactTime, enumName: 'contact_time', default: ContactTime.ANY })
  contactTime: ContactTime;

  /** How many franchises the enquirer asked in the same request (LeadWriter); a signal of the score. */
  @Column({ type: 'smallint', default: 1 })
  franchisesInRequest: number;

  /**
   * The enquirer's messages to the franchisor about this lead, counted by a trigger on messages in the writer's
   * transaction (LeadScore migration), so every path is covered; a signal of the score.
   */
  @Column({ type: 'integer', default: 0 })
  enquirerReplies: number;

  /** The matching quiz's answers sent with the request (issue 43); null when none were. */
  @Column({ type: 'jsonb', nullable: true })
  matchAnswers: StoredMatchAnswers | null;

  /** Whether those answers fit the listing when the lead was sent (quiz-fit.ts); null when nothing could be checked. */
  @Column({ type: 'boolean', nullable: true })
  quizFit: boolean | null;

  /**
   * The lead's score, 0 to 12 points, and its band: set before every insert and update by a trigger from the signals
   * above (lead_score_points in the LeadScore migration; the reasons in lead-score.ts). Never written by the code.
   */
  @Column({ type: 'smallint', default: 0 })
  scorePoints: number;

  @Column({ type: 'enum', enum: LeadScore, enumName: 'lead_score', default: LeadScore.LOW })
  score: LeadScore;

  /** Opt-in to news of new franchise opportunities. */
  @Column({ type: 'boolean', default: false })
  marketingOptIn: boolean;

  /** The consent text the person saw when submitting, and when they submitted it. */
  @Column({ type: 'text', nullable: true })
  consentText: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  /**
   * When the franchisor first did something the enquirer sees: a message to them about this lead, or the status
   * moved past new. Set once, in the same transaction, by triggers on messages and franchise_leads (ResponseTimes
   * migration), so every path that writes either is covered; null while the lead is unanswered.
   */
  @Column({ type: 'timestamptz', nullable: true })
  firstResponseAt: Date | null;

  /** When the franchisor was reminded of this lead, untouched after 24 hours (lead-reminder.service.ts); at most once. */
  @Column({ type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;
  /**
   * When the retention job took the person out of this request (RETENTION_REQUEST_MONTHS after its last activity,
   * modules/retention): name, contact details, message and account are gone; the rest stays for the figures.
   */
  @Column({ type: 'timestamptz', nullable: true })
  anonymisedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
