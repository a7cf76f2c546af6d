import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { FranchisorRole } from './auth.enums';
import { Profile } from './profile.entity';

/**
 * One seat of a franchisor company (issue 42): the account, its company (the founding account's profile, the id
 * every `franchisor_id` holds) and its role. Every franchisor account has one; the founding account starts as owner.
 * Kept by auth because the session reads the role with the profile (`Profile.teamRole`).
 */
@Entity('franchisor_members')
@Index('idx_franchisor_members_company', ['franchisorId', 'joinedAt'])
@Index('uq_franchisor_members_owner', ['franchisorId'], { unique: true, where: `"role" = 'owner'` })
@Index('idx_franchisor_members_invited_by', ['invitedBy'], { where: `"invited_by" IS NOT NULL` })
export class FranchisorMember {
  @PrimaryColumn('uuid')
  userId: string;

  @OneToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<Profile>;

  @Column('uuid')
  franchisorId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  @Column({ type: 'enum', enum: FranchisorRole, enumName: 'franchisor_member_role', default: FranchisorRole.MEMBER })
  role: FranchisorRole;

  @Column({ type: 'uuid', nullable: true })
  invitedBy: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'invited_by' })
  inviter?: Relation<Profile> | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  joinedAt: Date;
}
