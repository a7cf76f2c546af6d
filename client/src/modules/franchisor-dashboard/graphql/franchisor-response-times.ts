import { graphql } from '../../../gql';

export const FranchisorResponseTimesDocument = graphql(`
  query FranchisorResponseTimes {
    franchisorResponseTimes {
      leads
      answeredWithinDay
      withinDayPercent
      medianSeconds
      summary
      shownOnListings
      minimumLeads
      weeks {
        weekStart
        leads
        answeredWithinDay
        medianSeconds
      }
    }
  }
`);
