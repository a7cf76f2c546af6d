import { graphql } from '../../../gql';

/** One page of the franchisor's featured ads, newest first. */
export const MyFeaturedAdsDocument = graphql(`
  query MyFeaturedAds($page: PageInput) {
    myFeaturedAds(page: $page) {
      total
      page
      pageCount
      items {
        id
        franchiseId
        franchiseName
        additionalCategories {
          id
          name
        }
        duration
        status
        paymentStatus
        amount
        startDate
        endDate
        createdAt
        canPay
      }
    }
  }
`);

/** One of the franchisor's ads changed (paid, expired, deleted): the page refetches. */
export const MyFeaturedAdsChangedDocument = graphql(`
  subscription MyFeaturedAdsChanged {
    myFeaturedAdsChanged
  }
`);
