import { graphql } from '../../../gql';

/** Delete Selected: all of the chosen banners or none. */
export const DeleteBannerAdsDocument = graphql(`
  mutation DeleteBannerAds($ids: [ID!]!) {
    deleteBannerAds(ids: $ids)
  }
`);
