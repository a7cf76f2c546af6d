import { graphql } from '../../../gql';

export const MarkConversationReadDocument = graphql(`
  mutation MarkConversationRead($counterpartId: ID) {
    markConversationRead(counterpartId: $counterpartId)
  }
`);
