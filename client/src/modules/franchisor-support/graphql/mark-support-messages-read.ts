import { graphql } from '../../../gql';

export const MarkSupportMessagesReadDocument = graphql(`
  mutation MarkSupportMessagesRead {
    markSupportMessagesRead
  }
`);
