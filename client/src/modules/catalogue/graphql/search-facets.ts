import { graphql } from '../../../gql';

export const SearchFacetsDocument = graphql(`
  query SearchFacets($filters: FranchiseSearchInput!) {
    franchiseSearchFacets(filters: $filters) {
      categories {
        categoryId
        count
      }
      investmentRanges {
        range
        count
      }
    }
  }
`);
