import { graphql } from '../../../gql';

export const ResolveListingReportDocument = graphql(`
  mutation ResolveListingReport($input: ResolveListingReportInput!) {
    resolveListingReport(input: $input) {
      id
      status
      resolution
      resolutionNote
      resolvedAt
      resolvedByName
      franchiseStatus
    }
  }
`);
