import { graphql } from '../../../gql';

export const ClaimPendingFranchisesDocument = graphql(`
  mutation ClaimPendingFranchises($input: ClaimFranchisesInput!) {
    claimPendingFranchises(input: $input) {
      created
      skipped
    }
  }
`);
