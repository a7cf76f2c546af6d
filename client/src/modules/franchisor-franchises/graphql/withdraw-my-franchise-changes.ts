import { graphql } from '../../../gql';

/** Withdraws the changes in review of a live listing; the form starts again from the live version. */
export const WithdrawMyFranchiseChangesDocument = graphql(`
  mutation WithdrawMyFranchiseChanges($id: ID!) {
    withdrawMyFranchiseChanges(id: $id) {
      ...FranchiseForm_franchise
    }
  }
`);
