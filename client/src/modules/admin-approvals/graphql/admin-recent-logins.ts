import { graphql } from '../../../gql';

/** The dashboard's Recent Franchisor Login Activity. */
export const AdminRecentFranchisorLoginsDocument = graphql(`
  query AdminRecentFranchisorLogins {
    adminRecentFranchisorLogins {
      id
      companyName
      contactName
      lastLogin
    }
  }
`);
