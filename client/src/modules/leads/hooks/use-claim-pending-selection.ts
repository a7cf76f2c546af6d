import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { clearSelection, readSelection } from '../../selection/use-selection';
import { ClaimPendingFranchisesDocument } from '../graphql/claim-pending-franchises';

export interface ClaimResult {
  created: number;
  skipped: number;
}

/** One claim at a time per page: StrictMode's double effects and a login racing the dashboard share it. */
let inFlight: Promise<ClaimResult | null> | null = null;

/**
 * Sends the visitor's ticked franchises as requests of the signed-in customer (one server call, one
 * transaction; duplicates and unavailable franchises are skipped there), then clears the selection and
 * refetches what is on screen. Resolves to null when nothing was ticked or the call failed (the
 * selection is then kept, to be claimed on a later visit). Never throws.
 *
 * `consentText` is the notice the person saw before the action that sends their details; it is stored
 * with the leads.
 */
export function claimPendingSelection(client: ApolloClient, consentText?: string): Promise<ClaimResult | null> {
  if (inFlight) return inFlight;
  const items = readSelection();
  if (items.length === 0) return Promise.resolve(null);
  inFlight = (async () => {
    try {
      const { data } = await client.mutate({
        mutation: ClaimPendingFranchisesDocument,
        variables: { input: { franchiseIds: items.map((i) => i.id), consentText: consentText ?? null } },
      });
      clearSelection();
      void client.refetchQueries({ include: 'active' });
      return data?.claimPendingFranchises ?? null;
    } catch (err) {
      console.warn('Could not send the selected franchises as requests', err);
      return null;
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * For the customer dashboard: when it opens with franchises still ticked (e.g. ticked while signed
 * in), they become requests. Returns the outcome so the page can say what happened.
 */
export function useClaimPendingSelection(): { claiming: boolean; result: ClaimResult | null } {
  const client = useApolloClient();
  const [state, setState] = useState<{ claiming: boolean; result: ClaimResult | null }>(() => ({
    claiming: readSelection().length > 0,
    result: null,
  }));

  useEffect(() => {
    let active = true;
    if (readSelection().length === 0) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the selection lives in localStorage and may have been claimed since the first render
      setState((s) => (s.claiming ? { ...s, claiming: false } : s));
      return;
    }
    void claimPendingSelection(client).then((result) => {
      if (active) setState({ claiming: false, result });
    });
    return () => {
      active = false;
    };
  }, [client]);

  return state;
}
