import type { DataSource } from 'typeorm';
import { FranchiseStatus } from '../catalogue/catalogue.enums';
import { LeadStatus } from '../lead-intake/lead.enums';
import type { FranchisePerformance, PendingFranchise, PerformanceFunnel, PerformanceReport, SignInRecord } from './franchisor-dashboard.types';
import { METRICS_TIME_ZONE, type PerformanceRange, resolveRange } from './performance-range';

/** Login activity rows on the dashboard (spec 02 section 9). */
export const SIGN_INS_SHOWN = 10;

type Counts = Omit<PerformanceFunnel, 'conversionRate'>;

const funnel = (c: Counts): PerformanceFunnel => ({ ...c, conversionRate: c.leads > 0 ? c.converted / c.leads : null });

/**
 * The franchisor dashboard: the viewer's own pending listings, the performance funnel of their
 * franchises and their own sign-ins. Every query is scoped to the viewer's id.
 */
export class FranchisorDashboardService {
  constructor(private readonly ds: DataSource) {}

  /** The viewer's listings awaiting review, newest first. */
  async pendingFranchises(franchisorId: string, offset: number, limit: number): Promise<[PendingFranchise[], number]> {
    const rows: (PendingFranchise & { total: number })[] = await this.ds.query(
      `SELECT id, name, location, created_at AS "createdAt", (count(*) OVER ())::int AS total
       FROM franchises WHERE franchisor_id = $1 AND status = $2
       ORDER BY created_at DESC, id LIMIT $3 OFFSET $4`,
      [franchisorId, FranchiseStatus.PENDING, limit, offset],
    );
    if (rows.length > 0 || offset === 0) return [rows.map(({ total: _, ...r }) => r), rows[0]?.total ?? 0];
    const [{ total }] = await this.ds.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM franchises WHERE franchisor_id = $1 AND status = $2`,
      [franchisorId, FranchiseStatus.PENDING],
    );
    return [[], total];
  }

  /**
   * Per franchise and in total, for the UK days of the range: views, clicks and information requests
   * from the daily counts, and the leads received in the range by their status now. One statement.
   */
  async performance(
    franchisorId: string,
    range: PerformanceRange,
    custom: { from?: string | null; to?: string | null } = {},
    now = new Date(),
  ): Promise<PerformanceReport> {
    const days = resolveRange(range, now, custom.from, custom.to);
    const rows: (Omit<FranchisePerformance, 'funnel'> & Counts)[] = await this.ds.query(
      `WITH own AS (
         SELECT id, name, status FROM franchises WHERE franchisor_id = $1
       ), events AS (
         SELECT d.franchise_id, sum(d.views)::int AS views, sum(d.clicks)::int AS clicks,
                sum(d.request_infos)::int AS request_infos
         FROM ad_metric_daily d
         WHERE d.franchise_id IN (SELECT id FROM own) AND d.day BETWEEN $2::date AND $3::date
         GROUP BY d.franchise_id
       ), leads AS (
         SELECT l.franchise_id, count(*)::int AS leads,
                (count(*) FILTER (WHERE l.status <> $5))::int AS contacted,
                (count(*) FILTER (WHERE l.status IN ($6, $7)))::int AS qualified,
                (count(*) FILTER (WHERE l.status = $7))::int AS converted
         FROM franchise_leads l
         WHERE l.franchisor_id = $1
           AND l.created_at >= ($2::date)::timestamp AT TIME ZONE $4
           AND l.created_at < ($3::date + 1)::timestamp AT TIME ZONE $4
         GROUP BY l.franchise_id
       )
       SELECT o.id AS "franchiseId", o.name, o.status,
              coalesce(e.views, 0) AS views, coalesce(e.clicks, 0) AS clicks, coalesce(e.request_infos, 0) AS "requestInfos",
              coalesce(l.leads, 0) AS leads, coalesce(l.contacted, 0) AS contacted,
              coalesce(l.qualified, 0) AS qualified, coalesce(l.converted, 0) AS converted
       FROM own o
       LEFT JOIN events e ON e.franchise_id = o.id
       LEFT JOIN leads l ON l.franchise_id = o.id
       ORDER BY lower(o.name), o.id`,
      [franchisorId, days.from, days.to, METRICS_TIME_ZONE, LeadStatus.NEW, LeadStatus.QUALIFIED, LeadStatus.CONVERTED],
    );
    const total: Counts = { views: 0, clicks: 0, requestInfos: 0, leads: 0, contacted: 0, qualified: 0, converted: 0 };
    const franchises: FranchisePerformance[] = rows.map(({ franchiseId, name, status, ...counts }) => {
      for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += counts[key];
      return { franchiseId, name, status, funnel: funnel(counts) };
    });
    return { range, from: days.from, to: days.to, franchises, total: funnel(total) };
  }

  /** The viewer's own most recent sign-ins, newest first. */
  async signIns(userId: string, limit = SIGN_INS_SHOWN): Promise<SignInRecord[]> {
    return this.ds.query(
      `SELECT id, created_at AS "signedInAt", browser, location FROM sign_ins
       WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT $2`,
      [userId, limit],
    );
  }
}
