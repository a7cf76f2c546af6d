import { graphql } from '../../../gql';

export const SavedSearchFragment = graphql(`
  fragment SavedSearch_search on SavedSearchView {
    id
    name
    text
    categoryId
    subcategoryId
    location
    investment
    sort
    alert
    createdAt
    category {
      id
      name
    }
    subcategory {
      id
      name
    }
  }
`);
