import { graphql } from '../../../gql';

/** Adds an internal note (never e-mailed). */
export const AddDataComplaintNoteDocument = graphql(`
  mutation AddDataComplaintNote($input: AddDataComplaintNoteInput!) {
    addDataComplaintNote(input: $input) {
      ...AdminDataComplaintDetail_fields
    }
  }
`);
