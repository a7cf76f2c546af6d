import type { DataSource } from 'typeorm';
import { type AppPubSub, Topics } from '../../realtime/pubsub';
import { LeadStatus } from './lead.enums';

/** The Leads badge: how many of a franchisor's leads are still new, and pushing it to their open sockets. */
export class NewLeadCounts {
  constructor(
    private readonly ds: DataSource,
    private readonly pubSub: AppPubSub,
  ) {}

  async count(franchisorId: string): Promise<number> {
    const [{ count }] = await this.ds.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM franchise_leads WHERE franchisor_id = $1 AND status = $2`,
      [franchisorId, LeadStatus.NEW],
    );
    return count;
  }

  /**
   * After a commit that changed these franchisors' new leads: counts them in one statement and
   * publishes each count. Only registered with a unit of work's AfterCommit, whose policy logs a failure.
   */
  async publish(franchisorIds: Iterable<string>): Promise<void> {
    const ids = [...new Set(franchisorIds)];
    if (ids.length === 0) return;
    const rows = await this.ds.query<{ id: string; count: number }[]>(
      `SELECT f.id, count(l.id)::int AS count
       FROM unnest($1::uuid[]) AS f(id)
       LEFT JOIN franchise_leads l ON l.franchisor_id = f.id AND l.status = $2
       GROUP BY f.id`,
      [ids, LeadStatus.NEW],
    );
    for (const row of rows) this.pubSub.publish(Topics.NEW_LEADS, row.id, { count: row.count });
  }
}
