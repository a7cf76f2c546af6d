import { graphql } from '../../../gql';

/** One complaint with its notes and history. */
export const AdminDataComplaintDocument = graphql(`
  query AdminDataComplaint($id: ID!) {
    adminDataComplaint(id: $id) {
      ...AdminDataComplaintDetail_fields
    }
  }
`);
