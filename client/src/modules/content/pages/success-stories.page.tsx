import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Breadcrumbs } from '../../../shared/breadcrumbs';
import { errorMessage } from '../../../shared/errors';
import { PageHeader } from '../../../shared/page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { SuccessStoriesDocument } from '../graphql/success-stories';

const PAGE_SIZE = 12;
const pagePath = (page: number) => (page > 1 ? `/success-stories?page=${page}` : '/success-stories');

/** /success-stories: franchisees' stories from approved franchises, each linking to its franchise and saying who supplied it. */
export function SuccessStoriesPage() {
  useDocumentMeta(
    'Success Stories',
    "Franchisees' stories as their franchisors tell them: how they chose their franchise, what it took and where it has taken them.",
  );
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, loading, error } = useQuery(SuccessStoriesDocument, { variables: { page: { page, pageSize: PAGE_SIZE } } });
  const result = data?.successStories;

  return (
    <>
      <Breadcrumbs items={[{ label: 'Success Stories' }]} />
      <PageHeader
        title="Success Stories"
        intro="Franchisees across the UK on how they chose their franchise, what it took and where it has taken them. Each story is supplied by the franchisor of the franchise it is about: not an independent review."
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box aria-busy={loading}>
          {error ? (
            <Alert severity="error" role="alert">
              {errorMessage(error)}
            </Alert>
          ) : loading && !result ? (
            <Grid container spacing={3} aria-label="Loading stories">
              {Array.from({ length: 6 }, (_, i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Skeleton variant="rounded" height={180} />
                  <Skeleton width="80%" height={32} sx={{ mt: 1 }} />
                  <Skeleton width="95%" />
                  <Skeleton width="70%" />
                </Grid>
              ))}
            </Grid>
          ) : result && result.items.length > 0 ? (
            <>
              <Grid container spacing={3}>
                {result.items.map((story) => (
                  <Grid key={story.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Card component="article" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                      {story.imageUrl ? (
                        <Box
                          component="img"
                          src={story.imageUrl}
                          alt=""
                          loading="lazy"
                          sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
                        />
                      ) : (
                        <Box
                          aria-hidden
                          sx={{
                            aspectRatio: '16 / 9',
                            display: 'grid',
                            placeItems: 'center',
                            background: 'linear-gradient(135deg, #f3e3dc, #dbe9f0)',
                          }}
                        >
                          <EmojiEventsIcon sx={{ fontSize: 48, color: 'secondary.main', opacity: 0.6 }} />
                        </Box>
                      )}
                      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
                          {story.title}
                        </Typography>
                        {story.franchise && (
                          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                            Supplied by {story.franchise.suppliedBy}
                          </Typography>
                        )}
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>
                          {story.content}
                        </Typography>
                        {story.franchise && (
                          <Typography variant="body2" sx={{ mt: 'auto', pt: 1.5, fontWeight: 600 }}>
                            <Link component={RouterLink} to={`/franchise/${story.franchise.id}`}>
                              {story.franchise.name}
                            </Link>
                            {story.franchise.location ? (
                              <Typography component="span" variant="body2" color="text.secondary">
                                {' '}
                                · {story.franchise.location}
                              </Typography>
                            ) : null}
                          </Typography>
                        )}
                      </CardContent>
                    </Card>
                  </Grid>
                ))}
              </Grid>
              {result.pageCount > 1 && (
                <Box component="nav" aria-label="Success story pages" sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
                  <Pagination
                    page={result.page}
                    count={result.pageCount}
                    color="primary"
                    renderItem={(item) => <PaginationItem component={RouterLink} to={pagePath(item.page ?? 1)} {...item} />}
                  />
                </Box>
              )}
            </>
          ) : (
            <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
              <Typography>No success stories yet. Check back soon.</Typography>
              <Button component={RouterLink} to="/search" variant="outlined" sx={{ mt: 2 }}>
                Browse franchises
              </Button>
            </Paper>
          )}
        </Box>
      </Container>
    </>
  );
}
