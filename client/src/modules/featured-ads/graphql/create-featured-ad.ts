import { graphql } from '../../../gql';

/** Stores the ad waiting for payment (the server computes the amount) and starts its checkout. */
export const CreateFeaturedAdDocument = graphql(`
  mutation CreateFeaturedAd($input: CreateFeaturedAdInput!) {
    createFeaturedAd(input: $input) {
      adId
      checkoutUrl
    }
  }
`);
