import { graphql } from '../../../gql';

/** A franchisor's franchises as cards, newest first, in every status. */
export const AdminFranchisorFranchisesDocument = graphql(`
  query AdminFranchisorFranchises($franchisorId: ID!, $page: PageInput) {
    adminFranchisorFranchises(franchisorId: $franchisorId, page: $page) {
      total
      page
      pageCount
      items {
        id
        name
        location
        status
        shortDescription
        mainImageUrl
        createdAt
      }
    }
  }
`);
