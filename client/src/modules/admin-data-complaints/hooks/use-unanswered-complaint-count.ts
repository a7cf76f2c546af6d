import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AdminUnansweredComplaintCountChangedDocument, AdminUnansweredComplaintCountDocument } from '../graphql/admin-unanswered-complaint-count';

/** Unanswered data complaints (the admin Data Complaints badge), kept live over the websocket. */
export function useUnansweredComplaintCount(): number {
  const { data, subscribeToMore } = useQuery(AdminUnansweredComplaintCountDocument);
  useEffect(
    () =>
      subscribeToMore({
        document: AdminUnansweredComplaintCountChangedDocument,
        updateQuery: (_previous, { subscriptionData }) => ({ adminUnansweredComplaintCount: subscriptionData.data.adminUnansweredComplaintCount }),
      }),
    [subscribeToMore],
  );
  return data?.adminUnansweredComplaintCount ?? 0;
}
