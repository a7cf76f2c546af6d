import { graphql } from '../../../gql';

export const FranchiseDetailDocument = graphql(`
  query FranchiseDetail($id: ID!) {
    franchise(id: $id) {
      ...FranchiseDetail_franchise
    }
  }
`);
