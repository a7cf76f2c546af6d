import { graphql } from '../../../gql';

/** Franchise Approvals: one page of pending listings, newest first. */
export const AdminPendingFranchisesDocument = graphql(`
  query AdminPendingFranchises($filter: PendingListFilter, $page: PageInput) {
    adminPendingFranchises(filter: $filter, page: $page) {
      total
      page
      pageCount
      items {
        id
        name
        shortDescription
        location
        franchisorName
        submittedAt
        lastApprovedAt
      }
    }
  }
`);
