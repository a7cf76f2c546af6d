import { graphql } from '../../../gql';

export const SendSupportMessageDocument = graphql(`
  mutation SendSupportMessage($input: SendSupportMessageInput!, $attachment: Upload) {
    sendSupportMessage(input: $input, attachment: $attachment) {
      ...SupportMessage_message
    }
  }
`);
