import { graphql } from '../../../gql';

export const FranchisorPendingFranchisesDocument = graphql(`
  query FranchisorPendingFranchises($page: PageInput) {
    franchisorPendingFranchises(page: $page) {
      total
      items {
        id
        name
        location
        createdAt
      }
    }
  }
`);
