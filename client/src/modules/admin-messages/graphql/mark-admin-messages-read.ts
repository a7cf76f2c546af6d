import { graphql } from '../../../gql';

export const MarkAdminMessagesReadDocument = graphql(`
  mutation MarkAdminMessagesRead($input: MarkMessagesReadInput!) {
    markAdminMessagesRead(input: $input)
  }
`);
