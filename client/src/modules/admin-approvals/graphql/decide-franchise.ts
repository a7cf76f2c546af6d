import { graphql } from '../../../gql';

export const ApproveFranchiseDocument = graphql(`
  mutation ApproveFranchise($id: ID!) {
    approveFranchise(id: $id) {
      id
      status
      approvedAt
      rejectionReason
    }
  }
`);

export const RejectFranchiseDocument = graphql(`
  mutation RejectFranchise($input: RejectFranchiseInput!) {
    rejectFranchise(input: $input) {
      id
      status
      approvedAt
      rejectionReason
    }
  }
`);
