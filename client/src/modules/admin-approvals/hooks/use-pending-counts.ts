import { useLiveQuery } from '../../../shared/use-live-count';
import { AdminPendingCountsChangedDocument, AdminPendingCountsDocument } from '../graphql/admin-pending-counts';

export interface PendingCounts {
  accounts: number;
  franchises: number;
  /** Changes to live listings in review. */
  revisions: number;
}

/**
 * Pending franchisor accounts and listings (the approval badges and the dashboard counters), kept live
 * over the websocket. Null until the first answer arrives.
 */
export function usePendingCounts(): { counts: PendingCounts | null; error: unknown; refetch: () => void } {
  const { data, error, refetch } = useLiveQuery(AdminPendingCountsDocument, AdminPendingCountsChangedDocument, (event) => ({
    adminPendingCounts: event.adminPendingCountsChanged,
  }));
  const counts = data?.adminPendingCounts;
  return {
    counts: counts ? { accounts: counts.accounts, franchises: counts.franchises, revisions: counts.revisions } : null,
    error,
    refetch: () => void refetch(),
  };
}
