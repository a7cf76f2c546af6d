import { useLiveCount } from '../../../shared/use-live-count';
import { SupportUnreadCountChangedDocument, SupportUnreadCountDocument } from '../graphql/support-unread-count';

/** Unread messages from the platform (the Support badge), kept live over the websocket. */
export function useSupportUnreadCount(): number {
  return useLiveCount(SupportUnreadCountDocument, SupportUnreadCountChangedDocument, 'supportUnreadCount');
}
