import { graphql } from '../../../gql';

export const DeleteSavedMatchDocument = graphql(`
  mutation DeleteSavedMatch($id: ID!) {
    deleteSavedMatch(id: $id)
  }
`);
