import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { SignInInput, ViewerQuery } from '../../../gql/graphql';
import { SignInDocument } from '../graphql/sign-in';
import { SignOutDocument } from '../graphql/sign-out';
import { ViewerDocument } from '../graphql/viewer';
import { clearSelection } from '../../selection/use-selection';

type Viewer = ViewerQuery['viewer'];

/**
 * Replaces everything cached for the previous user with the new viewer (or nobody), so no data of
 * one account is ever shown to the next.
 */
export async function switchSession(client: ApolloClient, viewer: Viewer): Promise<void> {
  await client.clearStore();
  client.writeQuery({ query: ViewerDocument, data: { viewer } });
  sessionVersion += 1;
  for (const listener of [...sessionListeners]) listener();
}

let sessionVersion = 0;
const sessionListeners = new Set<() => void>();

/**
 * A number that changes at every sign-in and sign-out. clearStore leaves mounted queries unwatched, so a
 * component that stays on screen across the switch (the public header) is keyed by it to read the new viewer.
 */
export function useSessionVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      sessionListeners.add(listener);
      return () => {
        sessionListeners.delete(listener);
      };
    },
    () => sessionVersion,
    () => 0,
  );
}

const expiryListeners = new Set<() => void>();

/**
 * The server found the session gone (expired, signed out elsewhere, deleted): forget everything cached, as
 * switchSession does, then tell the access guards so they send the person to the login. They cannot learn it
 * from the cache: Apollo Client 4's clearStore discards the cache watches of every mounted query (so the null
 * viewer written after it reaches none of them) and cancels queries in flight, the guard's own re-check among them.
 */
export async function expireSession(client: ApolloClient): Promise<void> {
  try {
    await switchSession(client, null);
  } finally {
    for (const listener of [...expiryListeners]) listener();
  }
}

/** Calls `listener` each time expireSession has ended the session; returns the unsubscribe function. */
export function onSessionExpiry(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => {
    expiryListeners.delete(listener);
  };
}

export function useSignIn() {
  const client = useApolloClient();
  const [mutate, state] = useMutation(SignInDocument);
  const signIn = useCallback(
    async (input: SignInInput) => {
      const { data } = await mutate({ variables: { input } });
      await switchSession(client, data!.signIn);
      return data!.signIn;
    },
    [client, mutate],
  );
  return { signIn, loading: state.loading };
}

/** Signs out on the server and forgets everything cached, including the ticked franchises (a shared computer). */
export function useSignOut() {
  const client = useApolloClient();
  const [mutate] = useMutation(SignOutDocument);
  return useCallback(async () => {
    try {
      await mutate();
    } finally {
      clearSelection();
      await switchSession(client, null);
    }
  }, [client, mutate]);
}
