import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { createClient, type Client as WsClient } from 'graphql-ws';
import { messageTypePolicies } from '../modules/messages/cache-policies';

/** The normalised cache, the same in the browser and in a server render. */
export function createAppCache(): InMemoryCache {
  return new InMemoryCache({
    // A franchise's details have no id of their own: merge what different queries read of them.
    typePolicies: { ...messageTypePolicies, FranchiseDetails: { merge: true } },
  });
}

/** Reconnect back-off from the spec: 1, 2, 5, then every 10 seconds. */
const RETRY_WAITS_MS = [1000, 2000, 5000, 10000];
/** The server closes a socket with these when its session ends or is refused; retrying cannot help. */
const AUTH_CLOSE_CODES = new Set([4401, 4403]);

export interface AppApollo {
  client: ApolloClient;
  ws: WsClient;
}

/**
 * One Apollo Client: HTTP (with multipart uploads and the CSRF preflight header) for queries and
 * mutations, graphql-ws for subscriptions, normalised cache. `onSessionExpired` runs when the
 * server says the session cookie no longer names a live session (SESSION_EXPIRED), or that nobody is
 * signed in (UNAUTHENTICATED: the cookie was already cleared by an earlier answer).
 */
export function createApollo(
  onSessionExpired: (code: 'SESSION_EXPIRED' | 'UNAUTHENTICATED') => void,
  serverState?: NormalizedCacheObject,
): AppApollo {
  const http = new UploadHttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    headers: { 'Apollo-Require-Preflight': 'true' },
  });

  const ws = createClient({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    lazy: true,
    keepAlive: 30_000,
    retryAttempts: Infinity,
    shouldRetry: (event) => !(event && typeof event === 'object' && 'code' in event && AUTH_CLOSE_CODES.has(event.code as number)),
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, RETRY_WAITS_MS[Math.min(retries, RETRY_WAITS_MS.length - 1)])),
  });

  const errors = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const codes = error.errors.map((e) => e.extensions?.code);
    if (codes.includes('SESSION_EXPIRED')) onSessionExpired('SESSION_EXPIRED');
    else if (codes.includes('UNAUTHENTICATED')) onSessionExpired('UNAUTHENTICATED');
  });

  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
  };

  const client = new ApolloClient({
    link: ApolloLink.from([errors, ApolloLink.split(isSubscription, new GraphQLWsLink(ws), http)]),
    cache: serverState ? createAppCache().restore(serverState) : createAppCache(),
    // A server-rendered page's queries are answered from the handed-over cache while it hydrates, even those
    // that would otherwise go to the network (network-only, cache-and-network).
    ssrForceFetchDelay: serverState ? 100 : 0,
  });
  return { client, ws };
}
