import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { NewLeadCountChangedDocument, NewLeadCountDocument } from '../graphql/new-lead-count';

/** The franchisor's count of new leads (the Leads badge), kept live over the websocket. */
export function useNewLeadCount(): number {
  const { data, subscribeToMore } = useQuery(NewLeadCountDocument);
  useEffect(
    () =>
      subscribeToMore({
        document: NewLeadCountChangedDocument,
        updateQuery: (_previous, { subscriptionData }) => ({ newLeadCount: subscriptionData.data.newLeadCount }),
      }),
    [subscribeToMore],
  );
  return data?.newLeadCount ?? 0;
}
