import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { SupportUnreadCountChangedDocument, SupportUnreadCountDocument } from '../graphql/support-unread-count';

/** Unread messages from the platform (the Support badge), kept live over the websocket. */
export function useSupportUnreadCount(): number {
  const { data, subscribeToMore } = useQuery(SupportUnreadCountDocument);
  useEffect(
    () =>
      subscribeToMore({
        document: SupportUnreadCountChangedDocument,
        updateQuery: (_previous, { subscriptionData }) => ({ supportUnreadCount: subscriptionData.data.supportUnreadCount }),
      }),
    [subscribeToMore],
  );
  return data?.supportUnreadCount ?? 0;
}
