import { graphql } from '../../../gql';

export const CreateMyFranchiseDocument = graphql(`
  mutation CreateMyFranchise($input: FranchiseFormInput!) {
    createMyFranchise(input: $input) {
      ...FranchiseForm_franchise
      createdAt
    }
  }
`);
