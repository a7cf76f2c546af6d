import type { DataSource } from 'typeorm';
import { type AppPubSub, Topics } from '../../realtime/pubsub';
import type { ApprovalQueue } from '../auth/approval-queue';

/** The two approval badges: franchisor accounts and franchise listings waiting for an administrator. */
export interface PendingCountsValue {
  accounts: number;
  franchises: number;
}

/** Every admin hears the same counts: one topic id for all of them. */
export const PENDING_COUNTS_TOPIC_ID = 'admins';

/**
 * The pending counts and pushing them to every admin's open sockets. Call `changed()` after a commit that
 * may have changed them (a franchisor sign-up, a listing submitted or sent back to review, an approval or
 * rejection, an account or franchise deleted).
 */
export class PendingCounts implements ApprovalQueue {
  constructor(
    private readonly ds: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  /** One statement; both counts are served by the (user_type, status, created_at) and (status, ...) indexes. */
  async counts(): Promise<PendingCountsValue> {
    const [row] = await this.ds.query<PendingCountsValue[]>(
      `SELECT
         (SELECT count(*)::int FROM profiles WHERE user_type = 'franchisor' AND status = 'pending') AS accounts,
         (SELECT count(*)::int FROM franchises WHERE status = 'pending') AS franchises`,
    );
    return { accounts: row.accounts, franchises: row.franchises };
  }

  /**
   * Counts again and publishes to every admin. Only registered with a unit of work's AfterCommit, whose policy
   * logs a failure (badges catch up at the next change or page load).
   */
  async changed(): Promise<void> {
    const counts = await this.counts();
    this.pubSub.publish(Topics.ADMIN_PENDING_COUNTS, PENDING_COUNTS_TOPIC_ID, counts);
  }
}
