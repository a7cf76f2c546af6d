import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import SearchIcon from '@mui/icons-material/Search';
import UnpublishedIcon from '@mui/icons-material/UnpublishedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import type { PostStatus } from '../../../gql/graphql';
import { DeleteSelected, useBulkDelete } from '../../../shared/bulk-delete';
import { BulkSelectTable, useRowSelection } from '../../../shared/bulk-select';
import { errorMessage } from '../../../shared/errors';
import { formatShortDate } from '../../../shared/format';
import { ListPageHeader } from '../../../shared/list-page-header';
import { PagedList } from '../../../shared/paged-list';
import { useDocumentMeta } from '../../../shared/use-document-meta';
import { Notice } from '../../../shared/notice';
import { useDebouncedValue } from '../../../shared/use-debounced-value';
import { PostCards, PostStatusChip, PostThumbnail } from '../components/post-cards';
import { ShortcodeButton } from '../components/shortcode-button';
import { AdminBlogPostsDocument, DeleteBlogPostsDocument, TogglePostsStatusDocument } from '../graphql/blog-articles';

const PAGE_SIZE = 20;
const SEARCH_MAX = 200;
const STATUSES: { value: '' | PostStatus; label: string }[] = [
  { value: '', label: 'All statuses' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'DRAFT', label: 'Draft' },
];

/** Other screens' views of posts follow a change made here. */
function evictPostViews(cache: ApolloCache) {
  for (const fieldName of ['blogStatistics', 'blogPosts', 'blogPost', 'blogCategories', 'adminBlogCategories']) cache.evict({ fieldName });
  cache.gc();
}

/**
 * /admin/blog/articles: every post, newest first, searchable by title and filtered by status on the server;
 * shortcode copy; bulk delete and publish/unpublish (the first selected post decides the direction).
 */
