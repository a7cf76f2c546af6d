import { graphql } from '../../../gql';

/** Account Approvals: one page of pending franchisor accounts, newest first. */
export const AdminPendingAccountsDocument = graphql(`
  query AdminPendingAccounts($filter: PendingListFilter, $page: PageInput) {
    adminPendingAccounts(filter: $filter, page: $page) {
      total
      page
      pageCount
      items {
        id
        companyName
        contactName
        email
        requestedAt
        companyCheck {
          ...CompanyCheckSummary_check
        }
      }
    }
  }
`);
