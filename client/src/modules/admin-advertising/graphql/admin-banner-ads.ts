import { graphql } from '../../../gql';

/** One page of Banner Ads Management, newest first, with impressions and clicks. */
export const AdminBannerAdsDocument = graphql(`
  query AdminBannerAds($page: PageInput) {
    adminBannerAds(page: $page) {
      total
      page
      pageCount
      items {
        id
        franchiseName
        imageUrl
        targetUrl
        bannerType
        categories {
          id
          name
        }
        duration
        amount
        status
        paymentStatus
        startDate
        endDate
        createdAt
        views
        clicks
      }
    }
  }
`);
