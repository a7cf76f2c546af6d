import { graphql } from '../../../gql';

/** Franchise Approvals' second list: changes to live listings waiting for review. */
export const AdminPendingRevisionsDocument = graphql(`
  query AdminPendingRevisions($filter: PendingListFilter, $page: PageInput) {
    adminPendingRevisions(filter: $filter, page: $page) {
      total
      page
      pageCount
      items {
        id
        franchiseId
        name
        revisedName
        franchisorName
        submittedAt
        updatedAt
      }
    }
  }
`);
