import type { ApolloClient } from '@apollo/client';
import { clearSelection, readSelection } from '../../selection/use-selection';
import { ClaimPendingFranchisesDocument } from '../graphql/claim-pending-franchises';
import type { ShownConsent } from '../components/consent-line';

export interface ClaimResult {
  created: number;
  skipped: number;
}

/** One claim at a time per page: StrictMode's double effects and a double submit share it. */
let inFlight: Promise<ClaimResult | null> | null = null;

/**
 * Sends the visitor's ticked franchises as requests of the signed-in customer (one server call, one
 * transaction; duplicates and unavailable franchises are skipped there), then clears the selection and
 * refetches what is on screen. Resolves to null when nothing was ticked or the call failed (the
 * selection is then kept, to be claimed on a later visit). Never throws.
 *
 * `consent` is the consent line the person saw before the action that sends their details (issue 41): without
 * it nothing is sent (the selection is kept for the request dialog, which shows the line).
 */
export function claimPendingSelection(client: ApolloClient, consent: ShownConsent | null | undefined): Promise<ClaimResult | null> {
  if (inFlight) return inFlight;
  const items = readSelection();
  if (items.length === 0 || !consent) return Promise.resolve(null);
  inFlight = (async () => {
    try {
      const { data } = await client.mutate({
        mutation: ClaimPendingFranchisesDocument,
        variables: { input: { franchiseIds: items.map((i) => i.id), consent } },
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
