import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { StaticHtml } from '../../../ssr/static-html';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { errorMessage } from '../../../shared/errors';
import { JsonLd } from '../../../shared/json-ld';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { useSiteOrigin } from '../../../ssr/server-context';
import { BlogCategoriesList } from '../components/blog-categories-list';
import { PostContent } from '../components/post-content';
import { PostHeader } from '../components/post-header';
import { BlogCategoriesDocument } from '../graphql/blog-categories';
import { BlogPostDocument } from '../graphql/blog-post';
import { RecordPostViewDocument } from '../graphql/record-post-view';

const backToBlog = (
  <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />}>
    Back to Blog
  </Button>
);

/** /blog/:id: a published post with the blog categories alongside. Opening it counts one view. */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(BlogPostDocument, { variables: { id } });
  const categories = useQuery(BlogCategoriesDocument);
  const [recordView] = useMutation(RecordPostViewDocument);
  const post = data?.blogPost;
  const origin = useSiteOrigin();

  // One view per opening: after the post has loaded (so the new count wins in the cache), once per id.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!post || counted.current === post.id) return;
    counted.current = post.id;
    recordView({ variables: { id: post.id } }).catch((err: unknown) => console.warn('The view could not be recorded', err));
  }, [post, recordView]);

  useDocumentMeta(
    post ? post.metaTitle || post.title : loading ? undefined : error ? 'Blog' : 'Post not found',
    post ? post.metaDescription || post.excerpt : undefined,
    post?.keywords,
    { image: post?.imageUrl, type: post ? 'article' : 'website', notFound: !loading && !error && !post },
  );

  if (loading && !post) {
    return (
      <Box role="status" aria-label="Loading post">
        <Skeleton variant="rectangular" height={260} />
        <Container maxWidth="lg" sx={{ py: 4 }}>
          <Skeleton width="70%" height={40} />
          <Skeleton width="95%" />
          <Skeleton width="90%" />
          <Skeleton width="80%" />
        </Container>
      </Box>
    );
  }

  if (error) {
    return (
      <>
        <Breadcrumbs items={[{ label: 'Blog', to: '/blog' }, { label: 'Post' }]} />
        <Container maxWidth="md" sx={{ py: 6 }}>
          <Alert severity="error" role="alert">
            {errorMessage(error)}
          </Alert>
          <Box sx={{ mt: 2 }}>{backToBlog}</Box>
        </Container>
      </>
    );
  }

  if (!post) {
    return (
      <>
        <Breadcrumbs items={[{ label: 'Blog', to: '/blog' }, { label: 'Post not found' }]} />
        <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
            Post not found
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
            This post may have been moved or is no longer published.
          </Typography>
          {backToBlog}
        </Container>
      </>
    );
  }

  const sidebarCategories = (categories.data?.blogCategories ?? []).filter((c) => c.postCount > 0);

  return (
    <>
      <Breadcrumbs items={[{ label: 'Blog', to: '/blog' }, { label: post.title }]} />
      <JsonLd
        data={{
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.metaDescription || post.excerpt || undefined,
          image: post.imageUrl ? new URL(post.imageUrl, origin).href : undefined,
          author: { '@type': 'Person', name: post.author },
          datePublished: post.publishedAt ?? post.createdAt,
          keywords: post.keywords || undefined,
          articleSection: post.category?.name,
          mainEntityOfPage: `${origin}/blog/${post.id}`,
          publisher: { '@type': 'Organization', name: 'Franchise Compass', url: origin },
        }}
      />
      {/* Rendered by the client: the view count moves once the visit is counted. */}
      <PostHeader
        title={post.title}
        author={post.author}
        imageUrl={post.imageUrl ?? null}
        category={post.category ?? null}
        date={post.publishedAt ?? post.createdAt}
        views={post.views}
      />

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <StaticHtml version={post.id}>
              <Box component="article" aria-label={post.title}>
                <PostContent html={post.content} />
              </Box>
              <Box sx={{ mt: 5, pt: 3, borderTop: 1, borderColor: 'divider' }}>{backToBlog}</Box>
            </StaticHtml>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label="More from the blog">
            <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              {!categories.error && (
                <Paper variant="outlined" sx={{ p: 2.5 }}>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                    Categories
                  </Typography>
                  {categories.loading && !categories.data ? (
                    <Skeleton height={120} />
                  ) : (
                    <StaticHtml version={post.id}>
                      <BlogCategoriesList categories={sidebarCategories} currentId={post.category?.id} />
                    </StaticHtml>
                  )}
                </Paper>
              )}
              <StaticHtml>
                <Paper sx={{ p: 2.5, bgcolor: 'primary.main', color: 'common.white' }}>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                    Ready to find your franchise?
                  </Typography>
                  <Typography variant="body2" sx={{ mt: 1, mb: 2, color: 'rgba(255,255,255,0.88)' }}>
                    Compare UK franchise opportunities by category, location and investment, and contact several franchisors with one request.
                  </Typography>
                  <Button component={RouterLink} to="/search" variant="contained" color="secondary">
                    Browse franchises
                  </Button>
                </Paper>
              </StaticHtml>
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
