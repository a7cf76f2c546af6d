import { graphql } from '../../../gql';

/** The company's active API tokens, newest first. */
export const ApiTokensDocument = graphql(`
  query ApiTokens {
    apiTokens {
      ...ApiTokenRow_token
    }
  }
`);
