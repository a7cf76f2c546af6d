import { graphql } from '../../../gql';

/** The franchisor's own listing as the public page shows it, before it is approved. */
export const MyFranchisePreviewDocument = graphql(`
  query MyFranchisePreview($id: ID!) {
    myFranchisePreview(id: $id) {
      ...FranchiseDetail_franchise
      status
    }
  }
`);
