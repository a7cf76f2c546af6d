import { graphql } from '../../../gql';

export const UpdateMyFranchiseDocument = graphql(`
  mutation UpdateMyFranchise($id: ID!, $input: FranchiseFormInput!) {
    updateMyFranchise(id: $id, input: $input) {
      ...FranchiseForm_franchise
    }
  }
`);
