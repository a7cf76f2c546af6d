import { graphql } from '../../../gql';

/** What a franchise card shows. */
export const FranchiseCardFragment = graphql(`
  fragment FranchiseCard_franchise on Franchise {
    id
    name
    location
    franchisorId
    canRequestInfo
    featuredAdId
    companyChecked
    responseTime {
      summary
    }
    details {
      shortDescription
      investmentAmount
      mainImageUrl
    }
  }
`);
