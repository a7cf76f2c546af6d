import { graphql } from '../../../gql';

/** A new checkout, at today's price, for an ad still waiting for payment. */
export const PayFeaturedAdDocument = graphql(`
  mutation PayFeaturedAd($id: ID!) {
    payFeaturedAd(id: $id) {
      adId
      checkoutUrl
    }
  }
`);
