import { graphql } from '../../../gql';

/** The Listing Reports badge: open reports, and the same count pushed after every change. */
export const AdminOpenReportCountDocument = graphql(`
  query AdminOpenReportCount {
    adminOpenReportCount
  }
`);

export const AdminOpenReportCountChangedDocument = graphql(`
  subscription AdminOpenReportCountChanged {
    adminOpenReportCount
  }
`);
