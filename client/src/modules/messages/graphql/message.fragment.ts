import { graphql } from '../../../gql';

/** A message of a conversation as the thread shows it (the customer's conversations, the franchisor's leads). */
export const ConversationMessageFragment = graphql(`
  fragment ConversationMessage_message on Message {
    id
    subject
    content
    createdAt
    read
    senderId
    attachmentUrl
  }
`);
