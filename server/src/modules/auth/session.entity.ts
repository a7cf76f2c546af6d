import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/** A signed-in browser. Only the SHA-256 of the cookie token is stored. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index()
  @Column('uuid')
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @Column({ type: 'char', length: 64, unique: true })
  tokenHash: string;

  /** The sign-in (sessions are created only by one): the session ends SESSION_MAX_AGE_DAYS after it, however active. */
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** The idle limit, moved on as the session is used; never past the absolute limit. */
  @Index()
  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ type: 'varchar', length: 400, nullable: true })
  userAgent: string | null;
}
