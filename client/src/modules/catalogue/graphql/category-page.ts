import { graphql } from '../../../gql';

export const CategoryPageDocument = graphql(`
  query CategoryPage($id: ID!) {
    category(id: $id) {
      id
      name
      parent {
        id
        name
      }
      children {
        id
        name
      }
      article {
        id
        title
        content
        metaTitle
        metaDescription
        faqs {
          question
          answer
        }
      }
    }
  }
`);
