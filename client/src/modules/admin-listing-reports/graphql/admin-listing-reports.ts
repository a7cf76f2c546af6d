import { graphql } from '../../../gql';

/** Listing Reports: one page of reports, open first. */
export const AdminListingReportsDocument = graphql(`
  query AdminListingReports($filter: ListingReportFilter, $page: PageInput) {
    adminListingReports(filter: $filter, page: $page) {
      total
      page
      pageCount
      items {
        id
        reason
        reasonLabel
        details
        reporterEmail
        createdAt
        status
        resolution
        resolutionNote
        resolvedAt
        resolvedByName
        franchiseId
        franchiseName
        franchiseStatus
        franchisorName
      }
    }
  }
`);
