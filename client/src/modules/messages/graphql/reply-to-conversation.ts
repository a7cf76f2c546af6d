import { graphql } from '../../../gql';

export const ReplyToConversationDocument = graphql(`
  mutation ReplyToConversation($input: ReplyToConversationInput!, $attachment: Upload) {
    replyToConversation(input: $input, attachment: $attachment) {
      ...ConversationMessage_message
    }
  }
`);
