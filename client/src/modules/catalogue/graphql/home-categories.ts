import { graphql } from '../../../gql';

/** The first main categories with franchise counts, for 'Browse by Category' on the home page. */
export const HomeCategoriesDocument = graphql(`
  query HomeCategories($limit: Int!) {
    mainCategories(limit: $limit) {
      id
      name
      franchiseCount
    }
  }
`);
