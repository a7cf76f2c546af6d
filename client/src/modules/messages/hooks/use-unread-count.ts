import { useLiveCount } from '../../../shared/use-live-count';
import { UnreadMessageCountChangedDocument, UnreadMessageCountDocument } from '../graphql/unread-count';

/** The viewer's unread message count, kept live over the websocket. */
export function useUnreadCount(enabled = true): number {
  return useLiveCount(UnreadMessageCountDocument, UnreadMessageCountChangedDocument, 'unreadMessageCount', enabled);
}
