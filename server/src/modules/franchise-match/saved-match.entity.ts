import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import type { StoredMatchAnswers } from '../lead-intake/match-answers';

/** A customer's saved quiz answers (issue 43): opened again, they rank the listings of the day. */
@Entity('saved_matches')
@Index(['customerId', 'createdAt'])
export class SavedMatch {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  customerId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Relation<Profile>;

  /** The answers given; a skipped question is left out. */
  @Column({ type: 'jsonb' })
  answers: StoredMatchAnswers;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
