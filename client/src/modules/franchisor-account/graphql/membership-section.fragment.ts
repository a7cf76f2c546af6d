import { graphql } from '../../../gql';

/** What the membership section shows of the franchisor's membership. */
export const MembershipSectionFragment = graphql(`
  fragment MembershipSection_membership on FranchisorMembership {
    level
    label
    membershipNumber
    status
    statedAt
    verifiedAt
    expiresAt
    rejectionReason
  }
`);
