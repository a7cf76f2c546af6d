import { graphql } from '../../../gql';

/** Memberships waiting for verification, longest waiting first. */
export const AdminMembershipClaimsDocument = graphql(`
  query AdminMembershipClaims($page: PageInput) {
    adminMembershipClaims(page: $page) {
      total
      page
      pageCount
      items {
        id
        companyName
        contactName
        email
        level
        label
        membershipNumber
        status
        statedAt
        verifiedAt
        expiresAt
      }
    }
  }
`);
