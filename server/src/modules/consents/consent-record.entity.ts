import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Profile } from '../auth/profile.entity';
import type { ConsentRecipient } from './consent-text';
import { ConsentAction, ConsentKind, ConsentPath } from './consents.enums';

/**
 * Evidence of consent (UK GDPR, issue 41): who gave or withdrew it, when, where (the path), exactly what they were
 * shown (the text the server rendered for the recipients), to whom (each franchise and its franchisor company) and
 * under which privacy notice. Records are never changed; a withdrawal is a record of its own. They outlive the
 * account (person_id becomes null; the e-mail address stays, as the evidence of who consented).
 */
@Entity('consent_records')
// A person's records: the customer's export and the admin's CSV.
@Index(['personId', 'createdAt'])
@Index(['email', 'createdAt'])
export class ConsentRecord {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 20 })
  kind: ConsentKind;

  @Column({ type: 'varchar', length: 20 })
  action: ConsentAction;

  @Column({ type: 'varchar', length: 30 })
  path: ConsentPath;

  /** Exactly what the person was shown (or, for a withdrawal, what was done). */
  @Column({ type: 'text' })
  text: string;

  /** The franchises and franchisor companies the text names; empty for marketing. */
  @Column({ type: 'jsonb' })
  recipients: ConsentRecipient[];

  @Column({ type: 'varchar', length: 20 })
  noticeVersion: string;

  /** The person's account; null for a visitor who was not signed in, or once the account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  personId: string | null;

  @ManyToOne(() => Profile, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'person_id' })
  person?: Relation<Profile> | null;

  /** The person's e-mail address (normalised), as given with the request or held by the account. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /**
   * When the record was last relied on (the retention clock, RETENTION_CONSENT_YEARS): its creation, then moved on
   * when what it allowed ends: a request record when its requests are anonymised or the account is deleted, a
   * marketing consent when the person withdraws it or deletes the account. While it is still relied on (a request
   * not anonymised, an alert still on) the retention rule leaves it whatever this says.
   */
  @Index()
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastUsedAt: Date;
}
