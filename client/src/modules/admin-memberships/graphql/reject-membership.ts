import { graphql } from '../../../gql';

export const RejectMembershipDocument = graphql(`
  mutation RejectMembership($input: RejectMembershipInput!) {
    rejectMembership(input: $input) {
      id
      status
      verifiedAt
      expiresAt
      rejectionReason
    }
  }
`);
