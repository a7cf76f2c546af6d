import { graphql } from '../../../gql';

/** Report this listing: sends a visitor's report (also posted without JavaScript, server/src/http/form-posts.ts). */
export const ReportListingDocument = graphql(`
  mutation ReportListing($input: ReportListingInput!) {
    reportListing(input: $input)
  }
`);
