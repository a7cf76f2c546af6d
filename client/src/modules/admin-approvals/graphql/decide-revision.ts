import { graphql } from '../../../gql';

export const ApproveRevisionDocument = graphql(`
  mutation ApproveRevision($id: ID!) {
    approveRevision(id: $id) {
      id
      franchiseId
      status
    }
  }
`);

export const RejectRevisionDocument = graphql(`
  mutation RejectRevision($input: RejectRevisionInput!) {
    rejectRevision(input: $input) {
      id
      franchiseId
      status
      reason
    }
  }
`);
