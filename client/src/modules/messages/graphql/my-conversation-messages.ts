import { graphql } from '../../../gql';

/** Pages of one conversation, newest first; the cache merges pages (see messages/cache-policies.ts). */
export const MyConversationMessagesDocument = graphql(`
  query MyConversationMessages($counterpartId: ID, $page: PageInput) {
    myConversationMessages(counterpartId: $counterpartId, page: $page) {
      total
      items {
        ...ConversationMessage_message
      }
    }
  }
`);
