import { useLiveCount } from '../../../shared/use-live-count';
import { AdminUnansweredComplaintCountChangedDocument, AdminUnansweredComplaintCountDocument } from '../graphql/admin-unanswered-complaint-count';

/** Unanswered data complaints (the admin Data Complaints badge), kept live over the websocket. */
export function useUnansweredComplaintCount(): number {
  return useLiveCount(AdminUnansweredComplaintCountDocument, AdminUnansweredComplaintCountChangedDocument, 'adminUnansweredComplaintCount');
}
