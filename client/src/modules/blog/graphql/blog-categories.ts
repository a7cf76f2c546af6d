import { graphql } from '../../../gql';

export const BlogCategoriesDocument = graphql(`
  query BlogCategories {
    blogCategories {
      id
      name
      postCount
    }
  }
`);
