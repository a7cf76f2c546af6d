import { graphql } from '../../../gql';

/** Advertising Settings: prices, discount tiers, payment mode and the prices synced to the provider. */
export const AdvertisingSettingsDocument = graphql(`
  query AdvertisingSettings {
    advertisingSettings {
      ...AdvertisingSettings_view
    }
  }
`);

export const AdvertisingSettingsViewFragment = graphql(`
  fragment AdvertisingSettings_view on AdvertisingSettingsView {
    featuredPricing {
      duration
      price
    }
    bannerPricing {
      duration
      price
    }
    multiCategoryDiscounts {
      categories
      discount
    }
    updatedAt
    paymentsMode
    stripePrices {
      duration
      stripePriceId
      createdAt
    }
  }
`);
