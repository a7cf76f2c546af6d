import type { ApolloClient } from '@apollo/client';

const FLUSH_AFTER_MS = 1000;
const MAX_EVENTS_PER_CALL = 50;

/**
 * Gathers metric events for a moment and sends them in fire-and-forget calls of at most 50: nothing waits
 * for them and failures are only logged. Each event (by `key`) counts once per page view (a page view ends
 * with the next navigation). `now` sends at once (a click usually leaves the page).
 */
export function createMetricQueue<E>(what: string, send: (client: ApolloClient, events: E[]) => Promise<unknown>) {
  const sent = new Set<string>();
  let queue: E[] = [];
  let timer: number | undefined;
  let currentPageView = '';

  const flush = (client: ApolloClient) => {
    window.clearTimeout(timer);
    timer = undefined;
    while (queue.length > 0) {
      const events = queue.slice(0, MAX_EVENTS_PER_CALL);
      queue = queue.slice(MAX_EVENTS_PER_CALL);
      send(client, events).catch((error: unknown) => console.warn(`Recording ${what} failed`, error));
    }
  };

  return (client: ApolloClient, pageView: string, key: string, event: E, now: boolean) => {
    if (pageView !== currentPageView) {
      currentPageView = pageView;
      sent.clear();
    }
    if (sent.has(key)) return;
    sent.add(key);
    queue.push(event);
    if (now) flush(client);
    else timer ??= window.setTimeout(() => flush(client), FLUSH_AFTER_MS);
  };
}
