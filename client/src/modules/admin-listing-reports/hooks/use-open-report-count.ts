import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AdminOpenReportCountChangedDocument, AdminOpenReportCountDocument } from '../graphql/admin-open-report-count';

/** Open listing reports (the admin Listing Reports badge), kept live over the websocket. */
export function useOpenReportCount(): number {
  const { data, subscribeToMore } = useQuery(AdminOpenReportCountDocument);
  useEffect(
    () =>
      subscribeToMore({
        document: AdminOpenReportCountChangedDocument,
        updateQuery: (_previous, { subscriptionData }) => ({ adminOpenReportCount: subscriptionData.data.adminOpenReportCount }),
      }),
    [subscribeToMore],
  );
  return data?.adminOpenReportCount ?? 0;
}
