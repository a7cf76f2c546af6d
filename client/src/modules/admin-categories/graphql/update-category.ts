import { graphql } from '../../../gql';

export const UpdateCategoryDocument = graphql(`
  mutation UpdateCategory($id: ID!, $input: UpdateCategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      parentId
    }
  }
`);
