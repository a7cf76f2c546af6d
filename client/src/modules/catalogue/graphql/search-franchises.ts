import { graphql } from '../../../gql';

export const SearchFranchisesDocument = graphql(`
  query SearchFranchises($filters: FranchiseSearchInput!, $page: PageInput!) {
    franchiseSearch(filters: $filters, page: $page) {
      total
      page
      pageSize
      pageCount
      items {
        ...FranchiseCard_franchise
      }
    }
  }
`);
