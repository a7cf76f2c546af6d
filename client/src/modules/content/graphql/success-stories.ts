import { graphql } from '../../../gql';

export const SuccessStoriesDocument = graphql(`
  query SuccessStories($page: PageInput) {
    successStories(page: $page) {
      total
      page
      pageCount
      items {
        id
        title
        content
        imageUrl
        franchise {
          id
          name
          location
          suppliedBy
        }
      }
    }
  }
`);
