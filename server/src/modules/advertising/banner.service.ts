import { isUUID } from 'class-validator';
import type { DataSource } from 'typeorm';
import { logger } from '../../common/logger';
import type { RateLimiters, WindowLimit } from '../../common/rate-limiter';
import { AdMetricType, AdStatus, BannerType, PaymentStatus } from './advertising.enums';
import type { BannerMetricInput } from './admin-banner.types';
import type { PublicBanner } from './banner.types';
import { METRIC_CALLS_PER_WINDOW, METRIC_WINDOW_MS } from './featured-showcase.service';
import type { UnitOfWork } from '../../common/unit-of-work';

/**
 * Shown publicly only when active, paid and not past its end date (nor before its start date),
 * and only with an http(s) target. Served by the (status, payment_status, banner_type, end_date)
 * index and, for category banners, the GIN index on selected_categories.
 */
export const LIVE_BANNER = `
  b.status = '${AdStatus.ACTIVE}'
  AND b.payment_status = '${PaymentStatus.COMPLETED}'
  AND (b.end_date IS NULL OR b.end_date >= now())
  AND (b.start_date IS NULL OR b.start_date <= now())
  AND b.target_url ~* '^https?://'`;

/** A PublicBanner: its alt text names the franchise, when the banner has one. */
const SELECT = `
  SELECT b.id, b.image_url AS "imageUrl", b.target_url AS "targetUrl",
         coalesce('Advertisement: ' || nullif(f.name, ''), 'Advertisement') AS "altText"
  FROM banner_ads b LEFT JOIN franchises f ON f.id = b.franchise_id`;

/** Newest live banner first: the latest purchase takes the slot (issue 10: "the newest live one"). */
const NEWEST = `ORDER BY b.start_date DESC NULLS LAST, b.created_at DESC, b.id LIMIT 1`;

/** The banner ads the public site shows: the newest live one of the kind asked for. */
export class BannerService {
  private readonly metricCalls: WindowLimit;

  constructor(
    private readonly ds: DataSource,
    private readonly work: UnitOfWork,
    limiters: RateLimiters,
  ) {
    this.metricCalls = limiters.window('bannermetrics:ip', METRIC_CALLS_PER_WINDOW, METRIC_WINDOW_MS);
  }

  /** The banner under the header on every page: type 'main' or none. */
  async liveMain(): Promise<PublicBanner | null> {
    const rows: PublicBanner[] = await this.ds.query(
      `${SELECT} WHERE ${LIVE_BANNER} AND (b.banner_type = '${BannerType.MAIN}' OR b.banner_type IS NULL) ${NEWEST}`,
    );
    return rows[0] ?? null;
  }

  /**
   * The banner above results for a category: a category banner that selected this category or,
   * for a subcategory, its main category.
   */
  async liveForCategory(categoryId: string): Promise<PublicBanner | null> {
    if (!isUUID(categoryId)) return null;
    const rows: PublicBanner[] = await this.ds.query(
      `WITH c AS (SELECT array_remove(ARRAY[id, parent_id], NULL) AS ids FROM franchise_categories WHERE id = $1)
       ${SELECT}
       WHERE ${LIVE_BANNER} AND b.banner_type = '${BannerType.CATEGORY}' AND b.selected_categories && (SELECT ids FROM c)
       ${NEWEST}`,
      [categoryId],
    );
    return rows[0] ?? null;
  }

  /**
   * Records impressions (VIEW) and clicks (CLICK) of live banners in one statement, each as an ad metric of
   * the banner's franchise (so they count in its franchisor's dashboard); banners without a franchise,
   * banners not live and REQUEST_INFO are ignored. Limited per IP address like the listing metrics: over the
   * limit nothing is recorded and no error is raised. Returns how many were recorded.
   */
  async recordMetrics(events: BannerMetricInput[], ip: string): Promise<number> {
    const unique = [
      ...new Map(
        events.filter((e) => e.type === AdMetricType.VIEW || e.type === AdMetricType.CLICK).map((e) => [`${e.bannerId}:${e.type}`, e]),
      ).values(),
    ];
    if (unique.length === 0) return 0;
    const { allowed } = await this.metricCalls.hit(ip);
    if (!allowed) {
      logger.debug('Banner metrics dropped: rate limit', { ip });
      return 0;
    }
    const rows = await this.work.run((em) =>
      em.query<{ id: string }[]>(
        `INSERT INTO ad_metrics (franchise_id, banner_ad_id, metric_type)
         SELECT b.franchise_id, b.id, e.type
         FROM unnest($1::uuid[], $2::ad_metric_type[]) AS e(banner_id, type)
         JOIN banner_ads b ON b.id = e.banner_id AND b.franchise_id IS NOT NULL AND ${LIVE_BANNER}
         RETURNING id`,
        [unique.map((e) => e.bannerId), unique.map((e) => e.type)],
      ),
    );
    return rows.length;
  }
}
