import { graphql } from '../../../gql';

/** A listing's territories by postcode district, and the visitor's postcode checked against them (issue 43). */
export const FranchiseTerritoriesDocument = graphql(`
  query FranchiseTerritories($franchiseId: ID!, $postcode: String) {
    franchiseTerritories(franchiseId: $franchiseId, postcode: $postcode) {
      available
      reserved
      taken
      check {
        district
        state
        message
      }
    }
  }
`);
