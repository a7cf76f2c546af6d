import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminBlogPostRowFragment } from '../../../gql/graphql';
import { formatShortDate } from '../../../shared/format';
import { type RowSelection, SelectAllOnPage } from '../../../shared/bulk-select';
import { ShortcodeButton } from './shortcode-button';

export interface PostListProps {
  posts: AdminBlogPostRowFragment[];
  selection: RowSelection;
  onDelete: (id: string) => void;
  onError: (message: string) => void;
}

/** A post's picture in the list, or a neutral placeholder. */
export function PostThumbnail({ url }: { url: string | null | undefined }) {
  return url ? (
    <Box
      component="img"
      src={url}
      alt=""
      loading="lazy"
      sx={{
        width: 64,
        height: 40,
        objectFit: 'cover',
        borderRadius: 0.5,
        flexShrink: 0,
      }}
    />
  ) : (
    <Box
      sx={{
        width: 64,
        height: 40,
        borderRadius: 0.5,
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      <ImageIcon color="disabled" aria-hidden />
    </Box>
  );
}

export function PostStatusChip({ status }: { status: AdminBlogPostRowFragment['status'] }) {
  return <Chip size="small" label={status === 'PUBLISHED' ? 'Published' : 'Draft'} color={status === 'PUBLISHED' ? 'success' : 'default'} />;
}

/** All Blog Articles on a phone: one card per post with the same fields and actions as the table's row. */
export function PostCards({ posts, selection, onDelete, onError }: PostListProps) {
  return (
    <>
      <SelectAllOnPage selection={selection} />
      <Stack component="ul" spacing={1.5} aria-label="Blog posts" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {posts.map((p) => (
          <Paper
            component="li"
            key={p.id}
            variant="outlined"
            sx={{
              p: 1.5,
              bgcolor: selection.selected.has(p.id) ? 'action.selected' : undefined,
            }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              <Checkbox
                checked={selection.selected.has(p.id)}
                onChange={() => selection.toggle(p.id)}
                slotProps={{ input: { 'aria-label': `Select "${p.title}"` } }}
                sx={{ mt: -0.5, ml: -1 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                  <PostThumbnail url={p.imageUrl} />
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{p.title}</Typography>
                </Box>
                <Box
                  sx={{
                    display: 'flex',
                    gap: 1,
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    mt: 1,
                  }}
                >
                  <PostStatusChip status={p.status} />
                  <Typography variant="body2" color="text.secondary">
                    {p.categoryName ?? 'Uncategorized'} · {formatShortDate(p.createdAt)} · {p.views.toLocaleString('en-GB')} views
                  </Typography>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
                  <ShortcodeButton postId={p.id} title={p.title} onError={onError} />
                  <Box sx={{ flex: 1 }} />
                  <IconButton component={RouterLink} to={`/admin/blog/edit/${p.id}`} aria-label={`Edit "${p.title}"`}>
                    <EditIcon />
                  </IconButton>
                  <IconButton color="error" onClick={() => onDelete(p.id)} aria-label={`Delete "${p.title}"`}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Box>
              </Box>
            </Box>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
