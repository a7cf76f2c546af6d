import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { AccountStatus, UserType } from './auth.enums';
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
}
