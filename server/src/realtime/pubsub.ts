import { createPubSub } from '@graphql-yoga/subscription';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import Redis from 'ioredis';
import type { PubSub } from 'type-graphql';

/** Subscription topics. Each is published with the receiving user's id as its topic id. */
export const Topics = {
  UNREAD_MESSAGES: 'UNREAD_MESSAGES',
  /** Unread messages from the platform's administrators (a franchisor's Support badge). */
  UNREAD_SUPPORT: 'UNREAD_SUPPORT',
  /** A franchisor's count of leads with status new (the Leads badge). */
  NEW_LEADS: 'NEW_LEADS',
  /** Pending franchisor accounts and listings (the admin approval badges); topic id 'admins'. */
  ADMIN_PENDING_COUNTS: 'ADMIN_PENDING_COUNTS',
  /** Unread messages of the platform inbox (the admin Messages badge); topic id 'admins'. */
  ADMIN_UNREAD_MESSAGES: 'ADMIN_UNREAD_MESSAGES',
  /** One of a franchisor's featured ads changed (paid, marked paid, expired, deleted); payload { adId }. */
  FEATURED_ADS: 'FEATURED_ADS',
} as const;

export interface AppPubSub extends PubSub {
  close(): Promise<void>;
}

/** In-process by default; Redis when REDIS_URL is set so several API instances share events. */
export function createAppPubSub(redisUrl?: string): AppPubSub {
  if (!redisUrl) {
    const pubSub = createPubSub();
    return { publish: pubSub.publish.bind(pubSub) as PubSub['publish'], subscribe: pubSub.subscribe.bind(pubSub), close: () => Promise.resolve() };
  }
  const publishClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscribeClient = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const pubSub = createPubSub({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) });
  return {
    publish: pubSub.publish.bind(pubSub) as PubSub['publish'],
    subscribe: pubSub.subscribe.bind(pubSub),
    close: () => {
      publishClient.disconnect();
      subscribeClient.disconnect();
      return Promise.resolve();
    },
  };
}
