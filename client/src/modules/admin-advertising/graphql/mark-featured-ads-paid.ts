import { graphql } from '../../../gql';

/** Mark Payment Received: ads waiting for payment become paid and active from now. */
export const MarkFeaturedAdsPaidDocument = graphql(`
  mutation MarkFeaturedAdsPaid($ids: [ID!]!) {
    markFeaturedAdsPaid(ids: $ids) {
      id
      status
      paymentStatus
      startDate
      endDate
    }
  }
`);
