import { useQuery } from '@apollo/client/react';
import { useOnCountRise } from '../../../shared/use-on-count-rise';
import { UnreadMessageCountDocument } from '../graphql/unread-count';

/**
 * Runs `callback` whenever the viewer's unread count goes up, i.e. a message has arrived. Reads the
 * count the layout keeps live (useUnreadCount), so it opens no subscription of its own.
 */
export function useOnNewMessages(callback: () => void): void {
  const { data } = useQuery(UnreadMessageCountDocument, { fetchPolicy: 'cache-only' });
  useOnCountRise(data?.unreadMessageCount, callback);
}
