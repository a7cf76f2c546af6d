import type { DataSource } from 'typeorm';
import { type AppPubSub, Topics } from '../../realtime/pubsub';

/** The approval badges: franchisor accounts, franchise listings and changes to live listings waiting for an administrator. */
export interface PendingCountsValue {
  accounts: number;
  franchises: number;
  revisions: number;
}

/** Every admin hears the same counts: one topic id for all of them. */
export const PENDING_COUNTS_TOPIC_ID = 'admins';

/**
 * The pending counts and pushing them to every admin's open sockets. `changed()` subscribes to ApprovalQueueChanged
 * (a franchisor sign-up, a listing submitted or sent back to review, changes to a live listing saved or withdrawn,
 * an approval or rejection, an account or
 * franchise deleted), `reportsChanged()` to ListingReportsChanged, `complaintsChanged()` to DataComplaintsChanged
 * (wired in `services.ts`).
 */
export class PendingCounts {
  constructor(
    private readonly ds: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  /** One statement; the counts are served by the (user_type, status, created_at) and (status, created_at) indexes. */
  async counts(): Promise<PendingCountsValue> {
    const [row] = await this.ds.query<PendingCountsValue[]>(
      `SELECT
         (SELECT count(*)::int FROM profiles WHERE user_type = 'franchisor' AND status = 'pending') AS accounts,
         (SELECT count(*)::int FROM franchises WHERE status = 'pending') AS franchises,
         (SELECT count(*)::int FROM franchise_revisions WHERE status = 'open') AS revisions`,
    );
    return { accounts: row.accounts, franchises: row.franchises, revisions: row.revisions };
  }

  /** Open listing reports (the Listing Reports badge), on the (status, created_at) index of listing_reports. */
  async openReports(): Promise<number> {
    const [row] = await this.ds.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM listing_reports WHERE status = 'open'`);
    return row.count;
  }

  /** Counts the open reports again and publishes to every admin; after a commit, like changed(). */
  async reportsChanged(): Promise<void> {
    this.pubSub.publish(Topics.ADMIN_OPEN_REPORTS, PENDING_COUNTS_TOPIC_ID, { count: await this.openReports() });
  }

  /** Unanswered data complaints (the Data Complaints badge), on the (status, answer_due_at) index of data_complaints. */
  async unansweredComplaints(): Promise<number> {
    const [row] = await this.ds.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM data_complaints WHERE status IN ('open', 'in_progress')`,
    );
    return row.count;
  }

  /** Counts the unanswered complaints again and publishes to every admin; after a commit, like changed(). */
  async complaintsChanged(): Promise<void> {
    this.pubSub.publish(Topics.ADMIN_UNANSWERED_COMPLAINTS, PENDING_COUNTS_TOPIC_ID, { count: await this.unansweredComplaints() });
  }

  /**
   * Counts again and publishes to every admin. Only run after a commit, by the unit of work, whose policy logs a
   * failure (badges catch up at the next change or page load).
   */
  async changed(): Promise<void> {
    const counts = await this.counts();
    this.pubSub.publish(Topics.ADMIN_PENDING_COUNTS, PENDING_COUNTS_TOPIC_ID, counts);
  }
}
