import { graphql } from '../../../gql';

/** What administrators did to one account, newest first (the History dialog). */
export const AdminAccountHistoryDocument = graphql(`
  query AdminAccountHistory($id: ID!) {
    adminAccountHistory(id: $id) {
      id
      action
      beforeStatus
      afterStatus
      actorName
      reason
      createdAt
    }
  }
`);
