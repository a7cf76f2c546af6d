import { graphql } from '../../../gql';

export const SetLeadRoutingDocument = graphql(`
  mutation SetLeadRouting($input: SetLeadRoutingInput!) {
    setLeadRouting(input: $input) {
      franchiseId
      mode
      members {
        memberId
        area
      }
    }
  }
`);
