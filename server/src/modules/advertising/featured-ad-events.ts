import { logger } from '../../common/logger';
import { type AppPubSub, Topics } from '../../graphql/pubsub';

/** A featured ad that changed, and whose franchisor must hear of it. */
export interface FeaturedAdChange {
  adId: string;
  franchisorId: string | null;
}

/**
 * Tells franchisors that one of their featured ads changed (paid, marked paid, expired, deleted), so
 * their Featured Ads page refreshes. Call only after the change has committed; failures are logged.
 */
export class FeaturedAdEvents {
  constructor(private readonly pubSub: AppPubSub) {}

  async publish(changes: FeaturedAdChange[]): Promise<void> {
    for (const { adId, franchisorId } of changes) {
      if (!franchisorId) continue;
      try {
        await this.pubSub.publish(Topics.FEATURED_ADS, franchisorId, { adId });
      } catch (err) {
        logger.error('Could not publish a featured ad change', err);
      }
    }
  }
}
