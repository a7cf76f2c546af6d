import { graphql } from '../../../gql';

export const SaveSearchDocument = graphql(`
  mutation SaveSearch($input: SaveSearchInput!) {
    saveSearch(input: $input) {
      ...SavedSearch_search
    }
  }
`);
