import { graphql } from '../../../gql';

/** The current prices and every quote the Create Featured Ad form shows (computed on the server). */
export const FeaturedAdPricingDocument = graphql(`
  query FeaturedAdPricing {
    featuredAdPricing {
      maxAdditionalCategories
      featuredPricing {
        duration
        price
      }
      quotes {
        duration
        additionalCategories
        base
        additional
        discountPercent
        discount
        total
      }
    }
  }
`);
