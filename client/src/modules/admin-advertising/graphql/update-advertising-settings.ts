import { graphql } from '../../../gql';

/** Save: prices and discount tiers; the server sorts the tiers and answers the saved settings. */
export const UpdateAdvertisingSettingsDocument = graphql(`
  mutation UpdateAdvertisingSettings($input: AdvertisingSettingsInput!) {
    updateAdvertisingSettings(input: $input) {
      ...AdvertisingSettings_view
    }
  }
`);
