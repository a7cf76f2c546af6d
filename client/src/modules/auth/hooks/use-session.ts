import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import type { SignInInput, ViewerQuery } from '../../../gql/graphql';
import { SignInDocument } from '../graphql/sign-in';
import { SignOutDocument } from '../graphql/sign-out';
import { ViewerDocument } from '../graphql/viewer';

type Viewer = ViewerQuery['viewer'];

/**
 * Replaces everything cached for the previous user with the new viewer (or nobody), so no data of
 * one account is ever shown to the next.
 */
export async function switchSession(client: ApolloClient, viewer: Viewer): Promise<void> {
  await client.clearStore();
  client.writeQuery({ query: ViewerDocument, data: { viewer } });
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

export function useSignOut() {
  const client = useApolloClient();
  const [mutate] = useMutation(SignOutDocument);
  return useCallback(async () => {
    try {
      await mutate();
    } finally {
      await switchSession(client, null);
    }
  }, [client, mutate]);
}
