import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';

/**
 * An invitation to join a franchisor company (issue 42): sent by the owner to an e-mail address, accepted once
 * through a link whose token is stored only as a hash (like a sign-in link), valid for INVITATION_TTL_MS.
 */
@Entity('franchisor_invitations')
@Index('idx_franchisor_invitations_company', ['franchisorId', 'createdAt'])
@Index('idx_franchisor_invitations_invited_by', ['invitedBy'], { where: `"invited_by" IS NOT NULL` })
export class FranchisorInvitation {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  franchisorId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'uuid', nullable: true })
  invitedBy: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'invited_by' })
  inviter?: Relation<Profile> | null;

  @Index('idx_franchisor_invitations_expires')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
