import { graphql } from '../../../gql';

/** Delete Selected: all of the chosen featured ads or none. */
export const DeleteFeaturedAdsDocument = graphql(`
  mutation DeleteFeaturedAds($ids: [ID!]!) {
    deleteFeaturedAds(ids: $ids)
  }
`);
