import { graphql } from '../../../gql';

/** The free times a lead's intro call can move to (issue 43). */
export const LeadIntroCallSlotsDocument = graphql(`
  query LeadIntroCallSlots($bookingId: ID!) {
    leadIntroCallSlots(bookingId: $bookingId) {
      callMinutes
      meetingKind
      slots {
        startsAt
        label
      }
    }
  }
`);

export const MoveLeadIntroCallDocument = graphql(`
  mutation MoveLeadIntroCall($bookingId: ID!, $startsAt: DateTimeISO!) {
    moveLeadIntroCall(bookingId: $bookingId, startsAt: $startsAt) {
      id
      label
      status
      startsAt
    }
  }
`);
