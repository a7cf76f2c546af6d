import { graphql } from '../../../gql';

/** The free times of a request's franchisor, in UK time (issue 43). */
export const IntroCallSlotsDocument = graphql(`
  query IntroCallSlots($leadId: ID!) {
    introCallSlots(leadId: $leadId) {
      callMinutes
      meetingKind
      slots {
        startsAt
        label
      }
    }
  }
`);
