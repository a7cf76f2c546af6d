import { graphql } from '../../../gql';

/** Main categories and their subcategories, for a category banner's categories. */
export const BannerCategoriesDocument = graphql(`
  query BannerCategories {
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
