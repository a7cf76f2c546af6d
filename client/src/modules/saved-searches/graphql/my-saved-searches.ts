import { graphql } from '../../../gql';

export const MySavedSearchesDocument = graphql(`
  query MySavedSearches {
    mySavedSearches {
      ...SavedSearch_search
    }
  }
`);
