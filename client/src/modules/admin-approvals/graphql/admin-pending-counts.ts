import { graphql } from '../../../gql';

/** The approval badges and the dashboard counters. */
export const AdminPendingCountsDocument = graphql(`
  query AdminPendingCounts {
    adminPendingCounts {
      accounts
      franchises
      revisions
    }
  }
`);

export const AdminPendingCountsChangedDocument = graphql(`
  subscription AdminPendingCountsChanged {
    adminPendingCountsChanged {
      accounts
      franchises
      revisions
    }
  }
`);
