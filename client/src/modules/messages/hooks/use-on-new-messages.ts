import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { UnreadMessageCountDocument } from '../graphql/unread-count';

/**
 * Runs `callback` whenever the viewer's unread count goes up, i.e. a message has arrived. Reads the
 * count the layout keeps live (useUnreadCount), so it opens no subscription of its own.
 */
export function useOnNewMessages(callback: () => void): void {
  const { data } = useQuery(UnreadMessageCountDocument, { fetchPolicy: 'cache-only' });
  const count = data?.unreadMessageCount;
  const previous = useRef(count);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (count !== undefined && previous.current !== undefined && count > previous.current) latest.current();
    previous.current = count;
  }, [count]);
}
