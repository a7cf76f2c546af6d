import { graphql } from '../../../gql';

/** Make a complaint about your data: sends it (also posted without JavaScript, server/src/http/form-posts.ts). */
export const SubmitDataComplaintDocument = graphql(`
  mutation SubmitDataComplaint($input: SubmitDataComplaintInput!) {
    submitDataComplaint(input: $input) {
      reference
    }
  }
`);
