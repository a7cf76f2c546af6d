import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { composeMail, type MailBlock } from '../mail/mail-content';
import type { MailAttachment, Mailer } from '../mail/mailer';
import { IntroCallParty, type IntroCallStatus } from './intro-call.enums';
import { invitationIcs } from './invitation';
import { formatUkSlot } from './slots';

/** Everything the e-mails of one call say, read in the transaction that changed it (`callContext`). */
export interface IntroCallContext {
  id: string;
  startsAt: Date;
  endsAt: Date;
  status: IntroCallStatus;
  cancelledBy: IntroCallParty | null;
  sequence: number;
  leadName: string;
  leadEmail: string;
  leadPhone: string;
  franchiseName: string;
  /** The franchisor company's name (its account's company name, else its holder's name). */
  companyName: string;
  /** Who hears of it on the franchisor's side: the member the lead is assigned to, else the company's account. */
  franchisorEmail: string;
  franchisorName: string;
  meetingLink: string | null;
  phone: string | null;
}

/** The call with its lead, franchise, franchisor and settings: one statement. */
export async function callContext(em: EntityManager, bookingId: string): Promise<IntroCallContext | null> {
  const [row] = await em.query<IntroCallContext[]>(
    `SELECT b.id, b.starts_at AS "startsAt", b.ends_at AS "endsAt", b.status, b.cancelled_by AS "cancelledBy", b.sequence,
            l.name AS "leadName", l.email AS "leadEmail", l.phone AS "leadPhone",
            coalesce(f.name, 'a franchise') AS "franchiseName",
            coalesce(nullif(c.company_name, ''), c.full_name) AS "companyName",
            r.email AS "franchisorEmail", r.full_name AS "franchisorName",
            s.meeting_link AS "meetingLink", s.phone
     FROM intro_call_bookings b
     JOIN franchise_leads l ON l.id = b.lead_id
     LEFT JOIN franchises f ON f.id = l.franchise_id
     JOIN profiles c ON c.id = b.franchisor_id
     JOIN profiles r ON r.id = coalesce(l.assigned_to, b.franchisor_id)
     LEFT JOIN intro_call_settings s ON s.franchisor_id = b.franchisor_id
     WHERE b.id = $1`,
    [bookingId],
  );
  return row ?? null;
}

type Change = 'booked' | 'moved' | 'cancelled';
export type ReminderKind = 'day' | 'hour';

const minutes = (c: IntroCallContext) => Math.round((c.endsAt.getTime() - c.startsAt.getTime()) / 60_000);
const when = (c: IntroCallContext) => `${formatUkSlot(c.startsAt)} (UK time), ${minutes(c)} minutes`;

/** How the call is held, as both sides read it. */
function howHeld(c: IntroCallContext): [string, string][] {
  const rows: [string, string][] = [];
  if (c.meetingLink) rows.push(['Meeting link', c.meetingLink]);
  if (c.phone) rows.push([c.meetingLink ? 'Or by phone' : 'Phone', c.phone]);
  return rows;
}

/**
 * The e-mails of intro calls: on each booking, move and cancellation, one to the enquirer and one to the franchisor,
 * each with the invitation (.ics: REQUEST with the booking's UID and its SEQUENCE, CANCEL on cancellation); the
 * reminders a day and an hour before. Stored with the caller's transaction (Mailer.send with its manager).
 */
