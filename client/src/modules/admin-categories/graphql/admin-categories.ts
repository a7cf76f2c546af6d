import { graphql } from '../../../gql';

/** The whole category tree with counts (admin Categories screen). */
export const AdminCategoriesDocument = graphql(`
  query AdminCategories {
    adminCategories {
      id
      name
      parentId
      franchiseCount
      listingCount
      hasArticle
      children {
        id
        name
        parentId
        franchiseCount
        listingCount
        hasArticle
      }
    }
  }
`);
