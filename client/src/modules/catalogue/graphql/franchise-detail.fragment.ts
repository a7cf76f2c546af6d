import { graphql } from '../../../gql';

/** Everything the franchise page shows: the public page and the franchisor's preview read the same. */
export const FranchiseDetailFragment = graphql(`
  fragment FranchiseDetail_franchise on Franchise {
    ...FranchiseCard_franchise
    updatedAt
    suppliedBy
    responseTime {
      summary
      medianSeconds
      withinDayPercent
    }
    areas {
      key
      name
    }
    details {
      longDescription
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
    ...FranchiseContent_rows
    ...CheckedFacts_franchise
  }
`);
