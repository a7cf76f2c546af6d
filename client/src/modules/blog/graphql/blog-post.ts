import { graphql } from '../../../gql';

export const BlogPostDocument = graphql(`
  query BlogPost($id: ID!) {
    blogPost(id: $id) {
      id
      title
      content
      excerpt
      imageUrl
      author
      views
      createdAt
      publishedAt
      keywords
      metaTitle
      metaDescription
      category {
        id
        name
      }
    }
  }
`);
