import { graphql } from '../../../gql';

/** Every main category with its subcategories and franchise counts (/categories). */
export const CategoryTreeDocument = graphql(`
  query CategoryTree {
    mainCategories(limit: 100) {
      id
      name
      franchiseCount
      children {
        id
        name
        franchiseCount
      }
    }
  }
`);
