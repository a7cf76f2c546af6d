import { graphql } from '../../../gql';

/** The listing a report is about: its name, for the page's heading and links. */
export const ReportListingFranchiseDocument = graphql(`
  query ReportListingFranchise($id: ID!) {
    franchise(id: $id) {
      id
      name
    }
  }
`);
