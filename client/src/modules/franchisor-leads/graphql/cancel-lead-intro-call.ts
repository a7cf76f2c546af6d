import { graphql } from '../../../gql';

export const CancelLeadIntroCallDocument = graphql(`
  mutation CancelLeadIntroCall($bookingId: ID!) {
    cancelLeadIntroCall(bookingId: $bookingId) {
      id
      status
      cancelledBy
    }
  }
`);
