import { graphql } from '../../../gql';

export const ReplyToFranchisorLeadDocument = graphql(`
  mutation ReplyToFranchisorLead($input: ReplyToFranchisorLeadInput!, $attachment: Upload) {
    replyToFranchisorLead(input: $input, attachment: $attachment) {
      ...ConversationMessage_message
    }
  }
`);
