import { graphql } from '../../../gql';

export const CompareFranchisesDocument = graphql(`
  query CompareFranchises($ids: [ID!]!) {
    franchisesByIds(ids: $ids) {
      ...FranchiseCard_franchise
      updatedAt
      areas {
        key
        name
      }
      details {
        brochureUrl
        ...FranchiseKeyFacts_details
        figures {
          label
          amount
          illustrative
          basisText
        }
      }
      categories {
        ...FranchiseContent_category
      }
      ...CheckedFacts_franchise
    }
  }
`);
