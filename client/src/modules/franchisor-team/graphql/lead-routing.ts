import { graphql } from '../../../gql';

/** How each of the company's listings assigns its new leads (the Team page's routing section). */
export const LeadRoutingDocument = graphql(`
  query LeadRouting {
    leadRouting {
      franchiseId
      name
      mode
      areas {
        key
        name
      }
      members {
        memberId
        area
      }
    }
  }
`);
