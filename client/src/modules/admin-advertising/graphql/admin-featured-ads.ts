import { graphql } from '../../../gql';

/** One page of the admin's Featured Ads, newest first, with the revenue of every paid ad. */
export const AdminFeaturedAdsDocument = graphql(`
  query AdminFeaturedAds($page: PageInput) {
    adminFeaturedAds(page: $page) {
      total
      page
      pageCount
      revenueTotal
      items {
        id
        franchiseName
        franchisorCompany
        categories {
          id
          name
        }
        duration
        startDate
        endDate
        status
        paymentStatus
        amount
        createdAt
      }
    }
  }
`);
