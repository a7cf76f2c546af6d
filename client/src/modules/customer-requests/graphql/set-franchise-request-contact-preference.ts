import { graphql } from '../../../gql';

export const SetFranchiseRequestContactPreferenceDocument = graphql(`
  mutation SetFranchiseRequestContactPreference($input: SetRequestContactPreferenceInput!) {
    setFranchiseRequestContactPreference(input: $input) {
      id
      contactMethod
      contactTime
    }
  }
`);
