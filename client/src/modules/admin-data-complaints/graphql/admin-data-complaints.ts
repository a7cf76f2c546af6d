import { graphql } from '../../../gql';

/** Data Complaints: one page of complaints, unanswered first (answer soonest due first). */
export const AdminDataComplaintsDocument = graphql(`
  query AdminDataComplaints($filter: DataComplaintFilter, $page: PageInput) {
    adminDataComplaints(filter: $filter, page: $page) {
      total
      page
      pageCount
      items {
        ...AdminDataComplaint_fields
      }
    }
  }
`);
