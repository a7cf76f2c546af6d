import { graphql } from '../../../gql';

export const SearchSuggestionDocument = graphql(`
  query SearchSuggestion($text: String!) {
    searchSuggestion(text: $text)
  }
`);
