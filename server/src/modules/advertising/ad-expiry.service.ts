import type { EntityManager } from 'typeorm';
import { logger } from '../../common/logger';
import type { AfterCommit, UnitOfWork } from '../../common/unit-of-work';
import type { JobPolicy, JobQueue } from '../../jobs/job-queue';
import { AdStatus } from './advertising.enums';
import { type FeaturedAdChange, FeaturedAdsChanged } from './featured-ad-events';

export const AD_EXPIRY_QUEUE = 'ad-expiry';
/** Every minute, on the minute, on one instance. */
export const AD_EXPIRY_EVERY_SECONDS = 60;
/** A missed run is made up by the next one a minute later: no retries. */
const AD_EXPIRY_POLICY: JobPolicy = { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 120 };

/**
 * Stores status expired on active featured and banner ads whose end date has passed. The public site
 * does not wait for it (PUBLIC_FEATURED_AD and the banners' LIVE rule read the end date), nor do the
 * franchisor's and admin's lists (an active ad past its end reads EXPIRED); this makes it true in the
 * data and tells each franchisor, after commit, which of their ads expired.
 */
export class AdExpiryService {
  constructor(
    private readonly work: UnitOfWork,
    jobs: JobQueue,
  ) {
    jobs.define(AD_EXPIRY_QUEUE, AD_EXPIRY_POLICY, (_data, _job, manager, after) => this.expire(manager, after));
    jobs.every(AD_EXPIRY_QUEUE, AD_EXPIRY_EVERY_SECONDS);
  }

  /** In its own unit of work, then the events: what the scheduled job does, on demand. */
  expireNow(): Promise<FeaturedAdChange[]> {
    return this.work.run((m, after) => this.expire(m, after));
  }

  /** One statement for both kinds of ad; the featured ones' franchisors hear of them after commit. */
  async expire(manager: EntityManager, after: AfterCommit): Promise<FeaturedAdChange[]> {
    const rows: { kind: 'featured' | 'banner'; id: string; franchisor_id: string | null }[] = await manager.query(
      `WITH featured AS (
         UPDATE featured_ads a SET status = $1, updated_at = now()
         FROM franchises f
         WHERE f.id = a.franchise_id AND a.status = $2 AND a.end_date < now()
         RETURNING a.id, f.franchisor_id
       ), banners AS (
         UPDATE banner_ads SET status = $1 WHERE status = $2 AND end_date < now() RETURNING id
       )
       SELECT 'featured' AS kind, id, franchisor_id FROM featured
       UNION ALL SELECT 'banner', id, NULL FROM banners`,
      [AdStatus.EXPIRED, AdStatus.ACTIVE],
    );
    if (rows.length > 0) logger.info(`Expired ${rows.length} ad(s) past their end date`);
    const changes = rows.filter((r) => r.kind === 'featured').map((r) => ({ adId: r.id, franchisorId: r.franchisor_id }));
    after.publish(new FeaturedAdsChanged(changes));
    return changes;
  }
}
