import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';

/**
 * One administrator action (approve, reject, delete, category change, message). The target has no foreign
 * key so its history outlives it; the actor is kept as null once that admin account is deleted.
 */
@Entity('admin_actions')
@Index(['targetType', 'targetId', 'createdAt'])
@Index(['createdAt'])
export class AdminAction {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'actor_id' })
  actor?: Relation<Profile> | null;

  /** e.g. 'approve', 'reject', 'delete', 'create', 'update', 'send'. */
  @Column({ type: 'varchar', length: 40 })
  action: string;

  /** e.g. 'account', 'franchise', 'category', 'message'. */
  @Column({ type: 'varchar', length: 40 })
  targetType: string;

  @Column('uuid')
  targetId: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  beforeStatus: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  afterStatus: string | null;

  @Column({ type: 'jsonb', nullable: true })
  detail: Record<string, unknown> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
