import { graphql } from '../../../gql';

/** One page of the Leads table: what the rows show; the detail modal reads the rest when opening. */
export const FranchisorLeadsDocument = graphql(`
  query FranchisorLeads($filter: FranchisorLeadFilter, $page: PageInput, $sort: FranchisorLeadSort) {
    franchisorLeads(filter: $filter, page: $page, sort: $sort) {
      total
      page
      pageCount
      items {
        id
        name
        email
        phone
        city
        status
        unreadMessageCount
        assignee {
          id
          fullName
        }
        meetsRequirements
        requirementsMissed
        contactMethod
        contactTime
        score {
          band
          points
        }
        introCall {
          id
          label
          status
        }
        createdAt
        franchise {
          id
          name
        }
      }
    }
  }
`);
