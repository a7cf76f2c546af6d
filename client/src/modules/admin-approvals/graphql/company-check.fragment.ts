import { graphql } from '../../../gql';

/** What the admin views show of a franchisor's company check (shared/company-flags.tsx): Account Approvals and the franchisor's page. */
export const CompanyCheckSummaryFragment = graphql(`
  fragment CompanyCheckSummary_check on AdminCompanyCheck {
    companyNumber
    notRegistered
    registerUrl
    registeredName
    statusLabel
    checkedAt
    lastError
    flags {
      kind
      message
    }
  }
`);