export function BlogArticlesPage() {
  useDocumentMeta('All Blog Articles');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const status = STATUSES.find((s) => s.value === params.get('status'))?.value ?? '';
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed, 350);
  const [notice, setNotice] = useState<{
    message: string;
    severity: 'success' | 'error';
  } | null>(null);

  const show = (next: { search?: string; status?: string; page?: number }) => {
    const q = (next.search ?? search).trim();
    const s = next.status ?? status;
    const p = next.page ?? 1;
    setParams(
      {
        ...(q ? { search: q } : {}),
        ...(s ? { status: s } : {}),
        ...(p > 1 ? { page: String(p) } : {}),
      },
      { replace: next.page === undefined },
    );
  };

  // The search box writes the address once typing pauses (a search can be linked and survives a reload).
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled.trim() !== search.trim()) show({ search: settled });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled search writes the address
  }, [settled]);

  // A notice handed over by the editor ('… is published').
  const handed = (location.state as { notice?: string } | null)?.notice;
  // Shown once per navigation that hands one over (set while rendering, not in an effect after it).
  const [handedAt, setHandedAt] = useState<string | null>(null);
  if (handed && handedAt !== `${location.key}:${handed}`) {
    setHandedAt(`${location.key}:${handed}`);
    setNotice({ message: handed, severity: 'success' });
  }

  const { data, loading, error, refetch } = useQuery(AdminBlogPostsDocument, {
    variables: {
      filter: { search: search.trim() || null, status: status || null },
      page: { page, pageSize: PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteBlogPostsDocument);
  const [toggle, toggling] = useMutation(TogglePostsStatusDocument);
  const list = data?.adminBlogPosts;
  const items = list?.items ?? [];
  // Reset when the page, search or filter changes: only rows on screen can be selected.
  const selection = useRowSelection(
    items.map((p) => p.id),
    `${page}|${search}|${status}`,
  );
  // The selection keeps the order rows were ticked in: the first one decides Publish or Unpublish.
  const chosen = [...selection.selected].filter((id) => items.some((p) => p.id === id));
  const count = chosen.length;
  const first = items.find((p) => p.id === chosen[0]);
  const unpublish = first?.status === 'PUBLISHED';

  const goTo = (next: number) => {
    show({ page: next });
    window.scrollTo({ top: 0 });
  };

  const bulkDelete = useBulkDelete({
    remove: async (ids) => (await remove({ variables: { ids }, update: evictPostViews })).data?.deleteBlogPosts.length,
    failure: 'The posts could not be deleted. Please try again.',
    onDeleted: (deleted) => setNotice({ message: deleted === 1 ? '1 post deleted.' : `${deleted} posts deleted.`, severity: 'success' }),
    selection,
    list: { rows: items.length, page, goTo, refetch },
  });

  const toggleSelected = async () => {
    try {
      const { data: result } = await toggle({
        variables: { ids: chosen },
        update: evictPostViews,
      });
      const n = result?.togglePostsStatus.posts.length ?? count;
      const now = result?.togglePostsStatus.status === 'PUBLISHED' ? 'published' : 'moved to drafts';
      selection.clear();
      setNotice({
        message: n === 1 ? `1 post ${now}.` : `${n} posts ${now}.`,
        severity: 'success',
      });
      await refetch();
    } catch (err) {
      setNotice({
        message: errorMessage(err, 'The posts could not be changed. Please try again.'),
        severity: 'error',
      });
    }
  };

  const filtered = Boolean(search.trim() || status);

  return (
    <Box sx={{ maxWidth: 1400 }}>
      <ListPageHeader
        title="All Blog Articles"
        summary={list ? (list.total === 1 ? '1 post' : `${list.total} posts`) : 'Every post, drafts included, newest first.'}
      >
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={unpublish ? <UnpublishedIcon /> : <PublishIcon />}
            disabled={count === 0 || toggling.loading}
            onClick={() => void toggleSelected()}
          >
            {unpublish ? 'Unpublish Selected' : 'Publish Selected'} ({count})
          </Button>
          <DeleteSelected bulk={bulkDelete} selected={chosen} title={bulkDelete.ids.length === 1 ? 'Delete post?' : 'Delete posts?'}>
            Are you sure you want to delete {bulkDelete.ids.length} selected post(s)?
          </DeleteSelected>
          <Button component={RouterLink} to="/admin/blog/new" variant="contained" startIcon={<AddIcon />}>
            Add New Post
          </Button>
        </Box>
      </ListPageHeader>

      <Box
        sx={{
          display: 'flex',
          gap: 2,
          mb: 2,
          flexDirection: { xs: 'column', sm: 'row' },
        }}
      >
        <TextField
          type="search"
          label="Search by title"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          size="small"
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
          slotProps={{
            htmlInput: { maxLength: SEARCH_MAX },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => show({ status: e.target.value })}
          size="small"
          sx={{ minWidth: 180 }}
          // 'All statuses' shows in the box (an empty value would otherwise leave only the label there).
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          {STATUSES.map((s) => (
            <MenuItem key={s.value} value={s.value}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <PagedList
        list={list}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        what="blog posts"
        emptyText="No blog posts found"
        page={page}
        onPage={goTo}
      >
        {phone ? (
          <PostCards
            posts={items}
            selection={selection}
            onDelete={(id) => bulkDelete.ask([id])}
            onError={(message) => setNotice({ message, severity: 'error' })}
          />
        ) : (
          <BulkSelectTable
            label="Blog posts"
            size="small"
            minWidth={900}
            rows={items}
            selection={selection}
            selectAllLabel="Select all posts on this page"
            selectLabel={(p) => `Select "${p.title}"`}
            head={
              <>
                <TableCell>Title</TableCell>
                <TableCell>Category</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Created</TableCell>
                <TableCell align="right">Views</TableCell>
                <TableCell>Shortcode</TableCell>
                <TableCell align="right">Actions</TableCell>
              </>
            }
            cells={(p) => (
              <>
                <TableCell sx={{ minWidth: 240 }}>
                  <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                    <PostThumbnail url={p.imageUrl} />
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {p.title}
                    </Typography>
                  </Box>
                </TableCell>
                <TableCell>
                  {p.categoryName ?? (
                    <Typography component="span" variant="body2" color="text.secondary">
                      Uncategorized
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <PostStatusChip status={p.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(p.createdAt)}</TableCell>
                <TableCell align="right">{p.views.toLocaleString('en-GB')}</TableCell>
                <TableCell>
                  <ShortcodeButton postId={p.id} title={p.title} onError={(message) => setNotice({ message, severity: 'error' })} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit">
                    <IconButton component={RouterLink} to={`/admin/blog/edit/${p.id}`} aria-label={`Edit "${p.title}"`}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton color="error" onClick={() => bulkDelete.ask([p.id])} aria-label={`Delete "${p.title}"`}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </>
            )}
          />
        )}
      </PagedList>
      {filtered && list && list.total === 0 && (
        <Button
          sx={{ mt: 1 }}
          onClick={() => {
            setTyped('');
            setParams({});
          }}
        >
          Clear the search and filter
        </Button>
      )}

      <Notice message={notice?.message ?? null} severity={notice?.severity} onClose={() => setNotice(null)} />
    </Box>
  );
}
