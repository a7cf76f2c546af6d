import { graphql } from '../../../gql';

export const AdminBlogPostsDocument = graphql(`
  query AdminBlogPosts($filter: AdminPostsFilter, $page: PageInput) {
    adminBlogPosts(filter: $filter, page: $page) {
      total
      page
      pageSize
      pageCount
      items {
        ...AdminBlogPostRow
      }
    }
  }
`);

export const AdminBlogPostRowFragment = graphql(`
  fragment AdminBlogPostRow on AdminBlogPost {
    id
    title
    categoryName
    imageUrl
    status
    views
    shortcode
    createdAt
  }
`);

export const DeleteBlogPostsDocument = graphql(`
  mutation DeleteBlogPosts($ids: [ID!]!) {
    deleteBlogPosts(ids: $ids)
  }
`);

export const TogglePostsStatusDocument = graphql(`
  mutation TogglePostsStatus($ids: [ID!]!) {
    togglePostsStatus(ids: $ids) {
      status
      posts {
        ...AdminBlogPostRow
      }
    }
  }
`);

export const CopyPostShortcodeDocument = graphql(`
  mutation CopyPostShortcode($id: ID!) {
    copyPostShortcode(id: $id) {
      id
      shortcode
    }
  }
`);
