import SearchIcon from '@mui/icons-material/Search';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import { type FormEvent, type MouseEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { FacetCounts } from '../hooks/use-search-facets';
import { usePlaceSuggestions } from '../hooks/use-place-suggestions';
import { EMPTY_FILTERS, type SearchState } from '../hooks/use-search-state';
import { INVESTMENT_RANGES } from '../search-options';
import { formatCount } from '../../../shared/format';
import { TextField } from '../../../shared/text-field';
import { useValuesBeforeHydration } from '../../../shared/use-values-before-hydration';

type Filters = typeof EMPTY_FILTERS;

/** How many filters are set, in a bubble on the phone's filter button's icon (as MUI's Badge drew it, without its weight). */
const countSx = {
  position: 'absolute',
  top: -8,
  right: -10,
  minWidth: 20,
  height: 20,
  px: 0.75,
  borderRadius: 10,
  bgcolor: 'secondary.main',
  color: 'secondary.contrastText',
  fontSize: 12,
  fontWeight: 500,
  lineHeight: '20px',
  textAlign: 'center',
} as const;

export interface FilterCategory {
  id: string;
  name: string;
  children: { id: string; name: string }[];
}

export interface SearchFiltersProps {
  value: SearchState;
  /** Applies filters (a new address); text fields apply on Search, selects at once. */
  onApply: (filters: Filters) => void;
  onClear: () => void;
  categories: FilterCategory[];
  /** The category page: Main Category shows this one and cannot be changed; no free text. */
  lockedCategory?: FilterCategory;
  /** Results each option leads to, shown beside it once known. */
  counts?: FacetCounts;
}

/** 'Retail (12)': an option with the number of results choosing it gives. */
const counted = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${formatCount(count)})`);

const pick = (v: SearchState): Filters => ({
  q: v.q,
  category: v.category,
  subcategory: v.subcategory,
  location: v.location,
  near: v.near,
  investment: v.investment,
});

/**
 * The filter panel of the search and category pages: a GET form to the page itself whose fields are named
 * as the address's parameters, so before the app has started, or without JavaScript, Search loads the
 * filtered page from the server. Once started, selects apply at once and Search applies the text fields.
 */
export function SearchFilters({ value, onApply, onClear, categories, lockedCategory, counts }: SearchFiltersProps) {
  const { pathname } = useLocation();
  const applied = pick(value);
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState<Filters>(applied);
  // The address changed (back button, Clear Filters, a link): show what it says. Adjusted while rendering,
  // so hydrating the filters takes no second render.
  const [draftFor, setDraftFor] = useState(appliedKey);
  if (draftFor !== appliedKey) {
    setDraftFor(appliedKey);
    setDraft(applied);
  }

  const options = lockedCategory ? [lockedCategory] : categories;
  const categoryId = lockedCategory?.id ?? draft.category;
  const category = options.find((c) => c.id === categoryId);
  const subcategories = category?.children ?? [];
  const shown = (id: string, list: { id: string }[]) => (list.some((c) => c.id === id) ? id : '');

  const applyNow = (next: Partial<Filters>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    onApply(merged);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };

  // What the visitor did before the page hydrated: a changed select applies now, as it would have (a new
  // category clears the subcategory); typed text waits for Search, as it would have.
  const formRef = useRef<HTMLFormElement>(null);
  const toApply = useRef<Filters | null>(null);
  const shownCategory = lockedCategory ? lockedCategory.id : shown(draft.category, options);
  const shownSubcategory = shown(draft.subcategory, subcategories);
  useValuesBeforeHydration(
    formRef,
    { q: draft.q, category: shownCategory, subcategory: shownSubcategory, location: draft.location, near: draft.near, investment: draft.investment },
    (changed) => {
      const next = { ...draft, ...changed };
      if (changed.category !== undefined && changed.subcategory === undefined) next.subcategory = '';
      setDraft(next);
      if (changed.category !== undefined || changed.subcategory !== undefined || changed.investment !== undefined) toApply.current = next;
    },
  );
  // Applied after the commit: the router ignores a navigation made while the page's first render commits.
  useEffect(() => {
    if (toApply.current) onApply(toApply.current);
    toApply.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  }, []);
  const selectProps = { inputLabel: { shrink: true } } as const;
  const categoryCount = (id: string) => counts && (counts.categories.get(id) ?? 0);

  // On phones the filters fold away behind a button, so results start on the first screen. Done in CSS
  // (not a media query in script), so the server-rendered page already has the phone layout.
  const [unfolded, setUnfolded] = useState(false);
  const panelId = useId();
  // Before the app has started, or without JavaScript, the button is a link to the panel, which CSS shows
  // while it is the address's target; a panel opened so stays open when the page hydrates.
  const panelRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (panelRef.current?.matches(':target')) setUnfolded(true);
  }, []);
  const toggleFold = (e: MouseEvent) => {
    e.preventDefault();
    if (panelRef.current?.matches(':target'))
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    setUnfolded((u) => !u);
  };
  const { places } = usePlaceSuggestions(draft.location === value.location ? '' : draft.location);
  const active = [lockedCategory ? '' : value.category, value.subcategory, value.location, value.near, value.investment].filter(Boolean).length;

  const textField = !lockedCategory && (
    <TextField
      fullWidth
      type="search"
      name="q"
      label="Search"
      placeholder="Search by franchise name, description, or location..."
      value={draft.q}
      onChange={(e) => setDraft({ ...draft, q: e.target.value })}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );

  return (
    <Paper
      component="form"
      ref={formRef}
      method="get"
      action={pathname}
      role="search"
      aria-label="Filter franchises"
      variant="outlined"
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {textField}
        <Button
          fullWidth
          variant="outlined"
          href={`#${panelId}`}
          role="button"
          onClick={toggleFold}
          aria-expanded={unfolded}
          aria-controls={panelId}
          sx={{ display: { sm: 'none' } }}
          startIcon={
            <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
              <TuneIcon aria-hidden />
              {active > 0 && (
                <Box component="span" sx={countSx}>
                  {active}
                </Box>
              )}
            </Box>
          }
        >
          {unfolded ? 'Hide filters' : 'Show filters'}
        </Button>
      </Box>
      <Box id={panelId} ref={panelRef} sx={{ display: { xs: unfolded ? 'block' : 'none', sm: 'block' }, '&:target': { display: 'block' } }}>
        <Grid container spacing={2} sx={{ pt: { xs: 2, sm: textField ? 2 : 0 } }}>
          <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
            <TextField
              select
              fullWidth
              name="category"
              label={lockedCategory ? 'Main Category' : 'Category'}
              value={shownCategory}
              disabled={Boolean(lockedCategory)}
              onChange={(e) => applyNow({ category: e.target.value, subcategory: '' })}
              slotProps={selectProps}
            >
              {!lockedCategory && <option value="">All Categories</option>}
              {options.map((c) => (
                <option key={c.id} value={c.id}>
                  {counted(c.name, categoryCount(c.id))}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
            <TextField
              select
              fullWidth
              name="subcategory"
              label="Subcategory"
              value={shownSubcategory}
              disabled={!categoryId || subcategories.length === 0}
              onChange={(e) => applyNow({ subcategory: e.target.value })}
              slotProps={selectProps}
            >
              <option value="">{categoryId ? 'All Subcategories' : 'Choose a category first'}</option>
              {subcategories.map((c) => (
                <option key={c.id} value={c.id}>
                  {counted(c.name, categoryCount(c.id))}
                </option>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
            <TextField
              fullWidth
              name="location"
              label="Location"
              placeholder="e.g. Manchester"
              value={draft.location}
              onChange={(e) => setDraft({ ...draft, location: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 200, list: `${panelId}-places`, autoComplete: 'off' }, inputLabel: { shrink: true } }}
            />
            {/* The browser's own suggestion list: towns, regions and nations as the visitor types. */}
            <datalist id={`${panelId}-places`}>
              {places.map((p) => (
                <option key={p.key} value={p.name} label={p.within ? `${p.name}, ${p.within}` : p.name} />
              ))}
            </datalist>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
            <TextField
              fullWidth
              name="near"
              label="Free territory near"
              placeholder="Postcode, e.g. LS6"
              value={draft.near}
              onChange={(e) => setDraft({ ...draft, near: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'postal-code' }, inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2.4 }}>
            <TextField
              select
              fullWidth
              name="investment"
              label="Investment Range"
              value={draft.investment}
              onChange={(e) => applyNow({ investment: e.target.value })}
              slotProps={selectProps}
            >
              <option value="">Any Amount</option>
              {INVESTMENT_RANGES.map((r) => (
                <option key={r.value} value={r.value}>
                  {counted(r.label, counts?.investment.get(r.range))}
                </option>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mt: 2 }}>
        {/* A link to the unfiltered page until the app runs. */}
        <Button
          href={pathname}
          role="button"
          onClick={(e: MouseEvent) => {
            e.preventDefault();
            onClear();
          }}
        >
          Clear Filters
        </Button>
        <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />} sx={{ minWidth: 120 }}>
          Search
        </Button>
      </Box>
    </Paper>
  );
}
