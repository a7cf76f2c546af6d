import { graphql } from '../../../gql';

export const AssignFranchisorLeadDocument = graphql(`
  mutation AssignFranchisorLead($input: AssignFranchisorLeadInput!) {
    assignFranchisorLead(input: $input) {
      id
      assignedTo
      assignee {
        id
        fullName
      }
    }
  }
`);
