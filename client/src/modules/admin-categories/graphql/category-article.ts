import { graphql } from '../../../gql';

export const AdminCategoryArticleDocument = graphql(`
  query AdminCategoryArticle($categoryId: ID!) {
    adminCategoryArticle(categoryId: $categoryId) {
      id
      categoryId
      title
      content
      metaTitle
      metaDescription
      keywords
      faqs {
        question
        answer
      }
      updatedAt
    }
  }
`);
