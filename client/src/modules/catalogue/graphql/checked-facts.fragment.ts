import { graphql } from '../../../gql';

/** What the site has checked about a listing's franchisor (issue 40): the register's facts and a verified membership. */
export const CheckedFactsFragment = graphql(`
  fragment CheckedFacts_franchise on Franchise {
    companyFacts {
      notRegistered
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
    }
    membership {
      label
      verifiedAt
    }
  }
`);
