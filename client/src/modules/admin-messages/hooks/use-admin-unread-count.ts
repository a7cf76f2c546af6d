import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { AdminUnreadMessageCountChangedDocument, AdminUnreadMessageCountDocument } from '../graphql/admin-unread-count';

/** Unread messages of the platform inbox (the admin Messages badge), kept live over the websocket. */
export function useAdminUnreadCount(): number {
  const { data, subscribeToMore } = useQuery(AdminUnreadMessageCountDocument);
  useEffect(
    () =>
      subscribeToMore({
        document: AdminUnreadMessageCountChangedDocument,
        updateQuery: (_previous, { subscriptionData }) => ({ adminUnreadMessageCount: subscriptionData.data.adminUnreadMessageCount }),
      }),
    [subscribeToMore],
  );
  return data?.adminUnreadMessageCount ?? 0;
}
