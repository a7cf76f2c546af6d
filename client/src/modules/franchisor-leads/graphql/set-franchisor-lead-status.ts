import { graphql } from '../../../gql';

export const SetFranchisorLeadStatusDocument = graphql(`
  mutation SetFranchisorLeadStatus($input: SetFranchisorLeadStatusInput!) {
    setFranchisorLeadStatus(input: $input) {
      id
      status
    }
  }
`);
