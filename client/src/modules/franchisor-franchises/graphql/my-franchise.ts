import { graphql } from '../../../gql';

/** One of the franchisor's listings, for the edit form. */
export const MyFranchiseDocument = graphql(`
  query MyFranchise($id: ID!) {
    myFranchise(id: $id) {
      ...FranchiseForm_franchise
    }
  }
`);
