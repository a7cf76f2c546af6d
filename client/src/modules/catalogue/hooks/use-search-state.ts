import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FranchiseSearchInput } from '../../../gql/graphql';
import { INVESTMENT_RANGES, SORTS, idOrEmpty } from '../search-options';

/** The search filters as they are kept in the address: shareable, and the back button steps through them. */
export interface SearchState {
  q: string;
  category: string;
  subcategory: string;
  location: string;
  /** A postcode or district: only listings with an available territory near it (issue 43). */
  near: string;
  /** An INVESTMENT_RANGES value, or '' for any amount. */
  investment: string;
  /** A SORTS value. */
  sort: string;
  page: number;
}

export const EMPTY_FILTERS = { q: '', category: '', subcategory: '', location: '', near: '', investment: '' };

function parse(params: URLSearchParams): SearchState {
  const investment = params.get('investment') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    q: params.get('q') ?? '',
    category: idOrEmpty(params.get('category')),
    subcategory: idOrEmpty(params.get('subcategory')),
    location: params.get('location') ?? '',
    near: params.get('near') ?? '',
    investment: INVESTMENT_RANGES.some((r) => r.value === investment) ? investment : '',
    sort: SORTS.some((s) => s.value === sort) ? sort : 'newest',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query string for a state: empty filters, newest first and page 1 are left out. */
export function toQueryString(state: Partial<SearchState>, omit: (keyof SearchState)[] = []): string {
  const params = new URLSearchParams();
  const put = (key: keyof SearchState, value: string | number | undefined) => {
    if (omit.includes(key) || value === undefined || value === '' || value === null) return;
    params.set(key, String(value));
  };
  put('q', state.q?.trim());
  put('category', state.category);
  put('subcategory', state.subcategory);
  put('location', state.location?.trim());
  put('near', state.near?.trim());
  put('investment', state.investment);
  if (state.sort && state.sort !== 'newest') put('sort', state.sort);
  if (state.page && state.page > 1) put('page', state.page);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's filters for a state. */
export function toFilters(state: SearchState): FranchiseSearchInput {
  return {
    text: state.q.trim() || null,
    categoryId: state.category || null,
    subcategoryId: state.subcategory || null,
    location: state.location.trim() || null,
    availableNear: state.near.trim() || null,
    investment: INVESTMENT_RANGES.find((r) => r.value === state.investment)?.range ?? null,
    sort: SORTS.find((s) => s.value === state.sort)?.sort ?? 'NEWEST',
  };
}

/**
 * Reads the filters from the address and writes them back as a new history entry. `fixed` names
 * parameters a page decides itself (the category page's category), kept out of the address.
 */
export function useSearchState(fixed: Partial<SearchState> = {}) {
  const [params, setParams] = useSearchParams();
  const fixedKey = JSON.stringify(fixed);
  const state = useMemo(() => ({ ...parse(params), ...(JSON.parse(fixedKey) as Partial<SearchState>) }), [params, fixedKey]);

  /** Applies filters: back to page 1 unless a page is given. */
  const update = useCallback(
    (next: Partial<SearchState>) => {
      // From the address as it is now, not as last rendered: a second change made before the first has
      // rendered (a quick click on another chip) must not bring back what the first removed.
      const current = { ...parse(new URLSearchParams(window.location.search)), ...(JSON.parse(fixedKey) as Partial<SearchState>) };
      const merged = { ...current, page: 1, ...next };
      // The filters stay where they are on screen; page links (plain links) do scroll to the top.
      setParams(toQueryString(merged, Object.keys(JSON.parse(fixedKey) as Record<string, unknown>) as (keyof SearchState)[]), {
        preventScrollReset: true,
      });
    },
    [setParams, fixedKey],
  );
  const clear = useCallback(() => setParams('', { preventScrollReset: true }), [setParams]);
  return { state, update, clear };
}
