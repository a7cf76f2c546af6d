import { graphql } from '../../../gql';

/** One row of the API tokens list. */
export const ApiTokenRowFragment = graphql(`
  fragment ApiTokenRow_token on ApiToken {
    id
    name
    hint
    scopes
    createdAt
    createdByName
    lastUsedAt
  }
`);
