import { graphql } from '../../../gql';

export const SetFranchiseRequestInterestDocument = graphql(`
  mutation SetFranchiseRequestInterest($input: SetRequestInterestInput!) {
    setFranchiseRequestInterest(input: $input) {
      id
      interestStatus
    }
  }
`);
