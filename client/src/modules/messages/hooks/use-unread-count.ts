import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { UnreadMessageCountChangedDocument, UnreadMessageCountDocument } from '../graphql/unread-count';

/** The viewer's unread message count, kept live over the websocket. */
export function useUnreadCount(enabled = true): number {
  const { data, subscribeToMore } = useQuery(UnreadMessageCountDocument, { skip: !enabled });
  useEffect(() => {
    if (!enabled) return undefined;
    return subscribeToMore({
      document: UnreadMessageCountChangedDocument,
      updateQuery: (_previous, { subscriptionData }) => ({
        unreadMessageCount: subscriptionData.data.unreadMessageCount,
      }),
    });
  }, [enabled, subscribeToMore]);
  return data?.unreadMessageCount ?? 0;
}
