import { graphql } from '../../../gql';

/** Main categories with their subcategories, for the category rows. */
export const FranchiseFormCategoriesDocument = graphql(`
  query FranchiseFormCategories {
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
