import { graphql } from '../../../gql';

export const SendFranchiseRequestMessageDocument = graphql(`
  mutation SendFranchiseRequestMessage($input: SendRequestMessageInput!, $attachment: Upload) {
    sendFranchiseRequestMessage(input: $input, attachment: $attachment) {
      id
    }
  }
`);
