import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import type { RateLimiter } from '../../common/rate-limiter';
import { PUBLIC_FEATURED_AD } from './featured-showcase';
import type { AdMetricInput, FeaturedOpportunity } from './featured-showcase.types';

/** 'Featured Opportunities' on the home page: this many ads at most. */
export const FEATURED_ON_HOME = 6;

/** Metric calls per IP address and window; beyond it metrics are dropped quietly. */
export const METRIC_CALLS_PER_WINDOW = 600;
const METRIC_WINDOW_MS = 10 * 60 * 1000;

/** The public side of featured ads: which franchises are featured, and their view/click/request counts. */
export class FeaturedShowcaseService {
  constructor(
    private readonly ds: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  /** Public featured ads, newest first, one per franchise (its newest ad). */
  async opportunities(limit = FEATURED_ON_HOME): Promise<FeaturedOpportunity[]> {
    const rows: { id: string; franchise_id: string }[] = await this.ds.query(
      `SELECT newest.id, newest.franchise_id FROM (
         SELECT DISTINCT ON (a.franchise_id) a.id, a.franchise_id, a.created_at
         FROM featured_ads a JOIN franchises f ON f.id = a.franchise_id
         WHERE ${PUBLIC_FEATURED_AD}
         ORDER BY a.franchise_id, a.created_at DESC, a.id
       ) newest
       ORDER BY newest.created_at DESC, newest.id
       LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({ adId: r.id, franchiseId: r.franchise_id }));
  }

  /**
   * Records views, clicks and information requests of public featured ads in one statement; events
   * for other ads are ignored. Returns how many were recorded. Limited per IP address; over the limit
   * nothing is recorded and no error is raised (the client never waits for this).
   */
  async recordMetrics(events: AdMetricInput[], ip: string): Promise<number> {
    if (events.length === 0) return 0;
    const { allowed } = await this.limiter.hit(`admetrics:ip:${ip}`, METRIC_CALLS_PER_WINDOW, METRIC_WINDOW_MS);
    if (!allowed) {
      logger.debug('Ad metrics dropped: rate limit', { ip });
      return 0;
    }
    const unique = [...new Map(events.map((e) => [`${e.adId}:${e.type}`, e])).values()];
    const result: { id: string }[] = await this.ds.query(
      `INSERT INTO ad_metrics (ad_id, metric_type)
       SELECT a.id, e.type
       FROM unnest($1::uuid[], $2::ad_metric_type[]) AS e(ad_id, type)
       JOIN featured_ads a ON a.id = e.ad_id
       JOIN franchises f ON f.id = a.franchise_id
       WHERE ${PUBLIC_FEATURED_AD}
       RETURNING id`,
      [unique.map((e) => e.adId), unique.map((e) => e.type)],
    );
    return result.length;
  }
}
