import type { EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { logger } from '../../common/logger';
import type { UnitOfWork } from '../../common/unit-of-work';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../mail/mailer';
import { MEMBERSHIP_LABELS, type MembershipLevel, REMINDER_DAYS } from './membership.enums';
import { membershipLapsedMail, membershipReminderMail } from './membership.mail';

export const MEMBERSHIP_LAPSE_QUEUE = 'membership-lapse';
/**
 * Every hour, on one instance. Daily would do, but a clock slot cannot be longer than pg-boss's archive interval
 * (an hour, jobs/job-queue.ts); each membership is still mailed once, whatever the number of runs.
 */
export const MEMBERSHIP_LAPSE_EVERY_SECONDS = 3600;
/** A failed run is made up by the next one an hour later (its queries catch up): no retries. */
const LAPSE_POLICY: JobPolicy = { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 600 };
/** Memberships mailed per run and kind; a full batch queues the next run at once. */
const BATCH = 500;

interface Due {
  email: string;
  fullName: string;
  level: MembershipLevel;
  membershipNumber: string;
  expiresAt: Date;
}

/**
 * The hourly clock of verified memberships: a reminder REMINDER_DAYS before a verification lapses, and a notice
 * when it has. Each is marked sent in the same statement that picks it (reminder_sent_at, lapse_notice_sent_at),
 * and its mail is stored in the job's transaction, so each goes at most once per verification whatever runs
 * twice. The badge itself needs no job: the public field reads expires_at.
 */
export class MembershipLapseService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, 'publicUrl'>,
  ) {
    jobs.define(MEMBERSHIP_LAPSE_QUEUE, LAPSE_POLICY, (_data, _job, manager) => this.run(manager));
    jobs.every(MEMBERSHIP_LAPSE_QUEUE, MEMBERSHIP_LAPSE_EVERY_SECONDS);
  }

  /** What the clock does, in its own transaction (tests, the command line). */
  runNow(): Promise<{ reminders: number; lapsed: number }> {
    return this.work.run((m) => this.run(m));
  }

  async run(manager: EntityManager): Promise<{ reminders: number; lapsed: number }> {
    const reminders = await this.pick(
      manager,
      'reminder_sent_at',
      `m.expires_at > now() AND m.expires_at <= now() + interval '${REMINDER_DAYS} days'`,
    );
    for (const r of reminders) {
      await this.mailer.send(
        membershipReminderMail(
          this.config,
          { email: r.email, fullName: r.fullName },
          {
            label: MEMBERSHIP_LABELS[r.level],
            membershipNumber: r.membershipNumber,
            expiresAt: r.expiresAt,
          },
        ),
        manager,
      );
    }
    const lapsed = await this.pick(manager, 'lapse_notice_sent_at', 'm.expires_at <= now()');
    for (const r of lapsed) {
      await this.mailer.send(
        membershipLapsedMail(
          this.config,
          { email: r.email, fullName: r.fullName },
          {
            label: MEMBERSHIP_LABELS[r.level],
            membershipNumber: r.membershipNumber,
          },
        ),
        manager,
      );
    }
    if (reminders.length === BATCH || lapsed.length === BATCH) await this.jobs.send(MEMBERSHIP_LAPSE_QUEUE, {}, manager);
    if (reminders.length + lapsed.length > 0) logger.info(`Memberships: ${reminders.length} reminder(s), ${lapsed.length} lapse notice(s)`);
    return { reminders: reminders.length, lapsed: lapsed.length };
  }

  /** Marks up to BATCH verified memberships matching `when` whose `sent` column is empty; returns them with their franchisor. */
  private pick(manager: EntityManager, sent: 'reminder_sent_at' | 'lapse_notice_sent_at', when: string): Promise<Due[]> {
    return manager.query<Due[]>(
      `WITH due AS (
         SELECT m.franchisor_id FROM franchisor_memberships m
         WHERE m.state = 'verified' AND m.${sent} IS NULL AND ${when}
         ORDER BY m.expires_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED
       ), marked AS (
         UPDATE franchisor_memberships m SET ${sent} = now() FROM due WHERE m.franchisor_id = due.franchisor_id
         RETURNING m.franchisor_id, m.level, m.membership_number, m.expires_at
       )
       SELECT p.email, p.full_name AS "fullName", marked.level, marked.membership_number AS "membershipNumber",
              marked.expires_at AS "expiresAt"
       FROM marked JOIN profiles p ON p.id = marked.franchisor_id`,
    );
  }
}
