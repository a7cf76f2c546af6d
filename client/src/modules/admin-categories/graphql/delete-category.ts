import { graphql } from '../../../gql';

export const DeleteCategoryDocument = graphql(`
  mutation DeleteCategory($id: ID!) {
    deleteCategory(id: $id) {
      id
      subcategoryIds
      mappingsRemoved
    }
  }
`);
