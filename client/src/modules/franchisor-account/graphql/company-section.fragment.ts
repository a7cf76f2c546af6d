import { graphql } from '../../../gql';

/** What the company section shows: the number given, the register's facts as last read, and the flags. */
export const CompanySectionFragment = graphql(`
  fragment CompanySection_company on FranchisorCompany {
    companyNumber
    notRegistered
    checksEnabled
    lastError
    flags {
      kind
      message
    }
    facts {
      companyNumber
      registerUrl
      checkedAt
      registeredName
      status
      statusLabel
      incorporatedOn
      accountsOverdue
      confirmationStatementOverdue
      locality
      sicCodes
      activeOfficers
    }
  }
`);
