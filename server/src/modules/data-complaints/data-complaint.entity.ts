import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { DataComplaintStatus, DataComplaintTopic } from './data-complaints.enums';

/**
 * A complaint about how we handle someone's data (issue 41, part 3; the Data (Use and Access) Act 2025). Anyone may
 * send one, signed in or not; they are known by the name and address they give. The client address only counts
 * against the rate limit. Every administrator step is in the audit trail (target 'data_complaint').
 */
@Entity('data_complaints')
// The admin queue (unanswered first, by the date the answer is due) and the badge's count.
@Index(['status', 'answerDueAt'])
export class DataComplaint {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** DC-<year>-<six digits>: what the person quotes, in every e-mail and on the confirmation page. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 20 })
  reference: string;

  @Column({ type: 'varchar', length: 200 })
  fullName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  topic: DataComplaintTopic;

  @Column({ type: 'text' })
  details: string;

  @Column({ type: 'varchar', length: 20, default: DataComplaintStatus.OPEN })
  status: DataComplaintStatus;

  /** When the answer is due (ANSWER_DUE_DAYS after it arrived). */
  @Column({ type: 'timestamptz' })
  answerDueAt: Date;

  /** The outcome as e-mailed to the person; null until answered. */
  @Column({ type: 'text', nullable: true })
  outcome: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  answeredById: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'answered_by_id' })
  answeredBy?: Relation<Profile> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
