import { useLiveCount } from '../../../shared/use-live-count';
import { AdminOpenReportCountChangedDocument, AdminOpenReportCountDocument } from '../graphql/admin-open-report-count';

/** Open listing reports (the admin Listing Reports badge), kept live over the websocket. */
export function useOpenReportCount(): number {
  return useLiveCount(AdminOpenReportCountDocument, AdminOpenReportCountChangedDocument, 'adminOpenReportCount');
}
