import { graphql } from '../../../gql';

export const MainCategoriesDocument = graphql(`
  query MainCategories($limit: Int) {
    mainCategories(limit: $limit) {
      id
      name
    }
  }
`);
