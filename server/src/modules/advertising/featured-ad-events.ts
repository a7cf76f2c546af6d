import type { AfterCommit } from '../../common/unit-of-work';
import { type AppPubSub, Topics } from '../../realtime/pubsub';

/** A featured ad that changed, and whose franchisor must hear of it. */
export interface FeaturedAdChange {
  adId: string;
  franchisorId: string | null;
}

/**
 * Tells franchisors that one of their featured ads changed (paid, marked paid, expired, deleted), so
 * their Featured Ads page refreshes. Only after the change has committed: `after` registers each event
 * with a unit of work (a failure is logged by its policy, the other events still go out).
 */
export class FeaturedAdEvents {
  constructor(private readonly pubSub: AppPubSub) {}

  after(after: AfterCommit, changes: FeaturedAdChange[]): void {
    for (const { adId, franchisorId } of changes) {
      if (franchisorId) after.add('featured ad event', () => this.pubSub.publish(Topics.FEATURED_ADS, franchisorId, { adId }));
    }
  }
}
