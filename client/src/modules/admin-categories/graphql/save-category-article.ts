import { graphql } from '../../../gql';

export const SaveCategoryArticleDocument = graphql(`
  mutation SaveCategoryArticle($categoryId: ID!, $input: CategoryArticleInput!) {
    saveCategoryArticle(categoryId: $categoryId, input: $input) {
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
