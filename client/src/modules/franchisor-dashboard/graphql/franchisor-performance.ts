import { graphql } from '../../../gql';

/** The funnel per franchise and in total over a range (the Performance Metrics table). */
export const FranchisorPerformanceDocument = graphql(`
  query FranchisorPerformance($input: PerformanceRangeInput!) {
    franchisorPerformance(input: $input) {
      range
      from
      to
      franchises {
        franchiseId
        name
        status
        funnel {
          views
          clicks
          requestInfos
          leads
          contacted
          qualified
          converted
          conversionRate
        }
      }
      total {
        views
        clicks
        requestInfos
        leads
        contacted
        qualified
        converted
        conversionRate
      }
    }
  }
`);
