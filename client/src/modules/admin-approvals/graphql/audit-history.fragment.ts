import { graphql } from '../../../gql';

export const AuditHistoryEntryFragment = graphql(`
  fragment AuditHistory_entry on AdminAuditEntry {
    id
    action
    beforeStatus
    afterStatus
    reason
    actorName
    createdAt
  }
`);
