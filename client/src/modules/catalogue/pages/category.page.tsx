import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { Breadcrumbs, type Crumb } from '../../../shared/breadcrumbs';
import { CenteredSpinner } from '../../../shared/centered-spinner';
import { errorMessage } from '../../../shared/errors';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { CategoryBanner } from '../../advertising/components/category-banner';
import { SelectionForm } from '../../selection/selection-bar';
import { PageMessage } from '../components/page-message';
import { QaList } from '../components/qa-list';
import { RichText } from '../components/rich-text';
import { SearchFilters } from '../components/search-filters';
import { EmptyResults, SearchResults } from '../components/search-results';
import { CategoryPageDocument } from '../graphql/category-page';
import { SearchFranchisesDocument } from '../graphql/search-franchises';
import { useSearchFacets } from '../hooks/use-search-facets';
import { toFilters, toQueryString, useSearchState } from '../hooks/use-search-state';
import { PAGE_SIZE } from '../search-options';

/**
 * /category/:categoryId: the franchises of one category (Main Category locked to it) with its
 * subcategory, location and investment filters, its banner, and its article and FAQs.
 */
export function CategoryPage() {
  const { categoryId = '' } = useParams();
  const { pathname } = useLocation();
  const { data, loading, error } = useQuery(CategoryPageDocument, { variables: { id: categoryId } });
  const category = data?.category;
  const { state, update, clear } = useSearchState({ category: categoryId, q: '' });
  const search = useQuery(SearchFranchisesDocument, {
    variables: { filters: toFilters(state), page: { page: state.page, pageSize: PAGE_SIZE } },
    skip: !category,
  });
  const result = search.data?.franchiseSearch ?? search.previousData?.franchiseSearch;
  const counts = useSearchFacets(state, !category);

  const article = category?.article;
  useDocumentMeta(
    category ? article?.metaTitle || article?.title || `${category.name} Franchises` : loading ? undefined : 'Category not found',
    category
      ? article?.metaDescription || `Browse ${category.name} franchise opportunities in the UK and request information from franchisors.`
      : undefined,
    null,
    { notFound: !loading && !error && !category },
  );

  if (loading && !data) return <CenteredSpinner label="Loading category" />;
  if (error) {
    return <PageMessage error title="Error" message={errorMessage(error)} action={{ label: 'Back to Search', to: '/search' }} />;
  }
  if (!category) return <PageMessage title="Category not found" action={{ label: 'Browse All Franchises', to: '/search' }} />;

  const crumbs: Crumb[] = [{ label: 'Categories', to: '/categories' }];
  if (category.parent) crumbs.push({ label: category.parent.name, to: `/category/${category.parent.id}` });
  crumbs.push({ label: category.name });
  const filtered = Boolean(state.subcategory || state.location || state.near || state.investment);

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={3}>
          <div>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
              {category.name} Franchises
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              Franchise opportunities in {category.name}
              {category.children.length > 0 ? ', including every subcategory' : ''}.
            </Typography>
          </div>
          <SearchFilters
            value={state}
            onApply={(filters) => update(filters)}
            onClear={clear}
            categories={[]}
            lockedCategory={{ id: category.id, name: category.name, children: category.children }}
            counts={counts}
          />
          <SelectionForm stack>
            <CategoryBanner categoryId={category.id} />
            <SearchResults
              result={result}
              loading={search.loading}
              error={search.error}
              onRetry={() => void search.refetch()}
              sort={state.sort}
              onSort={(sort) => update({ sort })}
              hrefForPage={(page) => `${pathname}${toQueryString({ ...state, page }, ['category', 'q'])}`}
              empty={
                <EmptyResults
                  message={`No franchises found in ${category.name}`}
                  action={
                    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
                      {filtered && (
                        <Button variant="outlined" onClick={clear}>
                          Clear Filters
                        </Button>
                      )}
                      <Button component={RouterLink} to="/search" variant="contained">
                        Browse All Franchises
                      </Button>
                    </Box>
                  }
                />
              }
            />
            {article && (
              <Box component="section" aria-labelledby="article-heading" sx={{ pt: 2 }}>
                {/* A divider's rule in plain CSS: MUI's Divider was a chunk of its own on this page's first load. */}
                <Box component="hr" sx={{ m: 0, mb: 4, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />
                <Typography id="article-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
                  {article.title}
                </Typography>
                <RichText html={article.content} />
                {article.faqs.length > 0 && (
                  <Box sx={{ mt: 4 }}>
                    <Typography component="h2" variant="h5" sx={{ mb: 2, fontWeight: 600 }}>
                      Frequently Asked Questions
                    </Typography>
                    <QaList items={article.faqs} />
                  </Box>
                )}
              </Box>
            )}
          </SelectionForm>
        </Stack>
      </Container>
    </>
  );
}
