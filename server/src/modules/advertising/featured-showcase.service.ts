import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import { AdMetricType } from './advertising.enums';
import { PUBLIC_FEATURED_AD } from '../catalogue/public-rules';
import type { AdMetricInput, FeaturedOpportunity } from './featured-showcase.types';
import type { UnitOfWork } from '../../common/unit-of-work';

/** 'Featured Opportunities' on the home page: this many ads at most. */
export const FEATURED_ON_HOME = 6;

/** Metric calls per IP address and window; beyond it metrics are dropped quietly. */
export const METRIC_CALLS_PER_WINDOW = 600;
export const METRIC_WINDOW_MS = 10 * 60 * 1000;

/** The public side of featured ads: which franchises are featured, and their view/click/request counts. */
export class FeaturedShowcaseService {
  private readonly metricCalls: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    limiters: RateLimiters,
  ) {
    this.metricCalls = limiters.window('admetrics:ip', METRIC_CALLS_PER_WINDOW, METRIC_WINDOW_MS);
  }

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
   * Records views of franchise cards and clicks from a card to the franchise page, for approved
   * franchises, in one statement; the featured ad the card was shown for is kept when it is public and
   * the franchise's own. Information requests are counted by the lead writer, one per lead, so any sent
   * here are ignored. Returns how many events were recorded. Limited per IP address; over the limit
   * nothing is recorded and no error is raised (the client never waits for this).
   */
  async recordMetrics(events: AdMetricInput[], ip: string): Promise<number> {
    const unique = [
      ...new Map(events.filter((e) => e.type !== AdMetricType.REQUEST_INFO).map((e) => [`${e.franchiseId}:${e.adId ?? ''}:${e.type}`, e])).values(),
    ];
    if (unique.length === 0) return 0;
    const { allowed } = await this.metricCalls.hit(ip);
    if (!allowed) {
      logger.debug('Ad metrics dropped: rate limit', { ip });
      return 0;
    }
    const result = await this.work.run((em) =>
      em.query<{ id: string }[]>(
        `INSERT INTO ad_metrics (franchise_id, ad_id, metric_type)
         SELECT f.id, a.id, e.type
         FROM unnest($1::uuid[], $2::uuid[], $3::ad_metric_type[]) AS e(franchise_id, ad_id, type)
         JOIN franchises f ON f.id = e.franchise_id AND f.status = 'approved'
         LEFT JOIN featured_ads a ON a.id = e.ad_id AND a.franchise_id = f.id AND ${PUBLIC_FEATURED_AD}
         RETURNING id`,
        [unique.map((e) => e.franchiseId), unique.map((e) => e.adId ?? null), unique.map((e) => e.type)],
      ),
    );
    return result.length;
  }
}
