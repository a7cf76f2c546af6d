import { graphql } from '../../../gql';

export const CreateCategoryDocument = graphql(`
  mutation CreateCategory($input: CreateCategoryInput!) {
    createCategory(input: $input) {
      id
      name
      parentId
    }
  }
`);