export class IntroCallMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {}

  async changed(em: EntityManager, c: IntroCallContext, change: Change): Promise<void> {
    const ics = this.invitation(c, change === 'cancelled');
    const by = c.cancelledBy === IntroCallParty.FRANCHISOR ? c.companyName : c.leadName;
    const customer = {
      booked: [`Your intro call with ${c.companyName} is booked`, 'Intro call booked', `Your intro call about ${c.franchiseName} is booked.`],
      moved: [`Your intro call with ${c.companyName} has moved`, 'Intro call moved', `Your intro call about ${c.franchiseName} has a new time.`],
      cancelled: [
        `Your intro call with ${c.companyName} is cancelled`,
        'Intro call cancelled',
        `Your intro call about ${c.franchiseName} was cancelled by ${c.cancelledBy === IntroCallParty.FRANCHISOR ? c.companyName : 'you'}.`,
      ],
    }[change];
    const franchisor = {
      booked: [`${c.leadName} booked an intro call`, 'Intro call booked', `${c.leadName} booked an intro call about ${c.franchiseName}.`],
      moved: [`${c.leadName} moved their intro call`, 'Intro call moved', `${c.leadName} moved their intro call about ${c.franchiseName}.`],
      cancelled: [
        `Intro call with ${c.leadName} cancelled`,
        'Intro call cancelled',
        `The intro call with ${c.leadName} about ${c.franchiseName} was cancelled by ${c.cancelledBy === IntroCallParty.FRANCHISOR ? 'your company' : by}.`,
      ],
    }[change];
    const live = change !== 'cancelled';
    const calendarLine: MailBlock = {
      kind: 'small',
      text: live
        ? 'The invitation is attached: open it to add the call to your calendar.'
        : 'The attached cancellation takes the call out of your calendar.',
    };
    await this.mailer.send(
      {
        to: c.leadEmail,
        subject: customer[0],
        attachments: [ics],
        ...composeMail(customer[1], [
          { kind: 'paragraph', text: `Hello ${c.leadName},` },
          { kind: 'paragraph', text: customer[2] },
          { kind: 'details', rows: [['Franchisor', c.companyName], ['When', when(c)], ...(live ? howHeld(c) : [])] },
          ...(change === 'cancelled' ? [{ kind: 'paragraph' as const, text: 'You can book another time from your requests.' }] : []),
          { kind: 'button', label: 'View my requests', url: `${this.config.publicUrl}/customer/franchises` },
          calendarLine,
        ]),
      },
      em,
    );
    await this.mailer.send(
      {
        to: c.franchisorEmail,
        replyTo: c.leadEmail,
        subject: franchisor[0],
        attachments: [ics],
        ...composeMail(franchisor[1], [
          { kind: 'paragraph', text: `Hello ${c.franchisorName},` },
          { kind: 'paragraph', text: franchisor[2] },
          {
            kind: 'details',
            rows: [['Enquirer', c.leadName], ['Email', c.leadEmail], ['Phone', c.leadPhone], ['When', when(c)], ...(live ? howHeld(c) : [])],
          },
          { kind: 'button', label: 'Open your leads', url: `${this.config.publicUrl}/franchisor/leads` },
          calendarLine,
        ]),
      },
      em,
    );
  }

  async reminder(em: EntityManager, c: IntroCallContext, kind: ReminderKind): Promise<void> {
    const soon = kind === 'day' ? 'tomorrow' : 'in an hour';
    await this.mailer.send(
      {
        to: c.leadEmail,
        subject: `Reminder: your intro call with ${c.companyName} is ${soon}`,
        ...composeMail('Intro call reminder', [
          { kind: 'paragraph', text: `Hello ${c.leadName},` },
          { kind: 'paragraph', text: `Your intro call about ${c.franchiseName} is ${soon}.` },
          { kind: 'details', rows: [['Franchisor', c.companyName], ['When', when(c)], ...howHeld(c)] },
          { kind: 'button', label: 'View my requests', url: `${this.config.publicUrl}/customer/franchises` },
        ]),
      },
      em,
    );
    await this.mailer.send(
      {
        to: c.franchisorEmail,
        replyTo: c.leadEmail,
        subject: `Reminder: intro call with ${c.leadName} ${soon}`,
        ...composeMail('Intro call reminder', [
          { kind: 'paragraph', text: `Hello ${c.franchisorName},` },
          { kind: 'paragraph', text: `Your intro call with ${c.leadName} about ${c.franchiseName} is ${soon}.` },
          { kind: 'details', rows: [['Enquirer', c.leadName], ['Email', c.leadEmail], ['Phone', c.leadPhone], ['When', when(c)], ...howHeld(c)] },
          { kind: 'button', label: 'Open your leads', url: `${this.config.publicUrl}/franchisor/leads` },
        ]),
      },
      em,
    );
  }

  private invitation(c: IntroCallContext, cancel: boolean): MailAttachment {
    const content = invitationIcs({
      bookingId: c.id,
      sequence: c.sequence,
      start: c.startsAt,
      end: c.endsAt,
      summary: `Intro call: ${c.franchiseName} (${c.companyName})`,
      description: `Intro call between ${c.leadName} and ${c.companyName} about ${c.franchiseName}.${c.phone ? ` Phone: ${c.phone}.` : ''}`,
      location: c.meetingLink ?? c.phone ?? '',
      cancel,
      organizer: { name: c.companyName, email: c.franchisorEmail },
      attendees: [{ name: c.leadName, email: c.leadEmail }],
    });
    const method = cancel ? 'CANCEL' : 'REQUEST';
    return { filename: cancel ? 'cancel.ics' : 'invite.ics', content, contentType: `text/calendar; charset=utf-8; method=${method}` };
  }
}
