import { graphql } from '../../../gql';

export const DeleteMyAccountDocument = graphql(`
  mutation DeleteMyAccount($input: DeleteAccountInput!) {
    deleteMyAccount(input: $input)
  }
`);
