import { graphql } from '../../../gql';

export const VerifyMembershipDocument = graphql(`
  mutation VerifyMembership($input: VerifyMembershipInput!) {
    verifyMembership(input: $input) {
      id
      status
      verifiedAt
      expiresAt
      rejectionReason
    }
  }
`);
