import { graphql } from '../../../gql';

export const ReplyToFranchisorLeadDocument = graphql(`
  mutation ReplyToFranchisorLead($input: ReplyToFranchisorLeadInput!, $attachment: Upload) {
    replyToFranchisorLead(input: $input, attachment: $attachment) {
      id
      subject
      content
      createdAt
      read
      senderId
      attachmentUrl
    }
  }
`);
