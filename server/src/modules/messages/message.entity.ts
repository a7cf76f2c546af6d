import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { StoredFile } from '../files/stored-file.entity';

/** Which way a message of the platform inbox went: to the administrators ('in') or from one ('out'). */
export type PlatformDirection = 'in' | 'out';

/**
 * A message between two profiles. sender_id/receiver_id become null when an account is deleted
 * (the other side then sees 'Unknown'); lead_id ties a customer conversation to the request it is about.
 */
@Entity('messages')
@Index(['receiverId', 'createdAt'])
@Index(['senderId', 'createdAt'])
@Index('idx_messages_unread', ['receiverId'], { where: 'read = false' })
// The platform inbox (migration PlatformInbox): partial indexes kept by the migration.
@Index('idx_messages_platform', { synchronize: false })
@Index('idx_messages_platform_unread', { synchronize: false })
// The retention job (Retention migration): a request's newest message, and messages of no request by age.
@Index('idx_messages_lead_created', { synchronize: false })
@Index('idx_messages_retention', { synchronize: false })
// The foreign key to stored_files: a deleted file's messages (MessageAttachmentIndex migration).
@Index('idx_messages_attachment', { synchronize: false })
export class Message {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  senderId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'sender_id' })
  sender?: Relation<Profile> | null;

  @Column({ type: 'uuid', nullable: true })
  receiverId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'receiver_id' })
  receiver?: Relation<Profile> | null;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'boolean', default: false })
  read: boolean;

  @Column({ type: 'uuid', nullable: true })
  attachmentFileId: string | null;

  @ManyToOne(() => StoredFile, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'attachment_file_id' })
  attachmentFile?: Relation<StoredFile> | null;

  /**
   * A message of the platform inbox: 'in' to the administrators, 'out' from one; null otherwise. Filled by
   * the messages_platform trigger from the parties' user types when left null.
   */
  @Column({ type: 'varchar', length: 3, nullable: true })
  platform: PlatformDirection | null;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  leadId: string | null;

  /**
   * Only for the foreign key (no code loads it): the lead belongs to the lead-intake module, above this one, so it is named
   * by its entity name rather than imported.
   */
  @ManyToOne('FranchiseLead', { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'lead_id' })
  lead?: { id: string } | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
