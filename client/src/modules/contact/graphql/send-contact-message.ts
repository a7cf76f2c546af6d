import { graphql } from '../../../gql';

export const SendContactMessageDocument = graphql(`
  mutation SendContactMessage($input: SendContactMessageInput!) {
    sendContactMessage(input: $input)
  }
`);
