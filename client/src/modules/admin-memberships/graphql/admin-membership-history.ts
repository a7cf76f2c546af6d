import { graphql } from '../../../gql';

/** Administrators' decisions on memberships, newest first. */
export const AdminMembershipHistoryDocument = graphql(`
  query AdminMembershipHistory($page: PageInput) {
    adminMembershipHistory(page: $page) {
      total
      page
      pageCount
      items {
        id
        franchisorId
        companyName
        action
        label
        membershipNumber
        reason
        actorName
        decidedAt
      }
    }
  }
`);
