import { graphql } from '../../../gql';

/** Creates a token: the answer holds the token itself, shown once. */
export const CreateApiTokenDocument = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        ...ApiTokenRow_token
      }
    }
  }
`);
