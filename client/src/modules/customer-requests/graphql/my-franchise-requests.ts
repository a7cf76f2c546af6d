import { graphql } from '../../../gql';

export const MyFranchiseRequestsDocument = graphql(`
  query MyFranchiseRequests($page: PageInput) {
    myFranchiseRequests(page: $page) {
      total
      page
      pageCount
      items {
        id
        status
        interestStatus
        contactMethod
        contactTime
        createdAt
        answeredAt
        canMessage
        introCallOffered
        introCall {
          id
          label
          status
          meetingLink
          phone
        }
        consent {
          id
          text
          pathLabel
          noticeVersion
          createdAt
        }
        franchise {
          id
          name
          location
          details {
            investmentAmount
            mainImageUrl
          }
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
