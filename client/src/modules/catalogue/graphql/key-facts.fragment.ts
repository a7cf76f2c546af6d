import { graphql } from '../../../gql';

/** The key facts a buyer compares (franchise page, compare page). */
export const FranchiseKeyFactsFragment = graphql(`
  fragment FranchiseKeyFacts_details on FranchiseDetails {
    investmentAmount
    franchiseFee
    minimumLiquidCapital
    royaltyFee
    financeAvailable
    yearFounded
    outlets
    trainingProvided
    investmentIncludes
    ownershipStyles
    workingHours
  }
`);
