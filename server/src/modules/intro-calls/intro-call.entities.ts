import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import { Profile } from '../auth/profile.entity';
import { FranchiseLead } from '../lead-intake/franchise-lead.entity';
import { IntroCallParty, IntroCallStatus } from './intro-call.enums';
import type { WeeklyWindow } from './slots';

/**
 * A franchisor company's intro-call calendar (issue 43 part 4): one per company (`franchisor_id`, the company's id,
 * is the key), whichever member set it. Weekly windows in UK wall-clock minutes (slots.ts); no row, or no windows,
 * means the company does not offer calls. A call is held on the meeting link, or by phone; one of them is required.
 */
@Entity('intro_call_settings')
@Check(`"call_minutes" IN (15, 20, 30, 45, 60)`)
@Check(`"meeting_link" IS NOT NULL OR "phone" IS NOT NULL`)
@Check(`"meeting_link" IS NULL OR "meeting_link" LIKE 'https://%'`)
@Check(`"notice_hours" >= 0 AND "horizon_days" >= 1`)
export class IntroCallSettings {
  @PrimaryColumn('uuid')
  franchisorId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  @Column({ type: 'jsonb', default: () => `'[]'` })
  windows: WeeklyWindow[];

  @Column({ type: 'smallint' })
  callMinutes: number;

  @Column({ type: 'varchar', length: 500, nullable: true })
  meetingLink: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  phone: string | null;

  @Column({ type: 'smallint', default: 24 })
  noticeHours: number;

  @Column({ type: 'smallint', default: 21 })
  horizonDays: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/**
 * One intro call booked by an enquirer on one of their leads. At most one live ('booked') call per lead and per
 * franchisor start time (partial unique indexes, behind the lock the booking takes on the franchisor's settings
 * row). A move changes the times of the same row and a cancellation its status; each raises `sequence`, the
 * iCalendar SEQUENCE of the invitation whose UID is the booking's id.
 */
@Entity('intro_call_bookings')
@Index('uq_intro_call_bookings_franchisor_start', ['franchisorId', 'startsAt'], { unique: true, where: `"status" = 'booked'` })
@Index('uq_intro_call_bookings_lead_booked', ['leadId'], { unique: true, where: `"status" = 'booked'` })
// The franchisor's live calls still to end: the intervals slots are checked against.
@Index('idx_intro_call_bookings_franchisor_booked_ends', ['franchisorId', 'endsAt'], { where: `"status" = 'booked'` })
// A lead's call (the live one, else the last cancelled): the loaders of the lead and request views.
@Index('idx_intro_call_bookings_lead_updated', ['leadId', 'updatedAt'])
@Index('idx_intro_call_bookings_customer', ['customerId'])
@Check(`"ends_at" > "starts_at"`)
export class IntroCallBooking {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  leadId: string;

  @ManyToOne(() => FranchiseLead, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'lead_id' })
  lead?: Relation<FranchiseLead>;

  /** The lead's franchisor company when booked. */
  @Column('uuid')
  franchisorId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'franchisor_id' })
  franchisor?: Relation<Profile>;

  /** The enquirer's customer account. */
  @Column('uuid')
  customerId: string;

  @ManyToOne(() => Profile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'customer_id' })
  customer?: Relation<Profile>;

  @Column({ type: 'timestamptz' })
  startsAt: Date;

  @Column({ type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'enum', enum: IntroCallStatus, enumName: 'intro_call_status', default: IntroCallStatus.BOOKED })
  status: IntroCallStatus;

  @Column({ type: 'enum', enum: IntroCallParty, enumName: 'intro_call_party', nullable: true })
  cancelledBy: IntroCallParty | null;

  /** iCalendar SEQUENCE: 0 when booked, +1 on each move and on the cancellation. */
  @Column({ type: 'int', default: 0 })
  sequence: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
