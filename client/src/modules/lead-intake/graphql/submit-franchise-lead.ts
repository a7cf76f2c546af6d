import { graphql } from '../../../gql';

export const SubmitFranchiseLeadDocument = graphql(`
  mutation SubmitFranchiseLead($input: FranchiseLeadInput!) {
    submitFranchiseLead(input: $input) {
      created
    }
  }
`);
