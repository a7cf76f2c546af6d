import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { ListPageHeader } from '../../../shared/list-page-header';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { QueryState } from '../../../shared/query-state';
import { ViewsChart } from '../components/views-chart';
import { BlogStatisticsDocument } from '../graphql/blog-statistics';

const n = (value: number) => value.toLocaleString('en-GB');

/** /admin/blog/statistics: totals, the Popular Posts table and views per day over the last 30 days. */
export function BlogStatisticsPage() {
  useDocumentMeta('Blog Statistics');
  const { data, error, refetch } = useQuery(BlogStatisticsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const stats = data?.blogStatistics;

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <ListPageHeader title="Blog Statistics" summary="How the blog is read: every post, drafts included." />
      <QueryState
        data={stats}
        error={error}
        onRetry={() => void refetch()}
        loader={
          <Box role="status" aria-label="Loading the statistics">
            <Grid container spacing={2}>
              {[0, 1, 2].map((i) => (
                <Grid key={i} size={{ xs: 12, sm: 4 }}>
                  <Skeleton variant="rounded" height={110} />
                </Grid>
              ))}
            </Grid>
            <Skeleton variant="rounded" height={340} sx={{ mt: 2 }} />
          </Box>
        }
        empty={
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>No blog posts yet</Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
              Statistics appear once posts are published and read.
            </Typography>
            <Button component={RouterLink} to="/admin/blog/new" variant="contained">
              Add New Post
            </Button>
          </Paper>
        }
        isEmpty={(stats) => stats.totalPosts === 0}
      >
        {(stats) => (
          <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <StatCard label="Total Views" value={n(stats.totalViews)} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <StatCard label="Total Posts" value={n(stats.totalPosts)} note={`${n(stats.publishedPosts)} published`} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <StatCard
                  label="Average Views per Post"
                  value={stats.averageViews.toLocaleString('en-GB', {
                    maximumFractionDigits: 1,
                  })}
                />
              </Grid>
            </Grid>
            <ViewsChart days={stats.viewsByDay} />
            <Paper variant="outlined" component="section" aria-labelledby="popular-posts" sx={{ mt: 2 }}>
              <Typography id="popular-posts" component="h2" variant="h6" sx={{ fontWeight: 600, px: { xs: 2, sm: 3 }, pt: 2 }}>
                Popular Posts
              </Typography>
              {stats.popularPosts.length === 0 ? (
                <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 2 }}>
                  No published posts yet.
                </Typography>
              ) : (
                <TableContainer>
                  <Table aria-labelledby="popular-posts">
                    <TableHead>
                      <TableRow>
                        <TableCell>Title</TableCell>
                        <TableCell align="right">Views</TableCell>
                        <TableCell>Published</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {stats.popularPosts.map((p) => (
                        <TableRow key={p.id} hover>
                          <TableCell>
                            <Link component={RouterLink} to={`/blog/${p.id}`} sx={{ fontWeight: 600 }}>
                              {p.title}
                            </Link>
                          </TableCell>
                          <TableCell align="right">{n(p.views)}</TableCell>
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.publishedAt ? formatDate(p.publishedAt) : '—'}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              )}
            </Paper>
          </>
        )}
      </QueryState>
    </Box>
  );
}

function StatCard({ label, value, note }: { label: string; value: string; note?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, height: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.2, mt: 0.5 }}>{value}</Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Paper>
  );
}
