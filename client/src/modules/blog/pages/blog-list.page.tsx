import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { StaticHtml } from '../../../ssr/static-html';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { errorMessage } from '../../../shared/errors';
import { PageHeader } from '../../../shared/page-header';
import { ABOVE_THE_FOLD, renderWhenNear } from '../../../shared/render-when-near';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { BLOG_PAGE_SIZE, blogListPath } from '../blog-links';
import { BlogPostCard } from '../components/blog-post-card';
import { BlogCategoriesDocument } from '../graphql/blog-categories';
import { BlogPostsDocument } from '../graphql/blog-posts';

function BlogList() {
  const [params] = useSearchParams();
  const categoryId = params.get('category') || null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, loading, error } = useQuery(BlogPostsDocument, {
    variables: { categoryId, page: { page, pageSize: BLOG_PAGE_SIZE } },
  });
  const categoriesQuery = useQuery(BlogCategoriesDocument);
  const categories = categoriesQuery.data?.blogCategories ?? [];
  const current = categories.find((c) => c.id === categoryId);
  const result = data?.blogPosts;

  useDocumentMeta(
    current ? `${current.name} | Blog` : 'Blog',
    'Guides, news and advice for anyone thinking about buying a franchise in the UK: costs, funding, due diligence and success stories.',
  );

  const crumbs = current ? [{ label: 'Blog', to: '/blog' }, { label: current.name }] : [{ label: 'Blog' }];
  const visibleCategories = categories.filter((c) => c.postCount > 0 || c.id === categoryId);

  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHeader
        title={current ? `Blog: ${current.name}` : 'Blog'}
        intro="Guides, news and advice for anyone thinking about buying a franchise in the UK."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        {visibleCategories.length > 0 && (
          <Box component="nav" aria-label="Blog categories" sx={{ mb: 3 }}>
            <Stack component="ul" direction="row" useFlexGap sx={{ listStyle: 'none', p: 0, m: 0, gap: 1, flexWrap: 'wrap' }}>
              <li>
                <Chip
                  component={RouterLink}
                  to="/blog"
                  clickable
                  label="All posts"
                  color={categoryId ? 'default' : 'primary'}
                  aria-current={categoryId ? undefined : 'page'}
                />
              </li>
              {visibleCategories.map((c) => (
                <li key={c.id}>
                  <Chip
                    component={RouterLink}
                    to={blogListPath(c.id)}
                    clickable
                    label={`${c.name} (${c.postCount})`}
                    color={c.id === categoryId ? 'primary' : 'default'}
                    aria-current={c.id === categoryId ? 'page' : undefined}
                  />
                </li>
              ))}
            </Stack>
          </Box>
        )}

        <Box aria-busy={loading}>
          {error ? (
            <Alert severity="error" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : loading && !result ? (
            <Grid container spacing={3} aria-label="Loading posts">
              {Array.from({ length: 6 }, (_, i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Skeleton variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto' }} />
                  <Skeleton sx={{ mt: 1 }} width="40%" />
                  <Skeleton width="90%" height={32} />
                  <Skeleton width="60%" />
                </Grid>
              ))}
            </Grid>
          ) : result && result.items.length > 0 ? (
            <>
              <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {result.total} {result.total === 1 ? 'post' : 'posts'}
                {current ? ` in ${current.name}` : ''}
                {result.pageCount > 1 ? ` · page ${result.page} of ${result.pageCount}` : ''}
              </Typography>
              <Grid container spacing={3}>
                {result.items.map((post, i) => (
                  <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }} sx={i >= ABOVE_THE_FOLD ? renderWhenNear(420) : undefined}>
                    <BlogPostCard post={post} priority={i === 0} />
                  </Grid>
                ))}
              </Grid>
              {result.pageCount > 1 && (
                <Box component="nav" aria-label="Blog pages" sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
                  <Pagination
                    page={result.page}
                    count={result.pageCount}
                    color="primary"
                    siblingCount={1}
                    boundaryCount={1}
                    renderItem={(item) => <PaginationItem component={RouterLink} to={blogListPath(categoryId, item.page ?? 1)} {...item} />}
                  />
                </Box>
              )}
            </>
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
              <Typography>No blog posts available at the moment.</Typography>
              {(categoryId || page > 1) && (
                <Link component={RouterLink} to="/blog" sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600 }}>
                  View all posts
                </Link>
              )}
            </Paper>
          )}
        </Box>
      </Container>
    </>
  );
}

/** /blog: published posts, newest first, 12 a page (?page=N), optionally in one category (?category=id). */
export function BlogListPage() {
  // Nothing on the list runs in the browser but its links: kept as the server rendered it (no queries read, no
  // components run while hydrating) until the address changes, then rendered by the client.
  const { search } = useLocation();
  return (
    <StaticHtml version={search}>
      <BlogList />
    </StaticHtml>
  );
}
