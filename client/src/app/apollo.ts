import { ApolloClient, ApolloLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition } from '@apollo/client/utilities';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { messageTypePolicies } from '../modules/messages/cache-policies';
// Which types implement each interface of schema.graphql, for fragments on an interface (checked by check:generated).
import possibleTypes from './possible-types.json';

/** The normalised cache, the same in the browser and in a server render. */
export function createAppCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes,
    // A franchise's details and a lead's score have no id of their own: merge what different queries read of them.
    typePolicies: { ...messageTypePolicies, FranchiseDetails: { merge: true }, LeadScoreView: { merge: true } },
  });
}

export interface AppApollo {
  client: ApolloClient;
}

/**
 * The subscriptions link, loaded at the first subscription: only signed-in pages subscribe (live badges), so
 * the websocket client is no part of a public page's first load.
 */
function deferredWsLink(): ApolloLink {
  let loading: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        (loading ??= import('./ws-link').then((m) => m.createWsLink())).then(
          (link) => {
            if (!closed) subscription = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
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

  const errors = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const codes = error.errors.map((e) => e.extensions?.code);
    if (codes.includes('SESSION_EXPIRED')) onSessionExpired('SESSION_EXPIRED');
    else if (codes.includes('UNAUTHENTICATED')) onSessionExpired('UNAUTHENTICATED');
  });

  const isSubscription = ({ query }: ApolloLink.Operation) => {
    const definition = getMainDefinition(query);
    return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
  };

  const client = new ApolloClient({
    link: ApolloLink.from([errors, ApolloLink.split(isSubscription, deferredWsLink(), http)]),
    cache: serverState ? createAppCache().restore(serverState) : createAppCache(),
    // A server-rendered page's queries are answered from the handed-over cache while it hydrates, even those
    // that would otherwise go to the network (network-only, cache-and-network).
    ssrForceFetchDelay: serverState ? 100 : 0,
  });
  return { client };
}
