import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation, VirtualColumn } from 'typeorm';
import { AccountStatus, FranchisorRole, UserType } from './auth.enums';
import { User } from './user.entity';

/** A person using the site: administrator, franchisor or customer. */
@Entity('profiles')
@Index(['userType', 'status', 'createdAt'])
@Index(['userType', 'lastLogin'])
// The admin Accounts page's partial indexes, written by hand in the FranchisorAccounts migration.
@Index('idx_profiles_franchisor_created', { synchronize: false })
@Index('idx_profiles_franchisor_search_trgm', { synchronize: false })
export class Profile {
  @PrimaryColumn('uuid')
  id: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 200 })
  fullName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'enum', enum: UserType, enumName: 'user_type' })
  userType: UserType;

  @Column({ type: 'enum', enum: AccountStatus, enumName: 'account_status', default: AccountStatus.PENDING })
  status: AccountStatus;

  @Column({ type: 'varchar', length: 200, nullable: true })
  companyName: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastLogin: Date | null;

  /**
   * A franchisor account's company (issue 42 seats): the founding account's profile id, its own for the founding
   * account; null for customers and administrators. Read with the profile, so `franchisorIdOf(user)` costs no query.
   */
  @Index('idx_profiles_franchisor_id')
  @Column({ type: 'uuid', nullable: true })
  franchisorId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'franchisor_id' })
  company?: Relation<Profile> | null;

  /**
   * The company's approval status, read in the same statement as the profile (a subquery on the primary key): a
   * member's portal access follows the company's. Null for accounts without a company.
   */
  @VirtualColumn({
    type: 'varchar',
    query: (alias) => `SELECT c.status::text FROM profiles c WHERE c.id = ${alias}.franchisor_id`,
  })
  companyStatus?: AccountStatus | null;

  /** The account's role in its company (owner or member), read with the profile; null outside a company. */
  @VirtualColumn({
    type: 'varchar',
    query: (alias) => `SELECT m.role::text FROM franchisor_members m WHERE m.user_id = ${alias}.id`,
  })
  teamRole?: FranchisorRole | null;
}
