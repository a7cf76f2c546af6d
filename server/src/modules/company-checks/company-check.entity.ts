import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';

/**
 * What a franchisor said about its company (its registration number, or that it is not a registered company) and
 * what the Companies House register said when last read (issue 40). One row per franchisor that said anything.
 * The facts are the register's, stored with when they were read (checked_at); a new number clears them.
 */
@Entity('company_checks')
// The weekly refresh takes the franchisors queued longest ago first.
@Index('idx_company_checks_refresh', ['refreshQueuedAt'])
export class CompanyCheck {
  @PrimaryColumn('uuid')
  franchisorId: string;

  @OneToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  /** Normalised ('SC123456'); null when not given or not registered. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  companyNumber: string | null;

  /** 'We are not a registered company', chosen on purpose. */
  @Column({ type: 'boolean', default: false })
  notRegistered: boolean;

  /** When the register was last read successfully for this number (found or not); null: not checked yet. */
  @Column({ type: 'timestamptz', nullable: true })
  checkedAt: Date | null;

  /** The register has no company with this number (its answer was 404). */
  @Column({ type: 'boolean', default: false })
  notFound: boolean;

  /** company_name. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  registeredName: string | null;

  /** company_status, the register's key: 'active', 'dissolved', 'liquidation', ... */
  @Column({ type: 'varchar', length: 40, nullable: true })
  status: string | null;

  /** date_of_creation, 'YYYY-MM-DD'. */
  @Column({ type: 'date', nullable: true })
  incorporatedOn: string | null;

  /** accounts.overdue. */
  @Column({ type: 'boolean', nullable: true })
  accountsOverdue: boolean | null;

  /** confirmation_statement.overdue. */
  @Column({ type: 'boolean', nullable: true })
  confirmationStatementOverdue: boolean | null;

  /** registered_office_address.locality. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  locality: string | null;

  /** sic_codes. */
  @Column({ type: 'varchar', array: true, length: 10, default: () => "'{}'" })
  sicCodes: string[];

  /** Officers without resigned_on (the officers list's active_count). */
  @Column({ type: 'integer', nullable: true })
  activeOfficers: number | null;

  /** Why the last try failed (rate limited, time-out, register unavailable), for the franchisor and admins; null after a success. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastErrorAt: Date | null;

  /** When a check was last queued (sign-up, number change, weekly refresh); the weekly refresh orders by it. */
  @Column({ type: 'timestamptz', nullable: true })
  refreshQueuedAt: Date | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;
}

/**
 * The shared request budget of the Companies House key (a token bucket read and written in one statement), so every
 * instance together stays under the register's limit, and a 429's Retry-After pauses them all.
 */
@Entity('companies_house_budget')
export class CompaniesHouseBudgetRow {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'double precision' })
  tokens: number;

  @Column({ type: 'timestamptz' })
  refilledAt: Date;

  /** After a 429: no request before this. */
  @Column({ type: 'timestamptz', nullable: true })
  pausedUntil: Date | null;
}
