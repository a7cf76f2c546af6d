import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { DataComplaint } from './data-complaint.entity';

/** An administrator's internal note on a data complaint: for administrators only, never e-mailed. */
@Entity('data_complaint_notes')
@Index(['complaintId', 'createdAt'])
export class DataComplaintNote {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  complaintId: string;

  @ManyToOne(() => DataComplaint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'complaint_id' })
  complaint?: Relation<DataComplaint>;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'author_id' })
  author?: Relation<Profile> | null;

  @Column({ type: 'varchar', length: 2000 })
  body: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
