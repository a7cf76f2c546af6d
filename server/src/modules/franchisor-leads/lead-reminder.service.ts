import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import { composeMail, type MailBlock } from '../mail/mail-content';
import type { Mailer } from '../mail/mailer';

export const LEAD_REMINDER_QUEUE = 'lead-reminders';
/** Every ten minutes: a reminder goes out between 24 hours and 24 hours 10 minutes after the lead came in. */
export const LEAD_REMINDER_EVERY_SECONDS = 600;
/** A missed run is made up by the next one: no retries. */
const LEAD_REMINDER_POLICY: JobPolicy = { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300 };
/** Leads older than this are not reminded of (when the reminders were off, or at the first deploy). */
export const REMINDER_MAX_AGE_DAYS = 3;

interface Untouched {
  franchisorId: string;
  email: string;
  fullName: string;
  leadName: string;
  franchiseName: string;
  createdAt: Date;
}

/**
 * The franchisor's reminder of new leads untouched after 24 hours (issue 29): still new, nothing sent to the
 * enquirer. A clock job marks each such lead reminded and stores one e-mail per franchisor listing them, in one
 * transaction (the job's), so a lead is reminded of once, and never once the franchisor has acted on it.
 */
export class LeadReminderService {
  constructor(
    jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {
    jobs.define(LEAD_REMINDER_QUEUE, LEAD_REMINDER_POLICY, (_data, _job, manager) => this.remind(manager));
    jobs.every(LEAD_REMINDER_QUEUE, LEAD_REMINDER_EVERY_SECONDS);
  }

  /** Marks the untouched leads reminded and stores their e-mails, in `manager`'s transaction; returns how many leads. */
  async remind(manager: EntityManager, now: Date = new Date()): Promise<number> {
    const rows: Untouched[] = await manager.query(
      `WITH due AS (
         UPDATE franchise_leads l SET reminder_sent_at = $1
         WHERE l.id IN (SELECT u.id FROM franchise_leads u
                        WHERE u.status = 'new' AND u.first_response_at IS NULL AND u.reminder_sent_at IS NULL
                          AND u.created_at <= $1::timestamptz - interval '1 day'
                          AND u.created_at > $1::timestamptz - interval '${REMINDER_MAX_AGE_DAYS} days'
                          AND u.franchisor_id IS NOT NULL
                        ORDER BY u.created_at FOR UPDATE SKIP LOCKED)
         RETURNING l.franchisor_id, l.franchise_id, l.name, l.created_at
       )
       SELECT d.franchisor_id AS "franchisorId", p.email, p.full_name AS "fullName", d.name AS "leadName",
              coalesce(f.name, 'a removed franchise') AS "franchiseName", d.created_at AS "createdAt"
       FROM due d JOIN profiles p ON p.id = d.franchisor_id LEFT JOIN franchises f ON f.id = d.franchise_id
       ORDER BY d.franchisor_id, d.created_at`,
      [now],
    );
    const byFranchisor = new Map<string, Untouched[]>();
    for (const row of rows) byFranchisor.set(row.franchisorId, [...(byFranchisor.get(row.franchisorId) ?? []), row]);
    for (const leads of byFranchisor.values()) await this.send(manager, leads);
    return rows.length;
  }

  private send(manager: EntityManager, leads: Untouched[]): Promise<void> {
    const { email, fullName } = leads[0];
    const one = leads.length === 1;
    const subject = one ? `${leads[0].leadName} is waiting for your reply` : `${leads.length} enquirers are waiting for your reply`;
    const blocks: MailBlock[] = [
      { kind: 'paragraph', text: `Hello ${fullName},` },
      {
        kind: 'paragraph',
        text: one
          ? 'This information request came in over 24 hours ago and has not been answered yet:'
          : 'These information requests came in over 24 hours ago and have not been answered yet:',
      },
      { kind: 'list', items: leads.map((l) => `${l.leadName}, about ${l.franchiseName}`) },
      {
        kind: 'paragraph',
        text: 'Enquirers contacted quickly are far more likely to go ahead. Your listings show how quickly you usually reply.',
      },
      { kind: 'button', label: 'Open your leads', url: `${this.config.publicUrl}/franchisor/leads` },
    ];
    return this.mailer.send({ to: email, subject, ...composeMail('Leads waiting for your reply', blocks) }, manager);
  }
}
