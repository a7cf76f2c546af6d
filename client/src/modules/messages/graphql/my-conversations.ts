import { graphql } from '../../../gql';

export const MyConversationsDocument = graphql(`
  query MyConversations($page: PageInput) {
    myConversations(page: $page) {
      total
      page
      pageCount
      items {
        id
        counterpartId
        lastActivityAt
        unreadCount
        franchiseNames
        canReply
        counterpart {
          id
          fullName
          companyName
        }
        lastMessage {
          id
          content
          senderId
          attachmentUrl
        }
      }
    }
  }
`);
