import { graphql } from '../../../gql';

/** Main categories with their subcategories, for the Category and Subcategory filters. */
export const FilterCategoriesDocument = graphql(`
  query FilterCategories {
    mainCategories(limit: 100) {
      id
      name
      children {
        id
        name
      }
    }
  }
`);
