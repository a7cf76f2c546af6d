import { graphql } from '../../../gql';

export const ApproveAccountDocument = graphql(`
  mutation ApproveAccount($id: ID!) {
    approveAccount(id: $id) {
      id
      status
      approvedAt
    }
  }
`);

export const RejectAccountDocument = graphql(`
  mutation RejectAccount($id: ID!) {
    rejectAccount(id: $id) {
      id
      status
      approvedAt
    }
  }
`);
