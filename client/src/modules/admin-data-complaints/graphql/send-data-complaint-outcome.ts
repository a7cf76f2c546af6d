import { graphql } from '../../../gql';

/** E-mails the outcome (with the ICO) and answers the complaint. */
export const SendDataComplaintOutcomeDocument = graphql(`
  mutation SendDataComplaintOutcome($input: SendDataComplaintOutcomeInput!) {
    sendDataComplaintOutcome(input: $input) {
      ...AdminDataComplaintDetail_fields
    }
  }
`);
