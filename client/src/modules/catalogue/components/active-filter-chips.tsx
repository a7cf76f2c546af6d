import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { FilterCategoriesQuery } from '../../../gql/graphql';
import type { SearchState } from '../hooks/use-search-state';
import { INVESTMENT_RANGES } from '../search-options';

type Categories = FilterCategoriesQuery['mainCategories'];

interface ActiveFilter {
  key: string;
  label: string;
  /** What removing it changes (a category takes its subcategory with it). */
  remove: Partial<SearchState>;
}

function activeFilters(state: SearchState, categories: Categories): ActiveFilter[] {
  const category = categories.find((c) => c.id === state.category);
  const subcategory = category?.children.find((c) => c.id === state.subcategory);
  const investment = INVESTMENT_RANGES.find((r) => r.value === state.investment);
  const filters: (ActiveFilter | false)[] = [
    state.q.trim() !== '' && { key: 'q', label: `Search: “${state.q.trim()}”`, remove: { q: '' } },
    Boolean(category) && { key: 'category', label: `Category: ${category!.name}`, remove: { category: '', subcategory: '' } },
    Boolean(subcategory) && { key: 'subcategory', label: `Subcategory: ${subcategory!.name}`, remove: { subcategory: '' } },
    state.location.trim() !== '' && { key: 'location', label: `Location: ${state.location.trim()}`, remove: { location: '' } },
    state.near.trim() !== '' && { key: 'near', label: `Free territory within 25 miles of ${state.near.trim().toUpperCase()}`, remove: { near: '' } },
    Boolean(investment) && { key: 'investment', label: `Investment: ${investment!.label}`, remove: { investment: '' } },
  ];
  return filters.filter((f): f is ActiveFilter => Boolean(f));
}

/** A name for the search in force, from its filters: 'coffee · Food & Drink · Leeds', or 'All franchises'. */
export function searchName(state: SearchState, categories: Categories): string {
  const category = categories.find((c) => c.id === state.category);
  const parts = [
    state.q.trim(),
    category?.children.find((c) => c.id === state.subcategory)?.name ?? category?.name ?? '',
    state.location.trim(),
    state.near.trim() ? `available near ${state.near.trim().toUpperCase()}` : '',
    INVESTMENT_RANGES.find((r) => r.value === state.investment)?.label ?? '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'All franchises';
}

/** The filters in force as chips; a click (or Delete on the focused chip) removes that one filter. */
export function ActiveFilterChips({
  state,
  categories,
  onRemove,
}: {
  state: SearchState;
  categories: Categories;
  onRemove: (change: Partial<SearchState>) => void;
}) {
  const filters = activeFilters(state, categories);
  if (filters.length === 0) return null;
  return (
    <Box component="ul" aria-label="Active filters" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
      {filters.map((f) => (
        <li key={f.key}>
          <Chip
            label={f.label}
            aria-label={`Remove ${f.label}`}
            onClick={() => onRemove(f.remove)}
            onDelete={() => onRemove(f.remove)}
            color="primary"
            variant="outlined"
          />
        </li>
      ))}
    </Box>
  );
}
