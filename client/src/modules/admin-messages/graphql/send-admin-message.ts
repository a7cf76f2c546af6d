import { graphql } from '../../../gql';

export const SendAdminMessageDocument = graphql(`
  mutation SendAdminMessage($input: SendAdminMessageInput!, $attachment: Upload) {
    sendAdminMessage(input: $input, attachment: $attachment) {
      id
      subject
    }
  }
`);
