import { useLiveCount } from '../../../shared/use-live-count';
import { AdminUnreadMessageCountChangedDocument, AdminUnreadMessageCountDocument } from '../graphql/admin-unread-count';

/** Unread messages of the platform inbox (the admin Messages badge), kept live over the websocket. */
export function useAdminUnreadCount(): number {
  return useLiveCount(AdminUnreadMessageCountDocument, AdminUnreadMessageCountChangedDocument, 'adminUnreadMessageCount');
}
