import { graphql } from '../../../gql';

/** One page of the Accounts table: franchisor accounts, newest first, filtered by the search box. */
export const AdminFranchisorAccountsDocument = graphql(`
  query AdminFranchisorAccounts($filter: AdminFranchisorAccountFilter, $page: PageInput) {
    adminFranchisorAccounts(filter: $filter, page: $page) {
      total
      page
      pageCount
      items {
        id
        companyName
        contactName
        email
        categories
        franchiseCount
        status
        createdAt
      }
    }
  }
`);
