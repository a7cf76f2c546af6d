import { graphql } from '../../../gql';

/** Approved franchisors for Select Franchisor, searched on the server. */
export const MessageRecipientsDocument = graphql(`
  query MessageRecipients($input: MessageRecipientSearch) {
    messageRecipients(input: $input) {
      id
      companyName
      fullName
    }
  }
`);
