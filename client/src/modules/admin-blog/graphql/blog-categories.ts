import { graphql } from '../../../gql';

export const AdminBlogCategoriesDocument = graphql(`
  query AdminBlogCategories {
    adminBlogCategories {
      id
      name
      createdAt
      postCount
    }
  }
`);

export const CreateBlogCategoryDocument = graphql(`
  mutation CreateBlogCategory($input: BlogCategoryInput!) {
    createBlogCategory(input: $input) {
      id
      name
      createdAt
      postCount
    }
  }
`);

export const RenameBlogCategoryDocument = graphql(`
  mutation RenameBlogCategory($id: ID!, $input: BlogCategoryInput!) {
    renameBlogCategory(id: $id, input: $input) {
      id
      name
      createdAt
      postCount
    }
  }
`);

export const DeleteBlogCategoryDocument = graphql(`
  mutation DeleteBlogCategory($id: ID!) {
    deleteBlogCategory(id: $id)
  }
`);
