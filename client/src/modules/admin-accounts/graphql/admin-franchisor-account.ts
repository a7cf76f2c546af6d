import { graphql } from '../../../gql';

/** The header of a franchisor's franchises page. */
export const AdminFranchisorAccountDocument = graphql(`
  query AdminFranchisorAccount($id: ID!) {
    adminFranchisorAccount(id: $id) {
      id
      companyName
      contactName
      email
      status
      franchiseCount
      createdAt
      companyCheck {
        ...CompanyCheckSummary_check
      }
    }
  }
`);
