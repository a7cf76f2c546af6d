import { randomUUID } from 'node:crypto';
import { createPubSub, type PubSubEventTarget } from '@graphql-yoga/subscription';
import type Redis from 'ioredis';
import type { PubSub } from 'type-graphql';
import { logger } from '../common/logger';
import type { RedisClients } from './redis-client';

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
  /** Open listing reports (the admin Listing Reports badge); topic id 'admins', payload { count }. */
  ADMIN_OPEN_REPORTS: 'ADMIN_OPEN_REPORTS',
  /** Unanswered data complaints (the admin Data Complaints badge); topic id 'admins', payload { count }. */
  ADMIN_UNANSWERED_COMPLAINTS: 'ADMIN_UNANSWERED_COMPLAINTS',
  /** One of a franchisor's featured ads changed (paid, marked paid, expired, deleted); payload { adId }. */
  FEATURED_ADS: 'FEATURED_ADS',
} as const;

export interface AppPubSub extends PubSub {
  /**
   * Subscriptions of this instance listening to `topic` with topic id `id` now (its badges, a test that waits for
   * its subscription to be in place before causing an event).
   */
  listening(topic: string, id: string): number;
  close(): Promise<void>;
}

/** In-process by default; through Redis as well when REDIS_URL is set, so several API instances share events. */
export function createAppPubSub(redis?: Pick<RedisClients, 'publisher' | 'subscriber'>): AppPubSub {
  const pubSub = createPubSub<Events>(redis ? { eventTarget: sharedEventTarget(redis.publisher, redis.subscriber) } : undefined);
  const listening = new Map<string, number>();
  const count = (key: string, by: number) => {
    const n = (listening.get(key) ?? 0) + by;
    if (n > 0) listening.set(key, n);
    else listening.delete(key);
  };
  /**
   * Counted from its first read, when yoga's iterator adds its listener, until it ends. An iterator, not an async
   * generator: a generator waiting on its next event could not be ended until that event came.
   */
  const counted = (key: string, events: AsyncIterable<unknown>): AsyncIterableIterator<unknown> => {
    const inner = events[Symbol.asyncIterator]();
    let state: 'new' | 'open' | 'ended' = 'new';
    const end = () => {
      if (state === 'open') count(key, -1);
      state = 'ended';
    };
    return {
      next() {
        if (state === 'new') {
          state = 'open';
          count(key, 1);
        }
        return inner.next().then(
          (result) => {
            if (result.done) end();
            return result;
          },
          (err: unknown) => {
            end();
            throw err;
          },
        );
      },
      return(value?: unknown) {
        end();
        return inner.return ? inner.return(value) : Promise.resolve({ done: true, value });
      },
      throw(err?: unknown) {
        end();
        return inner.throw ? inner.throw(err) : Promise.reject(err instanceof Error ? err : new Error(String(err)));
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  };
  return {
    publish: pubSub.publish.bind<PubSub['publish']>(pubSub),
    subscribe: (topic: string, id?: string) => counted(`${topic}:${id}`, pubSub.subscribe(topic, id as string)),
    listening: (topic, id) => listening.get(`${topic}:${id}`) ?? 0,
    close: () => {
      redis?.publisher.disconnect();
      redis?.subscriber.disconnect();
      return Promise.resolve();
    },
  };
}

/** Every topic is published with its topic id (a user's id, or 'admins') and a payload. */
type Events = Record<string, [string, unknown]>;

/** Redis channels of live events: apart from other keys, and from the bare payloads that earlier versions published. */
const CHANNEL_PREFIX = 'events:';
/** What goes through Redis: the event and the instance it came from (which has delivered it already). */
type Envelope = { from: string; detail: unknown };
/** What yoga's pub/sub listens with: its subscriptions' listeners read `detail` only. */
type Listener = ((event: CustomEvent) => void) | { handleEvent(event: CustomEvent): void };

/**
 * Events through Redis that never depend on it: an event reaches this instance's subscribers at once, whatever
 * Redis does, and goes to the other instances through Redis when it answers (an instance skips its own events when
 * Redis echoes them back). While Redis cannot be reached, other instances miss what is published (their badges catch
 * up with the next event); every failure is handled here, and subscriptions are restored each time the connection
 * is ready again. (@graphql-yoga/redis-event-target, used before, left every PUBLISH and SUBSCRIBE promise unhandled,
 * and one event during an outage ended the process.)
 */
function sharedEventTarget(publisher: Redis, subscriber: Redis): PubSubEventTarget<Events> {
  const instanceId = randomUUID();
  const listeners = new Map<string, Set<Listener>>();

  const deliver = (topic: string, detail: unknown) => {
    for (const listener of [...(listeners.get(topic) ?? [])]) {
      const event = new CustomEvent(topic, { detail });
      try {
        if (typeof listener === 'function') listener(event);
        else listener.handleEvent(event);
      } catch (err) {
        // One subscription that cannot take the event (e.g. its buffer is full) costs neither the others nor the publisher.
        logger.error('A subscription could not take a live event', err);
      }
    }
  };
  /** While the connection is down, its outage is logged once by redis-client.ts and this instance lost nothing. */
  const unlessDown = (client: Redis, what: string) => (err: unknown) => {
    if (client.status === 'ready') logger.warn(`Redis ${what} failed: other instances may miss live events`, err);
  };
  const subscribe = (topics: string[]) => {
    if (topics.length > 0) subscriber.subscribe(...topics.map((t) => CHANNEL_PREFIX + t)).catch(unlessDown(subscriber, 'SUBSCRIBE'));
  };

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch {
      logger.warn('Ignored a live event from Redis that is not JSON');
      return;
    }
    if (envelope.from !== instanceId) deliver(channel.slice(CHANNEL_PREFIX.length), envelope.detail);
  });
  // Each (re)connection starts with no subscription: subscribe again to every topic listened to.
  subscriber.on('ready', () => subscribe([...listeners.keys()]));

  return {
    addEventListener(topic, listener) {
      if (!listener) return;
      let set = listeners.get(topic);
      if (!set) {
        listeners.set(topic, (set = new Set()));
        // Before the connection is ready this is refused at once; 'ready' subscribes then.
        if (subscriber.status === 'ready') subscribe([topic]);
      }
      set.add(listener as Listener);
    },
    removeEventListener(topic, listener) {
      const set = listeners.get(topic);
      if (!listener || !set?.delete(listener as Listener) || set.size > 0) return;
      listeners.delete(topic);
      if (subscriber.status === 'ready') subscriber.unsubscribe(CHANNEL_PREFIX + topic).catch(unlessDown(subscriber, 'UNSUBSCRIBE'));
    },
    dispatchEvent(event) {
      deliver(event.type, event.detail);
      const envelope: Envelope = { from: instanceId, detail: event.detail };
      if (publisher.status === 'ready') {
        publisher.publish(CHANNEL_PREFIX + event.type, JSON.stringify(envelope)).catch(unlessDown(publisher, 'PUBLISH'));
      }
      return true;
    },
  };
}
