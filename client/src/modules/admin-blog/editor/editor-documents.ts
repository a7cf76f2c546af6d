import { graphql } from '../../../gql';

export const AdminBlogPostForEditorDocument = graphql(`
  query AdminBlogPostForEditor($id: ID!) {
    adminBlogPost(id: $id) {
      id
      title
      author
      categoryId
      categoryName
      imageUrl
      status
      views
      createdAt
      publishedAt
      content
      metaTitle
      metaDescription
      keywords
    }
  }
`);

export const BlogPostCategoryOptionsDocument = graphql(`
  query BlogPostCategoryOptions {
    adminBlogCategories {
      id
      name
    }
  }
`);

export const CreateBlogPostDocument = graphql(`
  mutation CreateBlogPost($input: BlogPostInput!, $image: Upload) {
    createBlogPost(input: $input, image: $image) {
      id
      title
      status
    }
  }
`);

export const UpdateBlogPostDocument = graphql(`
  mutation UpdateBlogPost($id: ID!, $input: BlogPostInput!, $image: Upload) {
    updateBlogPost(id: $id, input: $input, image: $image) {
      id
      title
      author
      categoryId
      categoryName
      imageUrl
      status
      views
      createdAt
      publishedAt
      content
      metaTitle
      metaDescription
      keywords
    }
  }
`);

export const BlogPostPreviewDocument = graphql(`
  query BlogPostPreview($content: String!) {
    blogPostPreview(content: $content)
  }
`);
