import { graphql } from '../../../gql';

export const FranchiseDetailDocument = graphql(`
  query FranchiseDetail($id: ID!) {
    franchise(id: $id) {
      ...FranchiseCard_franchise
      details {
        longDescription
        brochureUrl
      }
      categories {
        id
        name
        parentId
      }
      gallery {
        id
        imageUrl
      }
      faqs {
        id
        question
        answer
      }
      testimonials {
        id
        authorName
        content
      }
      successStories {
        id
        title
        content
        imageUrl
      }
    }
  }
`);
