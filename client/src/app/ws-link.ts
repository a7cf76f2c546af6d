import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';

/** Reconnect back-off from the spec: 1, 2, 5, then every 10 seconds. */
const RETRY_WAITS_MS = [1000, 2000, 5000, 10000];
/** The server closes a socket with these when its session ends or is refused; retrying cannot help. */
const AUTH_CLOSE_CODES = new Set([4401, 4403]);

/** Subscriptions over graphql-ws on this origin's /graphql. */
export function createWsLink(): GraphQLWsLink {
  const ws = createClient({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    lazy: true,
    keepAlive: 30_000,
    retryAttempts: Infinity,
    shouldRetry: (event) => !(event && typeof event === 'object' && 'code' in event && AUTH_CLOSE_CODES.has(event.code as number)),
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, RETRY_WAITS_MS[Math.min(retries, RETRY_WAITS_MS.length - 1)])),
  });
  return new GraphQLWsLink(ws);
}
