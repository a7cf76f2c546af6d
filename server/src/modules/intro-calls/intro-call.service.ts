import { isUUID } from 'class-validator';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError, ErrorCode, Messages, badInput, notFound } from '../../common/errors';
import { logger } from '../../common/logger';
import type { UnitOfWork } from '../../common/unit-of-work';
import type { Config } from '../../config';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { IntroCallMail, type ReminderKind, callContext } from './intro-call-mail';
import { IntroCallMeetingKind, IntroCallParty, IntroCallStatus } from './intro-call.enums';
import { INTRO_CALL_COLUMNS, type IntroCallRow, type IntroCallSlots } from './intro-call.types';
import { type SlotRules, formatUkSlot, freeSlots } from './slots';

export const INTRO_CALL_REMINDER_QUEUE = 'intro-call-reminders';
/** As mail: retried over several hours (a database outage); a reminder of a call that moved or ended sends nothing. */
const REMINDER_POLICY: JobPolicy = { retryLimit: 10, retryDelay: 15, retryBackoff: true, expireInSeconds: 300 };
/** The reminders before a call, and how long before its start each goes. */
const REMINDERS: [ReminderKind, number][] = [
  ['day', 24 * 3600],
  ['hour', 3600],
];

export interface ReminderJob {
  bookingId: string;
  /** The start the reminder was scheduled for (ISO): a call moved since has other reminders. */
  startsAt: string;
  kind: ReminderKind;
}

/** Who asks: the enquirer (a customer account) or a member of the lead's franchisor company. */
export type IntroCallCaller = { party: IntroCallParty.CUSTOMER; customerId: string } | { party: IntroCallParty.FRANCHISOR; franchisorId: string };

interface SettingsRow extends SlotRules {
  meetingLink: string | null;
  phone: string | null;
}

interface OwnLead {
  id: string;
  franchisorId: string | null;
}

interface Interval {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

const SETTINGS_COLUMNS = `windows, call_minutes AS "callMinutes", notice_hours AS "noticeHours", horizon_days AS "horizonDays",
  meeting_link AS "meetingLink", phone`;

const taken = () => new AppError(Messages.introCallSlotTaken, ErrorCode.CONFLICT, { fields: { startsAt: Messages.introCallSlotTaken } });
const notOffered = () => new AppError(Messages.introCallsNotOffered, ErrorCode.CONFLICT);
const alreadyBooked = () => new AppError(Messages.introCallAlreadyBooked, ErrorCode.CONFLICT);
const offers = (s: SettingsRow | undefined): s is SettingsRow => Boolean(s && s.windows.length > 0);
const overlaps = (start: number, end: number, i: Interval) => start < i.endsAt.getTime() && end > i.startsAt.getTime();

/** Which unique index a failed insert or update hit, if one of the bookings'. */
function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.code ?? e.driverError?.code;
  return code === '23505' ? (e.constraint ?? e.driverError?.constraint ?? '') : null;
}

/**
 * Intro calls (issue 43 part 4): the free times of a lead's franchisor, and booking, moving and cancelling a call.
 * Booking and moving run in one transaction that first locks the franchisor's settings row, so two bookings of one
 * calendar take turns: the second sees the first's call and is told the time has just been taken. The partial
 * unique indexes (one live call per lead, one per franchisor start) stand behind the lock and answer the same.
 * The enquirer owns the lead (`franchise_leads.user_id`); the franchisor is the lead's company, any member of it.
 */
