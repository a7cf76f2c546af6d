import { graphql } from '../../../gql';

export const BlogPostsDocument = graphql(`
  query BlogPosts($categoryId: ID, $page: PageInput) {
    blogPosts(categoryId: $categoryId, page: $page) {
      total
      page
      pageCount
      items {
        id
        title
        excerpt
        imageUrl
        author
        views
        createdAt
        category {
          id
          name
        }
      }
    }
  }
`);
