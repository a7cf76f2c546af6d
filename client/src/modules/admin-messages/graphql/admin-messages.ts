import { graphql } from '../../../gql';

/** The platform inbox, newest first, one page at a time. */
export const AdminMessagesDocument = graphql(`
  query AdminMessages($page: PageInput, $filter: AdminMessagesFilter) {
    adminMessages(page: $page, filter: $filter) {
      total
      page
      pageCount
      items {
        id
        direction
        subject
        content
        read
        createdAt
        attachmentUrl
        sender {
          id
          fullName
          companyName
          userType
        }
        franchisor {
          id
          fullName
          companyName
        }
      }
    }
  }
`);
