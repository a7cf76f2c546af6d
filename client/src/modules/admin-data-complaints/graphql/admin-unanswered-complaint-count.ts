import { graphql } from '../../../gql';

/** The Data Complaints badge: unanswered complaints, and the same count pushed after every change. */
export const AdminUnansweredComplaintCountDocument = graphql(`
  query AdminUnansweredComplaintCount {
    adminUnansweredComplaintCount
  }
`);

export const AdminUnansweredComplaintCountChangedDocument = graphql(`
  subscription AdminUnansweredComplaintCountChanged {
    adminUnansweredComplaintCount
  }
`);
