import { graphql } from '../../../gql';

export const CategoryBannerDocument = graphql(`
  query CategoryBanner($categoryId: ID!) {
    categoryBanner(categoryId: $categoryId) {
      id
      imageUrl
      targetUrl
      altText
    }
  }
`);
