import { graphql } from '../../../gql';

export const DeleteFranchiseRequestDocument = graphql(`
  mutation DeleteFranchiseRequest($id: ID!) {
    deleteFranchiseRequest(id: $id)
  }
`);
