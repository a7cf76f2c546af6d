import { Column, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { MembershipLevel, MembershipState } from './membership.enums';

/**
 * A franchisor's stated bfa membership, one per franchisor, and an administrator's decision on it. Restating
 * puts it back to pending (the decision's fields cleared); withdrawing deletes the row. The decisions
 * themselves are in the audit trail (admin_actions, target 'membership', target id the franchisor's).
 */
@Entity('franchisor_memberships')
// The admins' queue reads the claims waiting by the time they were stated.
@Index(['state', 'statedAt'])
// The lapse clock reads verified memberships by expiry.
@Index(['state', 'expiresAt'])
export class Membership {
  @PrimaryColumn('uuid')
  franchisorId: string;

  @OneToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  @Column({ type: 'enum', enum: MembershipLevel, enumName: 'membership_level' })
  level: MembershipLevel;

  /** Letters, digits and hyphens, as the franchisor typed it (trimmed). */
  @Column({ type: 'varchar', length: 20 })
  membershipNumber: string;

  @Column({ type: 'enum', enum: MembershipState, enumName: 'membership_state', default: MembershipState.PENDING })
  state: MembershipState;

  /** When the franchisor last stated (or restated) it. */
  @Column({ type: 'timestamptz' })
  statedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt: Date | null;

  /** The administrator who verified it; null once that account is gone. */
  @Column({ type: 'uuid', nullable: true })
  verifiedBy: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'verified_by' })
  verifier?: Relation<Profile> | null;

  /** verified_at + 12 months: the badge shows until then. */
  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  rejectionReason: string | null;

  /** The reminder 30 days before expiry went out (once per verification). */
  @Column({ type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;

  /** The notice that the verification lapsed went out (once per verification). */
  @Column({ type: 'timestamptz', nullable: true })
  lapseNoticeSentAt: Date | null;
}
