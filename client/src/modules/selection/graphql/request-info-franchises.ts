import { graphql } from '../../../gql';

/** The franchises a request page was opened with (`?franchise=ID&franchise=ID`), with what they are compared on. */
export const RequestInfoFranchisesDocument = graphql(`
  query RequestInfoFranchises($ids: [ID!]!) {
    franchisesByIds(ids: $ids) {
      id
      name
      location
      franchisorId
      canRequestInfo
      details {
        investmentAmount
        minimumLiquidCapital
      }
      areas {
        key
        name
      }
      responseTime {
        summary
      }
    }
  }
`);
