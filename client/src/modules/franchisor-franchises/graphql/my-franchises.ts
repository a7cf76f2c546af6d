import { graphql } from '../../../gql';

/** My Franchises: one page of the franchisor's own listings, newest first. */
export const MyFranchisesDocument = graphql(`
  query MyFranchises($page: PageInput) {
    myFranchises(page: $page) {
      total
      page
      pageCount
      items {
        id
        name
        location
        status
        rejectionReason
        revision {
          id
          status
          reason
        }
        createdAt
        categories {
          ...FranchiseContent_category
        }
      }
    }
  }
`);
