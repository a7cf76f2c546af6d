import { graphql } from '../../../gql';

/** Moves a complaint between open and in progress. */
export const SetDataComplaintStatusDocument = graphql(`
  mutation SetDataComplaintStatus($input: SetDataComplaintStatusInput!) {
    setDataComplaintStatus(input: $input) {
      ...AdminDataComplaintDetail_fields
    }
  }
`);
