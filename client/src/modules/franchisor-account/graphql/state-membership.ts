import { graphql } from '../../../gql';

export const StateMembershipDocument = graphql(`
  mutation StateMembership($input: StateMembershipInput!) {
    stateMembership(input: $input) {
      ...MembershipSection_membership
    }
  }
`);
