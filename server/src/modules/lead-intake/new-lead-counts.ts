import type { DataSource } from 'typeorm';
import { type AppPubSub, Topics } from '../../realtime/pubsub';
import { LeadStatus } from './lead.enums';

/**
 * The Leads badge: how many of a franchisor company's leads are still new that the person should pick up (issue 42:
 * every member sees all the company's leads; the badge counts the new ones unassigned or assigned to them), and
 * pushing it to each member's open sockets.
 */
export class NewLeadCounts {
  constructor(
    private readonly ds: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  async count(franchisorId: string, memberId: string): Promise<number> {
    const [{ count }] = await this.ds.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM franchise_leads
        WHERE franchisor_id = $1 AND status = $2 AND (assigned_to IS NULL OR assigned_to = $3)`,
      [franchisorId, LeadStatus.NEW, memberId],
    );
    return count;
  }

  /**
   * After a commit that changed these companies' new leads (or their assignment): counts them for every member in one
   * statement and publishes each member's count on their own topic. Only registered with a unit of work's
   * AfterCommit, whose policy logs a failure.
   */
  async publish(franchisorIds: Iterable<string>): Promise<void> {
    const ids = [...new Set(franchisorIds)];
    if (ids.length === 0) return;
    const rows = await this.ds.query<{ id: string; count: number }[]>(
      `SELECT m.user_id AS id,
              (SELECT count(*)::int FROM franchise_leads l
                WHERE l.franchisor_id = m.franchisor_id AND l.status = $2 AND (l.assigned_to IS NULL OR l.assigned_to = m.user_id)) AS count
         FROM franchisor_members m
        WHERE m.franchisor_id = ANY($1::uuid[])`,
      [ids, LeadStatus.NEW],
    );
    for (const row of rows) this.pubSub.publish(Topics.NEW_LEADS, row.id, { count: row.count });
  }
}
