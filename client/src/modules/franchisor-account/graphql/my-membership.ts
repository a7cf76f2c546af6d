import { graphql } from '../../../gql';

/** The franchisor's stated bfa membership and what an administrator decided. */
export const MyMembershipDocument = graphql(`
  query MyMembership {
    myMembership {
      ...MembershipSection_membership
    }
  }
`);
