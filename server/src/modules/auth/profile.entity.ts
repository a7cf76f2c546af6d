import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { AccountStatus, UserType } from './auth.enums';
import { User } from './user.entity';

@ObjectType({ description: 'A person using the site: administrator, franchisor or customer.' })
@Entity('profiles')
@Index(['userType', 'status', 'createdAt'])
@Index(['userType', 'lastLogin'])
// The admin Accounts page's partial indexes, written by hand in the FranchisorAccounts migration.
@Index('idx_profiles_franchisor_created', { synchronize: false })
@Index('idx_profiles_franchisor_search_trgm', { synchronize: false })
export class Profile {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'id' })
  user?: Relation<User>;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  fullName: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => UserType)
  @Column({ type: 'enum', enum: UserType, enumName: 'user_type' })
  userType: UserType;

  @Field(() => AccountStatus)
  @Column({ type: 'enum', enum: AccountStatus, enumName: 'account_status', default: AccountStatus.PENDING })
  status: AccountStatus;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  companyName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  approvedAt: Date | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  @Column({ type: 'timestamptz', nullable: true })
  lastLogin: Date | null;
}
