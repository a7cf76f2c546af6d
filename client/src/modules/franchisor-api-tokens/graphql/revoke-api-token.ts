import { graphql } from '../../../gql';

export const RevokeApiTokenDocument = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
    }
  }
`);
