import { graphql } from '../../../gql';

/** One listing's territories, a page at a time, with its name for the title (issue 43). */
export const MyFranchiseTerritoriesDocument = graphql(`
  query MyFranchiseTerritories($franchiseId: ID!, $page: PageInput) {
    myFranchise(id: $franchiseId) {
      id
      name
    }
    myFranchiseTerritories(franchiseId: $franchiseId, page: $page) {
      total
      page
      pageCount
      available
      reserved
      taken
      items {
        id
        district
        postTown
        state
      }
    }
  }
`);
