import type { SavedSearch_SearchFragment } from '../../gql/graphql';
import { toQueryString } from '../catalogue/hooks/use-search-state';
import { INVESTMENT_RANGES, SORTS } from '../catalogue/search-options';

type Saved = Pick<SavedSearch_SearchFragment, 'text' | 'categoryId' | 'subcategoryId' | 'location' | 'investment' | 'sort'>;

/** The search page's address for a saved search. */
export function savedSearchAddress(s: Saved): string {
  return `/search${toQueryString({
    q: s.text ?? '',
    category: s.categoryId ?? '',
    subcategory: s.subcategoryId ?? '',
    location: s.location ?? '',
    investment: INVESTMENT_RANGES.find((r) => r.range === s.investment)?.value ?? '',
    sort: SORTS.find((o) => o.sort === s.sort)?.value ?? 'newest',
    page: 1,
  })}`;
}

/** The filters in words: '“coffee” · Food & Drink › Coffee · Leeds · Under £50,000', or every franchise. */
export function savedSearchSummary(s: Saved & Pick<SavedSearch_SearchFragment, 'category' | 'subcategory'>): string {
  const category = [s.category?.name, s.subcategory?.name].filter(Boolean).join(' › ');
  const parts = [
    s.text ? `“${s.text}”` : '',
    category,
    s.location ?? '',
    INVESTMENT_RANGES.find((r) => r.range === s.investment)?.label ?? '',
    s.sort !== 'NEWEST' ? (SORTS.find((o) => o.sort === s.sort)?.label ?? '') : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'All franchises';
}
