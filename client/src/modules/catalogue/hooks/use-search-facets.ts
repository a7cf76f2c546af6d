import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import type { InvestmentRange } from '../../../gql/graphql';
import { SearchFacetsDocument } from '../graphql/search-facets';
import { type SearchState, toFilters } from './use-search-state';

/** How many results each filter option leads to, under the other filters in force. */
export interface FacetCounts {
  categories: Map<string, number>;
  investment: Map<InvestmentRange, number>;
}

/** The counts for the filters in the address; undefined until they arrive (old counts would mislead). */
export function useSearchFacets(state: SearchState, skip = false): FacetCounts | undefined {
  // The order of the results does not change the counts: one cache entry for every sort.
  const { sort: _sort, ...filters } = toFilters(state);
  const { data, error } = useQuery(SearchFacetsDocument, { variables: { filters }, skip });
  useEffect(() => {
    if (error) console.error('Loading the filter counts failed', error);
  }, [error]);
  const facets = data?.franchiseSearchFacets;
  return useMemo(
    () =>
      facets && {
        categories: new Map(facets.categories.map((c) => [c.categoryId, c.count])),
        investment: new Map(facets.investmentRanges.map((r) => [r.range, r.count])),
      },
    [facets],
  );
}
