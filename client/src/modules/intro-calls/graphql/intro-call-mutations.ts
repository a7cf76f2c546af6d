import { graphql } from '../../../gql';

export const BookIntroCallDocument = graphql(`
  mutation BookIntroCall($leadId: ID!, $startsAt: DateTimeISO!) {
    bookIntroCall(leadId: $leadId, startsAt: $startsAt) {
      id
      label
    }
  }
`);

export const MoveIntroCallDocument = graphql(`
  mutation MoveIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {
    moveIntroCall(bookingId: $bookingId, startsAt: $startsAt) {
      id
      label
    }
  }
`);

export const CancelIntroCallDocument = graphql(`
  mutation CancelIntroCall($bookingId: ID!) {
    cancelIntroCall(bookingId: $bookingId) {
      id
      status
    }
  }
`);
