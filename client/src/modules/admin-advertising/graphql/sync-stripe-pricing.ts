import { graphql } from '../../../gql';

/** Sync to Stripe: creates the featured prices at the payment provider and records their ids. */
export const SyncStripePricingDocument = graphql(`
  mutation SyncStripePricing {
    syncStripePricing {
      ...AdvertisingSettings_view
    }
  }
`);
