import { graphql } from '../../../gql';

/** The conversation with the platform, newest first, one page at a time. */
export const SupportMessagesDocument = graphql(`
  query SupportMessages($page: PageInput) {
    supportMessages(page: $page) {
      total
      page
      pageCount
      items {
        ...SupportMessage_message
      }
    }
  }
`);
