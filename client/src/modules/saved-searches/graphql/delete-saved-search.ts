import { graphql } from '../../../gql';

export const DeleteSavedSearchDocument = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);
