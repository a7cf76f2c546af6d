import { DomainEvent } from '../../common/events';
import { runAfterCommit } from '../../common/unit-of-work';
import { type AppPubSub, Topics } from '../../realtime/pubsub';

/** A featured ad that changed, and whose franchisor must hear of it. */
export interface FeaturedAdChange {
  adId: string;
  franchisorId: string | null;
}

/** Featured ads changed (paid, marked paid, expired, deleted): their franchisors' Featured Ads pages refresh. */
export class FeaturedAdsChanged extends DomainEvent {
  constructor(readonly changes: FeaturedAdChange[]) {
    super();
  }
}

/**
 * Tells franchisors that one of their featured ads changed, so their Featured Ads page refreshes. Subscribed to
 * FeaturedAdsChanged (in `services.ts`), so only after the change has committed; each ad's event has the
 * after-commit policy of its own (a failure is logged, the other events still go out).
 */
export class FeaturedAdEvents {
  constructor(private readonly pubSub: AppPubSub) {}

  async tell(changes: FeaturedAdChange[]): Promise<void> {
    for (const { adId, franchisorId } of changes) {
      if (franchisorId) await runAfterCommit('featured ad event', () => this.pubSub.publish(Topics.FEATURED_ADS, franchisorId, { adId }));
    }
  }
}
