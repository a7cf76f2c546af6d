import { graphql } from '../../../gql';

/** The messages with the enquirer about one lead, newest first. */
export const FranchisorLeadMessagesDocument = graphql(`
  query FranchisorLeadMessages($leadId: ID!, $page: PageInput) {
    franchisorLeadMessages(leadId: $leadId, page: $page) {
      total
      items {
        ...ConversationMessage_message
      }
    }
  }
`);
