import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { ApiScope } from '../auth/api-scope';
import { Profile } from '../auth/profile.entity';

/**
 * A franchisor company's API token for its CRM (issue 42). Only the token's SHA-256 is stored; the token itself is
 * shown once, when created. A revoked token keeps its row (revokedAt) so the list and any audit can still name it.
 */
@Entity('api_tokens')
// The company's token list: its tokens, newest first.
@Index(['franchisorId', 'createdAt'])
// Deleting a member's account clears created_by on the tokens they created.
@Index(['createdBy'])
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The company the token acts for (franchisorIdOf of its creator). */
  @Column({ type: 'uuid' })
  franchisorId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** SHA-256 (hex) of the token: what a request's Bearer token is looked up by. */
  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** The token's first characters ('fc_' and four more), shown so the owner can tell tokens apart. */
  @Column({ type: 'varchar', length: 12 })
  hint: string;

  @Column({ type: 'varchar', length: 20, array: true })
  scopes: ApiScope[];

  /** The member who created it; null once that account is gone. */
  @Column({ type: 'uuid', nullable: true })
  createdBy: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by' })
  creator?: Relation<Profile> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Updated at most once a minute while the token is used. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
