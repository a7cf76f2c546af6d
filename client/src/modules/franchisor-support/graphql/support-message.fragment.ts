import { graphql } from '../../../gql';

/** A message of the franchisor's conversation with the platform, as the thread shows it. */
export const SupportMessageFragment = graphql(`
  fragment SupportMessage_message on SupportMessage {
    id
    direction
    subject
    content
    read
    createdAt
    attachmentUrl
  }
`);
