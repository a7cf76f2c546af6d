import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/**
 * One row per session started (password sign-in, sign-up, magic link), shown to the account itself as
 * its Recent Login Activity. Only a short browser label and a coarse location are kept, never the IP
 * address; the daily retention job deletes rows older than RETENTION_SIGN_IN_MONTHS (modules/retention).
 */
@Entity('sign_ins')
@Index(['userId', 'createdAt'])
// The retention job's sign-ins past RETENTION_SIGN_IN_MONTHS.
@Index('idx_sign_ins_created', ['createdAt'])
export class SignIn {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** e.g. 'Chrome 126 on Windows' (see browser-label.ts). */
  @Column({ type: 'varchar', length: 80 })
  browser: string;

  /** A country name from the trusted proxy's header (CLIENT_COUNTRY_HEADER), or null. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  location: string | null;
}