export class IntroCallService {
  private readonly mail: IntroCallMail;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    private readonly jobs: JobQueue,
    mailer: Mailer,
    config: Pick<Config, 'publicUrl'>,
  ) {
    this.mail = new IntroCallMail(mailer, config);
    jobs.define<ReminderJob>(INTRO_CALL_REMINDER_QUEUE, REMINDER_POLICY, (data, _job, manager) => this.remind(manager, data));
  }

  /** The free times of the franchisor of one of the customer's leads, and how its calls are held. */
  async slots(customerId: string, leadId: string, now: Date = new Date()): Promise<IntroCallSlots> {
    const lead = await this.customerLead(this.ds.manager, customerId, leadId);
    const settings = lead.franchisorId ? await this.settings(this.ds.manager, lead.franchisorId, false) : undefined;
    if (!offers(settings)) throw notOffered();
    const [own] = await this.ds.query<Interval[]>(
      `SELECT id, starts_at AS "startsAt", ends_at AS "endsAt" FROM intro_call_bookings WHERE lead_id = $1 AND status = 'booked'`,
      [lead.id],
    );
    return this.offer(lead.franchisorId!, settings, own, now);
  }

  /** The customer books a call on one of their leads at one of the free times. */
  async book(customerId: string, leadId: string, startsAt: Date): Promise<IntroCallRow> {
    const id = await this.mapConflicts(() =>
      this.work.run(async (em) => {
        const lead = await this.customerLead(em, customerId, leadId);
        if (!lead.franchisorId) throw notOffered();
        const settings = await this.settings(em, lead.franchisorId, true);
        if (!offers(settings)) throw notOffered();
        const [live] = await em.query<unknown[]>(`SELECT 1 FROM intro_call_bookings WHERE lead_id = $1 AND status = 'booked'`, [lead.id]);
        if (live) throw alreadyBooked();
        const endsAt = await this.checkFree(em, lead.franchisorId, settings, startsAt, null);
        const [{ id }] = await em.query<{ id: string }[]>(
          `INSERT INTO intro_call_bookings (lead_id, franchisor_id, customer_id, starts_at, ends_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [lead.id, lead.franchisorId, customerId, startsAt, endsAt],
        );
        // A booked call is the franchisor's first response to the enquiry if it had none yet (docs/decisions.md).
        await em.query(`UPDATE franchise_leads SET first_response_at = now() WHERE id = $1 AND first_response_at IS NULL`, [lead.id]);
        await this.tell(em, id, 'booked');
        return id;
      }),
    );
    return this.row(id);
  }

  /**
   * The free times a live call can move to, for either side: the calendar's times minus the other live calls (the
   * call's own time left out); how the call is held, since the caller has it.
   */
  async slotsToMove(caller: IntroCallCaller, bookingId: string, now: Date = new Date()): Promise<IntroCallSlots> {
    const booking = await this.ownBooking(this.ds.manager, caller, bookingId, false);
    if (booking.status !== IntroCallStatus.BOOKED) throw new AppError(Messages.introCallAlreadyCancelled, ErrorCode.CONFLICT);
    const settings = await this.settings(this.ds.manager, booking.franchisorId, false);
    if (!offers(settings)) throw notOffered();
    return this.offer(booking.franchisorId, settings, booking, now);
  }

  /**
   * A calendar's free times and how its calls are held: every start overlapping another live call is left out, as is
   * the start of `own` (the caller's live call, if any), which may move over its own time. The link or phone is
   * given only to a caller who has a call.
   */
  private async offer(franchisorId: string, settings: SettingsRow, own: Interval | undefined, now: Date): Promise<IntroCallSlots> {
    const others = (await this.bookedIntervals(this.ds.manager, franchisorId, settings, now)).filter((b) => b.id !== own?.id);
    const slots = this.open(settings, now, others).filter((s) => s.getTime() !== own?.startsAt.getTime());
    return {
      callMinutes: settings.callMinutes,
      meetingKind: settings.meetingLink ? IntroCallMeetingKind.VIDEO : IntroCallMeetingKind.PHONE,
      meetingLink: own ? settings.meetingLink : null,
      phone: own ? settings.phone : null,
      slots: slots.map((startsAt) => ({ startsAt, label: formatUkSlot(startsAt) })),
    };
  }

  /** Either side moves a live call to another free time: the same invitation (UID) with a higher SEQUENCE. */
  async move(caller: IntroCallCaller, bookingId: string, startsAt: Date): Promise<IntroCallRow> {
    const id = await this.mapConflicts(() =>
      this.work.run(async (em) => {
        const found = await this.ownBooking(em, caller, bookingId, false);
        const settings = await this.settings(em, found.franchisorId, true);
        const booking = await this.ownBooking(em, caller, bookingId, true);
        if (booking.status !== IntroCallStatus.BOOKED) throw new AppError(Messages.introCallAlreadyCancelled, ErrorCode.CONFLICT);
        if (!offers(settings)) throw notOffered();
        const endsAt = await this.checkFree(em, booking.franchisorId, settings, startsAt, booking.id);
        await em.query(`UPDATE intro_call_bookings SET starts_at = $2, ends_at = $3, sequence = sequence + 1, updated_at = now() WHERE id = $1`, [
          booking.id,
          startsAt,
          endsAt,
        ]);
        await this.tell(em, booking.id, 'moved');
        return booking.id;
      }),
    );
    return this.row(id);
  }

  /** Either side cancels a live call: both are told, with a CANCEL of the invitation. Cancelling again changes nothing. */
  async cancel(caller: IntroCallCaller, bookingId: string): Promise<IntroCallRow> {
    const id = await this.work.run(async (em) => {
      const booking = await this.ownBooking(em, caller, bookingId, true);
      if (booking.status !== IntroCallStatus.BOOKED) return booking.id;
      await em.query(
        `UPDATE intro_call_bookings SET status = 'cancelled', cancelled_by = $2, sequence = sequence + 1, updated_at = now() WHERE id = $1`,
        [booking.id, caller.party],
      );
      await this.tell(em, booking.id, 'cancelled');
      return booking.id;
    });
    return this.row(id);
  }

  /**
   * A reminder job: sent only if the call is still booked at the start it was scheduled for (a call moved since has
   * reminders of its own; a cancelled one has none).
   */
  async remind(em: EntityManager, job: ReminderJob): Promise<boolean> {
    const c = await callContext(em, job.bookingId);
    if (!c || c.status !== IntroCallStatus.BOOKED || c.startsAt.getTime() !== new Date(job.startsAt).getTime()) {
      logger.info(`Intro call reminder for ${job.bookingId} not sent: the call moved or was cancelled`);
      return false;
    }
    await this.mail.reminder(em, c, job.kind);
    return true;
  }

  /** The e-mails of a change and, for a live call, its reminders: all in the change's transaction. */
  private async tell(em: EntityManager, bookingId: string, change: 'booked' | 'moved' | 'cancelled'): Promise<void> {
    const c = await callContext(em, bookingId);
    if (!c) throw new Error(`Intro call ${bookingId} vanished in its own transaction`);
    await this.mail.changed(em, c, change);
    if (change === 'cancelled') return;
    const now = Date.now();
    for (const [kind, before] of REMINDERS) {
      const seconds = Math.floor((c.startsAt.getTime() - now) / 1000) - before;
      // A call booked less than a day ahead gets only the hour's reminder (or none).
      if (seconds <= 0) continue;
      const job: ReminderJob = { bookingId, startsAt: c.startsAt.toISOString(), kind };
      await this.jobs.send(INTRO_CALL_REMINDER_QUEUE, job, em, { startAfterSeconds: seconds });
    }
  }

  /** The free times: the windows' slots within notice and horizon, minus every start overlapping a booked call. */
  private open(settings: SlotRules, now: Date, booked: Interval[]): Date[] {
    const minutes = settings.callMinutes * 60_000;
    const seen = new Set<number>();
    return freeSlots(settings, now).filter((s) => {
      const t = s.getTime();
      if (seen.has(t)) return false;
      seen.add(t);
      return !booked.some((b) => overlaps(t, t + minutes, b));
    });
  }

  /**
   * Under the settings lock: refuses a start that is not one of the calendar's times ('Please choose a time from
   * the list') or that overlaps another live call ('That time has just been taken'); returns the call's end.
   */
  private async checkFree(em: EntityManager, franchisorId: string, settings: SettingsRow, startsAt: Date, self: string | null): Promise<Date> {
    const now = new Date();
    const t = startsAt.getTime();
    if (Number.isNaN(t) || !freeSlots(settings, now).some((s) => s.getTime() === t)) {
      throw badInput(Messages.introCallChooseTime, 'startsAt');
    }
    const end = t + settings.callMinutes * 60_000;
    const booked = await this.bookedIntervals(em, franchisorId, settings, now);
    if (booked.some((b) => b.id !== self && overlaps(t, end, b))) throw taken();
    return new Date(end);
  }

  /** The franchisor's live calls that end after now and start within the horizon. */
  private bookedIntervals(em: EntityManager, franchisorId: string, settings: SlotRules, now: Date): Promise<Interval[]> {
    return em.query<Interval[]>(
      `SELECT id, starts_at AS "startsAt", ends_at AS "endsAt" FROM intro_call_bookings
       WHERE franchisor_id = $1 AND status = 'booked' AND ends_at > $2 AND starts_at < $3`,
      [franchisorId, now, new Date(now.getTime() + (settings.horizonDays + 1) * 86_400_000)],
    );
  }

  private async settings(em: EntityManager, franchisorId: string, lock: boolean): Promise<SettingsRow | undefined> {
    const [row] = await em.query<SettingsRow[]>(
      `SELECT ${SETTINGS_COLUMNS} FROM intro_call_settings WHERE franchisor_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
      [franchisorId],
    );
    return row;
  }

  /** The customer's own lead, or 'Franchise request not found' (also for anyone else's). */
  private async customerLead(em: EntityManager, customerId: string, leadId: string): Promise<OwnLead> {
    const [lead] = isUUID(leadId)
      ? await em.query<OwnLead[]>(`SELECT id, franchisor_id AS "franchisorId" FROM franchise_leads WHERE id = $1 AND user_id = $2`, [
          leadId,
          customerId,
        ])
      : [];
    if (!lead) throw notFound(Messages.requestNotFound);
    return lead;
  }

  /**
   * A call on the caller's own lead (the enquirer's, or one of the franchisor company's), locked when asked; else
   * 'Intro call not found', also for anyone else's.
   */
  private async ownBooking(em: EntityManager, caller: IntroCallCaller, bookingId: string, lock: boolean): Promise<IntroCallRow> {
    const [owner, condition] =
      caller.party === IntroCallParty.CUSTOMER
        ? [caller.customerId, 'b.customer_id = $2 AND l.user_id = $2']
        : [caller.franchisorId, 'l.franchisor_id = $2'];
    const [row] = isUUID(bookingId)
      ? await em.query<IntroCallRow[]>(
          `SELECT ${INTRO_CALL_COLUMNS}
           FROM intro_call_bookings b JOIN franchise_leads l ON l.id = b.lead_id
           LEFT JOIN intro_call_settings s ON s.franchisor_id = b.franchisor_id
           WHERE b.id = $1 AND ${condition} ${lock ? 'FOR UPDATE OF b' : ''}`,
          [bookingId, owner],
        )
      : [];
    if (!row) throw notFound(Messages.introCallNotFound);
    return row;
  }

  private async row(id: string): Promise<IntroCallRow> {
    const [row] = await this.ds.query<IntroCallRow[]>(
      `SELECT ${INTRO_CALL_COLUMNS} FROM intro_call_bookings b LEFT JOIN intro_call_settings s ON s.franchisor_id = b.franchisor_id WHERE b.id = $1`,
      [id],
    );
    return row;
  }

  /** A unique index that stopped a write answers as the lock would have. */
  private async mapConflicts<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      const index = uniqueViolation(err);
      if (index === 'uq_intro_call_bookings_lead_booked') throw alreadyBooked();
      if (index !== null) throw taken();
      throw err;
    }
  }
}
