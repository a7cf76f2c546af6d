import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { CategoryBanner } from '../../advertising/components/category-banner';
import { SelectionForm } from '../../selection/selection-bar';
import { SaveSearchButton } from '../../saved-searches/components/save-search-button';
import { ActiveFilterChips, searchName } from '../components/active-filter-chips';
import { DidYouMean } from '../components/did-you-mean';
import { EmptyResults, SearchResults } from '../components/search-results';
import { SearchFilters } from '../components/search-filters';
import { FilterCategoriesDocument } from '../graphql/filter-categories';
import { SearchFranchisesDocument } from '../graphql/search-franchises';
import { useSearchFacets } from '../hooks/use-search-facets';
import { toFilters, toQueryString, useSearchState } from '../hooks/use-search-state';
import { PAGE_SIZE } from '../search-options';

/** /search: free text, category, subcategory, location and investment filters, all in the address. */
export function SearchPage() {
  useDocumentMeta(
    'Browse Franchises',
    'Search UK franchise opportunities by name, category, location and investment, and request information from several franchisors at once.',
  );
  const { pathname } = useLocation();
  const { state: inAddress, update, clear } = useSearchState();
  const categories = useQuery(FilterCategoriesDocument);
  // A form sent without JavaScript can carry the subcategory of the category chosen before (nothing could
  // clear it): a subcategory that is not one of the category's is left out once the categories are known.
  const mains = categories.data?.mainCategories;
  const state = useMemo(() => {
    const { category, subcategory } = inAddress;
    const stale = mains && category && subcategory && !mains.find((c) => c.id === category)?.children.some((c) => c.id === subcategory);
    return stale ? { ...inAddress, subcategory: '' } : inAddress;
  }, [inAddress, mains]);
  useEffect(() => {
    if (categories.error) console.error('Loading categories failed', categories.error);
  }, [categories.error]);
  const search = useQuery(SearchFranchisesDocument, {
    variables: { filters: toFilters(state), page: { page: state.page, pageSize: PAGE_SIZE } },
  });
  const result = search.data?.franchiseSearch ?? search.previousData?.franchiseSearch;
  const counts = useSearchFacets(state);

  return (
    <>
      <Breadcrumbs items={[{ label: 'Browse Franchises' }]} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={3}>
          <div>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              Browse Franchises
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              Find the right franchise by sector, place and budget. Tick the ones you like to request information from all of them at once.{' '}
              <RouterLink to="/match">Or answer eight questions and see the franchises that fit you best.</RouterLink>
            </Typography>
          </div>
          <SearchFilters
            value={state}
            onApply={(filters) => update(filters)}
            onClear={clear}
            categories={categories.data?.mainCategories ?? []}
            counts={counts}
          />
          <SelectionForm stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
              <ActiveFilterChips state={state} categories={categories.data?.mainCategories ?? []} onRemove={(change) => update(change)} />
              {/* A saved search's alerts do not follow territories (issue 43): one limited to them is not offered for saving. */}
              {!state.near.trim() && (
                <SaveSearchButton filters={toFilters(state)} suggestedName={searchName(state, categories.data?.mainCategories ?? [])} />
              )}
            </Stack>
            <CategoryBanner categoryId={state.category || null} />
            {result?.total === 0 && state.q.trim() && (
              <DidYouMean text={state.q} hrefFor={(q) => `${pathname}${toQueryString({ ...state, q, page: 1 })}`} />
            )}
            <SearchResults
              result={result}
              loading={search.loading}
              error={search.error}
              onRetry={() => void search.refetch()}
              sort={state.sort}
              onSort={(sort) => update({ sort })}
              hrefForPage={(page) => `${pathname}${toQueryString({ ...state, page })}`}
              empty={
                <EmptyResults
                  message="No franchises found matching your criteria"
                  action={
                    <Button variant="contained" onClick={clear}>
                      Clear Filters
                    </Button>
                  }
                />
              }
            />
          </SelectionForm>
        </Stack>
      </Container>
    </>
  );
}
