import { graphql } from '../../../gql';

export const FeaturedOpportunitiesDocument = graphql(`
  query FeaturedOpportunities {
    featuredOpportunities {
      adId
      franchise {
        ...FranchiseCard_franchise
      }
    }
  }
`);
