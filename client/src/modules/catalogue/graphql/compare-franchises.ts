import { graphql } from '../../../gql';

export const CompareFranchisesDocument = graphql(`
  query CompareFranchises($ids: [ID!]!) {
    franchisesByIds(ids: $ids) {
      ...FranchiseCard_franchise
      areas {
        key
        name
      }
      details {
        brochureUrl
        ...FranchiseKeyFacts_details
      }
      categories {
        ...FranchiseContent_category
      }
    }
  }
`);
