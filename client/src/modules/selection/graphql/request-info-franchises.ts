import { graphql } from '../../../gql';

/** The franchises a request page was opened with (`?franchise=ID&franchise=ID`). */
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
      }
    }
  }
`);
