import { useLiveCount } from '../../../shared/use-live-count';
import { NewLeadCountChangedDocument, NewLeadCountDocument } from '../graphql/new-lead-count';

/** The franchisor's count of new leads (the Leads badge), kept live over the websocket. */
export function useNewLeadCount(): number {
  return useLiveCount(NewLeadCountDocument, NewLeadCountChangedDocument, 'newLeadCount');
}
