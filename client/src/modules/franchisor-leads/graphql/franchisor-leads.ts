import { graphql } from '../../../gql';

/** One page of the Leads table: what the rows show; the detail modal reads the rest when opening. */
export const FranchisorLeadsDocument = graphql(`
  query FranchisorLeads($filter: FranchisorLeadFilter, $page: PageInput) {
    franchisorLeads(filter: $filter, page: $page) {
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
        meetsRequirements
        requirementsMissed
        createdAt
        franchise {
          id
          name
        }
      }
    }
  }
`);
