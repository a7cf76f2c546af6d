import { graphql } from '../../../gql';

/** Delete Selected: all of the chosen accounts or none. */
export const DeleteFranchisorAccountsDocument = graphql(`
  mutation DeleteFranchisorAccounts($input: DeleteFranchisorAccountsInput!) {
    deleteFranchisorAccounts(input: $input) {
      deletedIds
      deletedFranchises
    }
  }
`);
